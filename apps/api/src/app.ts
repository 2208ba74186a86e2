// Builds the API as a Fastify plugin; server.ts starts it and the tests register it on an in-process instance.
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import { mergeSources } from '@larder/contracts/values/provider-sources';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CommerceServices } from './commerce';
import type { Config } from './config';
import type { Database } from './db/database';
import { JobQueue } from './jobs/queue';
import { type Clock, systemClock } from './lib/clock';
import { registerErrorHandling } from './lib/errors';
import { errorWithoutQueryValues } from './lib/log-errors';
import { AccountServices } from './modules/accounts/account-services';
import { emailPreferencesRoutes } from './modules/accounts/email-preferences-routes';
import { PasswordHasher } from './modules/accounts/password-hashing';
import { recoveryRoutes } from './modules/accounts/recovery-routes';
import { accountsRoutes } from './modules/accounts/routes';
import sessionsPlugin from './modules/accounts/session-plugin';
import { settingsRoutes } from './modules/accounts/settings-routes';
import operatorGuard from './modules/audit/operator-guard';
import { picturesRoutes } from './modules/catalogue/pictures';
import { catalogueRoutes } from './modules/catalogue/routes';
import { cardRoutes } from './modules/checkout/card-routes';
import { placementRoutes } from './modules/checkout/placement-routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { clientKeysPlugin } from './modules/client-keys/plugin';
import { dynamicConfigsRoutes } from './modules/configs/routes';
import { creditRoutes } from './modules/credits/routes';
import { deliveryRoutes } from './modules/deliveries/routes';
import { defineEmailJobs } from './modules/email/jobs';
import { Outbox } from './modules/email/outbox';
import { createMailTransport } from './modules/email/transport';
import { experimentRoutes } from './modules/experiments/routes';
import { pagePayload, VisitorService } from './modules/experiments/visitor-service';
import { giftCardRoutes } from './modules/gift-cards/routes';
import { healthRoutes } from './modules/health/routes';
import { LearningJob } from './modules/learning/recompute';
import { learningRoutes } from './modules/learning/routes';
import { orderConsoleRoutes } from './modules/operators/order-routes';
import { operatorRoutes } from './modules/operators/routes';
import { storeRoutes } from './modules/operators/store-routes';
import { feedbackRoutes } from './modules/orders/feedback-routes';
import { orderHistory } from './modules/orders/order-reads';
import { orderRoutes } from './modules/orders/routes';
import { stripeWebhookRoutes } from './modules/payments/webhook-routes';
import { PlanCatalogue } from './modules/plan/catalogue-cache';
import { planRoutes } from './modules/plan/routes';
import { PlanService } from './modules/plan/service';
import { preferencesRoutes } from './modules/preferences/routes';
import { promoRoutes } from './modules/promos/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { referralAdminRoutes } from './modules/referrals/admin-routes';
import { referralRoutes } from './modules/referrals/routes';
import { ReferralService } from './modules/referrals/service';
import { rewardsRoutes } from './modules/rewards/routes';
import { cspReportRoutes } from './modules/security/csp-reports';
import { crossOriginPlugin } from './modules/security/plugin';
import { ssoRoutes } from './modules/sso/routes';
import { stockRoutes } from './modules/stock/routes';
import { weekMenuRoutes } from './modules/subscriptions/menu-routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { saladShooterRoutes } from './modules/subscriptions/salad-shooter-routes';
import { taxonomyRoutes } from './modules/taxonomy/routes';
import { telemetryRoutes } from './modules/telemetry/routes';
import { testClockRoutes } from './modules/test-clock/routes';
import { currentCataloguePath } from './web/catalogue-redirects';
import { limitedTimePages } from './web/limited-time-pages';
import { publicSettingsOf, settingsSources, withPublicSettings } from './web/public-settings';
import { renderPages } from './web/render-pages';
import { pagePolicies, readBuildPolicy, scriptPolicies, securityHeaders, stripeSources } from './web/security-headers';
import { CONSOLE_PAGE, finishedPages, isConsoleAddress, notFoundPageFor, serveWeb } from './web/serve-web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** "Now" for every service; tests replace `now` to move time (lib/clock.ts). */
    clock: Clock;
    /** Password hashes at the cost the settings name (PASSWORD_HASH_MEMORY_KIB). */
    passwords: PasswordHasher;
    /** The job queue (pg-boss); modules define their queues before the app is ready, when workers start. */
    jobs: JobQueue;
    /** Emails written with the change that causes them (modules/email/outbox.ts). */
    outbox: Outbox;
    /** Recovery, verification and settings, over one set of account tokens. */
    accounts: AccountServices;
    /** The weekly plan, over one catalogue cache. */
    plans: PlanService;
    /** The learned item similarities: the nightly job and the console's run now. */
    learning: LearningJob;
    /** Payment provider, delivery zones, checkout, cards and orders. */
    commerce: CommerceServices;
    /** Referral codes, the friend's referral at sign-up, the customer's link and counts (issue 41). */
    referrals: ReferralService;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Answers smaller than this are sent uncompressed. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** How long one plugin may take to start (Fastify's default is 10 s). */
export const PLUGIN_TIMEOUT_MS = 120_000;

/** Options of the Fastify instance itself (logger, router, limits), shared by server.ts and the tests. */
export function serverOptions(config: Config): FastifyServerOptions {
  const trustProxy = config.TRUST_PROXY;
  return {
    // Errors are logged without the values of a failed query (lib/log-errors.ts).
    logger: { level: config.LOG_LEVEL, serializers: { err: errorWithoutQueryValues } },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // Clients get our request id back, so a support request can be matched with the logs.
    requestIdHeader: false,
    // A plugin may take this long to start: importing the storefront's server build (web/render-pages.ts) took over
    // Fastify's default ten seconds on a two-core machine under load, and the process then exited unhealthy.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // Whether X-Forwarded-For/-Proto/-Host are believed (request.ip, request.protocol, request.host).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  };
}

async function app(fastify: FastifyInstance, { config, database }: AppOptions): Promise<void> {
  fastify.decorate('config', config);
  fastify.decorate('database', database);
  fastify.decorate('clock', systemClock());
  fastify.decorate('passwords', new PasswordHasher(config.PASSWORD_HASH_MEMORY_KIB));
  const jobs = new JobQueue(
    database,
    { pollIntervalSeconds: config.JOBS_POLL_INTERVAL_SECONDS, cron: config.JOBS_CRON },
    (error) => fastify.log.error({ err: error }, 'job queue error'),
  );
  const mailTransport = createMailTransport(config, () => fastify.clock.now());
  fastify.decorate('jobs', jobs);
  fastify.decorate('outbox', new Outbox(jobs, fastify.clock));
  defineEmailJobs(jobs, {
    db: database.db,
    clock: fastify.clock,
    transport: mailTransport,
    config,
    log: fastify.log,
  });
  fastify.decorate(
    'accounts',
    new AccountServices({
      db: database.db,
      clock: fastify.clock,
      outbox: fastify.outbox,
      jobs,
      passwords: fastify.passwords,
    }),
  );
  const plans = new PlanService(
    database.db,
    fastify.clock,
    new PlanCatalogue(database.db, fastify.clock),
    orderHistory,
  );
  fastify.decorate('plans', plans);
  const learning = new LearningJob(database.db, fastify.clock, orderHistory);
  learning.define(jobs);
  fastify.decorate('learning', learning);
  fastify.decorate(
    'commerce',
    new CommerceServices({
      config,
      db: database.db,
      clock: fastify.clock,
      outbox: fastify.outbox,
      plans,
      jobs,
      log: fastify.log,
    }),
  );
  fastify.decorate('referrals', new ReferralService(database.db, fastify.clock, config.PUBLIC_SITE_ORIGIN));
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(fastify);
  // While shutting down, responses to requests already in flight ask the client to close the connection, so
  // keep-alive sockets do not hold the process open until they time out.
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
    // A keep-alive socket whose request was already in flight got no such header: once its answer is sent it is
    // closed at once, instead of holding the close until the keep-alive timeout (Fastify's 72 s, past
    // SHUTDOWN_TIMEOUT_MS, which would end the process before the database closed).
    fastify.server.keepAliveTimeout = 1;
  });
  // Set as the request arrives, in a callback hook: an async onSend hook on every answer cost each request its own
  // turn of promises (issue 29). Error answers keep the headers set before them.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done();
  });

  // The public run-time settings every page is served with (web/public-settings.ts). A page file is finished (the
  // settings put in, compressed as the client accepts) before the compression hook and the storefront's routes see
  // it, so the not-found handler's pages are finished too.
  const settings = publicSettingsOf(config);
  // Every storefront page carries the visitor's experiments (web/experiments-meta.ts); the console's document none.
  const experiments = pagePayload(new VisitorService(database.db, fastify.clock, config.PUBLIC_ANALYTICS_WRITE_KEY));
  const pages = finishedPages(
    (html) => withPublicSettings(html, settings),
    (file) =>
      path.relative(config.WEB_BUILD_DIR, file).split(path.sep)[0] === CONSOLE_PAGE.split('/')[0]
        ? undefined
        : experiments,
  );
  if (config.SERVE_WEB) fastify.addHook('onSend', pages.onSend);

  // Answers over 1 kB (catalogue pages, plan, quiz options, SVG pictures) are compressed as the client accepts;
  // small ones are not worth the work. The built storefront comes compressed already (web/serve-web.ts), and request
  // bodies are left to the routes that accept compressed ones (docs/decisions/070-page-speed.md).
  await fastify.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await fastify.register(securityHeaders);
  await fastify.register(formbody);
  await fastify.register(crossOriginPlugin);
  await fastify.register(clientKeysPlugin);
  await fastify.register(sessionsPlugin);
  await fastify.register(operatorGuard);
  await fastify.register(swagger, {
    openapi: { info: { title: `${config.BRAND_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  const api = fastify.withTypeProvider<ZodTypeProvider>();
  await api.register(healthRoutes);
  await api.register(accountsRoutes);
  await api.register(recoveryRoutes);
  await api.register(settingsRoutes);
  await api.register(emailPreferencesRoutes);
  await api.register(ssoRoutes);
  await api.register(dynamicConfigsRoutes);
  await api.register(promoRoutes);
  await api.register(preferencesRoutes);
  await api.register(telemetryRoutes);
  await api.register(cspReportRoutes);
  await api.register(taxonomyRoutes);
  await api.register(catalogueRoutes);
  await api.register(picturesRoutes);
  await api.register(planRoutes);
  await api.register(deliveryRoutes);
  await api.register(checkoutRoutes);
  await api.register(cardRoutes);
  await api.register(stripeWebhookRoutes);
  await api.register(subscriptionRoutes);
  await api.register(weekMenuRoutes);
  await api.register(saladShooterRoutes);
  await api.register(creditRoutes);
  await api.register(rewardsRoutes);
  await api.register(placementRoutes);
  await api.register(orderRoutes);
  await api.register(giftCardRoutes);
  await api.register(operatorRoutes);
  await api.register(storeRoutes);
  await api.register(orderConsoleRoutes);
  await api.register(stockRoutes);
  await api.register(ratingRoutes);
  await api.register(feedbackRoutes);
  await api.register(learningRoutes);
  await api.register(referralRoutes);
  await api.register(referralAdminRoutes);
  await api.register(experimentRoutes);
  if (config.TEST_CLOCK) await api.register(testClockRoutes);
  // The OpenAPI document describes every route: served only when API_DOCS says so (off by default in production).
  if (config.API_DOCS) api.get('/api/docs/', { schema: { hide: true } }, async () => fastify.swagger());

  if (config.SERVE_WEB) {
    const build = readBuildPolicy(config.WEB_BUILD_DIR);
    // Every page's policy allows Stripe's sources when it is the provider, and the run-time settings' providers.
    const extra = mergeSources([stripeSources(config), settingsSources(settings)]);
    const web = {
      root: config.WEB_BUILD_DIR,
      pagePolicy: build ? pagePolicies(build, extra) : () => undefined,
      pages,
    };
    await fastify.register(serveWeb, web);
    await fastify.register(limitedTimePages, web);
    await fastify.register(renderPages, {
      root: config.WEB_BUILD_DIR,
      policy: build ? scriptPolicies(build, extra) : () => undefined,
      api: fastify,
      db: database.db,
      siteOrigin: config.PUBLIC_SITE_ORIGIN,
      settings,
      experiments,
    });
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    const wantsPage = !request.url.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD');
    if (config.SERVE_WEB && wantsPage) {
      const { pathname } = new URL(request.url, 'http://x');
      // The console routes its pages in the browser: every /admin/… address gets its one document.
      if (isConsoleAddress(config.WEB_BUILD_DIR, pathname)) {
        return reply.code(200).header('cache-control', 'no-cache').sendFile(CONSOLE_PAGE);
      }
      const current = await currentCataloguePath(database.db, pathname);
      if (current) return reply.redirect(current, 301);
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .sendFile(notFoundPageFor(config.WEB_BUILD_DIR, pathname));
    }
    return reply.code(404).send({ detail: 'Not found.', code: 'not_found' });
  });

  // Workers start once every queue is defined; on close they finish the job in hand before the database closes.
  fastify.addHook('onReady', async () => {
    await jobs.start();
  });
  fastify.addHook('onClose', async () => {
    await jobs.stop();
    mailTransport.close();
    await database.close();
  });
}

export default fp(app, { name: 'larder-app', fastify: '5.x' });
