// The console's catalogue (docs/decisions/200-operators.md): every role sees products and recipes; an admin changes
// a price or a description through catalogue/catalogue-edits.ts, audited in the same transaction. The API answers
// the change at once (the catalogue endpoints read the tables; plan building's in-memory catalogue follows the
// edits' version stamp), and so do the product and recipe pages the API renders (src/web/catalogue-pages.ts).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminCatalogueItem,
  AdminCataloguePage,
  CatalogueEditQuery,
  CatalogueEditRequest,
  CatalogueItemParams,
  StoreAuditRecordType,
} from '@larder/contracts/schemas/admin-store';
import { AdminErrorCode } from '@larder/contracts/values/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { requireOperator } from '../audit/operator-guard';
import {
  type CatalogueEditRow,
  type CatalogueKind,
  editCatalogueItem,
  listCatalogueForEdit,
} from '../catalogue/catalogue-edits';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const toItem = (type: CatalogueKind, row: CatalogueEditRow) => ({
  type,
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  price_cents: row.priceCents,
  visible: row.visible,
  picture_alt: row.pictureAlt,
});

const audited = (row: CatalogueEditRow) => ({
  price_cents: row.priceCents,
  description: row.description,
  visible: row.visible,
  picture_alt: row.pictureAlt,
});

export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app;
  const db = database.db;

  app.get(
    '/api/admin/catalogue/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Products or recipes (pairings) by name, to edit',
        querystring: CatalogueEditQuery,
        response: { 200: AdminCataloguePage, ...errors },
      },
    },
    async (request, reply) => {
      const { type, search, limit, offset } = request.query;
      reply.header('cache-control', 'no-store');
      const page = await listCatalogueForEdit(db, type, { search: search || undefined, limit, offset });
      return { count: page.count, results: page.rows.map((row) => toItem(type, row)) };
    },
  );

  app.patch(
    '/api/admin/catalogue/:type/:id/',
    {
      config: { operatorRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Change a product's or recipe's price, description, visibility or picture alt text (admin); the API shows it at once",
        params: CatalogueItemParams,
        body: CatalogueEditRequest,
        response: { 200: AdminCatalogueItem, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const { type, id } = request.params;
      const { price_cents, description, visible, picture_alt } = request.body;
      const now = clock.now();
      const changed = await db.transaction(async (tx) => {
        const result = await editCatalogueItem(
          tx,
          type,
          id,
          // An empty alt text is no alt text: back to the default, derived from the name.
          { priceCents: price_cents, description, visible, pictureAlt: picture_alt === '' ? null : picture_alt },
          now,
        );
        if (!result) return undefined;
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'catalogue.edit',
          recordType: StoreAuditRecordType.Catalogue,
          recordId: `${type}:${id}`,
          before: audited(result.before),
          after: audited(result.after),
          at: now,
        });
        return result.after;
      });
      if (!changed) throw new HttpError(404, AdminErrorCode.NotFound, `No ${type} ${id}.`);
      return toItem(type, changed);
    },
  );
};
