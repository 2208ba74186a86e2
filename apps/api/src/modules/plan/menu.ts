// A week's menu as the customer's rules see it (issue 39): every catalogue item with the reasons their hard rules hide
// it (the same rules as signals.ts keepsHardRules, each named: "contains pork", "you gave it a thumbs down") and the
// soft score that orders what they may have. Pure: the subscriptions module adds the week's box.
import type { CatalogueItem } from '@larder/contracts/schemas/catalogue';
import { DIETARY_ATTRIBUTES } from '@larder/contracts/values/dietary-rules';
import { MenuReason } from '@larder/contracts/values/menu';
import type { CatalogueIndex, TaxonomyTag } from './catalogue-index';
import { baseScore, type Profile } from './signals';

export interface MenuEntry {
  item: CatalogueItem;
  /** Cuisine names. */
  cuisines: string[];
  /** Empty: the customer may have it. */
  hiddenBecause: string[];
  /** The soft score (higher: liked more); 0 without a quiz. */
  score: number;
}

/** Why the customer's hard rules rule out the item at `position` (empty when they keep it). */
export function hiddenBecause(index: CatalogueIndex, profile: Profile, position: number): string[] {
  const reasons: string[] = [];
  if (profile.rated[position] === -1) reasons.push(MenuReason.ThumbsDown);
  const excluded = (index.attributes[position] as number) & profile.excludedAttributes;
  DIETARY_ATTRIBUTES.forEach((attribute, bit) => {
    if (excluded & (1 << bit)) reasons.push(MenuReason.containsAttribute(attribute));
  });
  if (profile.anyHardTag) {
    const end = index.tagOffsets[position + 1] as number;
    for (let at = index.tagOffsets[position] as number; at < end; at += 1) {
      const dense = index.tagList[at] as number;
      if (((profile.hardTags[dense >>> 5] as number) & (1 << (dense & 31))) !== 0) {
        const reason = MenuReason.contains((index.tags[dense] as TaxonomyTag).name);
        if (!reasons.includes(reason)) reasons.push(reason);
      }
    }
  }
  return reasons;
}

/** Every item of the catalogue, with the customer's rules (none without a quiz: `profile` null). */
export function menuEntries(index: CatalogueIndex, profile: Profile | null): MenuEntry[] {
  return index.items.map((item, position) => ({
    item: item.source,
    cuisines: [...item.cuisines].map((dense) => (index.tags[dense] as TaxonomyTag).name),
    hiddenBecause: profile ? hiddenBecause(index, profile, position) : [],
    score: profile ? baseScore(index, profile, item, position) : 0,
  }));
}
