// The design tokens keep their promises: the interface values equal the contracts, every text/background pair
// the kit uses meets WCAG AA, and component styles take colours and layers from the tokens only.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arialMetrics from '@capsizecss/metrics/arial';
import figtreeMetrics from '@capsizecss/metrics/figtree';
import frauncesMetrics from '@capsizecss/metrics/fraunces';
import georgiaMetrics from '@capsizecss/metrics/georgia';
import timesMetrics from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';
import { INPUT_LABEL_OFFSET_PX, OVERLAY_CONTAINER_PADDING_PX, OVERLAY_Z_INDEX } from './interface-values';

// Read as text: the test runner does not process CSS.
const uiFolder = dirname(fileURLToPath(import.meta.url));
const readCss = (file: string) => readFileSync(join(uiFolder, file), 'utf8');
const tokensCss = readCss('tokens.css');
const componentCss = Object.fromEntries(
  readdirSync(uiFolder)
    .filter((file) => file.endsWith('.css') && file !== 'tokens.css')
    .map((file) => [file, readCss(file)]),
);

const tokens = new Map(
  [...tokensCss.matchAll(/(--ui-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()] as const),
);

function token(name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`${name} is not defined in tokens.css`);
  return value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(token(foreground)), luminance(token(background))].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('design tokens', () => {
  it('carry the interface values of spec §9 from the contracts', () => {
    expect(token('--ui-z-overlay')).toBe(String(OVERLAY_Z_INDEX));
    expect(token('--ui-overlay-padding')).toBe(`${OVERLAY_CONTAINER_PADDING_PX}px`);
    expect(token('--ui-input-label-offset')).toBe(`${INPUT_LABEL_OFFSET_PX}px`);
  });

  it('offset every field label by the input label offset', () => {
    expect(componentCss['field.css']).toMatch(
      /\.ui-field__label\s*\{[^}]*margin-bottom:\s*var\(--ui-input-label-offset\)/,
    );
  });

  it('put every overlay on the overlay layer', () => {
    for (const file of ['select.css', 'modal.css', 'toast-region.css']) {
      expect(componentCss[file], file).toMatch(/z-index:\s*var\(--ui-z-overlay\)/);
    }
  });

  const textPairs: [string, string][] = [
    ['--ui-color-ink', '--ui-color-bg'],
    ['--ui-color-ink', '--ui-color-surface'],
    ['--ui-color-ink', '--ui-color-surface-sunken'],
    ['--ui-color-ink-muted', '--ui-color-bg'],
    ['--ui-color-ink-muted', '--ui-color-surface'],
    ['--ui-color-ink-muted', '--ui-color-surface-sunken'],
    ['--ui-color-ink-inverted', '--ui-color-surface-inverted'],
    ['--ui-color-link', '--ui-color-bg'],
    ['--ui-color-link', '--ui-color-surface'],
    ['--ui-color-critical-ink', '--ui-color-critical-tint'],
    ['--ui-color-success-ink', '--ui-color-success-tint'],
    ['--ui-color-warning-ink', '--ui-color-warning-tint'],
    ['--ui-color-disabled-on', '--ui-color-disabled-fill'],
  ];
  const intents = ['brand', 'success', 'warning', 'critical', 'muted', 'disabled', 'inverted'];
  const accents = ['grapefruit', 'peanut-butter', 'avocado', 'elderberry', 'fig'];
  for (const name of [...intents, ...accents]) {
    textPairs.push([`--ui-color-${name}-on`, `--ui-color-${name}-fill`]);
    const surfaces = name === 'inverted' ? ['--ui-color-surface-inverted'] : ['--ui-color-bg', '--ui-color-surface'];
    for (const surface of surfaces) textPairs.push([`--ui-color-${name}-ink`, surface]);
  }

  it.each(textPairs)('%s on %s meets WCAG AA for text (4.5:1)', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['--ui-color-border', '--ui-color-bg'],
    ['--ui-color-border', '--ui-color-surface'],
    ['--ui-color-focus', '--ui-color-bg'],
    ['--ui-color-focus', '--ui-color-surface'],
    ['--ui-color-focus-inverted', '--ui-color-surface-inverted'],
    ['--ui-color-avocado-fill', '--ui-color-muted-fill'],
  ])('%s against %s meets WCAG AA for controls (3:1)', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('are the only place colours are written down', () => {
    for (const [file, css] of Object.entries(componentCss)) {
      expect(css, file).not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i);
    }
  });
});

describe('font fallbacks', () => {
  it.each([
    ['Figtree Fallback', figtreeMetrics, arialMetrics],
    ['Fraunces Fallback', frauncesMetrics, georgiaMetrics],
    ['Fraunces Fallback Times', frauncesMetrics, timesMetrics],
  ])('%s is scaled to the web font metrics, so the swap does not move text', (family, font, fallback) => {
    const expected = createFontStack([font, fallback]).fontFaces;
    const face = tokensCss.match(new RegExp(`@font-face \\{\\s*font-family: "${family}";[^}]+\\}`))?.[0] ?? '';
    for (const property of ['ascent-override', 'descent-override', 'size-adjust']) {
      const value = expected.match(new RegExp(`${property}: ([\\d.]+%)`))?.[1];
      expect(value, property).toBeDefined();
      expect(face).toContain(`${property}: ${value};`);
    }
    expect(token(family.startsWith('Figtree') ? '--ui-font-body' : '--ui-font-display')).toContain(`"${family}"`);
  });
});
