import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { SignupForm } from './signup-form';

interface Sent {
  url: string;
  body: string;
}

/** The API as the form sees it: the challenge flag, and sign-up answers. */
function serveApi(challenge: string, signupAnswer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  standInNetwork()
    .on('GET', '/api/v2/dynamic_configs/', (request) => {
      sent.push({ url: request.url.toString(), body: request.body });
      return json({
        count: 1,
        next: null,
        previous: null,
        results: [{ name: 'web.signup_challenge', value: challenge }],
      });
    })
    .otherwise((request) => {
      sent.push({ url: request.url.toString(), body: request.body });
      return json(signupAnswer.body, signupAnswer.status);
    });
  return sent;
}

afterEach(() => {
  delete window.grecaptcha;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct horse battery staple');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('SignupForm', () => {
  it('is not shown until the captcha has loaded when web.signup_challenge is recaptcha, then sends its token', async () => {
    const sent = serveApi('recaptcha', { status: 201, body: { id: 1 } });
    const onSignedUp = vi.fn();
    renderApp(<SignupForm onSignedUp={onSignedUp} onUnknownError={vi.fn()} />);

    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
      if (!found) throw new Error('no captcha script yet');
      return found;
    });
    expect(new URL(script.src).searchParams.has('render')).toBe(true);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByLabelText('Loading the form')).toBeInTheDocument();

    const execute = vi.fn(async (_key: string, options: { action: string }) => `token-for-${options.action}`);
    window.grecaptcha = { ready: (callback) => callback(), execute };
    await act(async () => {
      script.dispatchEvent(new Event('load'));
    });
    await screen.findByLabelText('Email');

    await fillAndSubmit();
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith({ id: 1 }));
    const signup = sent.find((call) => call.url.endsWith('/api/signup/'));
    expect(new URLSearchParams(signup?.body).get('captcha_token')).toBe('token-for-signup');
  });

  it('shows the form at once when there is no challenge, and sends an empty token', async () => {
    const sent = serveApi('off', { status: 201, body: { id: 2 } });
    renderApp(<SignupForm onSignedUp={vi.fn()} onUnknownError={vi.fn()} />);
    await screen.findByLabelText('Email');
    expect(document.head.querySelector('script[src*="recaptcha"]')).toBeNull();
    await fillAndSubmit();
    await waitFor(() => expect(sent.some((call) => call.url.endsWith('/api/signup/'))).toBe(true));
    const signup = sent.find((call) => call.url.endsWith('/api/signup/'));
    expect(new URLSearchParams(signup?.body).get('captcha_token')).toBe('');
  });

  it('maps the server answers of spec §8 to the fields', async () => {
    serveApi('off', { status: 400, body: { password: ['password is too short', 'password is too common'] } });
    renderApp(<SignupForm onSignedUp={vi.fn()} onUnknownError={vi.fn()} />);
    await screen.findByLabelText('Email');
    await fillAndSubmit();
    await screen.findByText('Must be at least 8 characters. Avoid using commonly used passwords (ex: Password)');
    expect(screen.queryByText('Must be at least 8 characters', { exact: true })).toBeNull();
  });

  it('reports other statuses as unknown errors and shows nothing', async () => {
    serveApi('off', { status: 503, body: { detail: 'down', code: 'service_unavailable' } });
    const onUnknownError = vi.fn();
    renderApp(<SignupForm onSignedUp={vi.fn()} onUnknownError={onUnknownError} />);
    await screen.findByLabelText('Email');
    await fillAndSubmit();
    await waitFor(() => expect(onUnknownError).toHaveBeenCalledTimes(1));
    expect(onUnknownError.mock.calls[0]?.[1]).toEqual({ detail: 'down', code: 'service_unavailable' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
