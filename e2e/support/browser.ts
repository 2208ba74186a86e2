// Launches Debian's Chromium through playwright-core and opens pages that fail the test on any page error or
// console error, so a broken hydration or an uncaught exception cannot pass unnoticed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromium';

// Flags that keep Chromium from reaching for the network this machine does not have.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The omnibox's pop-up pages, which Chromium's headless mode loads (and keeps drawing) in every window although
  // nothing shows them: about a tenth of the journeys' time (docs/decisions/181-faults-load-and-sweeps.md).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** Joins Playwright's --disable-features and ours into one (Chromium keeps the last), then starts CHROMIUM_PATH. */
const LAUNCHER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromium-launcher.sh');

/** The lane's one Chromium, started by the first file that asks and used by every file after it. */
let laneBrowser: Promise<Browser> | undefined;

function startChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: LAUNCHER,
    env: { ...process.env, CHROMIUM_PATH: chromiumPath() },
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A browser for one journey file: the lane's one Chromium (the e2e project shares its module graph between a lane's
 * files, vitest.config.ts), started again if it has gone. Each file sees a fresh browser all the same: it starts with
 * no context of its own, and its `close()` closes every context the file opened (their pages, cookies and storage)
 * and leaves Chromium running for the next file. Starting Chromium once a lane instead of once a file saves its
 * start-up work (decision 181). Playwright ends Chromium with the lane's process.
 */
export async function launchBrowser(): Promise<Browser> {
  laneBrowser ??= startChromium();
  let browser = await laneBrowser;
  if (!browser.isConnected()) {
    laneBrowser = startChromium();
    browser = await laneBrowser;
  }
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const close = async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'close') return close;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface TrackedPage {
  page: Page;
  /** Page errors and console errors seen so far. */
  problems: string[];
}

/**
 * Chromium reports every 4xx answer as a console error. An anonymous visitor's auth check
 * (GET /api/v2/customers/self/ → 403) is such an answer and is normal.
 */
export function isAnonymousCustomerRead(message: ConsoleMessage): boolean {
  const url = message.location().url;
  return message.text().includes('status of 403') && url !== '' && new URL(url).pathname === '/api/v2/customers/self/';
}

export async function openPage(
  browser: Browser,
  options: { userAgent?: string; allowAnonymousReads?: boolean } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), userAgent: options.userAgent });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (options.allowAnonymousReads && isAnonymousCustomerRead(message)) return;
    problems.push(`console.error: ${message.text()}`);
  });
  // A page opened by address is used once React has hydrated it, as a visitor's click before that is lost: the
  // server-rendered pages show their buttons before their scripts have run (see `waitForHydration`).
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    if (gotoOptions?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  return { page, problems };
}

/** Until the storefront's document is hydrated; at once for a document that is not the storefront's. */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('__reactRouterContext' in window) || Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
    undefined,
    { polling: 50, timeout: 15_000 },
  );
}

/**
 * Waits until React has hydrated the element: a page rendered on the server (the plan, the account home) shows its
 * buttons before its scripts have run, and a click that early does nothing, for a visitor as for a test.
 */
export async function waitForHydration(target: Locator): Promise<void> {
  await target.waitFor();
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
        const check = () => (hydrated() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
}
