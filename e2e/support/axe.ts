// Runs axe-core in the page and returns its violations (empty when the page is accessible).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing element: its selector and its markup (cut short), to find it from a CI log. */
  nodes: { target: string[]; html: string }[];
}

async function settle(page: Page): Promise<void> {
  // Colours are judged as the visitor sees them once things settle: wait for finite animations and transitions
  // (a modal fading in would otherwise be measured half transparent). Endless ones, like spinners, are left.
  // Again until none is left: one ending can start another (the next toast of a queue fading in).
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const twoFrames = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 100)),
      ]);
    for (let round = 0; round < 10; round += 1) {
      const running = finite();
      if (running.length === 0) {
        // Two quiet frames: what React renders once an animation ends has had its chance to start one.
        await twoFrames();
        if (finite().length === 0) return;
        continue;
      }
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

async function run(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (rightly) refuses injected scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: { resultTypes: string[] }) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    // Every rule runs; only the violations are reported in full (axe's resultTypes): the passes' details, which
    // nobody reads here, were most of its work on a long page.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target, html: node.html.slice(0, 300) })),
    }));
  });
}

/**
 * The page's violations once it has settled. A violation found is looked for again after half a second: a state
 * between two renders that no animation marks (an element React has just given its entering attributes) is not what
 * the visitor sees; one that stays is reported.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await settle(page);
  const first = await run(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  await settle(page);
  return run(page);
}
