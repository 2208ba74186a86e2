// The signed-in customer's thumbs (apps/api/src/modules/ratings/routes.ts): GET /api/v2/customers/self/ratings/
// read whole (every page), as a map from `type:id` to 1 or -1; PUT the same path rates one item (0 clears). A rating
// shows at once (the cache is updated before the answer) and is put back if the API refuses it.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import type { ItemRatingPage, ItemRatingUpdate } from '@larder/contracts/schemas/ratings';
import { PAGE_DATA_STALE_MS } from '@larder/contracts/values/limits';
import { RATINGS_PAGE_SIZE_MAX } from '@larder/contracts/values/ratings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const ITEM_RATINGS_QUERY_KEY = ['ratings', 'self'] as const;
const RATINGS_PATH = '/api/v2/customers/self/ratings/';

export type ItemRatings = ReadonlyMap<string, 1 | -1>;

export const ratingKey = (type: ContentType, id: number) => `${type}:${id}`;

/** Every rating of the customer, page after page. */
export async function getItemRatings(): Promise<ItemRatings> {
  const ratings = new Map<string, 1 | -1>();
  for (let offset = 0; ; offset += RATINGS_PAGE_SIZE_MAX) {
    const page = await requestJson<ItemRatingPage>({
      path: RATINGS_PATH,
      query: { limit: RATINGS_PAGE_SIZE_MAX, offset },
    });
    for (const rating of page.results) {
      if (rating.rating === 1 || rating.rating === -1)
        ratings.set(ratingKey(rating.content_type, rating.object_id), rating.rating);
    }
    if (!page.next || page.results.length === 0) return ratings;
  }
}

export const itemRatingsQueryOptions = () =>
  queryOptions({
    queryKey: ITEM_RATINGS_QUERY_KEY,
    queryFn: getItemRatings,
    retry: false,
    staleTime: PAGE_DATA_STALE_MS,
  });

export function useItemRatings(enabled: boolean) {
  return useQuery({ ...itemRatingsQueryOptions(), enabled });
}

const withRating = (ratings: ItemRatings | undefined, update: ItemRatingUpdate): ItemRatings => {
  const next = new Map(ratings);
  const key = ratingKey(update.content_type, update.object_id);
  if (update.rating === 0) next.delete(key);
  else next.set(key, update.rating);
  return next;
};

export function useRateItem({ onRated }: { onRated?: (update: ItemRatingUpdate) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ItemRatingUpdate) =>
      requestJson<ItemRatingUpdate>({ method: 'PUT', path: RATINGS_PATH, body: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: ITEM_RATINGS_QUERY_KEY });
      const before = queryClient.getQueryData<ItemRatings>(ITEM_RATINGS_QUERY_KEY);
      queryClient.setQueryData<ItemRatings>(ITEM_RATINGS_QUERY_KEY, withRating(before, update));
      return { before };
    },
    onError: (_error, _update, context) => {
      queryClient.setQueryData(ITEM_RATINGS_QUERY_KEY, context?.before);
    },
    onSuccess: (_answer, update) => onRated?.(update),
  });
}
