// Whether more of an item fits a box (issue 39; docs/decisions/191-box-capacity.md and 163-…): the rule the API's
// box editor refuses by (409 `box_full` when a change takes the box past a limit), so a page disables the + and the
// shop's Add for an item that would be refused.
import { type BoxSpaceValue, roomLeft } from './box-capacity';

/** Whether `quantity` more packages of an item (`volume` units each, cold or not) fit in the box's room. */
export function fitsInBox(space: BoxSpaceValue, item: { volume: number; cold: boolean }, quantity = 1): boolean {
  const room = roomLeft(space);
  const units = item.volume * quantity;
  return units <= room.volume && (!item.cold || units <= room.cold);
}
