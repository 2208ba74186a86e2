// The learning's words (issue 27; docs/decisions/190-learning.md, "Learning"): the reasons a plan gives for an item
// the learned signals chose, each naming the signal it comes from, and the on-demand recompute's answers.

/** Reasons of the learned signals, strongest first: explicit ratings, edits, similar customers, what is new. */
export const LearningReason = {
  becauseYouLiked: (name: string) => `Because you liked ${name}`,
  keepAdding: 'You keep adding this',
  similarCustomers: 'Customers with your tastes rate this highly',
  newForYou: 'New for you this week',
} as const;

/** The learning job's queue (pg-boss): nightly and on demand. */
export const LEARNING_QUEUE = 'learning.recompute';
/** When it runs every night (cron, UTC). */
export const LEARNING_CRON = '30 3 * * *';
/** The audit row's record type of an on-demand recompute. */
export const LEARNING_AUDIT_RECORD = 'learning';
