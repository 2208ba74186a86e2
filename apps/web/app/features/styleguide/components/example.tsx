// One labelled example row inside a style guide section, optionally on a dark (inverted) panel.
import type { ReactNode } from 'react';
import { Heading } from '../../../ui/heading';

export function Example({
  title,
  children,
  inverted = false,
}: {
  title: string;
  children: ReactNode;
  inverted?: boolean;
}) {
  return (
    <div className={`styleguide__example${inverted ? ' styleguide__example--inverted' : ''}`}>
      <Heading variant="H7" level={3} className="styleguide__example-title">
        {title}
      </Heading>
      <div className="styleguide__row">{children}</div>
    </div>
  );
}
