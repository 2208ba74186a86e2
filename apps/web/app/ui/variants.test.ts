// The component variants against the specification's own sentences, quoted here (the specification is a document
// the team reads, not part of the repository), so a renamed or reordered variant fails here.
import { describe, expect, it } from 'vitest';
import * as ui from './variants';

const spec = [
  '- Button sizes: small, medium, large. Prominences: primary, secondary, tertiary (plus underlined tertiary). Styles: default, success, warning, critical, disabled, muted, inverted, accent. Accent colour names: grapefruit, peanut butter, avocado, elderberry, fig.',
  '- Heading variants: Hero, HeroAlt, H1, H1Alt, H2 to H7. Paragraph variants: body, lead, caption, caption-xs, h7.',
].join('\n');

describe('component variants of the specification', () => {
  it('button, heading and paragraph variants', () => {
    expect(spec).toContain(`Button sizes: ${ui.BUTTON_SIZES.join(', ')}.`);
    expect(spec).toContain('Prominences: primary, secondary, tertiary (plus underlined tertiary).');
    expect(ui.BUTTON_PROMINENCES).toEqual(['primary', 'secondary', 'tertiary', 'tertiary-underlined']);
    expect(spec).toContain(`Styles: ${ui.BUTTON_STYLES.join(', ')}.`);
    expect(spec).toContain(`Accent colour names: ${ui.ACCENT_COLORS.join(', ')}.`);
    expect(spec).toContain('Heading variants: Hero, HeroAlt, H1, H1Alt, H2 to H7.');
    expect(ui.HEADING_VARIANTS).toEqual(['Hero', 'HeroAlt', 'H1', 'H1Alt', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7']);
    expect(spec).toContain(`Paragraph variants: ${ui.PARAGRAPH_VARIANTS.join(', ')}.`);
  });
});
