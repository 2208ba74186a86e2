// A recipe or product page for the signed-in customer: the plan's reason when the item is in this week's plan, and
// the customer's own rules it breaks ("Contains dairy — you told us dairy-free"). Composes the auth, plan and
// preference features; nothing is asked for an anonymous visitor.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import type { DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import { useQuery } from '@tanstack/react-query';
import { useAuthState } from '../features/auth/api/get-customer';
import { hardRuleWarnings } from '../features/catalogue-pages/model/hard-rules';
import { usePlan } from '../features/plan/api/get-plan';
import { preferencesClient } from '../features/quiz/api/preferences-client';

export interface ItemForCustomer {
  /** Why the plan chose it, when it is in this week's plan. */
  reason: string | undefined;
  warnings: string[];
}

export function useItemForCustomer(item: {
  type: ContentType;
  id: number;
  contains: DietaryAttribute[];
}): ItemForCustomer {
  const auth = useAuthState();
  const customer = auth.status === 'authenticated' ? auth.customer : undefined;
  const plan = usePlan(customer !== undefined);
  const restrictions = useQuery({
    queryKey: ['dietary-restrictions', customer?.id],
    queryFn: () => preferencesClient(customer?.id ?? 0).dietaryRestrictions.get(),
    enabled: customer !== undefined,
    retry: false,
  });
  const planned = plan.data?.sections
    .flatMap((section) => section.items)
    .find((candidate) => candidate.type === item.type && candidate.id === item.id);
  const dietaryIds = restrictions.data?.dietary_restrictions.filter((entry) => entry.selected).map((entry) => entry.id);
  return { reason: planned?.reason, warnings: dietaryIds ? hardRuleWarnings(item.contains, dietaryIds) : [] };
}
