// The checkout steps as the storefront calls them, for suites that need customers at some point of checkout: signed
// up, with a quiz, a box from the plan, an address in New York and a saved card (the test provider's form).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { CLIENT_HEADERS, sessionCookie, signUp } from './accounts';

export type Who = { id: number; cookie: string };
type CallOptions = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

export const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' };

/** A card number (Luhn-valid) of the test provider's "any other valid number succeeds", one per `n`. */
export function uniqueCardNumber(n: number): string {
  const body = `424242${String(n % 10_000_000_000).padStart(9, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

let households = 0;
/**
 * A household of its own (issue 29: the new-customer offer is one per card and per address): a card number and an
 * apartment no other ready customer of this process has.
 */
function ownHousehold() {
  households += 1;
  const n = process.pid * 1000 + households;
  return { card: { ...GOOD_CARD, number: uniqueCardNumber(n) }, address2: `Apt ${n}` };
}

export const shipping = (date: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '350 Fifth Avenue',
  address2: 'Apt 5',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '(212) 555-0100',
  delivery_instructions: 'Leave with the doorman',
  delivery_date: date,
  ...overrides,
});

export function checkoutClient(app: () => FastifyInstance, addressPrefix: string) {
  let counter = 0;
  const call = (who: Who | undefined, options: CallOptions) => {
    counter += 1;
    return app().inject({
      remoteAddress: `${addressPrefix}.${Math.floor(counter / 250)}.${counter % 250}`,
      ...options,
      headers: { ...CLIENT_HEADERS, ...(who ? { cookie: who.cookie } : {}), ...options.headers },
    });
  };

  const customer = async (email: string, cookie?: string): Promise<Who> => {
    const response = await signUp(app(), { email, first_name: 'Ada' }, cookie ? { cookie } : {});
    expect(response.statusCode).toBe(201);
    return { id: response.json().id as number, cookie: sessionCookie(response) };
  };

  const saveQuiz = async (who: Who) => {
    const response = await call(who, {
      method: 'POST',
      url: `/api/v2/customers/${who.id}/quizzes/`,
      payload: {
        household_size: 2,
        num_adults: 2,
        num_older_children: 0,
        num_young_children: 0,
        weekly_grocery_spend: 200,
        meals: ['breakfast', 'lunch', 'dinner'],
        snacks: ['snack'],
        breakfast_frequency: 2,
        lunch_frequency: 2,
        dinner_frequency: 3,
        snack_frequency: 2,
        sweets_frequency: 1,
      },
    });
    expect([200, 201]).toContain(response.statusCode);
  };

  const firstDate = async (zip = '10001'): Promise<string> => {
    const answer = await call(undefined, { method: 'GET', url: `/api/v2/deliveries/zips/${zip}/` });
    expect(answer.statusCode).toBe(200);
    return answer.json().delivery_dates[0].date;
  };

  /**
   * A customer with a box from the plan, shipping to New York and a card saved: ready to place the order. `extra`: the
   * sign-up's cookie (a referral link's) and the address's second line instead of the household's own.
   */
  const readyCustomer = async (
    email: string,
    cardGiven?: Record<string, unknown>,
    extra: { cookie?: string; address2?: string } = {},
  ): Promise<Who> => {
    const household = ownHousehold();
    const card = cardGiven ?? household.card;
    const who = await customer(email, extra.cookie);
    await saveQuiz(who);
    expect((await call(who, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' })).statusCode).toBe(200);
    const saved = await call(who, {
      method: 'PUT',
      url: '/api/v2/checkout/shipping/',
      payload: shipping(await firstDate(), { address2: extra.address2 ?? household.address2 }),
    });
    expect(saved.statusCode).toBe(200);
    const answer = await call(who, { method: 'POST', url: '/api/v2/checkout/card/', payload: card });
    expect(answer.json().status).toBe('saved');
    return who;
  };

  const place = (who: Who, key: string | undefined) =>
    call(who, { method: 'POST', url: '/api/v2/orders/', headers: key ? { 'idempotency-key': key } : {} });

  return { call, customer, saveQuiz, firstDate, readyCustomer, place };
}

/** Runs `work` with the app's clock at `when` (past a cutoff, a retry's hour), then puts it back. */
export async function atTime<T>(app: FastifyInstance, when: Date, work: () => Promise<T>): Promise<T> {
  const realNow = app.clock.now;
  app.clock.now = () => when;
  try {
    return await work();
  } finally {
    app.clock.now = realNow;
  }
}
