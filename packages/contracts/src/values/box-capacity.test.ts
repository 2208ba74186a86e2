import { describe, expect, it } from 'vitest';
import {
  boxFullMessage,
  boxSpace,
  boxSpaceText,
  capacityLimit,
  fitsBox,
  plannedLimits,
  roomLeft,
  roomToAddPercent,
} from './box-capacity';

const limits = { volume: 24, cold: 12 };

describe('box capacity', () => {
  it('counts units and cold units of the lines', () => {
    const space = boxSpace(
      [
        { quantity: 2, volume: 3, cold: true },
        { quantity: 1, volume: 1, cold: false },
      ],
      limits,
    );
    expect(space).toEqual({ volume: 7, volume_limit: 24, cold: 6, cold_volume_limit: 12 });
    expect(fitsBox(space)).toBe(true);
    expect(boxSpaceText(space)).toBe('7 of 24 units used, 6 of 12 cold.');
  });

  it('names the room left, the cold room never more than the room', () => {
    const at = (volume: number, cold: number) => ({ volume, volume_limit: 24, cold, cold_volume_limit: 12 });
    expect(boxFullMessage(at(22, 11))).toBe('Your box has room for 2 more units (1 cold).');
    expect(boxFullMessage(at(23, 12))).toBe('Your box has room for 1 more unit (none of them cold).');
    expect(boxFullMessage(at(24, 0))).toBe('Your box is full. Remove something to make room.');
    expect(roomLeft(at(30, 20))).toEqual({ volume: 0, cold: 0 });
    expect(roomLeft(at(22, 0))).toEqual({ volume: 2, cold: 2 });
    expect(fitsBox(at(22, 13))).toBe(false);
  });

  it('reads a limit config as a whole number, else the default', () => {
    expect(capacityLimit('30', 24)).toBe(30);
    expect(capacityLimit('0', 24)).toBe(0);
    for (const bad of [undefined, '', 'many', '-1', '2.5', '1e400']) expect(capacityLimit(bad, 24)).toBe(24);
  });

  it('plans within the limits less at least the room to add (issue 39)', () => {
    expect(plannedLimits({ volume: 24, cold: 12 }, 15)).toEqual({ volume: 20, cold: 10 });
    expect(plannedLimits({ volume: 24, cold: 12 }, 0)).toEqual({ volume: 24, cold: 12 });
    expect(plannedLimits({ volume: 10, cold: 1 }, 15)).toEqual({ volume: 8, cold: 0 });
    expect(plannedLimits({ volume: 24, cold: 12 }, 200)).toEqual({ volume: 2, cold: 1 });
    expect(roomToAddPercent('30')).toBe(30);
    for (const bad of [undefined, '', 'lots', '-5', '95']) expect(roomToAddPercent(bad)).toBe(15);
  });
});
