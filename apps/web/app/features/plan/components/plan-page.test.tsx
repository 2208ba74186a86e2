import type { Plan, PlanItem, PlanSection } from '@larder/contracts/schemas/plan';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type StandInNetwork, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { PLAN_PATH } from '../api/get-plan';
import { PLAN_SWAP_PATH } from '../api/swap-plan-item';
import { BUILDING_STEP_MS, BUILDING_STEPS, BuildingPlan } from './building-plan';
import { PlanPage } from './plan-page';

const item = (id: number, name: string, reason: string, extra: Partial<PlanItem> = {}): PlanItem => ({
  key: `pairing:${id}`,
  type: 'pairing',
  id,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  description: 'A dish.',
  picture: '/api/v2/pictures/1f35b.svg',
  price_cents: 1299,
  quantity: 1,
  total_cents: 1299,
  servings: 2,
  prep_minutes: 25,
  reason,
  swapped: false,
  ...extra,
});

const section = (occasion: PlanSection['occasion'], line: string, items: PlanItem[]): PlanSection => ({
  occasion,
  title: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snacks', sweet: 'Sweets' }[occasion],
  kind: occasion === 'lunch' || occasion === 'dinner' ? 'meals' : 'servings',
  frequency: items.length ? 2 : 1,
  line,
  meals: null,
  people: null,
  servings_min: 0,
  servings_max: 0,
  servings_planned: 0,
  complete: true,
  items,
});

const curry = item(1, 'Thai Green Curry', 'Because you like Thai and spicy food.');
const PLAN: Plan = {
  week_start: '2025-01-06',
  people: 2,
  sections: [
    section('breakfast', '4-6 servings', [item(2, 'Overnight Oats', 'Fits your vegetarian diet.')]),
    section('lunch', '0 meals for 2 people', []),
    section('dinner', '3 meals for 2 people', [
      curry,
      item(3, 'Pad Thai', 'Because you like Thai food.', { quantity: 2 }),
    ]),
    section('snack', '0 servings', []),
    section('sweet', '0 servings', []),
  ],
  total_cents: 4000,
  budget_cents: 15_000,
  within_budget: true,
  catalogue_version: 'v1',
};

let network: StandInNetwork;
let fetchMock: StandInNetwork['fetch'];

beforeEach(() => {
  network = standInNetwork();
  fetchMock = network.fetch;
});

afterEach(() => {
  vi.useRealTimers();
});

type Viewer = Parameters<typeof PlanPage>[0]['viewer'];

function renderPlan(viewer: Viewer) {
  return renderApp(<PlanPage viewer={viewer} planPath="/plan/" onRetryViewer={() => {}} amountOfFood />, {
    at: '/plan/',
  });
}

describe('the plan page', () => {
  it('shows the loading state until it knows who is signed in', () => {
    renderPlan({ status: 'loading' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your plan' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Putting your week together…');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks an anonymous visitor to sign up or log in', () => {
    renderPlan({ status: 'anonymous' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/?next=%2Fplan%2F');
  });

  it('turns the no-quiz answer into a link to the quiz', async () => {
    network.on('GET', PLAN_PATH, () => json({ detail: 'Take the quiz first.', code: 'no_quiz' }, 409));
    renderPlan({ status: 'authenticated', firstName: 'Ada' });
    expect(await screen.findByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/quiz/intro/');
  });

  it('offers to try again when the plan cannot be loaded', async () => {
    network.on(
      'GET',
      PLAN_PATH,
      () => json({ detail: 'Internal server error.', code: 'internal_error' }, 500),
      () => json(PLAN),
    );
    renderPlan({ status: 'authenticated', firstName: 'Ada' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recommended for Ada' })).toBeInTheDocument();
  });

  it('shows the week: sections with their lines, items with picture, price and reason, the total and continue', async () => {
    network.on('GET', PLAN_PATH, () => json(PLAN));
    renderPlan({ status: 'authenticated', firstName: 'Ada' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommended for Ada' })).toBeInTheDocument();
    const dinner = screen.getByRole('region', { name: 'Dinner' });
    expect(within(dinner).getByText('3 meals for 2 people')).toBeInTheDocument();
    expect(within(dinner).getByRole('heading', { level: 3, name: 'Thai Green Curry' })).toBeInTheDocument();
    expect(within(dinner).getByText('Because you like Thai and spicy food.')).toBeInTheDocument();
    expect(within(dinner).getByText('$12.99')).toBeInTheDocument();
    expect(within(dinner).getByText('2 × $12.99')).toBeInTheDocument();
    // Sections answered "None" and empty are left out (issue 39): no "0 servings".
    expect(screen.queryByRole('region', { name: 'Sweets' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Lunch' })).toBeNull();
    expect(screen.queryByText('0 servings')).toBeNull();
    expect(screen.getByText('$40.00 this week, within your $150.00 weekly budget.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/checkout/shipping/?from=plan');
    // The amount of food module (the route's flag, on by default): per occasion the household has from the box, and servings in all.
    const food = screen.getByRole('region', { name: 'How much food' });
    expect(food).toHaveTextContent('Covers 1 of your 7 breakfasts for 2');
    expect(food).toHaveTextContent('Covers 3 of your 7 dinners for 2');
    expect(food).not.toHaveTextContent('lunches');
    expect(food).toHaveTextContent('8 servings in all');
    const [request] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(request).toBe('http://api.larder.test/api/v2/customers/self/plan/');
  });

  it('swaps an item and shows the new plan', async () => {
    const replacement = item(9, 'Red Lentil Dal', 'Because you like spicy food.', { swapped: true });
    const swapped: Plan = {
      ...PLAN,
      sections: PLAN.sections.map((entry) =>
        entry.occasion === 'dinner' ? { ...entry, items: [replacement, ...entry.items.slice(1)] } : entry,
      ),
    };
    network.on('GET', PLAN_PATH, () => json(PLAN));
    network.on('POST', PLAN_SWAP_PATH, () => json({ plan: swapped, replacement }));
    renderPlan({ status: 'authenticated', firstName: 'Ada' });
    await userEvent.click(await screen.findByRole('button', { name: 'Swap Thai Green Curry' }));
    expect(await screen.findByRole('heading', { name: 'Red Lentil Dal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Thai Green Curry' })).not.toBeInTheDocument();
    expect(screen.getByText('Swapped Thai Green Curry for Red Lentil Dal.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('http://api.larder.test/api/v2/customers/self/plan/swap/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ occasion: 'dinner', type: 'pairing', id: 1 });
  });

  it('says so when nothing else fits', async () => {
    network.on('GET', PLAN_PATH, () => json(PLAN));
    network.on('POST', PLAN_SWAP_PATH, () => json({ detail: 'Nothing else fits.', code: 'no_alternative' }, 409));
    renderPlan({ status: 'authenticated', firstName: 'Ada' });
    await userEvent.click(await screen.findByRole('button', { name: 'Swap Pad Thai' }));
    expect(await screen.findByText('Nothing else fits your answers for this spot.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pad Thai' })).toBeInTheDocument();
  });

  it('puts the thumbs the route gives beside each item’s swap', async () => {
    network.on('GET', PLAN_PATH, () => json(PLAN));
    renderApp(
      <PlanPage
        viewer={{ status: 'authenticated', firstName: 'Ada' }}
        planPath="/plan/"
        onRetryViewer={() => {}}
        itemRating={(planned) => <button type="button">{`Like ${planned.name}`}</button>}
      />,
      { at: '/plan/' },
    );
    await screen.findByRole('heading', { name: 'Recommended for Ada' });
    for (const name of ['Overnight Oats', 'Thai Green Curry', 'Pad Thai']) {
      expect(screen.getByRole('button', { name: `Like ${name}` })).toBeInTheDocument();
    }
  });
});

describe('the building moment', () => {
  it('walks through its steps, then goes on once the destination is known', async () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const { rerender } = render(<BuildingPlan destination={undefined} onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Building your plan' })).toBeInTheDocument();
    for (let step = 0; step < BUILDING_STEPS.length; step += 1) {
      await act(async () => {
        vi.advanceTimersByTime(BUILDING_STEP_MS);
      });
    }
    expect(screen.getByText('Your plan is ready.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    rerender(<BuildingPlan destination="/signup/" onDone={onDone} />);
    expect(onDone).toHaveBeenCalledWith('/signup/');
  });
});
