// Build step: every text file of the client build (prerendered HTML, JS, CSS, SVG, JSON, XML, text) gets a brotli
// (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling, so the server sends compressed bytes without compressing
// on each request (see docs/decisions/070-page-speed.md). Fonts and pictures other than SVG are already compressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|data)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `.br` and `.gz` beside every compressible file under `dir`; returns how many files were compressed. */
export function compressBuild(dir: string): number {
  // Dotfiles (build metadata such as the security policy) are never sent, so never compressed.
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && !path.basename(file).startsWith('.'));
  for (const file of files) {
    const body = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
  return files.length;
}
