// Listing dynamic configs with Django REST framework's limit/offset pagination, and reading single values.
import type { DynamicConfigPage } from '@larder/contracts/dynamic-configs-api';
import type { Db } from '../../db/database';
import { type ConfigFilter, getConfigValue, listConfigs } from './repository';

export interface ListRequest extends ConfigFilter {
  limit: number;
  offset: number;
  /** The absolute URL of the request, used to build `next` and `previous`. */
  url: URL;
}

function pageUrl(url: URL, limit: number, offset: number | undefined): string {
  const target = new URL(url);
  target.searchParams.set('limit', String(limit));
  if (offset === undefined) target.searchParams.delete('offset');
  else target.searchParams.set('offset', String(offset));
  return target.toString();
}

export async function listDynamicConfigs(db: Db, request: ListRequest): Promise<DynamicConfigPage> {
  const { limit, offset, url } = request;
  const { count, results } = await listConfigs(db, request, { limit, offset });
  const next = offset + limit < count ? pageUrl(url, limit, offset + limit) : null;
  let previous: string | null = null;
  if (offset > 0) previous = pageUrl(url, limit, offset - limit > 0 ? offset - limit : undefined);
  return { count, next, previous, results };
}

export function readDynamicConfig(db: Db, name: string): Promise<string | undefined> {
  return getConfigValue(db, name);
}
