// One item a week explores (issue 43; docs/decisions/196-reasons-by-signal.md): Thompson sampling over the uncertain
// items: new to the customer, scored above neutral by what they are (the features: a close match to what the customer
// likes), and about which similar customers say little (evidence under LEARNED.exploreEvidence). Each gets a draw from its score plus a spread that
// narrows with what the customer's neighbours say of it (LEARNED.exploreSpread / √(1 + evidence)); the best draw that
// keeps the hard rules gains LEARNED.exploreBonus and the reason "New for you: …". One item only, so exploration is
// at most one item of a box. Deterministic: the dice are seeded by what the customer has a word on, so reading a plan
// twice gives the same plan, and a new week (new signals) draws again.
import { LEARNED, type Learned, LearnedReason } from './learned';

/** FNV-1a over the positions the customer has a word on and their ratings. */
function seedOf(learned: Learned, rated: Int8Array): number {
  let hash = 0x811c9dc5;
  const mix = (value: number) => {
    hash ^= value & 0xffff;
    hash = Math.imul(hash, 0x01000193);
    hash ^= value >>> 16;
    hash = Math.imul(hash, 0x01000193);
  };
  for (const position of [...learned.had].sort((a, b) => a - b)) mix(position * 3 + 1 + (rated[position] as number));
  return hash >>> 0;
}

/** mulberry32: small, fast and seeded. */
function dice(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Marks the explored item in `learned` (its score, reason and `explored`); `keeps` is the hard rules' check. */
export function exploreOne(learned: Learned, rated: Int8Array, keeps: (position: number) => boolean): void {
  const random = dice(seedOf(learned, rated));
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const draws: { position: number; draw: number }[] = [];
  const { scores, evidence } = learned;
  for (let position = 0; position < scores.length; position += 1) {
    const score = scores[position] as number;
    if (score <= 0 || learned.had.has(position) || (evidence[position] as number) >= LEARNED.exploreEvidence) continue;
    const spread = LEARNED.exploreSpread / Math.sqrt(1 + (evidence[position] as number));
    draws.push({ position, draw: score + spread * normal() });
  }
  draws.sort((a, b) => b.draw - a.draw || a.position - b.position);
  const chosen = draws.find(({ position }) => keeps(position));
  if (!chosen) return;
  scores[chosen.position] = (scores[chosen.position] as number) + LEARNED.exploreBonus;
  learned.reasons[chosen.position] = LearnedReason.Explore;
  learned.explored = chosen.position;
}
