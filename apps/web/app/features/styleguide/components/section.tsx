// One section of the style guide: a level-2 heading with an anchor (the skip link jumps to #buttons).
import type { ReactNode } from 'react';
import { Heading } from '../../../ui/heading';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="styleguide__section" aria-labelledby={`${id}-title`}>
      <Heading variant="H2" level={2} id={`${id}-title`}>
        <span id={id}>{title}</span>
      </Heading>
      {children}
    </section>
  );
}
