// Stored data printed on an operator's terminal (npm run events | logs | promo | config) must not drive the terminal:
// a posted event holding ESC sequences could clear the screen, retitle the window or plant a fake hyperlink, and a
// line break or bidi override could forge or disguise lines (security review finding 6). Every control character is
// shown as an escape instead; tabs stay, as the commands' column separators.

/** C0 controls but tab, DEL, C1 controls, and the bidirectional overrides and isolates. */
function isUnsafe(code: number): boolean {
  return (
    (code <= 0x1f && code !== 0x09) ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function terminalSafe(text: string): string {
  let shown = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    shown += isUnsafe(code) ? `\\u${code.toString(16).padStart(4, '0')}` : character;
  }
  return shown;
}
