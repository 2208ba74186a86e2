// One row of an accordion: a heading button that shows or hides its body. Starts closed, toggles on
// each click and reports the new expanded state. Plain HTML with aria-expanded, no React Aria needed.
import { type ReactNode, useId, useState } from 'react';
import './accordion-row.css';

export interface AccordionRowProps {
  title: ReactNode;
  children: ReactNode;
  /** Called with the new expanded state after each toggle. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** The heading level the title sits at in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export function AccordionRow({ title, children, onExpandedChange, headingLevel = 3, className }: AccordionRowProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const HeadingTag = `h${headingLevel}` as const;

  const toggle = () => {
    const next = !isExpanded;
    setIsExpanded(next);
    onExpandedChange?.(next);
  };

  return (
    <div className={['ui-accordion-row', className].filter(Boolean).join(' ')} data-expanded={isExpanded || undefined}>
      <HeadingTag className="ui-accordion-row__heading">
        <button
          type="button"
          id={buttonId}
          className="ui-accordion-row__trigger"
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className="ui-accordion-row__title">{title}</span>
          <svg
            className="ui-accordion-row__icon"
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path
              className="ui-accordion-row__icon-vertical"
              d="M10 4v12"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </HeadingTag>
      <section id={panelId} className="ui-accordion-row__panel" aria-labelledby={buttonId} hidden={!isExpanded}>
        <div className="ui-accordion-row__body">{children}</div>
      </section>
    </div>
  );
}
