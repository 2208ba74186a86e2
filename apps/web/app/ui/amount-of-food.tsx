// The amount of food module (issue 27, `web.amount_of_food_module`): per occasion, how many of the household's meals
// the box covers ("Covers 5 of your 7 dinners for 2") and its servings in all. Presentational: the pages compute the
// amount with @larder/contracts/values/amount-of-food from what they show, so it follows the box as it changes, and
// show it when the route's flag is on.
import type { AmountOfFood as Amount } from '@larder/contracts/values/amount-of-food';
import './amount-of-food.css';

export const AMOUNT_OF_FOOD_HEADING = 'How much food';

export function AmountOfFood({ amount }: { amount: Amount }) {
  return (
    <section className="amount-of-food" aria-label={AMOUNT_OF_FOOD_HEADING}>
      <ul className="amount-of-food__list">
        {amount.occasions.map((entry) => (
          <li key={entry.occasion} data-occasion={entry.occasion}>
            {entry.text}
          </li>
        ))}
      </ul>
      <p className="amount-of-food__total">{amount.servingsText}</p>
    </section>
  );
}
