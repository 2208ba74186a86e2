// What `npm run mail -- tail` prints for a stored message: when, to whom, the subject, and the plain-text body
// with its links, so a person running `npm start` can follow a reset or verification link.
import { simpleParser } from 'mailparser';
import { terminalSafe } from '../../lib/terminal-text';

export async function formatStoredMessage(raw: Buffer): Promise<string> {
  const parsed = await simpleParser(raw);
  const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [])
    .map((group) => group.text)
    .join(', ');
  const when = parsed.date ? parsed.date.toISOString().replace('T', ' ').slice(0, 19) : 'unknown date';
  const body = (parsed.text ?? '').trim();
  // Every line is made safe for a terminal: the body holds text customers typed (their names).
  return [
    `── ${when} UTC ─────────────────────────────`,
    `To:      ${terminalSafe(to)}`,
    `Subject: ${terminalSafe(parsed.subject ?? '')}`,
    '',
    ...body.split('\n').map((line) => terminalSafe(line)),
    '',
  ].join('\n');
}
