// The style guide's colour tokens: a swatch per --ui-color-* custom property.
import { Section } from './section';

const colourTokens = [
  'bg',
  'surface',
  'surface-sunken',
  'surface-inverted',
  'brand-fill',
  'success-fill',
  'warning-fill',
  'critical-fill',
  'muted-fill',
  'grapefruit-fill',
  'peanut-butter-fill',
  'avocado-fill',
  'elderberry-fill',
  'fig-fill',
];

export function ColoursSection() {
  return (
    <Section id="colours" title="Colours">
      <ul className="styleguide__swatches">
        {colourTokens.map((name) => (
          <li key={name} className="styleguide__swatch">
            <span className="styleguide__swatch-chip" style={{ background: `var(--ui-color-${name})` }} />
            <code>--ui-color-{name}</code>
          </li>
        ))}
      </ul>
    </Section>
  );
}
