// Headings in the variants of variants.ts. The variant sets the look; the element follows the variant
// (Hero and H1 styles are <h1>, H7 an <h6>) unless `level` says otherwise, so the page outline stays right.
import type { HTMLAttributes } from 'react';
import type { HeadingVariant } from './variants';
import './typography.css';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  variant?: HeadingVariant;
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

const defaultLevel: Record<HeadingVariant, 1 | 2 | 3 | 4 | 5 | 6> = {
  Hero: 1,
  HeroAlt: 1,
  H1: 1,
  H1Alt: 1,
  H2: 2,
  H3: 3,
  H4: 4,
  H5: 5,
  H6: 6,
  H7: 6,
};

export function Heading({ variant = 'H1', level, className, children, ...rest }: HeadingProps) {
  const Tag = `h${level ?? defaultLevel[variant]}` as const;
  const classes = ['ui-heading', `ui-heading--${variant.toLowerCase()}`, className].filter(Boolean).join(' ');
  return (
    <Tag {...rest} className={classes}>
      {children}
    </Tag>
  );
}
