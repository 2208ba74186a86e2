// The salad shooter (issue 40; docs/decisions/221-salad-shooter.md), zod-free: a strip of a few salads, sides and
// fruit one tap adds to an upcoming box, its texts and numbers, and the source its lines are recorded with.

/** The feature flag that shows the strip (`1`: on). */
export const SALAD_SHOOTER_FLAG = 'web.salad_shooter';
/** The experiment that may also gate it; the strip shows to its `on` variation. */
export const SALAD_SHOOTER_EXPERIMENT = 'salad-shooter';

/** An order line's source when the strip added it (order_lines.source; null: the plan, checkout or the box editor). */
export const SALAD_SHOOTER_SOURCE = 'salad_shooter';
export const ORDER_LINE_SOURCES = [SALAD_SHOOTER_SOURCE] as const;
export type OrderLineSource = (typeof ORDER_LINE_SOURCES)[number];

/** How many items the strip offers: at most this many; fewer than the least and it offers none. */
export const SALAD_SHOOTER_MAX_ITEMS = 6;
export const SALAD_SHOOTER_MIN_ITEMS = 3;
/** How long the Undo stays after a tap, in milliseconds. */
export const SALAD_SHOOTER_UNDO_MS = 5000;

/** What kind of fresh side an item is: the reason shown under it. */
export const SALAD_SHOOTER_KINDS = ['salad', 'side', 'fruit'] as const;
export type SaladShooterKind = (typeof SALAD_SHOOTER_KINDS)[number];

export const SaladShooterText = {
  Heading: 'Salad shooter',
  Intro: 'A fresh side for your box, one tap.',
  /** The button's visible word; its accessible name is addLabel's. */
  AddButton: 'Add',
  addLabel: (name: string) => `Add ${name}`,
  Undo: 'Undo',
  added: (name: string) => `${name} added to your box.`,
  removed: (name: string) => `${name} taken out of your box.`,
  reason: (kind: SaladShooterKind, liked: boolean) =>
    `${kind === 'salad' ? 'Salad' : kind === 'side' ? 'Side' : 'Fruit'}${liked ? ' · matches what you like' : ''}`,
} as const;

export const SaladShooterErrorCode = { AlreadyInBox: 'already_in_box', NotShot: 'not_shot' } as const;
export const SaladShooterMessage = {
  AlreadyInBox: 'This item is already in your box.',
  NotOffered: 'This item is not a salad, side or fruit the salad shooter offers.',
} as const;
