// The variants of the design system's components: button sizes, prominences, styles and accent colours, heading
// and paragraph variants. Only the web uses them; the style guide shows every one.

export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const BUTTON_PROMINENCES = ['primary', 'secondary', 'tertiary', 'tertiary-underlined'] as const;
export type ButtonProminence = (typeof BUTTON_PROMINENCES)[number];
export const BUTTON_STYLES = [
  'default',
  'success',
  'warning',
  'critical',
  'disabled',
  'muted',
  'inverted',
  'accent',
] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];
export const ACCENT_COLORS = ['grapefruit', 'peanut butter', 'avocado', 'elderberry', 'fig'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];

export const HEADING_VARIANTS = ['Hero', 'HeroAlt', 'H1', 'H1Alt', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7'] as const;
export type HeadingVariant = (typeof HEADING_VARIANTS)[number];
export const PARAGRAPH_VARIANTS = ['body', 'lead', 'caption', 'caption-xs', 'h7'] as const;
export type ParagraphVariant = (typeof PARAGRAPH_VARIANTS)[number];
