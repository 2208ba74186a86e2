// The customer's signals about one item, and what they add up to (docs/decisions/190-learning.md, "Learning"): an
// explicit rating says it all (1 liked, -1 disliked); otherwise each time they added it is a yes, each time they
// removed or swapped it out a weak no, each delivered box that kept it a weak yes. Pure: the learning job and the
// plan engine both read it.

export interface ItemSignal {
  /** `type:id`. */
  key: string;
  /** Times the customer added it to a box by hand. */
  added: number;
  /** Times they removed it from a box or swapped it out (box edits and plan swaps). */
  removed: number;
  /** Delivered boxes that held it. */
  kept: number;
  /** Their thumbs: 1, -1, or 0 for none. */
  rating: number;
}

export const SIGNAL_VALUE = {
  added: 0.6,
  removed: -0.4,
  kept: 0.2,
} as const;

/** What the customer's signals say about the item, from -1 (a no) to 1 (a yes). */
export function signalValue(signal: ItemSignal): number {
  if (signal.rating === 1 || signal.rating === -1) return signal.rating;
  const value =
    signal.added * SIGNAL_VALUE.added + signal.removed * SIGNAL_VALUE.removed + signal.kept * SIGNAL_VALUE.kept;
  return Math.max(-1, Math.min(1, value));
}

/** Sums box edits, plan swaps, delivered lines and ratings into one signal per item. */
export class SignalCollector {
  private readonly signals = new Map<string, ItemSignal>();

  private of(key: string): ItemSignal {
    let signal = this.signals.get(key);
    if (!signal) {
      signal = { key, added: 0, removed: 0, kept: 0, rating: 0 };
      this.signals.set(key, signal);
    }
    return signal;
  }

  added(key: string): void {
    this.of(key).added += 1;
  }

  removed(key: string): void {
    this.of(key).removed += 1;
  }

  kept(key: string): void {
    this.of(key).kept += 1;
  }

  rated(key: string, rating: number): void {
    this.of(key).rating = rating;
  }

  list(): ItemSignal[] {
    return [...this.signals.values()];
  }
}
