// Interface values and component variants of spec §9, shared by every component in apps/web/app/ui.

export const LONG_PRESS_THRESHOLD_MS = 500;
export const TYPE_AHEAD_RESET_MS = 1000;
export const OVERLAY_CONTAINER_PADDING_PX = 12;
export const OVERLAY_Z_INDEX = 100000;
export const INPUT_LABEL_OFFSET_PX = 8;
/** A select renders its hidden native select only up to this many items. */
export const HIDDEN_SELECT_MAX_ITEMS = 300;
export const LOGO_WIDTH_PX = 143;
export const LOGO_HEIGHT_PX = 67;
export const GOOGLE_BUTTON_WIDTH_PX = 200;

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
