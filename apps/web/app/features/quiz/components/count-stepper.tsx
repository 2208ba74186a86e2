// A small whole number with fewer / more buttons (household counts). At a limit the button stays focusable
// (aria-disabled), so a keyboard user pressing it repeatedly does not lose their place.
export interface CountStepperProps {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

export function CountStepper({ label, hint, value, min, max, onChange }: CountStepperProps) {
  return (
    <fieldset className="quiz-stepper">
      <legend className="quiz-stepper__text">
        <span className="quiz-stepper__label">{label}</span>
        {hint && <span className="quiz-stepper__hint">{hint}</span>}
      </legend>
      <span className="quiz-stepper__controls">
        <button
          type="button"
          className="quiz-stepper__button"
          aria-label={`Fewer: ${label.toLowerCase()}`}
          aria-disabled={value <= min || undefined}
          onClick={() => value > min && onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="quiz-stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="quiz-stepper__button"
          aria-label={`More: ${label.toLowerCase()}`}
          aria-disabled={value >= max || undefined}
          onClick={() => value < max && onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
    </fieldset>
  );
}
