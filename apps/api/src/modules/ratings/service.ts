// Thumbs on products and recipes (issue 27; docs/decisions/190-learning.md): an item must exist in the catalogue to
// be rated; 0 clears. Plan building reads them (plan/service.ts): a disliked item is a hard rule, a liked one ranks
// higher.
import type { ItemRating, ItemRatingPage, ItemRatingUpdate } from '@larder/contracts/schemas/ratings';
import { RatingErrorCode, RatingMessage } from '@larder/contracts/values/ratings';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { findUnknownCatalogueEntities } from '../catalogue/repository';
import type { AnswersWatch } from '../preferences/service';
import { type ItemRatingRow, listItemRatings, setItemRating } from './repository';

const toItemRating = (row: ItemRatingRow): ItemRating => ({
  content_type: row.type,
  object_id: row.id,
  rating: row.rating,
  updated_at: row.updatedAt.toISOString(),
});

export class RatingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Told of the change in its transaction: a subscriber's unedited weeks are built again. */
    private readonly watch: AnswersWatch = (_tx, _customerId, write) => write(),
  ) {}

  /** Sets or clears a rating; 400 unknown_item for an item the catalogue does not hold. */
  async rate(customerId: number, update: ItemRatingUpdate): Promise<void> {
    const unknown = await findUnknownCatalogueEntities(this.db, [update]);
    if (unknown.length > 0) throw new HttpError(400, RatingErrorCode.UnknownItem, RatingMessage.UnknownItem);
    await this.db.transaction((tx) =>
      this.watch(tx, customerId, () =>
        setItemRating(
          tx,
          customerId,
          { type: update.content_type, id: update.object_id },
          update.rating,
          this.clock.now(),
        ),
      ),
    );
  }

  async list(customerId: number, limit: number, offset: number, url: URL): Promise<ItemRatingPage> {
    const { count, results } = await listItemRatings(this.db, customerId, { limit, offset });
    return { count, ...pageLinks(url, limit, offset, count), results: results.map(toItemRating) };
  }
}
