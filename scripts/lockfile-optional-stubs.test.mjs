// The lockfile's entries for other platforms' builds (scripts/lockfile-optional-stubs.mjs) carry the platform they are
// for, read from the package's name, so that `npm ci` skips them here; without it, a registry that has them made
// `npm ci` unpack every platform's Biome and Rollup (about 800 MB; decision 005).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addStubs, platformOf } from './lockfile-optional-stubs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const entries = Object.entries(lock.packages);
const nameOf = (location) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('optional platform packages in the lockfile', () => {
  it('reads the platform from a name as the packages npm resolved declare it', () => {
    const resolved = entries.filter(([location, entry]) => entry.integrity && entry.os && platformOf(nameOf(location)));
    expect(resolved.length).toBeGreaterThan(20);
    for (const [location, entry] of resolved) {
      const platform = platformOf(nameOf(location));
      expect({ location, os: platform.os, cpu: platform.cpu }).toEqual({ location, os: entry.os, cpu: entry.cpu });
      if (entry.libc) expect({ location, libc: platform.libc }).toEqual({ location, libc: entry.libc });
    }
  });

  it('gives every stub its platform, and none of them is for this machine', () => {
    const copy = structuredClone(lock);
    expect(addStubs(copy)).toBe(0);
    const stubs = entries.filter(
      ([location, entry]) => location.includes('node_modules/') && !entry.integrity && !entry.link,
    );
    expect(stubs.length).toBeGreaterThan(0);
    for (const [location, entry] of stubs) {
      expect({ location, optional: entry.optional, os: entry.os?.length }).toEqual({ location, optional: true, os: 1 });
      const here = entry.os[0] === process.platform && entry.cpu[0] === process.arch && entry.libc?.[0] !== 'musl';
      expect({ location, here }).toEqual({ location, here: false });
    }
  });

  it('adds a missing entry with its platform', () => {
    const made = { packages: { '': { optionalDependencies: { '@rollup/rollup-win32-x64-msvc': '4.1.0' } } } };
    expect(addStubs(made)).toBe(2);
    expect(made.packages['node_modules/@rollup/rollup-win32-x64-msvc']).toEqual({
      version: '4.1.0',
      optional: true,
      os: ['win32'],
      cpu: ['x64'],
    });
    expect(platformOf('@biomejs/cli-linux-arm64-musl')).toEqual({ os: ['linux'], cpu: ['arm64'], libc: ['musl'] });
    expect(platformOf('@biomejs/biome')).toBeNull();
  });
});
