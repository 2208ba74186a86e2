// The style guide's headings and paragraphs: one specimen per variant.
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { HEADING_VARIANTS, PARAGRAPH_VARIANTS } from '../../../ui/variants';
import { Section } from './section';

export function TypographySection() {
  return (
    <Section id="typography" title="Headings and paragraphs">
      <div className="styleguide__stack">
        {HEADING_VARIANTS.map((variant) => (
          <div key={variant} className="styleguide__specimen">
            <code className="styleguide__specimen-name">{variant}</code>
            <Heading variant={variant} level={3}>
              Feel-good food, delivered
            </Heading>
          </div>
        ))}
        {PARAGRAPH_VARIANTS.map((variant) => (
          <div key={variant} className="styleguide__specimen">
            <code className="styleguide__specimen-name">{variant}</code>
            <Paragraph variant={variant}>
              The average customer saves $22+ weekly, with over 3,000 recipes to choose from.
            </Paragraph>
          </div>
        ))}
      </div>
    </Section>
  );
}
