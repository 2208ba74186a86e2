// Interface values of the design system (timings, overlay layer and padding, label offset, the hidden select's
// limit, logo and Google button sizes). Only the web uses them; tokens.css repeats the CSS ones (tokens.test.ts).

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
