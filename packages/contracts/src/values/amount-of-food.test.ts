import { describe, expect, it } from 'vitest';
import { amountFromServings, amountOfFood, type FoodHousehold } from './amount-of-food';
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
    expect(amount.occasions.map((entry) => entry.text)).toEqual([
      'Covers 3 of your 7 breakfasts for 2',
      'Covers 5 of your 7 dinners for 2',
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

  it('spreads lines over their occasions, least covered first, and counts a line for no occasion in all only', () => {
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
    expect(amount.servings).toBe(6);
  });
});
