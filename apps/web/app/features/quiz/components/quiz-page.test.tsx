import {
  dietaryNeedChoices,
  eatingHabitChoices,
  goalChoices,
  type QuizOptions,
} from '@larder/contracts/schemas/quiz-options';
import { QUIZ_EXPIRY_MS } from '@larder/contracts/values/quiz-local';
import { QUIZ_EXPIRY_KEY, QUIZ_LOCAL_KEY } from '@larder/contracts/values/storage-keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, type StandInNetwork, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { QUIZ_STEPS, type QuizStep } from '../../../site-routes';
import { resetQuizStoreForTests } from '../model/quiz-storage';
import { QuizPage } from './quiz-page';

const tag = (id: number, name: string, parent_id: number | null = null) => ({
  id,
  slug: name.toLowerCase(),
  name,
  description: null,
  picture: null,
  parent_id,
});

const OPTIONS: QuizOptions = {
  tag_groups: [],
  tags: {
    cuisine: [tag(101, 'American'), tag(102, 'Mexican')],
    flavor: [tag(201, 'Spicy')],
    meat: [tag(301, 'Chicken')],
    seafood: [tag(401, 'Salmon')],
    plant: [tag(501, 'Tofu')],
    polarizing: [tag(601, 'Mushrooms')],
    'macro-nutrient': [tag(701, 'High protein'), tag(706, 'Low sodium'), tag(707, 'Very low sodium', 706)],
    'food-quality': [tag(801, 'Organic')],
    'food-format': [tag(901, 'Sheet pan')],
    'ready-made': [tag(1001, 'Heat and eat')],
  },
  dish_types: [{ id: 1, slug: 'pasta', name: 'Pasta', picture: null, occasions: ['lunch', 'dinner'] }],
  excluded_lunch_dinner_dish_types: [18],
  goals: goalChoices(),
  eating_habits: eatingHabitChoices(),
  dietary_needs: dietaryNeedChoices(),
  occasions: ['breakfast', 'lunch', 'dinner', 'snack', 'sweet'],
};

let fetchMock: StandInNetwork['fetch'];

beforeEach(() => {
  resetQuizStoreForTests();
  fetchMock = standInNetwork()
    .on('GET', '/api/v2/quiz_options/', () => json(OPTIONS))
    .on('GET', '/api/v2/occasion_preference_options/', () =>
      json({
        breakfast: [
          { object_id: 1, type: 'product', name: 'Overnight oats', picture: '/p.svg', tags: [] },
          { object_id: 2, type: 'product', name: 'Bacon, Egg and Cheese Muffin', picture: '/p.svg', tags: [305] },
        ],
        lunch: [],
        dinner: [],
        snack: [],
        sweet: [],
      }),
    ).fetch;
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderStep(step: QuizStep, signedInCustomer = async () => undefined as { id: number } | undefined) {
  const Stub = createRoutesStub([
    ...QUIZ_STEPS.map((path) => ({
      path: `/quiz/${path}/`,
      // biome-ignore lint/correctness/noComponentHookFactories: a test route stub closing over the step it renders
      Component: () => (
        <>
          <QuizPage step={path} signedInCustomer={signedInCustomer} />
          <Location />
        </>
      ),
    })),
    { path: '/quiz/building/', Component: Location },
    { path: '/plan/', Component: Location },
  ]);
  renderApp(<Stub initialEntries={[`/quiz/${step}/`]} />);
}

const storedQuiz = () => JSON.parse(localStorage.getItem(QUIZ_LOCAL_KEY) ?? 'null');
const store = (answers: object) => {
  localStorage.setItem(QUIZ_LOCAL_KEY, JSON.stringify(answers));
  localStorage.setItem(QUIZ_EXPIRY_KEY, String(Date.now() + QUIZ_EXPIRY_MS - 1000));
};
const loaded = () => waitFor(() => expect(document.querySelector('[data-loaded="true"]')).not.toBeNull());

describe('quiz screens', () => {
  it('writes the household at once and shows how many people the plan is for', async () => {
    renderStep('hello');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'More: adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'More: young children' }));
    expect(screen.getByText('We will plan for 3 people.')).toBeInTheDocument();
    expect(storedQuiz()).toMatchObject({ adultsCount: 2, youngChildrenCount: 1, householdSize: 3 });
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '2');
  });

  it('keeps at least one adult', async () => {
    renderStep('hello');
    await loaded();
    const fewer = screen.getByRole('button', { name: 'Fewer: adults' });
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fewer);
    expect(storedQuiz()).toBeNull();
  });

  it('restores stored answers (a reload) and discards corrupt ones without failing', async () => {
    store({ budget: 150 });
    renderStep('budget');
    await waitFor(() => expect(screen.getByRole('radio', { name: '$125 to $175' })).toBeChecked());

    resetQuizStoreForTests();
    localStorage.setItem(QUIZ_LOCAL_KEY, '{"budget": 150');
    renderStep('budget');
    await loaded();
    expect(localStorage.getItem(QUIZ_LOCAL_KEY)).toBeNull();
  });

  it('passes over the meat and seafood screens for a vegan', async () => {
    renderStep('eating-habits');
    await userEvent.click(await screen.findByRole('radio', { name: /^Vegan/ }));
    expect(storedQuiz()).toMatchObject({ habits: 'vegan' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Any dietary needs?' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz/plants/'));
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/quiz/eating-habits/dietary-needs/');
  });

  it('rates cuisines thumbs up or down; pressing again clears the rating', async () => {
    renderStep('cuisines');
    const like = await screen.findByRole('button', { name: 'Like American' });
    await userEvent.click(like);
    await userEvent.click(screen.getByRole('button', { name: 'Dislike Mexican' }));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(storedQuiz()).toMatchObject({ cuisines: { '101': 1, '102': -1 } });
    await userEvent.click(like);
    expect(storedQuiz().cuisines).toEqual({ '102': -1 });
  });

  it('asks the low-sodium follow-up only after low sodium was picked, and drops it when unpicked', async () => {
    renderStep('macro-nutrient');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'High protein' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'What matters most in your food?' });
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Low sodium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Very low sodium' }));
    expect(storedQuiz().macroNutrient).toEqual([701, 706, 707]);
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Low sodium' }));
    expect(storedQuiz().macroNutrient).toEqual([701]);
  });

  it('requests the occasion options with the dietary flags and stores the picks', async () => {
    store({ habits: 'vegetarian', dietary: ['peanut-free'] });
    renderStep('breakfast');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Overnight oats' }));
    expect(storedQuiz().breakfast).toEqual([{ object_id: 1, type: 'product' }]);
    const request = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((url) => url.pathname === '/api/v2/occasion_preference_options/');
    expect(request?.search).toBe('?is_vegetarian=true&is_peanut_free=true');
  });

  it('leaves out the dishes of a protein rated "No thanks" on a later screen', async () => {
    store({ meats: { '305': 'no-thanks' } });
    renderStep('breakfast');
    await screen.findByRole('checkbox', { name: 'Overnight oats' });
    expect(screen.queryByRole('checkbox', { name: 'Bacon, Egg and Cheese Muffin' })).toBeNull();
  });

  it('offers the dishes of a protein rated "So-so"', async () => {
    store({ meats: { '305': 'so-so' } });
    renderStep('breakfast');
    expect(await screen.findByRole('checkbox', { name: 'Bacon, Egg and Cheese Muffin' })).toBeInTheDocument();
  });

  it('asks how many dinners a week, in the numbers the plan plans', async () => {
    renderStep('dinner/frequency');
    await screen.findByRole('heading', { name: 'How many dinners a week should your box cover?' });
    // The meal screens' code loads when their step is shown.
    const choices = (await screen.findAllByRole('radio')).map(
      (radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent,
    );
    expect(choices).toEqual(['5 dinners a week', '3 dinners a week', 'None']);
    await userEvent.click(screen.getByRole('radio', { name: '3 dinners a week' }));
    expect(storedQuiz()).toMatchObject({ dinnerFrequency: 'some' });
  });

  it('ends at /quiz/building/ for an anonymous visitor', async () => {
    renderStep('sweets/frequency');
    await userEvent.click(await screen.findByRole('radio', { name: 'Some of them' }));
    await userEvent.click(screen.getByRole('button', { name: 'See my plan' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz/building/'));
    expect(storedQuiz()).toMatchObject({ sweetsFrequency: 'some' });
  });
});
