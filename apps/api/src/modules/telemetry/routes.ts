// Our own collectors for the vendors' browser SDKs (issue 6, docs/decisions/038-telemetry-collectors.md):
//   GET  /api/collect/segment/v1/projects/:writeKey/settings   the analytics SDK's settings
//   POST /api/collect/segment/v1/b (batch) and /v1/t, /i, /p, /s, /g, /a (single events)
//   POST /api/collect/logs?ddforward=...                        the log SDK's proxy target
//   GET  /api/collect/operator/events | logs                    operator reads (operator-read-routes.ts)
// They sit under /api/collect/, which needs no client key (the write key and client token identify the
// sender). Cross-origin rules stay those of the security plugin: the storefront's origins (CORS_ORIGINS) may
// post and preflight; any other origin's POST is refused.
import type { SegmentEventType } from '@larder/contracts/schemas/telemetry';
import { LOG_COLLECTOR_PATH, SEGMENT_COLLECTOR_PATH } from '@larder/contracts/values/telemetry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { publicApiOrigin } from '../../lib/public-url';
import { RateLimiter } from '../rate-limits/service';
import { DatadogForwarder } from './datadog-forwarder';
import { operatorReadRoutes } from './operator-read-routes';
import { SegmentErrorCode, SINGLE_EVENT_PATHS } from './segment-events';
import { segmentSettings } from './segment-settings';
import { TelemetryService } from './service';

const OK_BODY = z.object({ success: z.literal(true) });

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  const db = app.database.db;
  const forwarder = config.DATADOG_API_KEY
    ? new DatadogForwarder(db, config, app.clock, app.log.child({ module: 'datadog-forwarder' }))
    : undefined;
  const service = new TelemetryService(db, config, app.clock, () => forwarder?.kick());
  const limiter = new RateLimiter(db, app.clock, config.TELEMETRY_RATE_LIMIT_WINDOW_SECONDS);
  const rateLimit = (request: FastifyRequest, reply: FastifyReply) =>
    limiter.enforce(reply, [
      { key: `collect:ip:${request.ip}`, limit: config.TELEMETRY_RATE_LIMIT_PER_IP },
      { key: 'collect:all', limit: config.TELEMETRY_GLOBAL_RATE_LIMIT },
    ]);

  if (forwarder) {
    forwarder.start();
    app.addHook('onClose', () => forwarder.stop());
  }

  // Bodies are read as bytes whatever their type: the SDKs send JSON as text/plain, and beacons may send
  // anything. The routes' bodyLimit answers 413 before a byte is parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get(
    `${SEGMENT_COLLECTOR_PATH}/v1/projects/:writeKey/settings`,
    {
      schema: {
        tags: ['telemetry'],
        summary: 'Settings of the analytics SDK for a write key',
        params: z.object({ writeKey: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      if (!service.isKnownWriteKey(request.params.writeKey)) {
        throw new HttpError(401, SegmentErrorCode.UnknownWriteKey, 'Unknown write key.');
      }
      const base = new URL(SEGMENT_COLLECTOR_PATH, publicApiOrigin(config));
      reply.header('cache-control', 'public, max-age=300');
      return segmentSettings(request.params.writeKey, base);
    },
  );

  const collectEvents = async (request: FastifyRequest, reply: FastifyReply, singleType?: SegmentEventType) => {
    await rateLimit(request, reply);
    await service.collectEvents(request.body as Buffer | undefined, {
      authorization: request.headers.authorization,
      singleType,
    });
    return { success: true as const };
  };
  const eventSchema = { tags: ['telemetry'], response: { 200: OK_BODY } };

  for (const path of ['b', 'batch']) {
    app.post(
      `${SEGMENT_COLLECTOR_PATH}/v1/${path}`,
      {
        bodyLimit: config.ANALYTICS_MAX_BATCH_BYTES,
        schema: { ...eventSchema, summary: 'A batch of analytics events' },
      },
      (request, reply) => collectEvents(request, reply),
    );
  }
  for (const [path, type] of Object.entries(SINGLE_EVENT_PATHS)) {
    app.post(
      `${SEGMENT_COLLECTOR_PATH}/v1/${path}`,
      {
        bodyLimit: config.ANALYTICS_MAX_EVENT_BYTES + 1024,
        schema: { ...eventSchema, summary: `One ${type} event`, hide: path.length === 1 },
      },
      (request, reply) => collectEvents(request, reply, type),
    );
  }

  app.post(
    LOG_COLLECTOR_PATH,
    {
      bodyLimit: config.LOG_MAX_BATCH_BYTES,
      schema: {
        tags: ['telemetry'],
        summary: 'Browser logs (newline-delimited JSON) from the log SDK',
        querystring: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      await rateLimit(request, reply);
      await service.collectLogs(request.body as Buffer | undefined, request.query);
      return reply.code(202).send({});
    },
  );

  const operatorToken = config.TELEMETRY_OPERATOR_TOKEN;
  if (operatorToken !== undefined) await app.register(operatorReadRoutes(operatorToken));
};
