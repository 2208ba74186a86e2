// `/limited-time/<code>/` in the one-process mode: the prerendered offers page (the page reads the code from the
// URL; with or without the trailing slash), with status 200 for a code the server knows (live or not: the page explains) and 404 for an unknown one.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { PromoService } from '../modules/promos/service';
import { pageSecurityHeaders } from './security-headers';
import type { ServeWebOptions } from './serve-web';

export const LIMITED_TIME_PAGE = 'limited-time/index.html';
const PROMO_CODE_MAX_LENGTH = 64;

export const limitedTimePages: FastifyPluginAsync<ServeWebOptions> = async (app, { root, pagePolicy }) => {
  const security = pageSecurityHeaders(pagePolicy(LIMITED_TIME_PAGE));
  const promos = new PromoService(app.database.db, app.clock);
  app.get<{ Params: { code: string } }>('/limited-time/:code/', { schema: { hide: true } }, async (request, reply) => {
    const code = request.params.code.trim();
    const known = code.length > 0 && code.length <= PROMO_CODE_MAX_LENGTH && (await promos.isKnownCode(code));
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .headers(security)
      .type('text/html; charset=utf-8')
      .send(await fs.promises.readFile(path.join(root, LIMITED_TIME_PAGE)));
  });
};
