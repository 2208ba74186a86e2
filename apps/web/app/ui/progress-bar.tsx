// A labelled progress bar (quiz progress). Plain role="progressbar" with its values; no React Aria needed.
import { useId } from 'react';
import './progress-bar.css';

export interface ProgressBarProps {
  label: string;
  value: number;
  minValue?: number;
  maxValue?: number;
  /** Shows the label above the bar; otherwise it is only read out. */
  showLabel?: boolean;
  /** Text read out instead of a percentage, e.g. "Question 3 of 12". */
  valueText?: string;
  className?: string;
}

export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  showLabel = false,
  valueText,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(maxValue, Math.max(minValue, value));
  const percent = maxValue === minValue ? 0 : ((clamped - minValue) / (maxValue - minValue)) * 100;
  return (
    <div className={['ui-progress', className].filter(Boolean).join(' ')}>
      <span id={labelId} className={showLabel ? 'ui-progress__label' : 'visually-hidden'}>
        {label}
      </span>
      <div
        className="ui-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={minValue}
        aria-valuemax={maxValue}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
      >
        <div className="ui-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
