// Listing dynamic configs with Django REST framework's limit/offset pagination (lib/pagination.ts), and reading
// single values.
import type { AdminConfigList } from '@larder/contracts/schemas/admin';
import { CONFIG_TYPE_LABELS, KNOWN_CONFIGS, knownConfig } from '@larder/contracts/schemas/config-keys';
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

  /**
   * Every config the store knows with its description, type, default and stored value (null: the default is read),
   * and the stored ones it does not know (docs/decisions/207-operator-day.md).
   */
  async known(): Promise<AdminConfigList> {
    const { results: stored } = await listConfigs(this.db, {}, { limit: 1_000_000, offset: 0 });
    const values = new Map(stored.map((row) => [row.name, row.value]));
    return {
      results: KNOWN_CONFIGS.map((config) => ({
        name: config.name,
        type: config.type,
        type_label: CONFIG_TYPE_LABELS[config.type],
        description: config.description,
        default: config.default,
        value: values.get(config.name) ?? null,
      })),
      unknown: stored.filter((row) => knownConfig(row.name) === undefined),
    };
  }

  /** The value of one config; undefined when no config has that name. */
  value(name: string): Promise<string | undefined> {
    return getConfigValue(this.db, name);
  }
}
