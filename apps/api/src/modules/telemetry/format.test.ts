// `npm run events -- tail` prints posted data: a hostile event must not reach the operator's terminal as control
// sequences (security review finding 6).
import { describe, expect, it } from 'vitest';
import { formatEvent, formatLog } from './format';

const ESC = '\u001b';

describe('tail lines of stored telemetry', () => {
  it('escapes control characters in ids and the page path of an event', () => {
    const line = formatEvent({
      id: 1,
      type: 'page',
      event: null,
      user_id: `${ESC}[2J${ESC}[H`,
      anonymous_id: `${ESC}]8;;https://evil.example\u0007support${ESC}]8;;\u0007`,
      occurred_at: '2026-11-23T00:00:00Z',
      received_at: '2026-11-23T00:00:00Z',
      properties: {},
      context: { page: { path: `/plan/\nFAKE 2026 admin logged in` } },
    });
    const controls = [...line].filter((character) => {
      const code = character.charCodeAt(0);
      return (code < 0x20 && code !== 0x09) || code === 0x7f;
    });
    expect(controls).toEqual([]);
    expect(line).toContain('user=\\u001b[2J\\u001b[H');
    expect(line).toContain('page=/plan/\\u000aFAKE');
  });

  it('escapes them in a log line’s service and env too', () => {
    const line = formatLog({
      id: 1,
      logged_at: '2026-11-23T00:00:00Z',
      received_at: '2026-11-23T00:00:00Z',
      status: 'info',
      service: `web${ESC}[31m`,
      env: 'prod',
      message: 'hello',
      attributes: {},
    } as never);
    expect(line).not.toContain(ESC);
    expect(line).toContain('web\\u001b[31m/prod');
  });
});
