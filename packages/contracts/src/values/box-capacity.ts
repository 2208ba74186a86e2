// Box capacity (issue 27; docs/decisions/191-box-capacity.md), zod-free: every item takes `volume` box units and may
// be `cold`; `customize.volume_limit` bounds a box's units and `customize.cold_volume_limit` its cold units. Plans are
// built within both; an edit that adds past them is refused (409 `box_full`) with the room left in words.

export const VOLUME_LIMIT_CONFIG = 'customize.volume_limit';
export const COLD_VOLUME_LIMIT_CONFIG = 'customize.cold_volume_limit';
/** The limits when a config is missing or unreadable (the seeded values). */
export const VOLUME_LIMIT_DEFAULT = 24;
export const COLD_VOLUME_LIMIT_DEFAULT = 12;
/**
 * Room the learned box leaves for the customer's own additions (issue 39; docs/decisions/191-box-capacity.md): the
 * plan fills at most the limits less this share of each, rounded so the room is at least the share (24 units at
 * 15%: 4 left free, 12 cold: 2). Edits may use the whole box.
 */
export const ROOM_TO_ADD_CONFIG = 'customize.room_to_add_percent';
export const ROOM_TO_ADD_PERCENT_DEFAULT = 15;
/** The most a room config may reserve: a box always has something planned in it. */
export const ROOM_TO_ADD_PERCENT_MAX = 90;

export const BoxCapacityErrorCode = { BoxFull: 'box_full' } as const;

/** How full a box is: its units and cold units, and the limits. */
export interface BoxSpaceValue {
  volume: number;
  volume_limit: number;
  cold: number;
  cold_volume_limit: number;
}

/** A line as capacity counts it: `quantity` packages of `volume` units each, all cold or not. */
export interface CapacityLine {
  quantity: number;
  volume: number;
  cold: boolean;
}

export function boxSpace(lines: readonly CapacityLine[], limits: { volume: number; cold: number }): BoxSpaceValue {
  let volume = 0;
  let cold = 0;
  for (const line of lines) {
    volume += line.quantity * line.volume;
    if (line.cold) cold += line.quantity * line.volume;
  }
  return { volume, volume_limit: limits.volume, cold, cold_volume_limit: limits.cold };
}

/** Units still free, and of those how many may be cold (never more than the units free). */
export function roomLeft(space: BoxSpaceValue): { volume: number; cold: number } {
  const volume = Math.max(0, space.volume_limit - space.volume);
  return { volume, cold: Math.min(volume, Math.max(0, space.cold_volume_limit - space.cold)) };
}

/** Whether a box stays within both limits. */
export const fitsBox = (space: BoxSpaceValue): boolean =>
  space.volume <= space.volume_limit && space.cold <= space.cold_volume_limit;

const units = (count: number) => `${count} more ${count === 1 ? 'unit' : 'units'}`;

/** The 409 `box_full` message: "Your box has room for 2 more units (1 cold)." */
export function boxFullMessage(space: BoxSpaceValue): string {
  const room = roomLeft(space);
  if (room.volume === 0) return 'Your box is full. Remove something to make room.';
  const cold = room.cold === 0 ? 'none of them cold' : `${room.cold} cold`;
  return `Your box has room for ${units(room.volume)} (${cold}).`;
}

/** The box editor's gauge: "18 of 24 units used, 6 of 12 cold." */
export function boxSpaceText(space: BoxSpaceValue): string {
  return `${space.volume} of ${space.volume_limit} units used, ${space.cold} of ${space.cold_volume_limit} cold.`;
}

/** The limits a plan is built within: each limit less at least `percent`% of it (0–ROOM_TO_ADD_PERCENT_MAX). */
export function plannedLimits(
  limits: { volume: number; cold: number },
  percent: number,
): { volume: number; cold: number } {
  const share = Math.min(ROOM_TO_ADD_PERCENT_MAX, Math.max(0, Math.floor(percent)));
  const planned = (limit: number) => Math.max(0, limit - Math.ceil((limit * share) / 100));
  return { volume: planned(limits.volume), cold: planned(limits.cold) };
}

/** The room config's value as a whole percent 0–ROOM_TO_ADD_PERCENT_MAX, else the default. */
export function roomToAddPercent(value: string | undefined): number {
  const parsed = capacityLimit(value, ROOM_TO_ADD_PERCENT_DEFAULT);
  return parsed <= ROOM_TO_ADD_PERCENT_MAX ? parsed : ROOM_TO_ADD_PERCENT_DEFAULT;
}

/** A limit config's value as a whole number of units ≥ 0, else the default. */
export function capacityLimit(value: string | undefined, fallback: number): number {
  const parsed = value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isSafeInteger(parsed) ? parsed : fallback;
}
