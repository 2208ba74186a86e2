// A delivered box on the account home: its items, each with the thumbs the route gives; within 14 days of delivery
// the delivery rating module (when its flag is on) and within 7 days "Report a problem"; an older box keeps its items
// behind "What was in it" and asks nothing.
import type { Order } from '@larder/contracts/schemas/checkout';
import { screen } from '@testing-library/react';
import { millisecondsInDay } from 'date-fns/constants';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { PastBox, withinDaysOfDelivery } from './past-box';

const daysAgo = (days: number) => new Date(Date.now() - days * millisecondsInDay).toISOString().slice(0, 10);

const delivered = (date: string): Order =>
  ({
    id: 12,
    status: 'delivered',
    delivery: { date, label: 'Thursday, December 3', cutoff_at: '2026-12-01T05:00:00Z', cutoff_label: '' },
    lines: [
      { type: 'pairing', id: 4, name: 'Thai Green Curry', picture: '/p/1.svg', quantity: 1 },
      { type: 'product', id: 9, name: 'Brown Rice Cakes', picture: '/p/2.svg', quantity: 2 },
    ],
    totals: { total_cents: 5_400 },
  }) as unknown as Order;

const thumbs = (line: { name: string }) => <button type="button">{`Like ${line.name}`}</button>;

describe('PastBox', () => {
  it('lists the items with their thumbs, asks how it was and offers a report, within the windows', () => {
    renderApp(
      <ul>
        <PastBox order={delivered(daysAgo(2))} pictureOrigin="" itemRating={thumbs} deliveryRating askWorth={false} />
      </ul>,
    );
    const items = screen.getByRole('list', { name: 'In your box of Thursday, December 3' });
    expect(items).toHaveTextContent('Thai Green Curry');
    expect(items).toHaveTextContent('2 × Brown Rice Cakes');
    expect(screen.getByRole('button', { name: 'Like Thai Green Curry' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How was your box?' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Report a problem with your box of Thursday, December 3' }),
    ).toBeVisible();
  });

  it('says how a box rated before was rated, and does not ask again', () => {
    const order = { ...delivered(daysAgo(2)), delivery_rating: { stars: 4 } } as Order;
    renderApp(
      <ul>
        <PastBox order={order} pictureOrigin="" itemRating={thumbs} deliveryRating askWorth />
      </ul>,
    );
    const region = screen.getByRole('region', { name: 'How was your box?' });
    expect(region).toHaveTextContent('You rated this box 4 stars.');
    expect(screen.queryByRole('radiogroup', { name: /Your rating/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });

  it('asks nothing with the flag off, and offers no report past 7 days', () => {
    renderApp(
      <ul>
        <PastBox order={delivered(daysAgo(10))} pictureOrigin="" itemRating={thumbs} deliveryRating={false} askWorth />
      </ul>,
    );
    expect(screen.queryByRole('region', { name: 'How was your box?' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Report a problem/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Like Thai Green Curry' })).toBeInTheDocument();
  });

  it('keeps an older box’s items behind “What was in it” and asks nothing', () => {
    renderApp(
      <ul>
        <PastBox order={delivered(daysAgo(30))} pictureOrigin="" itemRating={thumbs} deliveryRating askWorth />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'What was in it' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How was your box?' })).toBeNull();
  });

  it('counts the windows from the day after delivery (a box is marked delivered at the end of its day)', () => {
    const now = Date.parse('2026-12-18T12:00:00Z');
    expect(withinDaysOfDelivery('2026-12-04', 14, now)).toBe(true);
    expect(withinDaysOfDelivery('2026-12-03', 14, now)).toBe(false);
    expect(withinDaysOfDelivery('2026-12-11', 7, now)).toBe(true);
    expect(withinDaysOfDelivery('2026-12-10', 7, now)).toBe(false);
  });
});
