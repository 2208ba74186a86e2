// The customer's plan: their saved answers and this week's swaps, read together, then built by the engine against
// the cached catalogue index. Nothing of the plan is stored but the swaps.
import type { ContentType, Occasion } from '@larder/contracts/schemas/catalogue';
import type { Plan, PlanSwapRequest, PlanSwapResult } from '@larder/contracts/schemas/plan';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { PLAN_SWAPS_PER_WEEK_MAX, PlanErrorCode, PlanMessage, weekStartOf } from '@larder/contracts/values/plan';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { lockCustomerRow } from '../accounts/customer-repository';
import type { OrderHistory } from '../learning/order-history';
import { signalsOf } from '../learning/repository';
import * as preferences from '../preferences/repository';
import { type ItemRatingRow, listItemRatings, listItemRatingsOf, RATINGS_READ_MAX } from '../ratings/repository';
import { type CapacityLimits, planningLimits } from './capacity';
import type { PlanCatalogue } from './catalogue-cache';
import { type CatalogueIndex, type IndexedItem, itemKey, occasionBit, withoutCandidates } from './catalogue-index';
import { buildPlan } from './engine/build-plan';
import { type PlanContext, planContext } from './engine/candidate-pool';
import { pickBest } from './engine/choosing';
import { describeItem, describePlan } from './engine/describe-plan';
import type { EnginePlan } from './engine/engine-plan';
import { freshen } from './engine/freshen';
import { moveOn } from './engine/move-on';
import { seedOf } from './engine/rotation';
import { applySwaps, type StoredSwap, swapItem, swappedAway } from './engine/swap';
import { varietyOf } from './engine/variety';
import type { LearnedInput } from './learned';
import { learnedInputsOf } from './learned-inputs';
import { type MenuEntry, menuEntries } from './menu';
import { boxesByWeekOf, recentBoxes, recentFrom } from './recent-weeks';
import * as repository from './repository';
import { customerProfile, keepsHardRules, type PlanAnswers } from './signals';

/** A catalogue item as requests name it. */
export interface ItemRef {
  type: ContentType;
  id: number;
}

/** The box of one delivery week (issue 27, "a new box every week"). */
export interface PlanWeekOptions {
  /** A date of the delivery week, YYYY-MM-DD: the box is built for the week (Monday to Sunday, UTC) it falls in. */
  week: string;
  /**
   * Item keys (`type:id`, e.g. `pairing:12`) of the customer's boxes of the weeks before, the week before first (at
   * most ROTATION_WEEKS count). Left out: read from the customer's orders of those weeks.
   */
  recent?: readonly (readonly string[])[];
}

/** A week asked for is at most this many weeks from today's, either way. */
export const PLAN_WEEKS_AWAY_MAX = 52;

/** Occasion options a customer picked that plan building reads at most (oldest first). */
const PICKS_READ_MAX = 1000;
/** A swap is worked out again at most this often when others of the same customer land meanwhile. */
const SWAP_ATTEMPTS = 3;

interface CurrentPlan {
  context: PlanContext;
  plan: EnginePlan;
  weekStart: string;
  swaps: StoredSwap[];
}

function stored(index: CatalogueIndex, swap: repository.SwapRow): StoredSwap {
  return {
    occasion: swap.occasion,
    from: index.byKey.get(itemKey(swap.from.type, swap.from.id)),
    to: index.byKey.get(itemKey(swap.to.type, swap.to.id)),
  };
}

/** A customer's saved answers as plan building takes them. */
function toAnswers(
  saved: {
    quiz: preferences.QuizRow;
    tags: readonly preferences.TagPreferenceRow[];
    dietaryIds: number[];
    dishTypes: readonly preferences.DishTypeRatingRow[];
    goalIds: number[];
    picks: readonly preferences.OccasionEntityPreferenceRow[];
  },
  ratings: ItemRatingRow[],
  learned?: LearnedInput,
): PlanAnswers {
  const { quiz } = saved;
  return {
    household: {
      household_size: quiz.householdSize,
      num_adults: quiz.numAdults,
      num_older_children: quiz.numOlderChildren,
      num_young_children: quiz.numYoungChildren,
    },
    weeklyBudgetDollars: quiz.weeklyGrocerySpend,
    frequencies: {
      breakfast: quiz.breakfastFrequency,
      lunch: quiz.lunchFrequency,
      dinner: quiz.dinnerFrequency,
      snack: quiz.snackFrequency,
      sweet: quiz.sweetsFrequency,
    },
    dietaryIds: saved.dietaryIds,
    tagPreferences: saved.tags.map((entry) => ({ tag: entry.tagId, preference: entry.preference })),
    dishTypeRatings: saved.dishTypes.map((entry) => ({ dishType: entry.dishTypeId, rating: entry.rating })),
    goalIds: saved.goalIds,
    picks: saved.picks.map((pick) => ({ type: pick.contentType, id: pick.objectId })),
    itemRatings: ratings,
    learned,
  };
}

/**
 * A week's plan before its swaps, from what was read (pure: `npm run bench:taste` builds boxes with it): rotated
 * against the `recent` boxes (item keys, the week before first) when given, seeded by `seedText`
 * (`<customer>:<Monday>`).
 */
export function buildWeekPlan(
  index: CatalogueIndex,
  answers: PlanAnswers,
  limits: CapacityLimits | null,
  seedText: string,
  recent: readonly (readonly string[])[] | undefined,
): { context: PlanContext; plan: EnginePlan } {
  const rotation = recent && {
    recent: recent.map((keys) => keys.flatMap((key) => index.byKey.get(key) ?? [])),
    seed: seedOf(seedText),
  };
  const context = planContext(index, answers, limits, rotation);
  let plan = buildPlan(context);
  if (context.rotation) plan = moveOn(context, plan, context.rotation.lastWeek);
  if (context.rotation && context.profile.learned) plan = freshen(context, plan, context.profile.learned.had);
  return { context, plan };
}

export class PlanService {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    private readonly catalogue: PlanCatalogue,
    /** The orders' history (orders/order-reads.ts), passed in: the orders module sits above the plan. */
    private readonly history: OrderHistory,
  ) {}

  /** The saved answers plan building reads; undefined when the customer has no quiz record. */
  async answers(customerId: number): Promise<PlanAnswers | undefined> {
    const [quiz, tags, dietaryIds, dishTypes, goalIds, picks, ratings, signals] = await Promise.all([
      preferences.findQuiz(this.db, customerId),
      preferences.listTagPreferences(this.db, customerId),
      preferences.listDietaryRestrictionIds(this.db, customerId),
      preferences.listDishTypeRatings(this.db, customerId),
      preferences.listOccasionGoalIds(this.db, customerId),
      preferences.listOccasionEntityPreferences(this.db, customerId, { limit: PICKS_READ_MAX, offset: 0 }),
      listItemRatings(this.db, customerId, { limit: RATINGS_READ_MAX, offset: 0 }),
      signalsOf(this.db, this.history, [customerId], { swapsBefore: weekStartOf(this.clock.now()) }),
    ]);
    if (!quiz) return undefined;
    const learned = await learnedInputsOf(this.db, signals, new Map([[customerId, ratings.results]]), [customerId]);
    return toAnswers(
      { quiz, tags, dietaryIds, dishTypes, goalIds, picks: picks.results },
      ratings.results,
      learned.get(customerId),
    );
  }

  /**
   * The boxes of delivery weeks for several customers (the weekly cycle's batches; `weeks` as YYYY-MM-DD, each
   * customer's in order): their answers, ratings, swaps and earlier boxes read together, a query per table for them
   * all, and each week rotated against the weeks before it — the ones stored and the ones just built here — as
   * `plan(customerId, { week })` does for one. A customer without a quiz has none. `unavailable`: the item keys out of
   * stock on each week's date (as given in `weeks`), left out of that week's box (docs/decisions/210-stock.md).
   */
  async weeklyPlans(
    requests: readonly { customerId: number; weeks: readonly string[] }[],
    unavailable?: ReadonlyMap<string, ReadonlySet<string>>,
  ): Promise<Map<number, Map<string, Plan>>> {
    const asked = requests.filter((request) => request.weeks.length > 0);
    const plans = new Map<number, Map<string, Plan>>();
    if (asked.length === 0) return plans;
    const ids = asked.map((request) => request.customerId);
    const startOf = new Map(asked.flatMap((request) => request.weeks.map((week) => [week, this.weekStartFor(week)])));
    const starts = [...new Set(startOf.values())].sort();
    const [answersOf, ratingsOf, swapsOf, index, limits, boxesOf, signalsOfCustomer] = await Promise.all([
      preferences.listAnswersOf(this.db, ids, PICKS_READ_MAX),
      listItemRatingsOf(this.db, ids, RATINGS_READ_MAX),
      repository.listSwapsOf(this.db, ids, starts),
      this.catalogue.index(),
      planningLimits(this.db),
      boxesByWeekOf(this.db, this.history, ids, starts[0] as string, starts.at(-1) as string),
      signalsOf(this.db, this.history, ids, { swapsBefore: weekStartOf(this.clock.now()) }),
    ]);
    const learnedOf = await learnedInputsOf(this.db, signalsOfCustomer, ratingsOf, ids);
    const indexes = new Map<string, CatalogueIndex>();
    const indexOn = (week: string) => {
      const out = unavailable?.get(week);
      if (!out || out.size === 0) return index;
      const found = indexes.get(week) ?? withoutCandidates(index, out);
      indexes.set(week, found);
      return found;
    };
    for (const { customerId, weeks } of asked) {
      const saved = answersOf.get(customerId);
      if (!saved) continue;
      const answers = toAnswers(saved, ratingsOf.get(customerId) ?? [], learnedOf.get(customerId));
      const boxes = new Map(boxesOf.get(customerId) ?? []);
      const built = new Map<string, Plan>();
      for (const week of weeks) {
        const weekStart = startOf.get(week) as string;
        const swaps = swapsOf.get(`${customerId}:${weekStart}`) ?? [];
        const { context, plan } = this.built(
          indexOn(week),
          answers,
          limits,
          customerId,
          weekStart,
          recentFrom(boxes, weekStart),
          swaps,
        );
        const described = describePlan(context, plan, weekStart);
        built.set(week, described);
        boxes.set(
          weekStart,
          described.sections.flatMap((section) => section.items.map((item) => itemKey(item.type, item.id))),
        );
      }
      plans.set(customerId, built);
    }
    return plans;
  }

  /** The Monday of the week asked for; 400 `bad_week` for a date that is not one or too far from today. */
  private weekStartFor(week: string): string {
    const at = /^\d{4}-\d{2}-\d{2}$/.test(week) ? new Date(`${week}T00:00:00Z`) : new Date(Number.NaN);
    const real = !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === week;
    const today = Date.parse(`${weekStartOf(this.clock.now())}T00:00:00Z`);
    const weeksAway = real ? Math.abs(Date.parse(`${weekStartOf(at)}T00:00:00Z`) - today) / (7 * 86_400_000) : 0;
    if (!real || weeksAway > PLAN_WEEKS_AWAY_MAX) {
      throw new HttpError(400, PlanErrorCode.BadWeek, PlanMessage.BadWeek);
    }
    return weekStartOf(at);
  }

  private async current(customerId: number, week?: PlanWeekOptions): Promise<CurrentPlan> {
    const weekStart = week ? this.weekStartFor(week.week) : weekStartOf(this.clock.now());
    const [answers, index, swapRows, limits, recent] = await Promise.all([
      this.answers(customerId),
      this.catalogue.index(),
      repository.listSwaps(this.db, customerId, weekStart),
      planningLimits(this.db),
      week ? (week.recent ?? recentBoxes(this.db, this.history, customerId, weekStart)) : undefined,
    ]);
    if (!answers) throw new HttpError(409, PlanErrorCode.NoQuiz, PlanMessage.NoQuiz);
    return this.built(index, answers, limits, customerId, weekStart, recent, swapRows);
  }

  /** A week's plan from what was read: rotated against `recent` boxes when given, then the week's swaps. */
  private built(
    index: CatalogueIndex,
    answers: PlanAnswers,
    limits: CapacityLimits,
    customerId: number,
    weekStart: string,
    recent: readonly (readonly string[])[] | undefined,
    swapRows: readonly repository.SwapRow[],
  ): CurrentPlan {
    const { context, plan } = buildWeekPlan(index, answers, limits, `${customerId}:${weekStart}`, recent);
    const swaps = swapRows.map((swap) => stored(index, swap));
    return { context, plan: applySwaps(context, plan, swaps), weekStart, swaps };
  }

  /**
   * The customer's plan: with no options, this week's (as the plan page shows it); with `week`, the box of that
   * delivery week, rotated against the customer's recent boxes (`recent`, or their orders) — deterministic per
   * (customer, week, recent boxes).
   */
  async plan(customerId: number, week?: PlanWeekOptions): Promise<Plan> {
    const { context, plan, weekStart } = await this.current(customerId, week);
    return describePlan(context, plan, weekStart);
  }

  /** The customer's profile against today's catalogue, without building a plan; undefined without a quiz. */
  private async context(customerId: number): Promise<PlanContext | undefined> {
    const [answers, index, limits] = await Promise.all([
      this.answers(customerId),
      this.catalogue.index(),
      planningLimits(this.db),
    ]);
    return answers ? planContext(index, answers, limits) : undefined;
  }

  /** Every catalogue item as the customer's hard rules see it, and their weekly budget (issue 39, the week's menu). */
  async menu(customerId: number): Promise<{ entries: MenuEntry[]; budgetCents: number | null }> {
    const [answers, index] = await Promise.all([this.answers(customerId), this.catalogue.index()]);
    const budget = answers?.weeklyBudgetDollars;
    return {
      entries: menuEntries(index, answers ? customerProfile(index, answers) : null),
      budgetCents: budget === null || budget === undefined ? null : Math.round(budget * 100),
    };
  }

  /** Which of these items go against the customer's hard rules (none without a quiz; unknown items are passed over). */
  async breakingRules(customerId: number, items: readonly ItemRef[]): Promise<ItemRef[]> {
    const context = await this.context(customerId);
    if (!context) return [];
    return items.filter((item) => {
      const position = context.index.byKey.get(itemKey(item.type, item.id));
      return position !== undefined && !keepsHardRules(context.index, context.profile, position);
    });
  }

  /**
   * The next best item in place of a box's line (issue 16, "swap"): of an occasion the item is planned for, the best
   * candidate that keeps every hard rule, is not in the box and `fits` it (its room, by default anything); undefined
   * when nothing fits.
   */
  async alternativeFor(
    customerId: number,
    item: ItemRef,
    inBox: readonly ItemRef[],
    fits: (candidate: IndexedItem) => boolean = () => true,
  ): Promise<IndexedItem | undefined> {
    const context = await this.context(customerId);
    const position = context?.index.byKey.get(itemKey(item.type, item.id));
    if (!context || position === undefined) return undefined;
    const taken = new Set(inBox.map((line) => context.index.byKey.get(itemKey(line.type, line.id))));
    taken.add(position);
    const variety = varietyOf(context, []);
    for (const occasion of OCCASIONS) {
      const pool = context.pools[occasion];
      if (((context.index.items[position] as IndexedItem).occasions & occasionBit(occasion)) === 0) continue;
      const best = pickBest(context, pool, 0, variety, new Set(), (at) => {
        const candidate = pool.items[at] as number;
        return !taken.has(candidate) && fits(context.index.items[candidate] as IndexedItem);
      });
      if (best >= 0) return context.index.items[pool.items[best] as number];
    }
    return undefined;
  }

  async swap(customerId: number, request: PlanSwapRequest, attempt = 1): Promise<PlanSwapResult> {
    const { context, plan, weekStart, swaps } = await this.current(customerId);
    const occasion: Occasion = request.occasion;
    const item = context.index.byKey.get(itemKey(request.type, request.id));
    const slot = item === undefined ? -1 : plan.sections[occasion].findIndex((entry) => entry.item === item);
    if (item === undefined || slot < 0) {
      throw new HttpError(400, PlanErrorCode.NotInPlan, PlanMessage.NotInPlan);
    }
    if (swaps.length >= PLAN_SWAPS_PER_WEEK_MAX) {
      throw new HttpError(409, PlanErrorCode.SwapLimit, PlanMessage.SwapLimit);
    }
    const excluded = swappedAway(swaps).add(item);
    const outcome = swapItem(context, plan, occasion, slot, excluded);
    if (!outcome) throw new HttpError(409, PlanErrorCode.NoAlternative, PlanMessage.NoAlternative);
    const replacement = context.index.items[outcome.replacement.item] as IndexedItem;
    // The limit and the plan the swap was worked out on hold only if no other swap of this customer landed since:
    // checked and written under the customer's row lock (issue 18, finding 9), else worked out again.
    const written = await this.db.transaction(async (tx) => {
      await lockCustomerRow(tx, customerId);
      const now = await repository.countSwaps(tx, customerId, weekStart);
      if (now >= PLAN_SWAPS_PER_WEEK_MAX) throw new HttpError(409, PlanErrorCode.SwapLimit, PlanMessage.SwapLimit);
      if (now !== swaps.length) return false;
      await repository.insertSwap(
        tx,
        customerId,
        weekStart,
        {
          occasion,
          from: { type: request.type, id: request.id },
          to: { type: replacement.source.type, id: replacement.source.id },
        },
        this.clock.now(),
      );
      return true;
    });
    if (!written) {
      if (attempt >= SWAP_ATTEMPTS) throw new HttpError(409, 'plan_changed', 'The plan changed meanwhile. Try again.');
      return this.swap(customerId, request, attempt + 1);
    }
    return {
      plan: describePlan(context, outcome.plan, weekStart),
      replacement: describeItem(context, occasion, outcome.replacement),
    };
  }
}
