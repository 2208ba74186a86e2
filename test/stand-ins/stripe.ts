// A local stand-in for Stripe, speaking its REST protocol (form bodies in bracket notation, `expand[]`, error objects,
// `Idempotency-Key`) on the shared server (http-server.ts) or on one of its own (`start()`):
//   POST /v1/customers                    a customer (email, name, metadata); GET /v1/customers/:id
//   POST /v1/setup_intents                a SetupIntent to save a card (customer, usage, metadata, allowed types)
//   GET  /v1/setup_intents/:id            one (`expand[]=payment_method`); Stripe.js: publishable key + client_secret
//   POST /v1/setup_intents/:id/confirm    Stripe.js's confirm with `payment_method_data[card][…]`: Stripe's test
//                                         cards decide (TEST_CARDS); `authenticate=approve|fail` ends 3D Secure
//   GET  /v1/payment_methods/:id          a saved card
//   POST /v1/payment_intents              a charge (off_session, confirm); card errors are 402 with the intent
//   GET  /v1/payment_intents/:id          one
//   POST /v1/refunds                      a refund of a succeeded PaymentIntent (payment_intent, amount: at most
//                                         what is left unrefunded; all of it when left out)
//   GET  /v3/                             the stand-in Stripe.js: Payment Element, confirmSetup, a 3D Secure dialog
// Server calls need the secret key (Bearer, or Basic with the key as user); the Stripe.js calls may use the
// publishable key, sent as `key` in the form as Stripe.js does (simple requests: no CORS preflight). Events are POSTed
// as JSON to the webhook URL with a `Stripe-Signature`; tests read `requests`, `events` and `deliveries`.
import crypto from 'node:crypto';
import type http from 'node:http';
import { Failures } from './failures';
import { type HttpServer, type StandIn, type StandInRequest, sendJson, startHttpServer } from './http-server';
import { nowSeconds } from './jwt-issuer';

/** The API version of the stripe package apps/api uses (23.1). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export type StripeEndpoint = 'stripe-api' | 'stripe-script';

/** The keys default to sk_test_standin, pk_test_standin and whsec_standin. */
export interface StripeStandInOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
}

type Json = Record<string, unknown>;
/** A form in bracket notation, parsed: `a[b]=1` → {a: {b: '1'}}; `a[]=x` and `a[0]=x` → {a: ['x']}. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type Form = { [key: string]: FormValue };

export type StripeError = Json & { type: string; message: string; code?: string; decline_code?: string };
/** The stored objects, as Stripe answers them (typed: the fields the stand-in reads). */
export type PaymentMethod = Json & { id: string; customer: string | null };
export type SetupIntent = Json & {
  id: string;
  client_secret: string;
  status: string;
  customer: string | null;
  payment_method: string | null;
};
export type PaymentIntent = Json & { id: string; amount: number; latest_charge: string | null };
export type Refund = Json & { id: string; amount: number; payment_intent: string; status: string };

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** A request received on /v1: `body` is its form (and query) parsed, `raw` its body as sent. */
export interface StripeRequest {
  method: string;
  path: string;
  body: Form;
  raw: string;
  headers: http.IncomingHttpHeaders;
}

/** One POST of an event to the webhook URL: the answer's status and text, or why there was none. */
export interface WebhookDelivery {
  event: StripeEvent;
  url: string;
  payload: string;
  signature: string;
  status?: number;
  response?: string;
  error?: string;
}

/** A forged delivery: signed with another secret, at another time, or with this header. */
export type Forgery = { secret?: string; timestamp?: number; signature?: string };

const DECLINED = 'Your card was declined.';
const AUTHENTICATION_REQUIRED = `${DECLINED} This transaction requires authentication.`;
/** Stripe's card errors by the reason a test names (`failNextCharges`, TEST_CARDS): code, decline code, message,
 * param. */
const CARD_ERRORS = {
  card_declined: ['card_declined', 'generic_decline', DECLINED],
  generic_decline: ['card_declined', 'generic_decline', DECLINED],
  insufficient_funds: ['card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  expired_card: ['expired_card', 'expired_card', 'Your card has expired.', 'exp_month'],
  incorrect_cvc: ['incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect.", 'cvc'],
  authentication_required: ['authentication_required', 'authentication_required', AUTHENTICATION_REQUIRED],
  incorrect_number: ['incorrect_number', undefined, 'Your card number is incorrect.', 'number'],
} satisfies Record<string, [string, string | undefined, string, string?]>;
export type CardErrorReason = keyof typeof CARD_ERRORS;

function cardError(reason: CardErrorReason): StripeError {
  const [code, decline_code, message, param] = CARD_ERRORS[reason];
  return { type: 'card_error', code, decline_code, message, param }; // undefined fields are left out of the JSON
}

/** How a test card behaves when saved (SetupIntent confirm) and when charged afterwards. */
export type CardBehaviour = { setup?: CardErrorReason | 'requires_action'; charge?: CardErrorReason };

/** Stripe's test cards (docs.stripe.com/testing); any other number that passes Luhn succeeds. */
export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': {},
  '4000000000000002': { setup: 'generic_decline' },
  '4000000000009995': { setup: 'insufficient_funds' },
  '4000000000000069': { setup: 'expired_card' },
  '4000000000000127': { setup: 'incorrect_cvc' },
  '4000002500003155': { setup: 'requires_action' }, // 3D Secure when saved only
  '4000002760003184': { setup: 'requires_action', charge: 'authentication_required' }, // …and on every charge
  '4000000000000341': { charge: 'generic_decline' }, // saves, but charges fail
};

const ALLOWED_HEADERS = 'content-type, authorization, idempotency-key, stripe-version';
const PUBLISHABLE_KEY =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';
const SDK_ACTION = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };

/** The `Stripe-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed by the secret>`. */
export function signPayload(payload: string, secret: string, timestamp: number = nowSeconds()): string {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A form body or query string in Stripe's bracket notation, as nested objects and lists. */
export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('['); // 'a[b][]' → ['a', 'b', '']
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    const last = path.pop() ?? '';
    let node = root;
    for (const segment of path) {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      const next = node[name];
      if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else node = node[name] = {};
    }
    node[last === '' ? String(Object.keys(node).length) : last] = value;
  }
  return form(toLists(root));
}

/** Objects keyed 0, 1, … become lists (metadata keeps its keys, whatever they are). */
function toLists(value: FormValue, key = ''): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([name, item]) => [name, toLists(item, name)] as const);
  const indexed = key !== 'metadata' && entries.length > 0 && entries.every(([name]) => /^\d+$/.test(name));
  if (!indexed) return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
}

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const list = (value: FormValue | undefined): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
const form = (value: FormValue | undefined): Form => (typeof value === 'object' && !Array.isArray(value) ? value : {});
function strings(value: FormValue | undefined): Record<string, string> {
  const entries = Object.entries(form(value));
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
const secretFor = (id: string) => `${id}_secret_${crypto.randomBytes(12).toString('hex')}`;

function luhn(number: string): boolean {
  let sum = 0;
  for (const [index, digit] of [...number].reverse().entries()) {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

const BRANDS = { visa: /^4/, mastercard: /^(5[1-5]|2[2-7])/, amex: /^3[47]/, discover: /^6(011|5)/ };
const brandOf = (number: string) => Object.entries(BRANDS).find(([, prefix]) => prefix.test(number))?.[0] ?? 'unknown';

/** `allowed_payment_method_types[]` (API 2026-10-28 on, as the stripe package 23 sends it) or the older
 * `payment_method_types[]`; the stand-in offers cards whatever is asked. */
function methodTypes(params: Form): Json {
  const allowed = list(params.allowed_payment_method_types ?? params.payment_method_types);
  return {
    allowed_payment_method_types: allowed.length ? allowed : null,
    excluded_payment_method_types: null,
    payment_method_types: allowed.length ? allowed : ['card'],
  };
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const ok = (body: Json): Answer => ({ status: 200, body });
function failure(status: number, error: StripeError): Answer {
  const docs = error.code ? { doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}` } : {};
  return { status, body: { error: { ...error, ...docs } } };
}
const invalid = (message: string, more: Json = {}) => failure(400, { type: 'invalid_request_error', message, ...more });
const missing = (name: string, id: string, param: string) =>
  failure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${name}: '${id}'`, param });
function unrecognized({ method, url }: StandInRequest, response: http.ServerResponse): Answer {
  response.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
  const message = `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs.`;
  return failure(404, { type: 'invalid_request_error', message });
}

function answer(response: http.ServerResponse, { status, body, headers }: Answer): true {
  const standard = { 'request-id': newId('req'), 'stripe-version': STRIPE_API_VERSION };
  return sendJson(response, status, body, { ...standard, ...headers });
}

function header(request: StandInRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The API key: Bearer, Basic (the key as user name) or Stripe.js's `key` field. */
function apiKey(request: StandInRequest, params: Form): string | undefined {
  const [scheme = '', value = ''] = (header(request, 'authorization') ?? '').split(' ');
  if (scheme.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return scheme.toLowerCase() === 'bearer' ? value.trim() : text(params.key);
}

/** One API call: its form, the id in its path, which key it came with. */
interface Call {
  params: Form;
  id: string;
  access: 'secret' | 'publishable';
  requestId: string;
  idempotencyKey: string | null;
}

export class StripeStandIn implements StandIn {
  static readonly signPayload = signPayload;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  readonly failures = new Failures<StripeEndpoint>();
  /** Every /v1 request received, in order. */
  readonly requests: StripeRequest[] = [];
  /** Every event made, in order (delivered or not). */
  readonly events: StripeEvent[] = [];
  /** Every webhook POST, in order. */
  readonly deliveries: WebhookDelivery[] = [];
  readonly customers = new Map<string, Json>();
  readonly setupIntents = new Map<string, SetupIntent>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly refunds = new Map<string, Refund>();
  private readonly cards = new Map<string, CardBehaviour>(); // by payment method id
  private readonly failingCharges: CardErrorReason[] = [];
  /** Charges left to answer `processing` (processNextCharges). */
  private processingCharges = 0;
  private readonly idempotency = new Map<string, { fingerprint: string; answer: Answer }>();
  private holding: { received: StripeRequest[]; arrived: () => void; released: Promise<void> } | undefined;
  private webhookUrl: string | undefined;
  private delivering: Promise<unknown> = Promise.resolve();
  private server: HttpServer | undefined;

  constructor(options: StripeStandInOptions = {}) {
    this.secretKey = options.secretKey ?? 'sk_test_standin';
    this.publishableKey = options.publishableKey ?? 'pk_test_standin';
    this.webhookSecret = options.webhookSecret ?? 'whsec_standin';
    this.webhookUrl = options.webhookUrl;
  }

  /** Runs the stand-in on a server of its own (any other path: Stripe's 404); answers its address. */
  async start(): Promise<string> {
    const notFound: StandIn = { handle: (request, response) => answer(response, unrecognized(request, response)) };
    this.server ??= await startHttpServer(this, notFound);
    return this.server.base;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  /** `http://127.0.0.1:<port>`, once started. */
  get url(): string {
    if (!this.server) throw new Error('The Stripe stand-in is not started');
    return this.server.base;
  }

  /**
   * The confirm Stripe.js makes from a page: publishable key and client secret in the form, the card as typed (for
   * tests that stand in for the page). `extra` adds fields, e.g. `authenticate: 'approve'` after 3-D Secure.
   */
  async confirmAsStripeJs(clientSecret: string, number: string, extra: Record<string, string> = {}) {
    const id = clientSecret.split('_secret_')[0];
    const response = await fetch(`${this.url}/v1/setup_intents/${id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({
        key: this.publishableKey,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '34',
        'payment_method_data[card][cvc]': '123',
        'payment_method_data[billing_details][address][postal_code]': '10001',
        ...extra,
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The stand-in Stripe.js, for the storefront's script tag. */
  scriptUrl(base = this.url): string {
    return `${base}/v3/`;
  }

  setWebhookUrl(url: string | undefined): void {
    this.webhookUrl = url;
  }

  /**
   * The next `count` charges stay `processing` (as a bank debit does) until `settle` says what became of them, as
   * Stripe does, with the `payment_intent.succeeded` or `payment_intent.payment_failed` event.
   */
  processNextCharges(count = 1): void {
    this.processingCharges += count;
  }

  /** Settles a processing PaymentIntent: succeeded, or failed with this card error. */
  settle(intentId: string, outcome: 'succeeded' | CardErrorReason): PaymentIntent {
    const intent = this.paymentIntents.get(intentId);
    if (intent?.status !== 'processing') throw new Error(`no processing PaymentIntent ${intentId}`);
    const call: Call = { params: {}, id: intentId, access: 'secret', requestId: newId('req'), idempotencyKey: null };
    if (outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      this.emit('payment_intent.succeeded', intent, call);
    } else {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: cardError(outcome) });
      this.emit('payment_intent.payment_failed', intent, call);
    }
    return intent;
  }

  /** The next `count` charges fail with this card error, whatever the card. */
  failNextCharges(reason: CardErrorReason, count = 1): void {
    for (let i = 0; i < count; i += 1) this.failingCharges.push(reason);
  }

  /**
   * From now until `release()`, every PaymentIntent create (and its replays) is made — the card charged, the answer
   * saved for its idempotency key — but its answer is held back: the caller waits, as when Stripe charged and the
   * answer is still on its way (a process killed meanwhile never reads it). `arrived` resolves at the first one;
   * `received` lists the held requests.
   */
  holdPaymentIntents(): { arrived: Promise<StripeRequest>; received: StripeRequest[]; release: () => void } {
    let arrived!: () => void;
    let release!: () => void;
    const received: StripeRequest[] = [];
    const first = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.holding = { received, arrived, released };
    void released.then(() => {
      this.holding = undefined;
    });
    return { arrived: first.then(() => received[0] as StripeRequest), received, release };
  }

  /** Later charges of this saved card fail with `reason` (undefined: they succeed). */
  setChargeOutcome(paymentMethodId: string, reason: CardErrorReason | undefined): void {
    this.cards.set(paymentMethodId, { ...this.cards.get(paymentMethodId), charge: reason });
  }

  /** Resolves once every webhook POST started so far has been answered (or has failed). */
  async webhooksDelivered(): Promise<void> {
    await this.delivering;
  }

  /** POSTs an event (again) to the webhook URL, signed with the endpoint secret unless forged. */
  deliver(event: StripeEvent, forgery: Forgery = {}, url = this.webhookUrl): Promise<WebhookDelivery> {
    if (!url) return Promise.reject(new Error('The Stripe stand-in has no webhook URL'));
    const delivery = this.delivering.then(() => this.post(event, url, forgery));
    this.delivering = delivery;
    return delivery;
  }

  handle(request: StandInRequest, response: http.ServerResponse): boolean {
    const path = request.url.pathname;
    if (path === '/v3' || path === '/v3/') {
      if (this.failures.apply('stripe-script', request, response, 'text')) return true;
      response
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        .end(STRIPE_JS.replace('__BASE__', request.base));
      return true;
    }
    if (!path.startsWith('/v1/')) return false;
    response.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    if (this.failures.apply('stripe-api', request, response)) return true;
    const body = { ...parseForm(request.url.search.slice(1)), ...parseForm(request.body) };
    const made: StripeRequest = { method: request.method, path, body, raw: request.body, headers: request.headers };
    this.requests.push(made);
    const result = this.route(request, response, body);
    const hold = request.method === 'POST' && path === '/v1/payment_intents' ? this.holding : undefined;
    if (!hold) return answer(response, result);
    hold.received.push(made);
    hold.arrived();
    void hold.released.then(() => {
      // The caller may be gone (killed, or timed out): then there is no one to answer.
      if (!response.destroyed && !response.writableEnded) answer(response, result);
    });
    return true;
  }

  /** The API: `METHOD /path` (`:id` is the object's) → the answer, and whether Stripe.js may call it with the
   * publishable key. */
  private readonly routes: Record<string, [(call: Call) => Answer, 'publishable'?]> = {
    'POST /v1/customers': [(call) => this.createCustomer(call)],
    'POST /v1/setup_intents': [(call) => this.createSetupIntent(call)],
    'GET /v1/setup_intents/:id': [(call) => this.read(this.setupIntents, 'setupintent', call), 'publishable'],
    'POST /v1/setup_intents/:id/confirm': [(call) => this.confirmSetup(call), 'publishable'],
    'GET /v1/payment_methods/:id': [(call) => this.read(this.paymentMethods, 'PaymentMethod', call)],
    'POST /v1/payment_intents': [(call) => this.createPaymentIntent(call)],
    'GET /v1/payment_intents/:id': [(call) => this.read(this.paymentIntents, 'payment_intent', call)],
    'POST /v1/refunds': [(call) => this.createRefund(call)],
  };

  private route(request: StandInRequest, response: http.ServerResponse, params: Form): Answer {
    const path = request.url.pathname;
    for (const [route, [run, keys]] of Object.entries(this.routes)) {
      const match = new RegExp(`^${route.replace(':id', '([^/]+)')}$`).exec(`${request.method} ${path}`);
      if (!match) continue;
      const key = apiKey(request, params);
      const access = key === this.secretKey ? 'secret' : key === this.publishableKey ? 'publishable' : undefined;
      if (!access) return failure(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
      if (access === 'publishable' && !keys) {
        return failure(401, { type: 'invalid_request_error', message: PUBLISHABLE_KEY });
      }
      const id = match[1] ?? '';
      const secret = this.setupIntents.get(id)?.client_secret;
      if (access === 'publishable' && secret && text(params.client_secret) !== secret) {
        const message = 'The client_secret provided does not match the client_secret associated with the SetupIntent.';
        return invalid(message, { param: 'client_secret' });
      }
      const idempotencyKey = (request.method === 'POST' && header(request, 'idempotency-key')) || null;
      const call: Call = { params, id, access, requestId: newId('req'), idempotencyKey };
      if (!idempotencyKey) return run(call);
      const fingerprint = `${path}?${[...new URLSearchParams(request.body)].map(String).sort().join('&')}`;
      return this.idempotent(idempotencyKey, fingerprint, () => run(call));
    }
    return unrecognized(request, response);
  }

  /** Stripe's idempotency: the same key and parameters replay the saved answer; other parameters are refused. */
  private idempotent(key: string, fingerprint: string, run: () => Answer): Answer {
    const saved = this.idempotency.get(key);
    if (saved && saved.fingerprint !== fingerprint) {
      return failure(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (saved) return { ...saved.answer, headers: { 'idempotency-key': key, 'idempotent-replayed': 'true' } };
    const result = run();
    // As Stripe: the answers of requests that ran are saved (successes and card errors), refused ones are not.
    if (result.status === 200 || result.status === 402) this.idempotency.set(key, { fingerprint, answer: result });
    return { ...result, headers: { 'idempotency-key': key } };
  }

  private read<T extends Json>(store: Map<string, T>, name: string, call: Call): Answer {
    const found = store.get(call.id);
    return found ? this.show(found, call) : missing(name, call.id, 'id');
  }

  /** A copy of the object, with the fields `expand[]` names replaced by the objects they refer to. */
  private show(object: Json, { params }: Call): Answer {
    const copy = structuredClone(object);
    for (const field of list(params.expand)) {
      const id = copy[field];
      const found = typeof id === 'string' ? this.find(id) : undefined;
      if (found) copy[field] = structuredClone(found);
    }
    return ok(copy);
  }

  private find(id: string): Json | undefined {
    const stores: Map<string, Json>[] = [this.customers, this.setupIntents, this.paymentMethods, this.paymentIntents];
    return stores.find((store) => store.has(id))?.get(id);
  }

  private createCustomer(call: Call): Answer {
    const { params } = call;
    const customer = {
      ...this.common('cus', 'customer', params),
      email: text(params.email) ?? null,
      name: text(params.name) ?? null,
      description: text(params.description) ?? null,
      invoice_settings: { default_payment_method: null },
    };
    this.customers.set(customer.id, customer);
    return this.show(customer, call);
  }

  private createSetupIntent(call: Call): Answer {
    const { params } = call;
    const customer = text(params.customer) ?? null;
    if (customer && !this.customers.has(customer)) return missing('customer', customer, 'customer');
    const common = this.common('seti', 'setup_intent', params);
    const intent: SetupIntent = {
      ...common,
      client_secret: secretFor(common.id),
      status: 'requires_payment_method',
      customer,
      description: text(params.description) ?? null,
      usage: text(params.usage) ?? 'off_session',
      payment_method: null,
      ...methodTypes(params),
      automatic_payment_methods: form(params.automatic_payment_methods).enabled === 'true' ? { enabled: true } : null,
      last_setup_error: null,
      next_action: null,
      cancellation_reason: null,
    };
    this.setupIntents.set(intent.id, intent);
    return this.show(intent, call);
  }

  private confirmSetup(call: Call): Answer {
    const { params } = call;
    const intent = this.setupIntents.get(call.id);
    if (!intent) return missing('setupintent', call.id, 'intent');
    if (intent.status === 'succeeded') {
      const message =
        'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.';
      return invalid(message, { code: 'setup_intent_unexpected_state', setup_intent: structuredClone(intent) });
    }
    if (intent.status === 'requires_action') return this.authenticate(intent, call);
    const data = form(params.payment_method_data);
    const made = Object.keys(data).length
      ? this.createCard(data)
      : { method: this.paymentMethods.get(text(params.payment_method) ?? '') };
    if ('error' in made) return this.setupFailed(intent, made.error, call);
    const { method } = made;
    if (!method) {
      const message = "You cannot confirm this SetupIntent because it's missing a payment method.";
      return invalid(message, { code: 'setup_intent_unexpected_state', param: 'payment_method' });
    }
    const outcome = this.cards.get(method.id)?.setup;
    if (outcome === 'requires_action') {
      Object.assign(intent, { status: 'requires_action', payment_method: method.id, next_action: SDK_ACTION });
      return this.show(intent, call);
    }
    const error = outcome && { ...cardError(outcome), payment_method: structuredClone(method) };
    if (error) return this.setupFailed(intent, error, call);
    return this.setupSucceeded(intent, method, call);
  }

  /** The customer's answer to 3D Secure (Stripe.js's dialog): `authenticate=approve` or `fail`; none: still waiting. */
  private authenticate(intent: SetupIntent, call: Call): Answer {
    const verdict = text(call.params.authenticate);
    const method = this.paymentMethods.get(intent.payment_method ?? '');
    if (verdict === 'approve' && method) return this.setupSucceeded(intent, method, call);
    if (verdict !== 'fail') return this.show(intent, call);
    const message =
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    const code = 'setup_intent_authentication_failure';
    const error = { type: 'invalid_request_error', code, message, payment_method: structuredClone(method ?? null) };
    this.setupFailed(intent, error, call);
    return this.show(intent, call); // as Stripe.js sees it: the intent, with last_setup_error
  }

  private setupSucceeded(intent: SetupIntent, method: PaymentMethod, call: Call): Answer {
    Object.assign(intent, { status: 'succeeded', payment_method: method.id });
    Object.assign(intent, { last_setup_error: null, next_action: null });
    method.customer = intent.customer;
    this.emit('setup_intent.succeeded', intent, call);
    return this.show(intent, call);
  }

  /** As Stripe: the intent asks for another payment method and keeps the error; card errors answer 402. */
  private setupFailed(intent: SetupIntent, error: StripeError, call: Call): Answer {
    Object.assign(intent, { status: 'requires_payment_method', payment_method: null, next_action: null });
    intent.last_setup_error = error;
    this.emit('setup_intent.setup_failed', intent, call);
    return failure(error.type === 'card_error' ? 402 : 400, { ...error, setup_intent: structuredClone(intent) });
  }

  /** A card PaymentMethod from `payment_method_data`, or the card error Stripe answers for what was sent. */
  private createCard(data: Form): { method: PaymentMethod } | { error: StripeError } {
    if (text(data.type) !== 'card') return { error: { type: 'invalid_request_error', message: 'Only cards here.' } };
    const card = form(data.card);
    const number = (text(card.number) ?? '').replace(/[\s-]/g, '');
    const year = Number(text(card.exp_year));
    const expiry = { exp_month: Number(text(card.exp_month)), exp_year: year < 100 ? 2000 + year : year };
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { error: cardError('incorrect_number') };
    const billing = form(data.billing_details);
    const address = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };
    const method = {
      ...this.common('pm', 'payment_method', {}),
      type: 'card',
      customer: null,
      billing_details: {
        address: { ...address, ...strings(billing.address) },
        email: text(billing.email) ?? null,
        name: text(billing.name) ?? null,
        phone: text(billing.phone) ?? null,
      },
      card: { brand: brandOf(number), last4: number.slice(-4), ...expiry, funding: 'credit' },
    };
    this.paymentMethods.set(method.id, method);
    this.cards.set(method.id, TEST_CARDS[number] ?? {});
    return { method };
  }

  private createPaymentIntent(call: Call): Answer {
    const { params } = call;
    const amount = Number(text(params.amount));
    const currency = text(params.currency);
    const customer = text(params.customer) ?? null;
    const methodId = text(params.payment_method) ?? null;
    const method = this.paymentMethods.get(methodId ?? '');
    const absent = ['amount', 'currency'].find((param) => !text(params[param]));
    if (absent) return invalid(`Missing required param: ${absent}.`, { code: 'parameter_missing', param: absent });
    if (!Number.isInteger(amount)) return invalid(`Invalid integer: ${text(params.amount)}`, { param: 'amount' });
    if (customer && !this.customers.has(customer)) return missing('customer', customer, 'customer');
    if (methodId && !method) return missing('PaymentMethod', methodId, 'payment_method');
    if (method && method.customer !== customer) {
      const message = `The PaymentMethod ${methodId} does not belong to the Customer ${customer}.`;
      return invalid(message, { param: 'payment_method' });
    }
    const common = this.common('pi', 'payment_intent', params);
    const intent: PaymentIntent = {
      ...common,
      client_secret: secretFor(common.id),
      status: method ? 'requires_confirmation' : 'requires_payment_method',
      amount,
      amount_received: 0,
      currency: currency?.toLowerCase(),
      customer,
      description: text(params.description) ?? null,
      payment_method: methodId,
      ...methodTypes(params),
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
    };
    this.paymentIntents.set(intent.id, intent);
    if (text(params.confirm) !== 'true') return this.show(intent, call);
    if (!method) {
      const message = "You cannot confirm this PaymentIntent because it's missing a payment method.";
      return invalid(message, { code: 'payment_intent_unexpected_state', payment_intent: structuredClone(intent) });
    }
    return this.charge(intent, method, call);
  }

  /** Confirms the intent: a charge that succeeds, or fails as the card (or `failNextCharges`) says. */
  private charge(intent: PaymentIntent, method: PaymentMethod, call: Call): Answer {
    const reason = this.failingCharges.shift() ?? this.cards.get(method.id)?.charge;
    intent.latest_charge = newId('ch');
    if (!reason && this.processingCharges > 0) {
      this.processingCharges -= 1;
      Object.assign(intent, { status: 'processing' });
      this.emit('payment_intent.processing', intent, call);
      return this.show(intent, call);
    }
    if (!reason) {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      this.emit('payment_intent.succeeded', intent, call);
      return this.show(intent, call);
    }
    const error = { ...cardError(reason), charge: intent.latest_charge, payment_method: structuredClone(method) };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    this.emit('payment_intent.payment_failed', intent, call);
    return failure(402, { ...error, payment_intent: structuredClone(intent) });
  }

  /** A refund of a succeeded PaymentIntent: `amount` (all that is left when absent) at most what is unrefunded. */
  private createRefund(call: Call): Answer {
    const { params } = call;
    const intentId = text(params.payment_intent) ?? text(params.charge);
    if (!intentId)
      return invalid('One of the following params should be provided for this request: payment_intent or charge.');
    const intent = this.paymentIntents.get(intentId);
    if (!intent) return missing('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded') {
      const message = `This PaymentIntent (${intentId}) does not have a successful charge to refund.`;
      return invalid(message, { code: 'charge_not_refundable', param: 'payment_intent' });
    }
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount - refunded;
    if (left <= 0) {
      const message = `Charge ${intent.latest_charge} has already been refunded.`;
      return invalid(message, { code: 'charge_already_refunded' });
    }
    const given = text(params.amount);
    const amount = given === undefined ? left : Number(given);
    if (!Number.isInteger(amount) || amount <= 0) return invalid(`Invalid integer: ${given}`, { param: 'amount' });
    if (amount > left) {
      const message = `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`;
      return invalid(message, { param: 'amount' });
    }
    const refund: Refund = {
      ...this.common('re', 'refund', params),
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intentId,
      reason: text(params.reason) ?? null,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    this.emit('refund.created', refund, call);
    return this.show(refund, call);
  }

  /** The fields every stored object has. */
  private common(prefix: string, object: string, params: Form) {
    return { id: newId(prefix), object, created: nowSeconds(), livemode: false, metadata: strings(params.metadata) };
  }

  private emit(type: string, object: Json, call: Call): void {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: nowSeconds(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: this.webhookUrl ? 1 : 0,
      request: { id: call.requestId, idempotency_key: call.idempotencyKey },
    };
    this.events.push(event);
    if (this.webhookUrl) void this.deliver(event);
  }

  /** One webhook POST (Stripe sends events pretty-printed); failures are recorded, never thrown. */
  private async post(event: StripeEvent, url: string, forgery: Forgery): Promise<WebhookDelivery> {
    const payload = JSON.stringify(event, null, 2);
    const { secret = this.webhookSecret, timestamp, signature = signPayload(payload, secret, timestamp) } = forgery;
    const delivery: WebhookDelivery = { event, url, payload, signature };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = response.status;
      delivery.response = await response.text();
    } catch (error) {
      delivery.error = String(error);
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}

// The browser side: Stripe.js v3 with the Payment Element as plain labelled inputs (no iframe), confirmSetup with
// Stripe.js's validation errors and a 3D Secure dialog, retrieveSetupIntent. It calls the stand-in at the origin it
// was loaded from (`__BASE__` when that is unknown). Confirming behaves as `redirect: 'if_required'` (cards never
// redirect).
const STRIPE_JS = `(function () {
  var script = document.currentScript, counter = 0;
  var base = script && script.src ? new URL(script.src).origin : '__BASE__';
  var FIELDS = [ // name, label, placeholder, autocomplete
    ['number', 'Card number', '1234 1234 1234 1234', 'cc-number'], ['expiry', 'Expiration date', 'MM / YY', 'cc-exp'],
    ['cvc', 'Security code', 'CVC', 'cc-csc'], ['postalCode', 'ZIP code', '12345', 'postal-code']
  ];
  var MESSAGES = { // Stripe.js's validation errors
    incomplete_number: 'Your card number is incomplete.', invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration date is invalid.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.", incomplete_zip: 'Your ZIP is incomplete.'
  };
  function digits(value) { return String(value || '').replace(/\\D/g, ''); }
  function luhn(number) {
    var sum = 0;
    number.split('').reverse().forEach(function (c, i) { var d = c * (i % 2 ? 2 : 1); sum += d > 9 ? d - 9 : d; });
    return sum % 10 === 0;
  }
  function format(name, value) {
    var d = digits(value);
    if (name === 'number') return d.slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (name === 'expiry') return d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2, 4) : d;
    return d.slice(0, name === 'cvc' ? 4 : 5);
  }
  // Each field's Stripe.js validation error code, if it has one.
  function problems(v) {
    var found = {}, number = digits(v.number), expiry = digits(v.expiry), amex = /^3[47]/.test(number), now = new Date();
    var month = Number(expiry.slice(0, 2)), year = 2000 + Number(expiry.slice(2));
    if (number.length < (amex ? 15 : 16)) found.number = 'incomplete_number';
    else if (!luhn(number)) found.number = 'invalid_number';
    if (expiry.length < 4) found.expiry = 'incomplete_expiry';
    else if (month < 1 || month > 12) found.expiry = 'invalid_expiry_month';
    else if (year < now.getFullYear()) found.expiry = 'invalid_expiry_year_past';
    else if (year === now.getFullYear() && month <= now.getMonth()) found.expiry = 'invalid_expiry_month_past';
    if (digits(v.cvc).length < (amex ? 4 : 3)) found.cvc = 'incomplete_cvc';
    if (digits(v.postalCode).length < 5) found.postalCode = 'incomplete_zip';
    return found;
  }

  function createPaymentElement() {
    var id = 'stripe-stand-in-' + ++counter, handlers = {}, root = null, inputs = {}, shown = {};
    function emit(event, payload) { (handlers[event] || []).slice().forEach(function (h) { h(payload); }); }
    function values() {
      var v = {};
      FIELDS.forEach(function (f) { v[f[0]] = inputs[f[0]] ? inputs[f[0]].value : ''; });
      return v;
    }
    // Marks the fields left or submitted with a problem (aria-invalid). The message is the page's to show, from the
    // confirmSetup error: Stripe's own lives in its iframe, out of the page (and out of the page's alerts).
    function markInvalid() {
      var found = problems(values());
      FIELDS.forEach(function (f) { inputs[f[0]].setAttribute('aria-invalid', String(!!(shown[f[0]] && found[f[0]]))); });
      return found;
    }
    function render() {
      root = document.createElement('div');
      root.setAttribute('data-stand-in', 'stripe-payment-element');
      root.style.cssText = 'display:grid;grid-template-columns:1fr 1fr;gap:12px';
      root.innerHTML = FIELDS.map(function (f) {
        var span = f[0] === 'expiry' || f[0] === 'cvc' ? '' : 'grid-column:1 / -1;';
        return '<div style="display:flex;flex-direction:column;gap:4px;' + span + '"><label for="' + id + '-' + f[0] + '">' +
          f[1] + '</label><input id="' + id + '-' + f[0] + '" name="' + f[0] + '" type="text" inputmode="numeric" ' +
          'placeholder="' + f[2] + '" autocomplete="' + f[3] + '" style="padding:10px;font:inherit"></div>';
      }).join('');
      FIELDS.forEach(function (f) {
        var input = (inputs[f[0]] = root.querySelector('#' + id + '-' + f[0]));
        input.addEventListener('input', function () {
          input.value = format(f[0], input.value);
          markInvalid();
          var v = values(), empty = FIELDS.every(function (g) { return !v[g[0]]; });
          var complete = Object.keys(problems(v)).length === 0;
          emit('change', { elementType: 'payment', empty: empty, complete: complete, collapsed: false, value: { type: 'card' } });
        });
        input.addEventListener('blur', function () { if (input.value) { shown[f[0]] = true; markInvalid(); } });
      });
    }
    var element = {
      mount: function (target) {
        var parent = typeof target === 'string' ? document.querySelector(target) : target;
        if (!parent) throw new Error('IntegrationError: the selector ' + target + ' matches no element.');
        if (!root) render();
        parent.append(root);
        setTimeout(function () { emit('ready', { elementType: 'payment' }); }, 0);
      },
      unmount: function () { if (root) root.remove(); },
      destroy: function () { element.unmount(); root = null; inputs = {}; shown = {}; handlers = {}; },
      on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
      focus: function () { if (inputs.number) inputs.number.focus(); },
      // The card as entered, or the first validation error (all shown, the first field focused).
      _card: function () {
        if (!root) return { error: { type: 'validation_error', code: 'incomplete', message: 'Not mounted.' } };
        FIELDS.forEach(function (f) { shown[f[0]] = true; });
        var found = markInvalid(), first = FIELDS.filter(function (f) { return found[f[0]]; })[0];
        if (!first) return { values: values() };
        inputs[first[0]].focus();
        return { error: { type: 'validation_error', code: found[first[0]], message: MESSAGES[found[first[0]]] } };
      }
    };
    return element;
  }

  // A call to the stand-in's API as a form (a simple request: no preflight); a network failure is Stripe.js's error.
  function request(path, fields, post) {
    var body = new URLSearchParams(fields);
    return fetch(base + path + (post ? '' : '?' + body), post ? { method: 'POST', body: body } : {})
      .then(function (response) { return response.json(); })
      .catch(function () { return { error: { type: 'api_connection_error', message: 'Could not connect to Stripe.' } }; });
  }
  // Nested params as bracketed form fields: {a: {b: 1}} becomes a[b]=1.
  function flatten(prefix, value, into) {
    if (value === null || value === undefined) return into;
    if (typeof value !== 'object') into[prefix] = String(value);
    else Object.keys(value).forEach(function (k) { flatten(prefix + '[' + k + ']', value[k], into); });
    return into;
  }
  function result(intent) {
    if (intent.error) return { error: intent.error };
    if (intent.status !== 'requires_payment_method' || !intent.last_setup_error) return { setupIntent: intent };
    return { error: Object.assign({}, intent.last_setup_error, { setup_intent: intent }) };
  }
  // The bank's 3D Secure check as a modal dialog; resolves 'approve' or 'fail' (Escape fails).
  function authenticate() {
    return new Promise(function (resolve) {
      var previous = document.activeElement, backdrop = document.createElement('div');
      backdrop.setAttribute('data-stand-in', 'stripe-3ds');
      backdrop.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:grid;place-items:center;z-index:2147483647';
      backdrop.innerHTML = '<div role="dialog" aria-modal="true" aria-labelledby="stripe-stand-in-3ds" ' +
        'style="background:#fff;color:#1a1a1a;padding:24px;border-radius:8px;max-width:360px">' +
        '<h2 id="stripe-stand-in-3ds">Confirm this payment</h2><p>Your bank asks you to confirm that this card is ' +
        'yours (a 3D Secure test page).</p><button type="button" value="approve">Complete authentication</button> ' +
        '<button type="button" value="fail">Fail authentication</button></div>';
      var buttons = backdrop.querySelectorAll('button');
      function onKey(event) {
        if (event.key === 'Escape') close('fail');
        if (event.key !== 'Tab') return;
        event.preventDefault(); // focus stays in the dialog
        buttons[document.activeElement === buttons[0] ? 1 : 0].focus();
      }
      function close(verdict) {
        document.removeEventListener('keydown', onKey, true);
        backdrop.remove();
        if (previous && previous.focus) previous.focus();
        resolve(verdict);
      }
      buttons.forEach(function (button) { button.addEventListener('click', function () { close(button.value); }); });
      document.addEventListener('keydown', onKey, true);
      document.body.append(backdrop);
      buttons[0].focus();
    });
  }

  window.Stripe = function Stripe(publishableKey, options) {
    if (!publishableKey || /^sk_/.test(publishableKey)) throw new Error('IntegrationError: Stripe() needs your publishable key.');
    function path(clientSecret) { return '/v1/setup_intents/' + String(clientSecret).split('_secret_')[0]; }
    function confirm(clientSecret, fields) {
      var auth = { key: publishableKey, client_secret: clientSecret };
      return request(path(clientSecret) + '/confirm', Object.assign({}, auth, fields), true).then(function (intent) {
        if (intent.status !== 'requires_action') return result(intent);
        return authenticate().then(function (verdict) {
          return request(path(clientSecret) + '/confirm', Object.assign(auth, { authenticate: verdict }), true).then(result);
        });
      });
    }
    return {
      options: options || {},
      elements: function (elementsOptions) {
        var created = {};
        return {
          _clientSecret: (elementsOptions || {}).clientSecret,
          create: function (type) {
            if (type !== 'payment') throw new Error('IntegrationError: the stand-in has the payment element only.');
            return (created.payment = createPaymentElement());
          },
          getElement: function (type) { return created[type || 'payment'] || null; }
        };
      },
      confirmSetup: function (setup) {
        var params = setup.confirmParams || {}, elements = setup.elements;
        var clientSecret = setup.clientSecret || (elements && elements._clientSecret);
        var element = elements && elements.getElement('payment');
        if (!clientSecret || !element) return Promise.reject(new Error('IntegrationError: confirmSetup needs elements.'));
        var card = element._card();
        if (card.error) return Promise.resolve({ error: card.error });
        var expiry = digits(card.values.expiry);
        return confirm(clientSecret, Object.assign(flatten('payment_method_data', params.payment_method_data, {}), {
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': digits(card.values.number),
          'payment_method_data[card][exp_month]': expiry.slice(0, 2),
          'payment_method_data[card][exp_year]': '20' + expiry.slice(2),
          'payment_method_data[card][cvc]': digits(card.values.cvc),
          'payment_method_data[billing_details][address][postal_code]': card.values.postalCode
        }));
      },
      retrieveSetupIntent: function (clientSecret) {
        return request(path(clientSecret), { key: publishableKey, client_secret: clientSecret }).then(function (intent) {
          return intent.error ? { error: intent.error } : { setupIntent: intent };
        });
      }
    };
  };
})();`;
