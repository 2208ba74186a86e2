import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../lib/logger';
import { type AfterSignupNavigation, afterSignup } from './after-signup';

const customer = {
  id: 3,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  did_checkout: false,
  email_verified: false,
};

// The telemetry and quiz features as the flow sees them: each call is recorded.
const recorded = vi.hoisted(() => ({
  calls: [] as string[],
  hasPendingQuiz: (): boolean => true,
  saveQuiz: async () => {
    recorded.calls.push('save quiz');
  },
}));
vi.mock('../features/telemetry/model/analytics', () => ({
  identifyCustomer: async (c: { id: number }) => {
    recorded.calls.push(`identify ${c.id}`);
  },
  trackSignedUp: async () => {
    recorded.calls.push(`signed up ${customer.id}`);
  },
}));
vi.mock('../features/quiz/model/quiz-storage', () => ({
  hasPendingQuiz: () => recorded.hasPendingQuiz(),
  clearQuiz: () => recorded.calls.push('clear quiz'),
}));
vi.mock('../features/quiz/api/save-quiz-to-server', () => ({ saveQuizToServer: () => recorded.saveQuiz() }));

function recorder(overrides: Partial<Pick<typeof recorded, 'hasPendingQuiz' | 'saveQuiz'>> = {}) {
  Object.assign(recorded, overrides);
  const calls = recorded.calls;
  const steps: AfterSignupNavigation = {
    replace: (path) => calls.push(`replace ${path}`),
    go: (path) => calls.push(`go ${path}`),
    reload: (path) => calls.push(`reload ${path}`),
  };
  return { steps, calls };
}

const defaults = { hasPendingQuiz: recorded.hasPendingQuiz, saveQuiz: recorded.saveQuiz };

beforeEach(() => {
  recorded.calls = [];
  Object.assign(recorded, defaults);
  setLogSink({ log: (message) => recorded.calls.push(`log ${message}`) });
});

afterEach(() => {
  setLogSink(undefined);
});

describe('afterSignup (spec §4)', () => {
  it('identifies, sends Signed Up, saves the quiz, clears it and lands on the plan page', async () => {
    const { steps, calls } = recorder();
    await afterSignup(customer, { destination: '/plan/', isNativeApp: false }, steps);
    expect(calls).toEqual(['identify 3', 'signed up 3', 'save quiz', 'clear quiz', 'replace /plan/']);
  });

  it('replaces history with the plan page and then goes to another destination', async () => {
    const { steps, calls } = recorder();
    await afterSignup(customer, { destination: '/checkout/shipping/', isNativeApp: false }, steps);
    expect(calls.slice(-2)).toEqual(['replace /plan/', 'go /checkout/shipping/']);
  });

  it('uses the native plan page in the apps', async () => {
    const { steps, calls } = recorder();
    await afterSignup(customer, { destination: '/survey/plan/', isNativeApp: true }, steps);
    expect(calls.at(-1)).toBe('replace /survey/plan/');
  });

  it('reloads to the quiz intro when no quiz is pending', async () => {
    const { steps, calls } = recorder({ hasPendingQuiz: () => false });
    await afterSignup(customer, { destination: '/plan/', isNativeApp: false }, steps);
    expect(calls).toEqual(['identify 3', 'signed up 3', 'reload /quiz/intro/']);
  });

  it('goes straight to a redeem destination without touching the quiz', async () => {
    const { steps, calls } = recorder();
    await afterSignup(customer, { destination: '/gift/redeem/?code=X', isNativeApp: false }, steps);
    expect(calls).toEqual(['identify 3', 'signed up 3', 'replace /gift/redeem/?code=X']);
  });

  it('keeps the local quiz and still lands on the plan page when the save fails', async () => {
    const { steps, calls } = recorder({
      saveQuiz: async () => {
        throw new Error('offline');
      },
    });
    await afterSignup(customer, { destination: '/plan/', isNativeApp: false }, steps);
    expect(calls).toEqual(['identify 3', 'signed up 3', 'log saving the quiz after sign-up failed', 'replace /plan/']);
  });
});
