// The learning's words (issue 27; docs/decisions/190-learning.md, "Learning"): the reasons a plan gives for an item
// the learned signals chose, each naming the signal it comes from, and the on-demand recompute's answers.

/** Stars with one decimal: 4.6★. */
export const starsText = (stars: number) => `${(Math.round(stars * 10) / 10).toFixed(1)}★`;

/**
 * Reasons of the learned signals (issue 43, "Reasons by signal"), each naming its signal: an item the customer loved
 * that similar customers treat alike, their own edits, what similar customers' ratings predict for them (1–5 stars,
 * one decimal), and the one item a box explores (docs/decisions/196-reasons-by-signal.md).
 */
export const LearningReason = {
  youLoved: (name: string) => `You loved ${name}`,
  keepAdding: 'You keep adding this',
  similarCustomers: (stars: number) => `Customers with your taste rate this ${starsText(stars)}`,
  newForYou: 'New for you: a close match to what you like',
} as const;

/** The learning job's queue (pg-boss): nightly and on demand. */
export const LEARNING_QUEUE = 'learning.recompute';
/** When it runs every night (cron, UTC). */
export const LEARNING_CRON = '30 3 * * *';
/** The audit row's record type of an on-demand recompute. */
export const LEARNING_AUDIT_RECORD = 'learning';

/** The console's Today: how old the taste model plans read is (a model older than a day is still used). */
export function modelAgeText(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}
export const MODEL_STALE_HOURS = 24;
