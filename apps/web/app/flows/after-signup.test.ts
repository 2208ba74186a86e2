import { describe, expect, it } from 'vitest';
import { type AfterSignupSteps, afterSignup } from './after-signup';

const customer = { id: 3, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', did_checkout: false };

function recorder(overrides: Partial<AfterSignupSteps> = {}) {
  const calls: string[] = [];
  const steps: AfterSignupSteps = {
    identify: async (c) => {
      calls.push(`identify ${c.id}`);
    },
    trackSignedUp: async (c) => {
      calls.push(`signed up ${c.id}`);
    },
    hasPendingQuiz: () => true,
    saveQuiz: async () => {
      calls.push('save quiz');
    },
    clearQuiz: () => calls.push('clear quiz'),
    replace: (path) => calls.push(`replace ${path}`),
    go: (path) => calls.push(`go ${path}`),
    reload: (path) => calls.push(`reload ${path}`),
    logError: (message) => calls.push(`log ${message}`),
    ...overrides,
  };
  return { steps, calls };
}

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
