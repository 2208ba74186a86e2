// Listing dynamic configs with Django REST framework's limit/offset pagination (lib/pagination.ts), and reading
// single values.
import type { DynamicConfigPage } from '@larder/contracts/schemas/dynamic-configs';
import type { DbOrTx } from '../../db/database';
import { pageLinks } from '../../lib/pagination';
import { type ConfigFilter, getConfigValue, listConfigs } from './repository';

export interface ListRequest extends ConfigFilter {
  limit: number;
  offset: number;
  /** The absolute URL of the request, used to build `next` and `previous`. */
  url: URL;
}

export class DynamicConfigService {
  constructor(private readonly db: DbOrTx) {}

  async list(request: ListRequest): Promise<DynamicConfigPage> {
    const { limit, offset, url } = request;
    const { count, results } = await listConfigs(this.db, request, { limit, offset });
    return { count, ...pageLinks(url, limit, offset, count), results };
  }

  /** The value of one config; undefined when no config has that name. */
  value(name: string): Promise<string | undefined> {
    return getConfigValue(this.db, name);
  }
}
