// Ids as requests may carry them: within PostgreSQL's integer columns (int4), so no client value can overflow one
// (issue 18, finding 3; apps/api/src/openapi-bounds.test.ts checks every request schema).
import { z } from 'zod';

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A row's id: a positive int4. */
export const RowId = z.number().int().positive().max(INT4_MAX);

/** Any int4 (a customer id a request names; a mismatch with the session is refused as 403). */
export const Int4 = z.number().int().min(INT4_MIN).max(INT4_MAX);
