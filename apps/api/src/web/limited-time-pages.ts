// `/limited-time/<code>/` in the one-process mode: the prerendered offers page (the page reads the code from the
// URL), with status 200 for a public offer live now and 404 for any other code, private, disabled, expired or unknown
// alike (issue 29). Asking counts toward the promo questions' limit (modules/promos/promo-limits.ts): 429 above it.
import fs from 'node:fs';
import path from 'node:path';
import { NO_CONTROL_CHARACTERS } from '@larder/contracts/values/text';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/errors';
import { promoQuestionLimit } from '../modules/promos/promo-limits';
import { PromoService } from '../modules/promos/service';
import { pageSecurityHeaders } from './security-headers';
import type { ServeWebOptions } from './serve-web';

export const LIMITED_TIME_PAGE = 'limited-time/index.html';
const PROMO_CODE_MAX_LENGTH = 64;

export const limitedTimePages: FastifyPluginAsync<ServeWebOptions> = async (app, { root, pagePolicy, pages }) => {
  const security = pageSecurityHeaders(pagePolicy(LIMITED_TIME_PAGE));
  const promos = new PromoService(app.database.db, app.clock);
  const limitQuestions = promoQuestionLimit(app.database.db, app.clock, app.config);
  app.get<{ Params: { code: string } }>('/limited-time/:code/', { schema: { hide: true } }, async (request, reply) => {
    const code = request.params.code.trim();
    let status = 404;
    try {
      await limitQuestions(request, reply);
      const offer =
        code.length > 0 && code.length <= PROMO_CODE_MAX_LENGTH && NO_CONTROL_CHARACTERS.test(code)
          ? await promos.findPublicOffer(code)
          : undefined;
      if (offer) status = 200;
    } catch (error) {
      // Over the limit: the same page, answered 429 (Retry-After is set), so the browser still shows something.
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      status = 429;
    }
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .headers(security)
      .type('text/html; charset=utf-8')
      .send(pages.finish(await fs.promises.readFile(path.join(root, LIMITED_TIME_PAGE), 'utf8')));
  });
};
