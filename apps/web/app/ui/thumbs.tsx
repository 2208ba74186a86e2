// Thumbs up and down on one item: two toggle buttons (`aria-pressed`), plain HTML as React Aria adds nothing here.
// Pressing the active one clears the rating (0), as the API's convention for ratings is 1 liked, -1 disliked, 0 cleared.
import './thumbs.css';

export type ThumbsValue = 1 | -1 | 0;

export interface ThumbsProps {
  /** The pair's accessible name, e.g. "Rate Thai Green Curry". */
  label: string;
  likeLabel: string;
  dislikeLabel: string;
  value: ThumbsValue;
  onChange: (value: ThumbsValue) => void;
  isDisabled?: boolean;
  className?: string;
}

function ThumbIcon({ down }: { down?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        d="M7 10v10H4V10h3zm2 10h8.3a2 2 0 0 0 2-1.6l1.2-6A2 2 0 0 0 18.5 10H14l.8-3.8a1.6 1.6 0 0 0-3-1L9 10v10z"
        fill="currentColor"
      />
    </svg>
  );
}

export function Thumbs({ label, likeLabel, dislikeLabel, value, onChange, isDisabled, className }: ThumbsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset
    <div role="group" aria-label={label} className={['ui-thumbs', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="ui-thumbs__button"
        aria-label={likeLabel}
        aria-pressed={value === 1}
        disabled={isDisabled}
        onClick={() => onChange(value === 1 ? 0 : 1)}
      >
        <ThumbIcon />
      </button>
      <button
        type="button"
        className="ui-thumbs__button ui-thumbs__button--down"
        aria-label={dislikeLabel}
        aria-pressed={value === -1}
        disabled={isDisabled}
        onClick={() => onChange(value === -1 ? 0 : -1)}
      >
        <ThumbIcon down />
      </button>
    </div>
  );
}
