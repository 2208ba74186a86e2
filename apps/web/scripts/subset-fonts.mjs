// `npm run fonts -w @larder/web`: writes the storefront's two web fonts into app/ui/fonts/ from the npm packages
// (@fontsource-variable, SIL Open Font License): Latin-1 and typographic punctuation only, Fraunces fixed at the one
// weight the display text uses (600), Figtree with its whole weight axis. Smaller fonts paint the largest text sooner
// on a slow connection (docs/decisions/070-page-speed.md). subset-fonts.test.mjs checks the committed files match this output (`--check`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const fontsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/ui/fonts');

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i));
/** Printable ASCII, Latin-1 (accented names and dishes), dashes, quotes, ellipsis, bullets, € ™ − ×. */
export const CHARACTERS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...range(0x2010, 0x2027),
  ...range(0x2030, 0x203a),
  '€',
  '™',
  '−',
  '×',
].join('');

export const FONTS = [
  {
    file: 'figtree-latin.woff2',
    source: '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
    variationAxes: undefined,
  },
  {
    file: 'fraunces-latin-600.woff2',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    variationAxes: { wght: 600 },
  },
];

export async function subsetFonts() {
  return Promise.all(
    FONTS.map(async ({ file, source, variationAxes }) => ({
      file,
      body: await subsetFont(fs.readFileSync(require.resolve(source)), CHARACTERS, {
        targetFormat: 'woff2',
        ...(variationAxes ? { variationAxes } : {}),
      }),
    })),
  );
}

// `--check`: exits 1 when a committed font differs from what this script makes (fonts.test).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const { file, body } of await subsetFonts()) {
    const target = path.join(fontsDir, file);
    if (check) {
      const same = fs.existsSync(target) && fs.readFileSync(target).equals(body);
      if (!same) process.stderr.write(`${file} differs from what scripts/subset-fonts.mjs makes\n`);
      stale ||= !same;
    } else {
      fs.writeFileSync(target, body);
      process.stdout.write(`${file}: ${body.length} bytes\n`);
    }
  }
  process.exit(stale ? 1 : 0);
}
