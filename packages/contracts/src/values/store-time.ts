// The store's own calendar (issue 26): the one time zone its days are counted in — a gift card's day, "today" on the
// gift page and in the API's checks. Delivery zones keep their own zones for cutoffs and delivery days.

/** The store's days are New York's (the cutoff times customers read are Eastern: decisions, "Checkout, orders"). */
export const STORE_TIME_ZONE = 'America/New_York';
