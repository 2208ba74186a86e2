// Stock in the operator console (docs/decisions/210-stock.md): GET /api/admin/stock/?date= (support and up; reads
// only) lists products and recipes with their availability that day; PUT /api/admin/stock/:type/:id/:date/
// (operations and up) sets one to unlimited, off or a count, with an audit row in the same transaction.
import {
  StockChange,
  StockChangeRequest,
  StockItemParams,
  StockPage,
  StockQuery,
} from '@larder/contracts/schemas/stock';
import { AdminErrorCode } from '@larder/contracts/values/admin';
import { STOCK_RECORD_TYPE } from '@larder/contracts/values/stock';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pairings, products } from '../../db/schema/catalogue';
import { HttpError } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { publicRequestUrl } from '../../lib/public-url';
import { errorAnswers } from '../../lib/route-kit';
import { recordAudit } from '../audit/audit-log';
import { requireOperator } from '../audit/operator-guard';
import { availabilityOf, findStock, listStock, type StockListing, writeStock } from './repository';

const errors = errorAnswers(400, 401, 403, 404);

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app;
  const db = app.database.db;

  app.get(
    '/api/admin/stock/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Products and recipes with their availability on a delivery date (unlimited, off or a count)',
        querystring: StockQuery,
        response: { 200: StockPage, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const sort = query.sort ?? 'name';
      const descending = sort.startsWith('-');
      const listing: StockListing = {
        date: query.date,
        type: query.type,
        name: query.name,
        sort: { column: (descending ? sort.slice(1) : sort) as StockListing['sort']['column'], descending },
        limit: query.limit,
        offset: query.offset,
      };
      const { count, rows } = await listStock(db, listing);
      reply.header('cache-control', 'no-store');
      return {
        date: query.date,
        count,
        ...pageLinks(publicRequestUrl(request), query.limit, query.offset, count),
        results: rows.map((row) => ({
          type: row.type,
          id: row.id,
          name: row.name,
          price_cents: row.priceCents,
          availability: availabilityOf(row.kind === null ? undefined : { kind: row.kind, count: row.count }),
        })),
      };
    },
  );

  app.put(
    '/api/admin/stock/:type/:id/:date/',
    {
      config: { operatorRole: 'operations' },
      schema: {
        tags: ['admin'],
        summary: 'Set what of a product or recipe may go out on a delivery date (operations)',
        params: StockItemParams,
        body: StockChangeRequest,
        response: { 200: StockChange, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const { type, id, date } = request.params;
      const { availability } = request.body;
      const table = type === 'product' ? products : pairings;
      const [item] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
      if (!item) {
        throw new HttpError(404, AdminErrorCode.NotFound, `No ${type === 'product' ? 'product' : 'recipe'} ${id}.`);
      }
      const previous = await db.transaction(async (tx) => {
        const before = availabilityOf(await findStock(tx, type, id, date));
        await writeStock(tx, type, id, date, availability, clock.now());
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'stock.set',
          recordType: STOCK_RECORD_TYPE,
          recordId: `${type}:${id}:${date}`,
          before,
          after: availability,
          at: clock.now(),
        });
        return before;
      });
      return { type, id, date, availability, previous };
    },
  );
};
