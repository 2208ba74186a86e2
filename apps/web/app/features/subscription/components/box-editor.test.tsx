// The box editor says how full the week's box is (docs/decisions/191-box-capacity.md): its units and cold units
// against the limits, from the order's `box_space`, and again when the box changes; a + the box's room would refuse
// is disabled, with one sentence saying why (issue 39).
import type { Order } from '@larder/contracts/schemas/checkout';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_SHIPPING } from '../../../../test/orders';
import { renderApp } from '../../../../test/render';
import { AMOUNT_OF_FOOD_HEADING } from '../../../ui/amount-of-food';
import { BoxText } from '../model/texts';
import { BoxEditor } from './box-editor';

const order: Order = {
  id: 7,
  status: 'scheduled',
  delivery: { date: '2026-12-03', label: 'Thursday, December 3', cutoff_at: '2026-12-01T05:00:00Z', cutoff_label: '' },
  shipping: TEST_SHIPPING,
  lines: [
    {
      type: 'pairing',
      id: 3,
      name: 'Chicken Tray Bake',
      picture: '/api/v2/pictures/1f357.svg',
      quantity: 2,
      unit_price_cents: 1_500,
      line_total_cents: 3_000,
      servings: 2,
      occasions: ['lunch', 'dinner'],
      volume: 3,
      cold: true,
    },
    {
      type: 'product',
      id: 9,
      name: 'Brown Rice Cakes',
      picture: '/api/v2/pictures/1f358.svg',
      quantity: 1,
      unit_price_cents: 399,
      line_total_cents: 399,
      servings: 6,
      occasions: ['breakfast', 'snack'],
      volume: 1,
      cold: false,
    },
  ],
  totals: {
    subtotal_cents: 3_000,
    discount_cents: 0,
    delivery_fee_cents: 799,
    credits_cents: 0,
    points_cents: 0,
    total_cents: 3_799,
    min_order_cents: 2_000,
    free_delivery_min_cents: 9_000,
  },
  promo: null,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  created_at: '2026-11-26T10:00:00Z',
  skip_reason: null,
  refunded_cents: 0,
  points_used: 0,
  points_earned: 0,
  payment_failure: null,
  next_payment_attempt_at: null,
  free_gift: null,
  box_space: { volume: 6, volume_limit: 24, cold: 6, cold_volume_limit: 12 },
  household: { people: 2, frequencies: { breakfast: 2, lunch: 1, dinner: 3, snack: 1, sweet: 1 } },
  delivery_rating: null,
  can_edit: true,
  can_skip: true,
  can_unskip: false,
  report_until: null,
  report_until_label: null,
  rate_until: null,
};

describe('BoxEditor box space', () => {
  it('shows how full the box and its cold space are, and follows the box as it changes', () => {
    const view = renderApp(<BoxEditor order={order} pictureOrigin="" />);
    const units = screen.getByRole('progressbar', { name: BoxText.SpaceUnits });
    const cold = screen.getByRole('progressbar', { name: BoxText.SpaceCold });
    expect(units).toHaveAttribute('aria-valuenow', '6');
    expect(units).toHaveAttribute('aria-valuemax', '24');
    expect(units).toHaveAttribute('aria-valuetext', '6 of 24 units');
    expect(cold).toHaveAttribute('aria-valuetext', '6 of 12 units');
    expect(screen.getByText(/6 of 24 units used, 6 of 12 cold\./)).toBeInTheDocument();

    view.rerender(
      <BoxEditor order={{ ...order, box_space: { ...order.box_space, volume: 24, cold: 10 } }} pictureOrigin="" />,
    );
    expect(screen.getByRole('progressbar', { name: BoxText.SpaceUnits })).toHaveAttribute('aria-valuenow', '24');
    expect(screen.getByText(/24 of 24 units used, 10 of 12 cold\. Your box is full\./)).toBeInTheDocument();
  });
});

describe('BoxEditor amount of food', () => {
  it('says how many of the household’s meals the box covers, and follows the box as it changes', () => {
    const view = renderApp(<BoxEditor order={order} pictureOrigin="" amountOfFood />);
    const module = screen.getByRole('region', { name: AMOUNT_OF_FOOD_HEADING });
    expect(module).toHaveTextContent('Covers 3 of your 7 breakfasts for 2');
    expect(module).toHaveTextContent('Covers 2 of your 7 dinners for 2');
    expect(module).not.toHaveTextContent('lunches');
    expect(module).toHaveTextContent('10 servings in all');

    const more = order.lines.map((line) => (line.type === 'pairing' ? { ...line, quantity: 5 } : line));
    view.rerender(<BoxEditor order={{ ...order, lines: more }} pictureOrigin="" amountOfFood />);
    const after = screen.getByRole('region', { name: AMOUNT_OF_FOOD_HEADING });
    expect(after).toHaveTextContent('Covers 5 of your 7 dinners for 2');
    expect(after).toHaveTextContent('16 servings in all');
  });

  it('is not shown with the flag off, nor without a household', () => {
    const view = renderApp(<BoxEditor order={order} pictureOrigin="" amountOfFood={false} />);
    expect(screen.queryByRole('region', { name: AMOUNT_OF_FOOD_HEADING })).toBeNull();
    view.rerender(<BoxEditor order={{ ...order, household: null }} pictureOrigin="" amountOfFood />);
    expect(screen.queryByRole('region', { name: AMOUNT_OF_FOOD_HEADING })).toBeNull();
  });
});

describe('BoxEditor room to add', () => {
  const increase = (name: string) => screen.getByRole('button', { name: BoxText.Increase(name) });
  const sentence = 'Your box is full: remove something to add this';

  it('disables each + the box has no room for, says why once, and offers them again once there is room', () => {
    // 3 units left, none cold: the rice cakes (1 unit) fit, the tray bake (3 cold units) does not.
    const tight = { ...order, box_space: { volume: 21, volume_limit: 24, cold: 12, cold_volume_limit: 12 } };
    const view = renderApp(<BoxEditor order={tight} pictureOrigin="" />);
    expect(increase('Chicken Tray Bake')).toBeDisabled();
    expect(increase('Brown Rice Cakes')).toBeEnabled();
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    expect(increase('Chicken Tray Bake')).toHaveAttribute('aria-describedby', screen.getByText(sentence).id);

    // Full: every + disabled, still one sentence.
    view.rerender(<BoxEditor order={{ ...order, box_space: { ...tight.box_space, volume: 24 } }} pictureOrigin="" />);
    expect(increase('Chicken Tray Bake')).toBeDisabled();
    expect(increase('Brown Rice Cakes')).toBeDisabled();
    expect(screen.getAllByText(sentence)).toHaveLength(1);

    // Room again (something removed): both offered, no sentence.
    view.rerender(<BoxEditor order={order} pictureOrigin="" />);
    expect(increase('Chicken Tray Bake')).toBeEnabled();
    expect(increase('Brown Rice Cakes')).toBeEnabled();
    expect(screen.queryByText(sentence)).toBeNull();
  });

  it('shows the thumbs the route gives on each line of an upcoming box', () => {
    renderApp(
      <BoxEditor
        order={order}
        pictureOrigin=""
        itemRating={(line) => <button type="button">{`Like ${line.name}`}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Like Chicken Tray Bake' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Brown Rice Cakes' })).toBeInTheDocument();
  });
});
