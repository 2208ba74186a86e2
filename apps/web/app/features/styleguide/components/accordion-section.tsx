// The style guide's accordion: two rows and a live note of the last one toggled.
import { useState } from 'react';
import { AccordionRow } from '../../../ui/accordion-row';
import { Paragraph } from '../../../ui/paragraph';
import { Section } from './section';

export function AccordionSection() {
  const [lastChange, setLastChange] = useState('Nothing toggled yet');
  return (
    <Section id="accordion" title="Accordion">
      <div className="styleguide__accordion">
        <AccordionRow
          title="How much will I save?"
          onExpandedChange={(expanded) => setLastChange(`Savings row ${expanded ? 'opened' : 'closed'}`)}
        >
          <Paragraph>The average customer saves $22+ weekly compared with shopping on their own.</Paragraph>
        </AccordionRow>
        <AccordionRow
          title="How many recipes are there?"
          onExpandedChange={(expanded) => setLastChange(`Recipes row ${expanded ? 'opened' : 'closed'}`)}
        >
          <Paragraph>There are over 3,000 recipes, and new ones every week.</Paragraph>
        </AccordionRow>
      </div>
      <Paragraph variant="caption" aria-live="polite">
        {lastChange}
      </Paragraph>
    </Section>
  );
}
