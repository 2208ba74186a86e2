import { SSO_FAILURE_MESSAGE } from '@larder/contracts/values/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../../../test/customer';
import { json, type SentRequest, standInNetwork } from '../../../../test/network';
import { appWrapper, renderApp } from '../../../../test/render';
import type { AppleIdAuth } from '../model/apple-id';
import type { FacebookLoginStatus, FacebookSdk } from '../model/facebook-sdk';
import type { GoogleAccountsId, GoogleCredentialResponse } from '../model/google-identity';
import type { SsoProvider } from '../model/sso-providers';
import { SsoButtons, type SsoButtonsProps } from './sso-buttons';

// jsdom runs no external scripts: loading a provider's script installs the stand-in global set up by the test,
// or fails when the test says so.
const scripts = vi.hoisted(() => ({ failing: new Set<string>(), loaded: [] as string[] }));
vi.mock('../model/load-script', () => ({
  loadScript: async (src: string) => {
    scripts.loaded.push(src);
    if ([...scripts.failing].some((part) => src.includes(part))) throw new Error(`the script ${src} did not load`);
  },
  loadGlobal: async <T,>(src: string, read: () => T | undefined) => {
    scripts.loaded.push(src);
    if ([...scripts.failing].some((part) => src.includes(part))) throw new Error(`the script ${src} did not load`);
    const value = read();
    if (value === undefined) throw new Error('no API');
    return value;
  },
}));

const customer = customerFixture();

let calls: SentRequest[];
let answers: Record<string, { status: number; body: unknown }>;
let hiddenAgents: string | undefined;
let googleCallback: ((response: GoogleCredentialResponse) => void) | undefined;
let googleButtonOptions: Record<string, unknown> | undefined;
let appleInit: Parameters<AppleIdAuth['init']>[0] | undefined;
let appleAnswer: () => Promise<unknown>;
let facebookAnswer: FacebookLoginStatus;
let facebookInit: Parameters<FacebookSdk['init']>[0] | undefined;

beforeEach(() => {
  answers = {};
  hiddenAgents = undefined;
  scripts.failing.clear();
  scripts.loaded = [];
  const google: GoogleAccountsId = {
    initialize: (config) => {
      googleCallback = config.callback;
    },
    renderButton: (parent, options) => {
      googleButtonOptions = options;
      const button = document.createElement('div');
      button.setAttribute('role', 'button');
      button.textContent = 'Sign in with Google';
      button.addEventListener('click', () => googleCallback?.({ credential: 'google.id.token', select_by: 'btn' }));
      parent.append(button);
    },
  };
  window.google = { accounts: { id: google } };
  appleAnswer = async () => ({
    authorization: { code: 'apple-code', id_token: 'apple.id.token', state: appleInit?.state },
    user: { name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'ada@privaterelay.appleid.com' },
  });
  window.AppleID = {
    auth: {
      init: (config) => {
        appleInit = config;
      },
      signIn: () => appleAnswer() as ReturnType<AppleIdAuth['signIn']>,
    },
  };
  facebookAnswer = { status: 'connected', authResponse: { accessToken: 'EAAB-token', userID: '1001' } };
  window.FB = {
    init: (options) => {
      facebookInit = options;
    },
    login: (callback) => callback(facebookAnswer),
  };
  const network = standInNetwork()
    .on('GET', '/api/v2/dynamic_configs/', () => {
      const results = hiddenAgents === undefined ? [] : [{ name: 'web.sso_hidden_user_agents', value: hiddenAgents }];
      return json({ count: results.length, next: null, previous: null, results });
    })
    .on('GET', '/api/apple_login/state/', () => json({ state: 'S'.repeat(43), nonce: 'N'.repeat(43) }))
    .otherwise((request) => {
      const answer = answers[request.path] ?? { status: 200, body: { customer, created: true } };
      return json(answer.body, answer.status);
    });
  calls = network.sent;
});

afterEach(() => {
  window.google = undefined;
  window.AppleID = undefined;
  window.FB = undefined;
});

function renderButtons(providers: SsoProvider[], props: Partial<SsoButtonsProps> = {}) {
  const handlers = {
    onSignedIn: vi.fn(),
    onFailure: vi.fn(),
    onNothingToShow: vi.fn(),
    ...props,
  };
  renderApp(<SsoButtons providers={providers} {...handlers} />);
  return handlers;
}

const postsTo = (path: string) => calls.filter((call) => call.method === 'POST' && call.url.pathname === path);

describe('<SsoButtons />', () => {
  it('renders the same empty row before hydration as at first render, with no script requested', () => {
    const App = appWrapper();
    const html = renderToString(
      <App>
        <SsoButtons providers={['google', 'apple', 'facebook']} onSignedIn={() => {}} onFailure={() => {}} />
      </App>,
    );
    expect(html).toBe('<div class="sso-buttons"><div class="sso-buttons__row"></div></div>');
    expect(scripts.loaded).toEqual([]);
  });

  it('renders Google as an icon of width 200 and signs in with its ID token (JSON {idToken})', async () => {
    const { onSignedIn } = renderButtons(['google']);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ customer, created: true }, 'google'));
    expect(googleButtonOptions).toMatchObject({ type: 'icon', width: 200 });
    const [post] = postsTo('/api/google_login/');
    expect(post?.contentType).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({ idToken: 'google.id.token', intent: 'login' });
  });

  it('signs in with Apple: scope "name email" in a popup, the issued state and nonce, the code, token and name', async () => {
    const { onSignedIn } = renderButtons(['apple']);
    const button = await screen.findByRole('button', { name: 'Continue with Apple' });
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/apple_login/state/')).toBe(true));
    await userEvent.click(button);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ customer, created: true }, 'apple'));
    expect(appleInit).toMatchObject({
      scope: 'name email',
      usePopup: true,
      state: 'S'.repeat(43),
      nonce: 'N'.repeat(43),
      redirectURI: `${window.location.origin}/login/`,
    });
    const [post] = postsTo('/api/apple_login/');
    expect(post?.contentType).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(post?.body);
    expect(Object.fromEntries(form)).toEqual({
      code: 'apple-code',
      id_token: 'apple.id.token',
      state: 'S'.repeat(43),
      is_web: 'true',
      user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'ada@privaterelay.appleid.com' }),
      intent: 'login',
    });
  });

  it('says nothing when the person closes Apple’s popup', async () => {
    appleAnswer = async () => Promise.reject({ error: 'popup_closed_by_user' });
    const { onFailure, onSignedIn } = renderButtons(['apple']);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with Apple' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onFailure).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in with Facebook v6.0 and scope public_profile,email (form user_id, token)', async () => {
    const { onSignedIn } = renderButtons(['facebook']);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ customer, created: true }, 'facebook'));
    expect(facebookInit).toMatchObject({ version: 'v6.0' });
    const form = new URLSearchParams(postsTo('/api/facebook_login/')[0]?.body);
    expect(Object.fromEntries(form)).toEqual({ user_id: '1001', token: 'EAAB-token', intent: 'login' });
  });

  it.each([
    ['not connected', { status: 'not_authorized', authResponse: null }],
    ['connected without a token', { status: 'connected', authResponse: { userID: '1001' } }],
    ['unknown', { status: 'unknown' }],
  ])('shows the SSO failure message when Facebook answers %s, and calls the API not at all', async (_name, answer) => {
    facebookAnswer = answer as FacebookLoginStatus;
    const { onFailure, onSignedIn } = renderButtons(['facebook']);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_FAILURE_MESSAGE);
    expect(screen.getByRole('alert').textContent).toBe(SSO_FAILURE_MESSAGE);
    expect(onFailure).toHaveBeenCalledWith('facebook', expect.any(Error));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(postsTo('/api/facebook_login/')).toEqual([]);
  });

  it('shows the SSO failure message when the API refuses (any non-200), and clears it on the next attempt', async () => {
    answers['/api/google_login/'] = {
      status: 401,
      body: { detail: 'The login credentials could not be verified.', code: 'sso_invalid_credentials' },
    };
    const { onFailure } = renderButtons(['google', 'facebook']);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_FAILURE_MESSAGE);
    expect(onFailure).toHaveBeenCalledWith(
      'google',
      expect.objectContaining({ data: expect.objectContaining({ status: 401 }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('hides a button whose script does not load, and keeps the others', async () => {
    scripts.failing.add('appleid');
    const { onNothingToShow } = renderButtons(['google', 'apple', 'facebook']);
    await screen.findByRole('button', { name: 'Continue with Facebook' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(onNothingToShow).not.toHaveBeenCalled();
  });

  it('says there is nothing to show when no script loads', async () => {
    scripts.failing.add('gsi').add('appleid').add('facebook');
    const { onNothingToShow } = renderButtons(['google', 'apple', 'facebook']);
    await waitFor(() => expect(onNothingToShow).toHaveBeenCalled());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads no SDK and shows nothing when the remote configuration matches this browser', async () => {
    hiddenAgents = JSON.stringify(['FBAN/', navigator.userAgent.slice(0, 12).toUpperCase()]);
    const { onNothingToShow } = renderButtons(['google', 'apple', 'facebook']);
    await waitFor(() => expect(onNothingToShow).toHaveBeenCalled());
    expect(scripts.loaded).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['another browser', JSON.stringify(['FBAN/', 'Instagram'])],
    ['a malformed value', '{not json'],
  ])('shows the buttons when the configuration names %s', async (_name, value) => {
    hiddenAgents = value;
    renderButtons(['facebook']);
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
  });
});
