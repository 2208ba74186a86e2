// Body text in the variants of variants.ts (body, lead, caption, caption-xs, h7).
import type { HTMLAttributes } from 'react';
import type { ParagraphVariant } from './variants';
import './typography.css';

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  variant?: ParagraphVariant;
}

export function Paragraph({ variant = 'body', className, children, ...rest }: ParagraphProps) {
  const classes = ['ui-paragraph', `ui-paragraph--${variant}`, className].filter(Boolean).join(' ');
  return (
    <p {...rest} className={classes}>
      {children}
    </p>
  );
}
