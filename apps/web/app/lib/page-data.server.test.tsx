// A page the API process renders for one visitor asks the API as that visitor, and the browser's first render finds
// the answers: "Welcome back, Ada" is in the first render, with no call of its own.
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_NAMES } from '@larder/contracts/values/dynamic-configs';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../test/customer';
import { json, standInNetwork } from '../../test/network';
import { renderApp } from '../../test/render';
import { customerQueryOptions } from '../features/auth/api/get-customer';
import { subscriptionQueryOptions } from '../features/subscription/api/subscription-client';
import type { Route } from '../routes/+types/account-home';
import AccountHomeRoute, { loader } from '../routes/account-home';
import { pageData } from './page-data.server';

/** Every flag answered, at its default (a missing one would be logged). */
const flags = FEATURE_FLAG_NAMES.map((name) => ({ name, value: FEATURE_FLAG_DEFAULTS[name] }));

const queries = () => [customerQueryOptions(), subscriptionQueryOptions()];

describe('the data of a page rendered for one visitor', () => {
  it('is asked of the API as the visitor, and the page renders from it without asking again', async () => {
    const visitor = standInNetwork()
      .on('GET', '/api/v2/customers/self/', () => json(customerFixture({ email_verified: true })))
      .on('GET', '/api/v2/dynamic_configs/', () =>
        json({ count: flags.length, next: null, previous: null, results: flags }),
      )
      .on('GET', '/api/v2/subscription/', () => json({ status: 'none' }))
      .on('GET', '/api/v2/customers/self/ratings/', () => json({ count: 0, next: null, previous: null, results: [] }))
      .on('GET', '/api/v2/orders/', () => json({ count: 0, pages: 1, results: [] }))
      .on('GET', '/api/v2/credits/', () => json({ balance_cents: 0, entries: [] }));
    const visitorFetch = visitor.fetch;
    const browser = standInNetwork();

    const { queries: state } = await loader({
      context: { visitor: { fetch: visitorFetch } },
    } as unknown as Route.LoaderArgs);
    expect(visitor.sent.map((request) => request.path).sort()).toEqual([
      '/api/v2/credits/',
      '/api/v2/customers/self/',
      '/api/v2/customers/self/ratings/',
      '/api/v2/dynamic_configs/',
      '/api/v2/orders/',
      '/api/v2/subscription/',
    ]);
    expect(visitor.sent[0]?.headers.get('authorization')).toMatch(/^Client /);

    renderApp(<AccountHomeRoute loaderData={{ queries: state }} />, { at: '/mylarder/' });
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "See this week's plan" })).toBeTruthy();
    expect(browser.sent).toEqual([]);
  });

  it('keeps each visitor’s calls apart while several pages render at once', async () => {
    const answers = new Map<string, (response: Response) => void>();
    const visitorOf = (name: string) =>
      standInNetwork()
        .on('GET', '/api/v2/customers/self/', () => new Promise<Response>((resolve) => answers.set(name, resolve)))
        .on('GET', '/api/v2/subscription/', () => json({ status: 'none' })).fetch;
    const ada = visitorOf('Ada');
    const grace = visitorOf('Grace');
    standInNetwork();

    const both = Promise.all([pageData({ fetch: ada }, queries()), pageData({ fetch: grace }, queries())]);
    await expect.poll(() => answers.size).toBe(2);
    answers.get('Grace')?.(json(customerFixture({ first_name: 'Grace' })));
    answers.get('Ada')?.(json(customerFixture({ first_name: 'Ada' })));
    const [forAda, forGrace] = await both;

    const firstName = (state: typeof forAda) =>
      (
        state?.queries.find((query) => query.queryKey[0] === 'customer')?.state.data as
          | { first_name: string }
          | undefined
      )?.first_name;
    expect(firstName(forAda)).toBe('Ada');
    expect(firstName(forGrace)).toBe('Grace');
  });

  it('is none without a visitor (prerendering, the dev server)', async () => {
    const network = standInNetwork();
    expect(await pageData(undefined, queries())).toBeNull();
    expect(network.sent).toEqual([]);
  });
});
