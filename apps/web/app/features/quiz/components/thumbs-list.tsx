// Thumbs up or down for each item (cuisines, flavors): two toggle buttons per item; pressing the pressed one again
// clears the rating.
import type { Thumb } from '@larder/contracts/quiz-local';
import { useId } from 'react';
import type { Choice } from './choice-list';
import { Picture } from './picture';

export interface ThumbsListProps {
  label: string;
  items: readonly Choice<number>[];
  ratings: Readonly<Record<string, Thumb>>;
  onChange: (ratings: Record<string, Thumb>) => void;
}

export function ThumbsList({ label, items, ratings, onChange }: ThumbsListProps) {
  const labelId = useId();
  const rate = (id: number, thumb: Thumb) => {
    const next = { ...ratings };
    if (next[id] === thumb) delete next[id];
    else next[id] = thumb;
    onChange(next);
  };
  return (
    <section className="quiz-fieldset" aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {label}
      </h2>
      <ul className="quiz-rows">
        {items.map((item) => (
          <li key={item.value} className="quiz-row">
            <Picture path={item.picture} />
            <span className="quiz-row__label">{item.label}</span>
            <span className="quiz-thumbs">
              <button
                type="button"
                className="quiz-thumb"
                aria-pressed={ratings[item.value] === 1}
                aria-label={`Like ${item.label}`}
                onClick={() => rate(item.value, 1)}
              >
                <span aria-hidden="true">👍</span>
              </button>
              <button
                type="button"
                className="quiz-thumb"
                aria-pressed={ratings[item.value] === -1}
                aria-label={`Dislike ${item.label}`}
                onClick={() => rate(item.value, -1)}
              >
                <span aria-hidden="true">👎</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
