// The build's compression step: brotli and gzip siblings for every text file, none for fonts and pictures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressBuild } from './compress';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-compress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('compressing the build', () => {
  it('writes .br and .gz beside each text file, decoding to the same bytes, and leaves fonts alone', () => {
    const files = {
      'signup/index.html': `<h1>Claim your free gift</h1>${'<p>x</p>'.repeat(100)}`,
      'assets/entry-1.js': 'export const a = 1;'.repeat(50),
      'assets/root-2.css': 'body{margin:0}'.repeat(50),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'assets/font-3.woff2': 'wOF2binary',
    };
    for (const [file, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), body);
    }
    expect(compressBuild(dir)).toBe(4);
    for (const [file, body] of Object.entries(files)) {
      const full = path.join(dir, file);
      if (file.endsWith('.woff2')) {
        expect(fs.existsSync(`${full}.br`)).toBe(false);
        continue;
      }
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${full}.br`)).toString(), file).toBe(body);
      expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).toString(), file).toBe(body);
    }
  });
});
