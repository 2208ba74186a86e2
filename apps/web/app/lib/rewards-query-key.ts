// The cache key of the customer's rewards points (features/rewards), here below the features: a change to the weeks
// (features/subscription) reads the points again, since what the next box will use follows its total (issue 41).
export const REWARDS_QUERY_KEY = ['rewards', 'self'] as const;
