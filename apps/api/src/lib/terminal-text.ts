// Stored data printed on an operator's terminal (npm run events | logs | promo | config) must not drive the terminal:
// a posted event holding ESC sequences could clear the screen, retitle the window or plant a fake hyperlink, and a
// line break or bidi override could forge or disguise lines (security review finding 6). Every control character is
// shown as an escape instead; tabs stay, as the commands' column separators.

// C0 controls but tab, DEL, C1 controls, and the bidirectional overrides and isolates.
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
