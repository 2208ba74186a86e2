// The catalogue index plan building works from, kept in memory. The catalogue is read again at most once a
// minute (TTL); its version is a hash of what was read, and the index (catalogue-index.ts) is rebuilt only when
// the version changes, so plans never pay for indexing. Concurrent requests share one read. An operator's catalogue
// edit is seen at once: each use reads the edits' version stamp (app_meta `catalogue_version`) and reads again when
// it moved.
import crypto from 'node:crypto';
import type { Catalogue, Occasion } from '@larder/contracts/schemas/catalogue';
import type { TagGroup } from '@larder/contracts/schemas/quiz-options';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { catalogueVersionStamp } from '../catalogue/catalogue-edits';
import { CatalogueService } from '../catalogue/service';
import { listDishTypes, listTags } from '../taxonomy/repository';
import { buildCatalogueIndex, type CatalogueIndex, type Taxonomy } from './catalogue-index';

/** How long a read of the catalogue is trusted before it is read again. */
export const CATALOGUE_TTL_MS = 60_000;

/** A short, stable name of a catalogue and taxonomy's content. */
export function catalogueVersion(catalogue: Catalogue, taxonomy: Taxonomy): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([catalogue, taxonomy]))
    .digest('hex')
    .slice(0, 16);
}

export async function loadTaxonomy(db: DbOrTx): Promise<Taxonomy> {
  const [tags, dishTypes] = await Promise.all([listTags(db), listDishTypes(db)]);
  return {
    tags: tags.map((tag) => ({ id: tag.id, group: tag.group as TagGroup, slug: tag.slug, name: tag.name })),
    dishTypes: dishTypes.map((dishType) => ({ id: dishType.id, occasions: dishType.occasions as Occasion[] })),
  };
}

export class PlanCatalogue {
  private current: { index: CatalogueIndex; readAt: number; stamp: string | undefined } | undefined;
  private reading: Promise<CatalogueIndex> | undefined;
  private readonly catalogue: CatalogueService;

  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    private readonly ttlMs = CATALOGUE_TTL_MS,
  ) {
    this.catalogue = new CatalogueService(db);
  }

  async index(): Promise<CatalogueIndex> {
    const now = this.clock.now().getTime();
    // An operator's edit (catalogue/catalogue-edits.ts) moves the stamp: one small read per use, so every process
    // sees it at once, whatever the TTL.
    const stamp = await catalogueVersionStamp(this.db);
    if (this.current && this.current.stamp === stamp && now - this.current.readAt < this.ttlMs) {
      return this.current.index;
    }
    this.reading ??= this.read(now, stamp).finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(now: number, stamp: string | undefined): Promise<CatalogueIndex> {
    const [catalogue, taxonomy] = await Promise.all([this.catalogue.loadCatalogue(), loadTaxonomy(this.db)]);
    const version = catalogueVersion(catalogue, taxonomy);
    const index =
      this.current?.index.version === version ? this.current.index : buildCatalogueIndex(catalogue, taxonomy, version);
    this.current = { index, readAt: now, stamp };
    return index;
  }
}
