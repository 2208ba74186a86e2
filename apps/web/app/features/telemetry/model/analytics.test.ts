import { UTM_DATA_KEY } from '@larder/contracts/values/storage-keys';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AnalyticsSink,
  type CallContext,
  identifyCustomer,
  type Properties,
  setAnalyticsSink,
  trackEvent,
  trackPage,
  trackSignedUp,
} from './analytics';

interface Sent {
  type: 'page' | 'identify' | 'track';
  name?: string;
  payload: Properties;
  context: CallContext;
}

function recordingSink(sent: Sent[]): AnalyticsSink {
  return {
    page: (payload, context) => sent.push({ type: 'page', payload, context }),
    identify: (name, payload, context) => sent.push({ type: 'identify', name, payload, context }),
    track: (name, payload, context) => sent.push({ type: 'track', name, payload, context }),
  };
}

const CUSTOMER = {
  id: 42,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  did_checkout: false,
  email_verified: false,
};

describe('analytics', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/signup/?next=/plan/');
    document.title = 'Sign up | Larder';
  });
  afterEach(() => {
    setAnalyticsSink(recordingSink([])); // drains anything a test left waiting
    setAnalyticsSink(undefined);
  });

  it('keeps calls made before the SDK loads, with the page they were made on, and sends them in order', () => {
    setAnalyticsSink(undefined);
    trackPage();
    window.history.replaceState(null, '', '/quiz/intro/');
    trackEvent('Quiz Started');
    const sent: Sent[] = [];
    setAnalyticsSink(recordingSink(sent));
    expect(sent.map((call) => [call.type, call.name, call.context.page.path])).toEqual([
      ['page', undefined, '/signup/'],
      ['track', 'Quiz Started', '/quiz/intro/'],
    ]);
    expect(sent[0]?.payload).toMatchObject({ path: '/signup/', search: '?next=/plan/', title: 'Sign up | Larder' });
  });

  it('sends every event with currency USD', () => {
    const sent: Sent[] = [];
    setAnalyticsSink(recordingSink(sent));
    trackPage();
    trackEvent('Plan Viewed', { currency: 'EUR', meals: 4 });
    identifyCustomer(CUSTOMER);
    trackSignedUp();
    expect(sent.map((call) => call.payload.currency)).toEqual(['USD', 'USD', 'USD', 'USD']);
  });

  it('identifies the customer by id with their traits', () => {
    const sent: Sent[] = [];
    setAnalyticsSink(recordingSink(sent));
    identifyCustomer(CUSTOMER, { signup_method: 'email' });
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'identify',
        name: '42',
        payload: {
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          signup_method: 'email',
          currency: 'USD',
        },
      }),
    ]);
  });

  it('sends Signed Up and identify with the first visit’s campaign data', () => {
    sessionStorage.setItem(
      UTM_DATA_KEY,
      JSON.stringify({ campaign: 'spring', source: 'newsletter', medium: 'email', term: null, content: null }),
    );
    const sent: Sent[] = [];
    setAnalyticsSink(recordingSink(sent));
    identifyCustomer(CUSTOMER);
    trackSignedUp({ method: 'email' });
    const [identify, signedUp] = sent;
    expect(signedUp).toMatchObject({
      type: 'track',
      name: 'Signed Up',
      payload: {
        method: 'email',
        campaign: 'spring',
        source: 'newsletter',
        medium: 'email',
        term: null,
        content: null,
        currency: 'USD',
      },
    });
    const campaign = { name: 'spring', source: 'newsletter', medium: 'email' };
    expect(signedUp?.context.campaign).toEqual(campaign);
    expect(identify?.context.campaign).toEqual(campaign);
  });

  it('sends Signed Up without campaign fields when the session kept none', () => {
    const sent: Sent[] = [];
    setAnalyticsSink(recordingSink(sent));
    trackSignedUp();
    expect(sent[0]?.payload).toEqual({ currency: 'USD' });
    expect(sent[0]?.context.campaign).toBeUndefined();
  });
});
