// This week's menu (issue 39): the box's picks marked, what the customer's rules hide listed apart with the reason,
// the filters, a pick sent to the box editor with the box's totals then shown from its answer (not worked out here),
// and an add that cannot fit the box or the budget disabled with the sentence saying why.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { MenuItem, WeekMenu } from '@larder/contracts/schemas/menu';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { TEST_SHIPPING } from '../../../../test/orders';
import { renderApp } from '../../../../test/render';
import { MenuText } from '../model/texts';
import { WeekMenuView } from './menu-page';

const MENU_PATH = '/api/v2/subscription/weeks/7/menu/';
const LINES_PATH = '/api/v2/orders/7/lines/';

const order: Order = {
  id: 7,
  status: 'scheduled',
  delivery: {
    date: '2026-12-03',
    label: 'Thursday, December 3',
    cutoff_at: '2026-12-01T05:00:00Z',
    cutoff_label: 'Edit until Mon, Nov 30, 7:00 PM ET',
  },
  shipping: TEST_SHIPPING,
  lines: [
    {
      type: 'pairing',
      id: 3,
      name: 'Thai Green Curry',
      picture: '/api/v2/pictures/1f35b.svg',
      quantity: 1,
      unit_price_cents: 1_500,
      line_total_cents: 1_500,
      servings: 2,
      occasions: ['dinner'],
      volume: 2,
      cold: false,
    },
  ],
  totals: {
    subtotal_cents: 1_500,
    discount_cents: 0,
    delivery_fee_cents: 799,
    credits_cents: 0,
    points_cents: 0,
    total_cents: 2_299,
    min_order_cents: 1_000,
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
  box_space: { volume: 6, volume_limit: 24, cold: 3, cold_volume_limit: 12 },
  household: null,
  delivery_rating: null,
  can_edit: true,
  can_skip: true,
  can_unskip: false,
  report_until: null,
  report_until_label: null,
  rate_until: null,
};

const item = (overrides: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name'>): MenuItem => ({
  type: 'pairing',
  slug: overrides.name.toLowerCase().replaceAll(' ', '-'),
  description: '',
  picture: '/api/v2/pictures/1f35b.svg',
  price_cents: 1_200,
  servings: 2,
  prep_minutes: 25,
  volume: 2,
  cold: false,
  occasions: ['dinner'],
  cuisines: ['Thai'],
  diets: ['Vegetarian'],
  in_box: 0,
  hidden_because: [],
  ...overrides,
});

const menu: WeekMenu = {
  order,
  budget_cents: 20_000,
  cuisines: ['Italian', 'Thai'],
  items: [
    item({ id: 3, name: 'Thai Green Curry', price_cents: 1_500, in_box: 1 }),
    item({ id: 4, name: 'Mushroom Risotto', cuisines: ['Italian'], prep_minutes: 40 }),
    item({ id: 5, name: 'Big Lasagna', cuisines: ['Italian'], volume: 30 }),
    item({ id: 6, name: 'Pork Banh Mi', diets: [], hidden_because: ['contains pork'] }),
    item({ id: 8, type: 'product', name: 'Jasmine Rice', prep_minutes: null, cuisines: [] }),
  ],
};

function renderMenu() {
  return renderApp(
    <WeekMenuView weeks={[order]} weekId={7} weekHref={(id) => `/menu/?week=${id}`} pictureOrigin="" />,
    { at: '/menu/' },
  );
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('this week’s menu', () => {
  it('marks the box’s picks, lists what the rules hide with the reason, and filters', async () => {
    standInNetwork().on('GET', MENU_PATH, () => json(menu));
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Your box for Thursday, December 3' })).toBeVisible();
    expect(within(card('Thai Green Curry')).getByText(MenuText.InBox)).toBeVisible();
    expect(
      within(card('Thai Green Curry')).getByRole('button', { name: MenuText.removeLabel('Thai Green Curry') }),
    ).toBeEnabled();
    // The hidden item is not offered; it is listed apart, with why.
    expect(screen.queryByRole('link', { name: 'Pork Banh Mi' })).toBeNull();
    expect(screen.getByText(MenuText.hiddenCount(1))).toBeInTheDocument();
    expect(screen.getByText('Hidden: contains pork')).toBeInTheDocument();
    // Recipes by default; products on asking.
    expect(screen.queryByRole('link', { name: 'Jasmine Rice' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(MenuText.Cuisine), 'Italian');
    expect(screen.queryByRole('link', { name: 'Thai Green Curry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mushroom Risotto' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText(MenuText.Time), '30');
    expect(screen.queryByRole('link', { name: 'Mushroom Risotto' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Big Lasagna' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText(MenuText.Time), '20');
    expect(screen.getByText(MenuText.NothingShown)).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText(MenuText.Time), '');
    await userEvent.selectOptions(screen.getByLabelText(MenuText.Cuisine), '');
    await userEvent.selectOptions(screen.getByLabelText(MenuText.KindLabel), 'product');
    expect(screen.getByRole('link', { name: 'Jasmine Rice' })).toBeVisible();
  });

  it('sends a pick to the box editor and shows the totals and marks of its answer', async () => {
    // The server's answer, with a discount the page could not have worked out itself.
    const answered: Order = {
      ...order,
      lines: [
        ...order.lines,
        {
          type: 'pairing',
          id: 4,
          name: 'Mushroom Risotto',
          picture: '/api/v2/pictures/1f35b.svg',
          quantity: 1,
          unit_price_cents: 1_200,
          line_total_cents: 1_200,
          servings: 2,
          occasions: ['dinner'],
          volume: 2,
          cold: false,
        },
      ],
      totals: { ...order.totals, subtotal_cents: 2_700, discount_cents: 540, total_cents: 2_959 },
      box_space: { ...order.box_space, volume: 8 },
    };
    const network = standInNetwork()
      .on('GET', MENU_PATH, () => json(menu))
      .on('PUT', LINES_PATH, () => json(answered));
    renderMenu();
    expect(await screen.findByTestId('menu-total')).toHaveTextContent('$22.99');
    await userEvent.click(screen.getByRole('button', { name: MenuText.addLabel('Mushroom Risotto') }));
    expect(await screen.findByText(MenuText.added('Mushroom Risotto'))).toBeVisible();
    const put = network.sent.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ type: 'pairing', id: 4, quantity: 1 });
    expect(screen.getByTestId('menu-total')).toHaveTextContent('$29.59');
    expect(screen.getByText('−$5.40')).toBeVisible();
    expect(screen.getByTestId('menu-picks')).toHaveTextContent(MenuText.picks(2));
    expect(within(card('Mushroom Risotto')).getByText(MenuText.InBox)).toBeVisible();
    // The menu was not read again: the answer was enough.
    expect(network.sent.filter((request) => request.path === MENU_PATH)).toHaveLength(1);
  });

  it('offers no add that cannot fit the box or the budget, and says why', async () => {
    const tight: WeekMenu = { ...menu, budget_cents: 2_600 };
    standInNetwork().on('GET', MENU_PATH, () => json(tight));
    renderMenu();
    const lasagna = await screen.findByRole('button', { name: MenuText.addLabel('Big Lasagna') });
    expect(lasagna).toBeDisabled();
    expect(lasagna).toHaveAccessibleDescription(MenuText.BoxFull);
    // $15.00 in the box + $12.00 is over a $26.00 budget.
    const risotto = screen.getByRole('button', { name: MenuText.addLabel('Mushroom Risotto') });
    expect(risotto).toBeDisabled();
    expect(risotto).toHaveAccessibleDescription(MenuText.overBudget(2_600));
    // Taking something out stays possible.
    expect(screen.getByRole('button', { name: MenuText.removeLabel('Thai Green Curry') })).toBeEnabled();
  });

  it('says so when the week is locked', async () => {
    standInNetwork().on('GET', MENU_PATH, () =>
      json({ detail: 'This box is locked: changes were possible until Mon, Nov 30.', code: 'past_cutoff' }, 409),
    );
    renderMenu();
    expect(await screen.findByRole('alert')).toHaveTextContent('This box is locked');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });
});
