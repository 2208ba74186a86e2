// `npm start` rebuilds the storefront only when what the build is made of changed (scripts/build-stamp.mjs): another
// PORT, site origin, database or public run-time setting (a provider id, a telemetry key: the API serves those) is
// the same build; code, the committed catalogue or a build setting (the API origin, the brand) is another.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSettings, buildStamp } from './build-stamp.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-stamp-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file, content) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

write('apps/web/app/root.tsx', 'export default function Root() {}');
write('apps/web/app/root.test.tsx', 'it()');
write('apps/web/build/client/index.html', '<p>built</p>');
write('apps/api/src/seed/data/products.json', '[{"id":1,"price_cents":699}]');
write('apps/api/src/modules/plan/service.ts', 'export {}');
write('package-lock.json', '{}');

describe('the build stamp', () => {
  const stamp = buildStamp(root, { PORT: '3000' });

  it('does not change with PORT, the site origin, the database or a setting the build does not read', () => {
    expect(
      buildStamp(root, {
        PORT: '8080',
        PUBLIC_SITE_ORIGIN: 'https://shop.example.com',
        DATABASE_URL: 'postgres://larder@db/larder',
        PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    ).toBe(stamp);
  });

  it('does not change with the build output, a test or the API code', () => {
    write('apps/web/build/client/index.html', '<p>built again</p>');
    write('apps/web/app/root.test.tsx', 'it("again")');
    write('apps/api/src/modules/plan/service.ts', 'export const changed = 1;');
    expect(buildStamp(root, {})).toBe(stamp);
  });

  it('does not change with a public setting the API serves at run time (provider ids, keys, collectors)', () => {
    const runTime = {
      PUBLIC_CLIENT_KEY: 'larder-web-2',
      PUBLIC_GOOGLE_CLIENT_ID: 'client-1',
      PUBLIC_APPLE_SERVICES_ID: 'com.example.web',
      PUBLIC_FACEBOOK_APP_ID: '123',
      PUBLIC_GOOGLE_SCRIPT_URL: 'http://127.0.0.1:9999/google/gsi/client',
      PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
      PUBLIC_ANALYTICS_WRITE_KEY: 'write-key',
      PUBLIC_LOG_CLIENT_TOKEN: 'pub123',
      PUBLIC_LOG_PROXY_URL: 'none',
      PUBLIC_NATIVE_APP_IDENTIFIERS: 'larder-ios',
    };
    expect(buildStamp(root, runTime)).toBe(stamp);
    expect(buildSettings(runTime)).toEqual({});
  });

  it('changes with a build setting that is set', () => {
    expect(buildStamp(root, { PUBLIC_API_ORIGIN: 'https://api.example.com' })).not.toBe(stamp);
    expect(buildStamp(root, { BRAND_SLUG: 'pantry' })).not.toBe(stamp);
  });

  it('changes with the web code and with the committed catalogue', () => {
    write('apps/web/app/root.tsx', 'export default function Root() { return null; }');
    const afterCode = buildStamp(root, {});
    expect(afterCode).not.toBe(stamp);
    write('apps/api/src/seed/data/products.json', '[{"id":1,"price_cents":749}]');
    expect(buildStamp(root, {})).not.toBe(afterCode);
  });
});
