// Thumbs up or down for each item (cuisines, flavors): two toggle buttons per item; pressing the pressed one again
// clears the rating.
import type { Thumb } from '@larder/contracts/values/quiz-local';
import { useId } from 'react';
import type { Choice } from './choice';
import { Picture } from './picture';

export interface ThumbsListProps {
  label: string;
  items: readonly Choice<number>[];
  ratings: Readonly<Record<string, Thumb>>;
  onChange: (ratings: Record<string, Thumb>) => void;
}

/** A thumb outline (after Feather's thumbs-up, MIT), turned over for "down". */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      className="quiz-thumb__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        d="M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.28a2 2 0 0 0 2-1.7l1.38-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
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
                <ThumbIcon />
              </button>
              <button
                type="button"
                className="quiz-thumb"
                aria-pressed={ratings[item.value] === -1}
                aria-label={`Dislike ${item.label}`}
                onClick={() => rate(item.value, -1)}
              >
                <ThumbIcon down />
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
