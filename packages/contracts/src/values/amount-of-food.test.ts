import { describe, expect, it } from 'vitest';
import {
  amountFromSections,
  amountFromServings,
  amountOfFood,
  type FoodHousehold,
  mealsCovered,
} from './amount-of-food';
import { Frequency } from './preferences';

const household: FoodHousehold = {
  people: 2,
  frequencies: {
    breakfast: Frequency.SOMETIMES,
    lunch: Frequency.NEVER,
    dinner: Frequency.OFTEN,
    snack: Frequency.SOMETIMES,
    sweet: Frequency.NEVER,
  },
};

describe('the amount of food', () => {
  it('says per occasion how many of the household’s meals the box covers, and the servings in all', () => {
    const amount = amountOfFood(
      [
        { quantity: 1, servings: 4, occasions: ['lunch', 'dinner'] },
        { quantity: 3, servings: 2, occasions: ['dinner'] },
        { quantity: 1, servings: 6, occasions: ['breakfast', 'snack'] },
      ],
      household,
    );
    // Dinners are meals, as the plan counts them: the 4-serving kit feeds both once, the three 2-serving kits thrice.
    expect(amount.occasions.map((entry) => entry.text)).toEqual([
      'Covers 3 of your 7 breakfasts for 2',
      'Covers 4 of your 7 dinners for 2',
      'Covers 0 of your 7 snacks for 2',
    ]);
    expect(amount.servings).toBe(16);
    expect(amount.servingsText).toBe('16 servings in all');
  });

  it('never covers more than every day, and shows an occasion the household left out only when the box fills it', () => {
    const amount = amountFromServings({ dinner: 40, sweet: 3 }, { ...household, people: 1 });
    expect(amount.occasions.find((entry) => entry.occasion === 'dinner')?.text).toBe(
      'Covers 7 of your 7 dinners for 1',
    );
    expect(amount.occasions.find((entry) => entry.occasion === 'sweet')?.text).toBe(
      'Covers 3 of your 7 sweet treats for 1',
    );
    expect(amount.occasions.some((entry) => entry.occasion === 'lunch')).toBe(false);
    expect(amountFromServings({}, household).servingsText).toBe('0 servings in all');
    expect(amountFromServings({ snack: 1 }, household).servingsText).toBe('1 serving in all');
  });

  it('spreads lines over their occasions, least covered first, and counts a line for no occasion nowhere', () => {
    const amount = amountOfFood(
      [
        { quantity: 1, servings: 2, occasions: ['breakfast', 'snack'] },
        { quantity: 1, servings: 2, occasions: ['breakfast', 'snack'] },
        { quantity: 2, servings: 1, occasions: [] },
      ],
      household,
    );
    expect(amount.occasions.map((entry) => [entry.occasion, entry.servings])).toEqual([
      ['breakfast', 2],
      ['dinner', 0],
      ['snack', 2],
    ]);
    expect(amount.servings).toBe(4);
  });

  it('counts no condiment as dinners: a 20-serving jar of chili crisp adds nothing (issue 39)', () => {
    const box = [
      { quantity: 1, servings: 2, occasions: ['lunch', 'dinner'] as const },
      { quantity: 1, servings: 4, occasions: ['dinner'] as const },
    ].map((line) => ({ ...line, occasions: [...line.occasions] }));
    const before = amountOfFood(box, household);
    // The API serves a pantry item's line with no occasions.
    const after = amountOfFood([...box, { quantity: 1, servings: 20, occasions: [] }], household);
    expect(after).toEqual(before);
    expect(before.occasions.find((entry) => entry.occasion === 'dinner')?.text).toBe(
      'Covers 2 of your 7 dinners for 2',
    );
  });

  it('says what the plan says: a plan of 3 dinners for 2 covers 3 of the 7 dinners, whatever the kits’ size', () => {
    const amount = amountFromSections(
      [
        {
          occasion: 'dinner',
          items: [
            { quantity: 1, servings: 4 },
            { quantity: 1, servings: 2 },
            { quantity: 1, servings: 6 },
          ],
        },
        { occasion: 'snack', items: [{ quantity: 2, servings: 3 }] },
      ],
      household,
    );
    expect(amount.occasions.map((entry) => entry.text)).toEqual([
      'Covers 0 of your 7 breakfasts for 2',
      'Covers 3 of your 7 dinners for 2',
      'Covers 3 of your 7 snacks for 2',
    ]);
    expect(mealsCovered(2, 2, 4)).toBe(1);
    expect(mealsCovered(1, 2, 4)).toBe(0);
  });
});
