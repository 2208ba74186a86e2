// The interface values against the specification's own sentences, quoted here (the specification is a document
// the team reads, not part of the repository), so a one-character drift of a constant fails here.
import { describe, expect, it } from 'vitest';
import * as ui from './interface-values';

const spec = [
  "- Buttons for Google, Apple and Facebook sign-in are shown. They are hidden when a remote configuration matches the browser's user agent. The Google button is shown as an icon of width 200.",
  '- Header: left actions, a centre element (defaults to the logo, size 143 by 67), right actions, optional transparent mode.',
  '- A hidden native select is rendered only when the select has 300 items or fewer.',
  '- Interface values: long-press threshold 500 ms, type-ahead reset 1000 ms, overlay container padding 12 px, overlay z-index 100000, input label offset 8 px.',
].join('\n');

describe('interface values of the specification', () => {
  it('interface values', () => {
    expect(spec).toContain(
      `Interface values: long-press threshold ${ui.LONG_PRESS_THRESHOLD_MS} ms, type-ahead reset ${ui.TYPE_AHEAD_RESET_MS} ms, overlay container padding ${ui.OVERLAY_CONTAINER_PADDING_PX} px, overlay z-index ${ui.OVERLAY_Z_INDEX}, input label offset ${ui.INPUT_LABEL_OFFSET_PX} px.`,
    );
    expect(spec).toContain(
      `A hidden native select is rendered only when the select has ${ui.HIDDEN_SELECT_MAX_ITEMS} items or fewer.`,
    );
    expect(spec).toContain(`size ${ui.LOGO_WIDTH_PX} by ${ui.LOGO_HEIGHT_PX}`);
    expect(spec).toContain(`The Google button is shown as an icon of width ${ui.GOOGLE_BUTTON_WIDTH_PX}.`);
  });
});
