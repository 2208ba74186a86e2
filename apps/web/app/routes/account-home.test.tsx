// The account home puts the settings link under the deliveries once they are shown: placed there while they load, it
// was pushed down when they arrived (Lighthouse counted the move as a layout shift of 0.027, over the 0.02 budget).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../test/customer';
import { json, standInNetwork } from '../../test/network';
import { renderApp } from '../../test/render';
import AccountHomeRoute from './account-home';

describe('the account home’s settings link', () => {
  it('waits for the deliveries, then comes after them', async () => {
    let answer: (response: Response) => void = () => {};
    standInNetwork()
      .on('GET', '/api/v2/customers/self/', () => json(customerFixture({ email_verified: true })))
      .on('GET', '/api/v2/subscription/', () => new Promise<Response>((resolve) => (answer = resolve)))
      .on('GET', '/api/v2/credits/', () => json({ balance_cents: 0, entries: [] }));
    renderApp(<AccountHomeRoute loaderData={{ queries: null }} />, { at: '/mylarder/' });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeTruthy();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your deliveries…');
    expect(screen.queryByRole('link', { name: 'Account settings' })).toBeNull();

    answer(json({ status: 'none' }));
    const settings = await screen.findByRole('link', { name: 'Account settings' });
    const plan = screen.getByRole('link', { name: "See this week's plan" });
    expect(plan.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
