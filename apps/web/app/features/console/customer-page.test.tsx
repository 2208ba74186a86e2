// Issue 42: a customer's page tells support how to reach them and where their boxes go — email, phone, address,
// instructions — and the card the boxes are charged to (brand, last four, expiry; nothing more); the subscription's
// and orders' statuses are words on badges.
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { CustomerPage } from './customer-page';

const SLACK = { timeout: 60_000 };
const asSupport = { role: 'support' } as const;
const person = { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' };

const detail = (subscription: AdminCustomerDetail['subscription']): AdminCustomerDetail => ({
  customer: {
    ...person,
    created_at: '2026-11-01T10:00:00Z',
    email_verified: true,
    subscription_status: subscription?.status ?? null,
    zone: subscription?.zone ?? null,
    email_verified_at: '2026-11-01T10:05:00Z',
    last_login_at: null,
  },
  subscription,
  orders: [
    {
      id: 12,
      status: 'payment_failed',
      delivery_date: '2026-12-03',
      zone: 'sf',
      customer: person,
      total_cents: 7425,
      refunded_cents: 0,
      created_at: '2026-11-20T10:00:00Z',
      not_delivered: false,
      cutoff_at: '2026-11-29T10:00:00Z',
      can_unskip: false,
    },
  ],
  credits: { balance_cents: 0, entries: [] },
  quiz: null,
  item_ratings: [],
  delivery_ratings: [],
  support_credits: null,
});

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a customer’s page', () => {
  it('shows the contact, the address, the instructions and the card, and statuses in words', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/customers/3/', () =>
      json(
        detail({
          id: 9,
          status: 'paused',
          zone: 'sf',
          delivery_weekday: 4,
          paused_until: '2026-12-17',
          canceled_at: null,
          cancel_reason: null,
          cancel_note: null,
          created_at: '2026-11-01T10:00:00Z',
          address: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            address1: '1 Main St',
            address2: 'Apt 5',
            city: 'San Francisco',
            state: 'CA',
            zip: '94110',
            phone: '4155550100',
            delivery_instructions: 'Ring twice',
          },
          payment_method: { brand: 'visa', last4: '0341', exp_month: 4, exp_year: 2029 },
        }),
      ),
    );
    renderApp(<CustomerPage id="3" {...asSupport} />, { at: '/admin/customers/3/' });
    await screen.findByRole('heading', { name: 'Ada Lovelace (customer 3)', level: 1 });
    expect(fact('Email')).toHaveTextContent('ada@larder.test');
    expect(fact('Phone')).toHaveTextContent('(415) 555-0100');
    expect(fact('Deliver to')).toHaveTextContent('Ada Lovelace1 Main StApt 5San Francisco, CA 94110');
    expect(fact('Instructions')).toHaveTextContent('Ring twice');
    expect(fact('Payment method')).toHaveTextContent('visa ending 0341, expires 04/2029');
    expect(within(fact('Subscription')).getByText('Paused')).toHaveClass('console-badge--warning');
    expect(fact('Subscription')).toHaveTextContent('paused until 2026-12-17');
    const order = screen.getByRole('link', { name: 'Order 12' }).closest('tr') as HTMLElement;
    expect(within(order).getByText('Payment failed')).toHaveClass('console-badge');
  });

  it('says there is no address or card before a subscription', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/customers/3/', () => json(detail(null)));
    renderApp(<CustomerPage id="3" {...asSupport} />, { at: '/admin/customers/3/' });
    await screen.findByRole('heading', { name: 'Ada Lovelace (customer 3)', level: 1 });
    expect(fact('Deliver to')).toHaveTextContent('no address: no subscription yet');
    expect(fact('Payment method')).toHaveTextContent('none on record');
    expect(fact('Phone')).toHaveTextContent('none given');
  });
});
