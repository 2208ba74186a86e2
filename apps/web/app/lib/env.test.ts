import { describe, expect, it } from 'vitest';
import { readApiOrigin } from './env';

describe('readApiOrigin', () => {
  it('refuses a missing setting with the spec message', () => {
    expect(() => readApiOrigin({})).toThrow(new Error('PUBLIC_API_ORIGIN must be set in environment variables'));
    expect(() => readApiOrigin({ PUBLIC_API_ORIGIN: '' })).toThrow(
      'PUBLIC_API_ORIGIN must be set in environment variables',
    );
  });
  it('refuses a value that is not a string with the spec message', () => {
    expect(() => readApiOrigin({ PUBLIC_API_ORIGIN: 3000 })).toThrow(new Error('PUBLIC_API_ORIGIN must be a string'));
    expect(() => readApiOrigin({ PUBLIC_API_ORIGIN: true })).toThrow('PUBLIC_API_ORIGIN must be a string');
  });
  it('returns the origin without a trailing slash', () => {
    expect(readApiOrigin({ PUBLIC_API_ORIGIN: 'https://api.larder.com/' })).toBe('https://api.larder.com');
  });
});
