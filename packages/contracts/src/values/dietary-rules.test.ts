import { describe, expect, it } from 'vitest';
import { dietaryIdsOf, proteinTagFits } from './dietary-rules';
import { DietaryId } from './preferences';

describe('dietaryIdsOf', () => {
  it('maps the habit and the needs to their spec §3 ids', () => {
    expect(dietaryIdsOf('flexitarian', ['gluten-free', 'tree-nut-free'])).toEqual(
      new Set([DietaryId.Flexitarian, DietaryId.GlutenFree, DietaryId.TreeNutFree]),
    );
    expect(dietaryIdsOf(null, [])).toEqual(new Set());
  });
});

describe('proteinTagFits', () => {
  it('keeps red meat and pork from a flexitarian, not poultry', () => {
    const flexitarian = dietaryIdsOf('flexitarian', []);
    expect(['beef', 'pork', 'lamb', 'bison'].filter((slug) => proteinTagFits(slug, flexitarian))).toEqual([]);
    expect(['chicken', 'turkey', 'duck'].every((slug) => proteinTagFits(slug, flexitarian))).toBe(true);
  });

  it('keeps shellfish from the shellfish-free, and soy or gluten proteins from those who avoid them', () => {
    expect(proteinTagFits('shrimp', dietaryIdsOf('pescatarian', ['shellfish-free']))).toBe(false);
    expect(proteinTagFits('salmon', dietaryIdsOf('pescatarian', ['shellfish-free']))).toBe(true);
    expect(proteinTagFits('tofu', dietaryIdsOf('vegan', ['soy-free']))).toBe(false);
    expect(proteinTagFits('seitan', dietaryIdsOf('vegan', ['gluten-free']))).toBe(false);
    expect(proteinTagFits('lentils', dietaryIdsOf('vegan', ['gluten-free', 'soy-free']))).toBe(true);
  });

  it('lets an omnivore with no needs see everything', () => {
    expect(proteinTagFits('pork', dietaryIdsOf('omnivore', []))).toBe(true);
  });
});
