// Absolutely / so-so / no thanks for each item (meat, seafood, plant proteins): one radio group per item.
import { PROTEIN_RATINGS, type ProteinRating } from '@larder/contracts/values/quiz-local';
import { useId } from 'react';
import { PROTEIN_CHOICES } from '../model/quiz-content';
import type { Choice } from './choice';
import { Picture } from './picture';

export interface RatingListProps {
  items: readonly Choice<number>[];
  ratings: Readonly<Record<string, ProteinRating>>;
  onChange: (ratings: Record<string, ProteinRating>) => void;
}

function RatingRow({
  item,
  rating,
  onRate,
}: {
  item: Choice<number>;
  rating: ProteinRating | undefined;
  onRate: (rating: ProteinRating) => void;
}) {
  const name = useId();
  return (
    <li>
      <fieldset className="quiz-row quiz-row--rating">
        <legend className="quiz-row__legend">
          <Picture path={item.picture} />
          <span className="quiz-row__label">{item.label}</span>
        </legend>
        <span className="quiz-segments">
          {PROTEIN_CHOICES.map((choice) => (
            <label key={choice.value} className="quiz-segment">
              <input
                className="quiz-segment__input"
                type="radio"
                name={name}
                value={choice.value}
                checked={rating === choice.value}
                onChange={() => onRate(choice.value)}
              />
              <span className="quiz-segment__label">{choice.label}</span>
            </label>
          ))}
        </span>
      </fieldset>
    </li>
  );
}

export function RatingList({ items, ratings, onChange }: RatingListProps) {
  return (
    <ul className="quiz-rows">
      {items.map((item) => (
        <RatingRow
          key={item.value}
          item={item}
          rating={PROTEIN_RATINGS.find((value) => value === ratings[item.value])}
          onRate={(rating) => onChange({ ...ratings, [item.value]: rating })}
        />
      ))}
    </ul>
  );
}
