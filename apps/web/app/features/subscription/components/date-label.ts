import type { SubscriptionView } from '@larder/contracts/schemas/subscription';

/** A delivery date (YYYY-MM-DD) as the subscription's weeks label it, or the date itself. */
export const dateLabel = (view: SubscriptionView, date: string) =>
  view.upcoming.find((order) => order.delivery.date === date)?.delivery.label ?? date;
