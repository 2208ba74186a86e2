// What the storefront reports to analytics (Segment spec events): page views on route changes, and after a sign-up the
// customer's `identify` and a `Signed Up` event with the first visit's campaign data. Every event carries currency USD
// (docs/decisions/039-telemetry-in-the-browser.md). Calls made before the SDK has loaded (it loads after the page is
// interactive, see start-telemetry.ts) wait here with the page as it was when they were made, and are sent in order.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { ANALYTICS_CURRENCY } from '@larder/contracts/values/limits';
import { type CampaignData, readCampaignData, sessionStorageOrUndefined } from './campaign-data';

export const SIGNED_UP_EVENT = 'Signed Up';

export type Properties = Record<string, unknown>;

/** Segment's `context.page`. */
export interface PageContext {
  path: string;
  referrer: string;
  search: string;
  title: string;
  url: string;
}

/** Segment's `context.campaign` (utm_campaign is its `name`). */
export type SegmentCampaign = Partial<Record<'name' | 'source' | 'medium' | 'term' | 'content', string>>;

export interface CallContext {
  page: PageContext;
  campaign?: SegmentCampaign;
}

/** The analytics SDK, as the facade uses it (features/telemetry/api/load-analytics.ts). */
export interface AnalyticsSink {
  page(properties: Properties, context: CallContext): unknown;
  identify(userId: string, traits: Properties, context: CallContext): unknown;
  track(event: string, properties: Properties, context: CallContext): unknown;
}

type Call = (sink: AnalyticsSink) => unknown;

/** Calls kept while the SDK loads; the oldest are dropped past this. */
export const PENDING_CALL_LIMIT = 100;

let sink: AnalyticsSink | undefined;
let pending: { call: Call; done: () => void }[] = [];

const settle = (result: unknown): Promise<void> =>
  Promise.resolve(result).then(
    () => undefined,
    () => undefined,
  );

export function setAnalyticsSink(next: AnalyticsSink | undefined): void {
  sink = next;
  if (!sink) return;
  const waiting = pending;
  pending = [];
  for (const { call, done } of waiting) void settle(call(sink)).then(done);
}

/**
 * Hands a call to the SDK, or keeps it until the SDK has loaded. The promise settles once the SDK has taken the
 * event into its queue (never rejects), so a caller about to leave the page can wait for it.
 */
function send(call: Call): Promise<void> {
  if (sink) return settle(call(sink));
  return new Promise<void>((resolve) => {
    pending.push({ call, done: resolve });
    if (pending.length > PENDING_CALL_LIMIT) pending.shift()?.done();
  });
}

function currentPage(): PageContext {
  return {
    path: window.location.pathname,
    referrer: document.referrer,
    search: window.location.search,
    title: document.title,
    url: window.location.href,
  };
}

function segmentCampaign(data: CampaignData | undefined): SegmentCampaign | undefined {
  if (!data) return undefined;
  const { campaign, ...rest } = data;
  const entries = Object.entries({ name: campaign, ...rest }).filter(([, value]) => typeof value === 'string');
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** A page view of the current route (called on every route change, see components/telemetry.tsx). */
export function trackPage(): Promise<void> {
  const page = currentPage();
  return send((target) => target.page({ ...page, currency: ANALYTICS_CURRENCY }, { page }));
}

/** Any other event, with the currency. */
export function trackEvent(event: string, properties: Properties = {}): Promise<void> {
  const page = currentPage();
  return send((target) => target.track(event, { ...properties, currency: ANALYTICS_CURRENCY }, { page }));
}

export type IdentifiedCustomer = Pick<Customer, 'id'> & Partial<Pick<Customer, 'email' | 'first_name' | 'last_name'>>;

/** After a sign-up (or an SSO login that created the account): who the visitor now is. */
export function identifyCustomer(customer: IdentifiedCustomer, traits: Properties = {}): Promise<void> {
  const page = currentPage();
  const campaign = segmentCampaign(readCampaignData(sessionStorageOrUndefined()));
  const known = Object.fromEntries(
    Object.entries({ email: customer.email, firstName: customer.first_name, lastName: customer.last_name }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return send((target) =>
    target.identify(String(customer.id), { ...known, ...traits, currency: ANALYTICS_CURRENCY }, { page, campaign }),
  );
}

/**
 * The registration event, after a sign-up and after an SSO login that created an account: the given properties,
 * the first visit's campaign data ({campaign, source, medium, term, content}) and the currency.
 */
export function trackSignedUp(properties: Properties = {}): Promise<void> {
  const page = currentPage();
  const data = readCampaignData(sessionStorageOrUndefined());
  const campaign = segmentCampaign(data);
  return send((target) =>
    target.track(SIGNED_UP_EVENT, { ...properties, ...data, currency: ANALYTICS_CURRENCY }, { page, campaign }),
  );
}
