import { describe, expect, it } from 'vitest';
import { signupOutcome } from './signup-errors';

describe('signupOutcome (spec §8)', () => {
  it('shows the short-password text', () => {
    expect(signupOutcome(400, { password: ['password is too short'] })).toEqual({
      kind: 'field-errors',
      fields: { password: 'Must be at least 8 characters.' },
    });
  });

  it('shows the common-password text', () => {
    expect(signupOutcome(400, { password: ['password is too common'] })).toEqual({
      kind: 'field-errors',
      fields: { password: 'Avoid using commonly used passwords (ex: Password)' },
    });
  });

  it('joins both when both apply', () => {
    expect(signupOutcome(400, { password: ['password is too short', 'password is too common'] })).toEqual({
      kind: 'field-errors',
      fields: { password: 'Must be at least 8 characters. Avoid using commonly used passwords (ex: Password)' },
    });
  });

  it('shows the taken-email text under email for a 409', () => {
    expect(signupOutcome(409, { detail: 'x', code: 'email_taken' })).toEqual({
      kind: 'field-errors',
      fields: { email: "There's already an account with this email address." },
    });
  });

  it('shows nothing for another 400', () => {
    expect(signupOutcome(400, { email: ['Enter valid email'] })).toEqual({ kind: 'bad-request' });
    expect(signupOutcome(400, 'Bad Request')).toEqual({ kind: 'bad-request' });
  });

  it('treats other statuses as unknown errors', () => {
    expect(signupOutcome(500, 'oops')).toEqual({ kind: 'unknown-error', status: 500 });
    expect(signupOutcome(429, {})).toEqual({ kind: 'unknown-error', status: 429 });
  });

  it('accepts a created customer', () => {
    expect(signupOutcome(201, { id: 1 })).toEqual({ kind: 'created' });
  });
});
