// A delivered box on the account home: its items, each with the thumbs the route gives; while the API's windows are
// open (`rate_until`, `report_until`) the delivery rating module (when its flag is on) and "Report a problem" with
// until when; the rating's "Damaged" leads to the report; an older box keeps its items behind "What was in it".
import type { Order } from '@larder/contracts/schemas/checkout';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { PastBox } from './past-box';

/** A delivered box with the windows the API answers: open (`until` days left in each) or closed (null). */
const delivered = ({ rate, report }: { rate: boolean; report: boolean }): Order =>
  ({
    id: 12,
    status: 'delivered',
    delivery: {
      date: '2026-12-03',
      label: 'Thursday, December 3',
      cutoff_at: '2026-12-01T05:00:00Z',
      cutoff_label: '',
    },
    lines: [
      { type: 'pairing', id: 4, name: 'Thai Green Curry', picture: '/p/1.svg', quantity: 1 },
      { type: 'product', id: 9, name: 'Brown Rice Cakes', picture: '/p/2.svg', quantity: 2 },
    ],
    totals: { total_cents: 5_400 },
    delivery_rating: null,
    rate_until: rate ? '2026-12-18T05:00:00Z' : null,
    report_until: report ? '2026-12-11T05:00:00Z' : null,
    report_until_label: report ? 'Fri, Dec 11' : null,
  }) as unknown as Order;

const thumbs = (line: { name: string }) => <button type="button">{`Like ${line.name}`}</button>;

describe('PastBox', () => {
  it('lists the items with their thumbs, asks how it was and offers a report, within the windows', () => {
    renderApp(
      <ul>
        <PastBox
          order={delivered({ rate: true, report: true })}
          pictureOrigin=""
          itemRating={thumbs}
          deliveryRating
          askWorth={false}
        />
      </ul>,
    );
    const items = screen.getByRole('list', { name: 'In your box of Thursday, December 3' });
    expect(items).toHaveTextContent('Thai Green Curry');
    expect(items).toHaveTextContent('2 × Brown Rice Cakes');
    expect(screen.getByRole('button', { name: 'Like Thai Green Curry' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^How was your box of / })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Report a problem with your box of Thursday, December 3' }),
    ).toBeVisible();
  });

  it('says how a box rated before was rated, and does not ask again', () => {
    const order = { ...delivered({ rate: true, report: true }), delivery_rating: { stars: 4 } } as Order;
    renderApp(
      <ul>
        <PastBox order={order} pictureOrigin="" itemRating={thumbs} deliveryRating askWorth />
      </ul>,
    );
    const region = screen.getByRole('region', { name: /^How was your box of / });
    expect(region).toHaveTextContent('You rated this box 4 stars.');
    expect(screen.queryByRole('radiogroup', { name: /Your rating/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });

  it('asks nothing with the flag off, and offers no report past 7 days', () => {
    renderApp(
      <ul>
        <PastBox
          order={delivered({ rate: true, report: false })}
          pictureOrigin=""
          itemRating={thumbs}
          deliveryRating={false}
          askWorth
        />
      </ul>,
    );
    expect(screen.queryByRole('region', { name: /^How was your box of / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Report a problem/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Like Thai Green Curry' })).toBeInTheDocument();
  });

  it('keeps an older box’s items behind “What was in it” and asks nothing', () => {
    renderApp(
      <ul>
        <PastBox
          order={delivered({ rate: false, report: false })}
          pictureOrigin=""
          itemRating={thumbs}
          deliveryRating
          askWorth
        />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'What was in it' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^How was your box of / })).toBeNull();
  });

  it('says until when a problem can be reported, from the API’s answer', () => {
    renderApp(
      <ul>
        <PastBox order={delivered({ rate: true, report: true })} pictureOrigin="" deliveryRating={false} askWorth />
      </ul>,
    );
    expect(screen.getByText('You can report a problem until Fri, Dec 11.')).toBeInTheDocument();
  });

  it('offers the rating but no report once only the report’s window closed', () => {
    renderApp(
      <ul>
        <PastBox order={delivered({ rate: true, report: false })} pictureOrigin="" deliveryRating askWorth={false} />
      </ul>,
    );
    expect(screen.getByRole('region', { name: /^How was your box of / })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report a problem/ })).toBeNull();
    expect(screen.queryByText(/You can report a problem until/)).toBeNull();
  });

  it('leads the rating’s “Damaged” to the problem report, or says its window closed', { timeout: 60_000 }, async () => {
    const view = renderApp(
      <ul>
        <PastBox order={delivered({ rate: true, report: true })} pictureOrigin="" deliveryRating askWorth={false} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Report it for a credit' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Damaged' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report it for a credit' }));
    expect(
      await screen.findByRole('dialog', { name: 'Report a problem with your box of Thursday, December 3' }),
    ).toBeInTheDocument();
    view.unmount();

    renderApp(
      <ul>
        <PastBox order={delivered({ rate: true, report: false })} pictureOrigin="" deliveryRating askWorth={false} />
      </ul>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Damaged' }));
    expect(screen.getByText('The window to report problems with this box has closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report it for a credit' })).toBeNull();
  });
});
