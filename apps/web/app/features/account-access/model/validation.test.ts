import { describe, expect, it } from 'vitest';
import { validateLogin, validateSignup } from './validation';

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'analytical engine' };

describe('validateSignup (spec §5)', () => {
  it('accepts a complete form', () => expect(validateSignup(valid)).toEqual({}));

  it('requires all four fields with the spec messages', () => {
    expect(validateSignup({ first_name: ' ', last_name: '', email: '', password: '' })).toEqual({
      first_name: 'Enter first name',
      last_name: 'Enter last name',
      email: 'Enter valid email',
      password: 'Enter password',
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com'])('refuses the email %s', (email) => {
    expect(validateSignup({ ...valid, email }).email).toBe('Enter valid email');
  });

  it('requires at least 8 characters, counted as code points', () => {
    expect(validateSignup({ ...valid, password: 'short' }).password).toBe('Must be at least 8 characters.');
    expect(validateSignup({ ...valid, password: '🥕🥕🥕🥕🥕🥕🥕' }).password).toBe('Must be at least 8 characters.');
    expect(validateSignup({ ...valid, password: '🥕🥕🥕🥕🥕🥕🥕🥕' }).password).toBeUndefined();
  });
});

describe('validateLogin', () => {
  it('needs a valid email and a password', () => {
    expect(validateLogin({ email: 'nope', password: '' })).toEqual({
      email: 'Enter valid email',
      password: 'Enter password',
    });
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});
