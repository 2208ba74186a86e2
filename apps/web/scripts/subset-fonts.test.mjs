// The committed fonts are what scripts/subset-fonts.mjs makes from the npm packages: nobody edits them by hand, and a
// package upgrade that changes them fails here until `npm run fonts -w @larder/web` is run again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHARACTERS, FONTS } from './subset-fonts.mjs';

const fontsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/ui/fonts');

describe('the storefront fonts', () => {
  it('are the subsets the script makes, byte for byte', () => {
    // In a node process of its own: the font tools' WebAssembly does not run in the test's browser environment.
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'subset-fonts.mjs');
    const check = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('cover Latin-1, so accented names and dishes never fall back mid-word', () => {
    for (const text of ['Crème brûlée', 'Jalapeño', 'Açaí', '“quotes” — dashes…', '€12 × 2']) {
      for (const character of text) expect(CHARACTERS, text).toContain(character);
    }
  });

  it('are preloadable woff2 files, much smaller than the packages they come from', () => {
    for (const { file } of FONTS) {
      const body = fs.readFileSync(path.join(fontsDir, file));
      expect(body.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
      expect(body.length, file).toBeLessThan(20_000);
    }
  });
});
