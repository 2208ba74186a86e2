// Thumbs on a product or recipe wherever it shows (past boxes, the plan, recipe and product pages): a rating changes
// what the store builds, so the plan and the subscription's weeks are read again after the API took it (a dislike is
// swapped out of the open weeks by the API). The default export is what recipe and product pages load lazily, for a
// signed-in visitor only.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { PLAN_QUERY_KEY } from '../features/plan/api/get-plan';
import { ItemThumbs } from '../features/ratings/components/item-thumbs';
import { SUBSCRIPTION_QUERY_KEY } from '../features/subscription/api/subscription-client';

export interface RateItemProps {
  type: ContentType;
  id: number;
  name: string;
  align?: 'start' | 'end';
  className?: string;
}

export default function RateItem(props: RateItemProps) {
  const queryClient = useQueryClient();
  const onRated = () => {
    void queryClient.invalidateQueries({ queryKey: PLAN_QUERY_KEY });
    // A subscriber's unedited weeks are built again after a thumb; a customer without a subscription has none.
    void queryClient.invalidateQueries({
      queryKey: SUBSCRIPTION_QUERY_KEY,
      predicate: (query) => query.state.data != null,
    });
  };
  return <ItemThumbs {...props} onRated={onRated} />;
}
