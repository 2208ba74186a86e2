// Catalogue and taxonomy pictures: Twemoji SVGs (graphics CC-BY 4.0, docs/catalogue.md) from the installed
// @twemoji/svg package, served by the API itself, never fetched from the network. GET /api/v2/pictures/<name>.svg,
// where the name is the emoji's code points ('1f357'). Files of a package version never change, so browsers and
// CDNs may keep them for a year; the ETag lets them revalidate cheaply after an upgrade. Images are loaded by
// <img>, which cannot send the client key header: the client-key check exempts PICTURE_PATH_PREFIX.

import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { PICTURE_NAME, PICTURE_PATH_PREFIX } from '@larder/contracts/schemas/catalogue';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '@larder/contracts/values/text';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { contentEtag, etagMatches } from '../../lib/etag';

export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const twemojiDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

interface Picture {
  body: Buffer;
  etag: string;
}

export const picturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const available = new Set(
    (await fs.readdir(twemojiDir)).filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -4)),
  );
  const loaded = new Map<string, Picture>();

  async function picture(name: string): Promise<Picture | undefined> {
    if (!PICTURE_NAME.test(name) || !available.has(name)) return undefined;
    let found = loaded.get(name);
    if (!found) {
      const body = await fs.readFile(path.join(twemojiDir, `${name}.svg`));
      found = { body, etag: contentEtag(body) };
      loaded.set(name, found);
    }
    return found;
  }

  app.get(
    `${PICTURE_PATH_PREFIX}:file`,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A catalogue picture (image/svg+xml)',
        params: z.object({ file: z.string().max(200).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE) }),
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const found = file.endsWith('.svg') ? await picture(file.slice(0, -4)) : undefined;
      if (!found) throw new HttpError(404, 'not_found', 'Not found.');
      // The body is a file, not JSON: it bypasses the JSON serializer and the response schema.
      const raw = reply as unknown as FastifyReply;
      raw
        .header('cache-control', PICTURE_CACHE_CONTROL)
        .header('etag', found.etag)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run anything; pictures may be shown by a storefront on another origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin');
      if (etagMatches(request.headers['if-none-match'], found.etag)) return raw.code(304).send();
      return raw.type('image/svg+xml').send(found.body);
    },
  );
};
