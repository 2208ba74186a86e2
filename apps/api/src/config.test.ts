import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives every setting its documented default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      LOG_LEVEL: 'info',
      SERVE_WEB: true,
      BRAND_SLUG: 'larder',
      BRAND_NAME: 'Larder',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'not-a-number'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/test'],
    ['LOG_LEVEL', 'loud'],
    ['SERVE_WEB', 'maybe'],
    ['BRAND_SLUG', 'Larder Foods'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`Invalid environment variable ${name}:`);
    expect(message).not.toContain('\n');
  });

  it('never echoes a value, which may be a secret', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db/prod' })).toThrow(/^(?!.*hunter2)/);
  });

  it('accepts a PostgreSQL server URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });
});
