// `npm run bench:taste`: does the box learn, measured honestly (issue 43; docs/decisions/195-honest-taste-bench.md,
// window and budgets fixed beforehand in docs/decisions/190-learning.md). Simulated customers whose taste comes from
// a model the engine does not share (taste-world.ts: taste clusters, item quality, cuisine/flavor/ingredient effects,
// price sensitivity, noisy looks, partial raters) get a box every week for 8 weeks from the real engine
// (plan/service.ts buildWeekPlan over the seeded catalogue: box limits, rotation, then engine/freshen.ts's ≥ 30% new
// for every arm), rate some of it, remove what they think they do not like, may add the item they like best of
// what the store shows them (the occasion's next 8 by the arm's own score, not in the box), and keep the rest. The
// learning job's similarity and factor model are recomputed each "night" from the engine arm's customers.
// Arms, each customer with the same taste and the same dice in each:
//   quiz-only             the quiz answers only (no ratings, no edits read)
//   ratings-no-learning   the quiz and the thumbs (dislikes are hard rules, likes +5), nothing learned
//   popularity            the quiz and the thumbs, plus a store-wide score: the arm's customers' signal values summed
//   engine-no-similar     the full engine (ratings, edits, features) without similar customers (no neighbours, no
//                         store-wide item scores, no factors)
//   engine                the full engine: the job's neighbours, store-wide item scores (item_biases) and factor model
//                         (item_factors)
// Per week and arm: liked share, liked among items new to the customer, new share (mean, lowest), hard-rule breaks
// (diet, "no thanks", a disliked item back for the arms that read ratings).
// Env: BENCH_TASTE_SEEDS (201,202,203: the report seeds; tuning seeds are 11,12,13), BENCH_TASTE_CUSTOMERS (300),
// BENCH_TASTE_WEEKS (8). Exits 1 over a budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Occasion } from '@larder/contracts/schemas/catalogue';
import { COLD_VOLUME_LIMIT_DEFAULT, VOLUME_LIMIT_DEFAULT } from '@larder/contracts/values/box-capacity';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { seededRandom } from '../catalogue-data/seeded-random';
import { openPgliteDatabase } from '../src/db/database';
import { CatalogueService } from '../src/modules/catalogue/service';
import { FactorTrainer, factorValue } from '../src/modules/learning/factors';
import { type ItemSignal, SignalCollector, signalValue } from '../src/modules/learning/signals';
import { SimilarityAccumulator } from '../src/modules/learning/similarity';
import { catalogueVersion, loadTaxonomy } from '../src/modules/plan/catalogue-cache';
import { buildCatalogueIndex, type CatalogueIndex, type IndexedItem } from '../src/modules/plan/catalogue-index';
import { positionIn } from '../src/modules/plan/engine/candidate-pool';
import { freshen } from '../src/modules/plan/engine/freshen';
import type { LearnedNeighbour } from '../src/modules/plan/learned';
import { buildWeekPlan } from '../src/modules/plan/service';
import type { PlanAnswers } from '../src/modules/plan/signals';
import { seedDatabase } from '../src/seed/seed';
import { makeSimCustomer, makeWorld, perceive, type SimCustomer } from './taste-world';

const SEEDS = (process.env.BENCH_TASTE_SEEDS ?? '201,202,203').split(',').map(Number);
const CUSTOMERS = Number(process.env.BENCH_TASTE_CUSTOMERS ?? 300);
const WEEKS = Number(process.env.BENCH_TASTE_WEEKS ?? 8);
const LIMITS = { volume: VOLUME_LIMIT_DEFAULT, cold: COLD_VOLUME_LIMIT_DEFAULT };
/** docs/decisions/190-learning.md, "The honest bench". */
const BUDGET = { lateLiked: 0.85, overRatings: 1.25, likedNew: 0.65, similarGain: 0.03 } as const;
/** Customer behaviour: removes what they think they do not like this often; adds from what is shown this often. */
const BEHAVIOUR = { remove: 0.6, add: 0.5, shown: 8 } as const;
/** The popularity arm's store-wide score: the summed signal values scaled to at most this. */
const POPULARITY_SCALE = 8;

const ARMS = ['quiz-only', 'ratings-no-learning', 'popularity', 'engine-no-similar', 'engine'] as const;
type Arm = (typeof ARMS)[number];

interface ArmState {
  signals: SignalCollector;
  ratings: Map<number, 1 | -1>;
  boxes: number[][];
  had: Set<number>;
}

interface WeekFigures {
  items: number;
  liked: number;
  newItems: number;
  likedNew: number;
  newShares: number[];
  breaks: number;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const boxItems = (sections: Record<Occasion, { item: number }[]>) =>
  OCCASIONS.flatMap((occasion) => sections[occasion].map((entry) => entry.item));

function signalsWithRatings(state: ArmState, index: CatalogueIndex): ItemSignal[] {
  const signals = new Map(state.signals.list().map((signal) => [signal.key, { ...signal }]));
  for (const [item, rating] of state.ratings) {
    const key = (index.items[item] as IndexedItem).key;
    const signal = signals.get(key) ?? { key, added: 0, removed: 0, kept: 0, rating: 0 };
    signal.rating = rating;
    signals.set(key, signal);
  }
  return [...signals.values()];
}

function runSeed(index: CatalogueIndex, seed: number): Map<Arm, WeekFigures[]> {
  const next = seededRandom(seed);
  const world = makeWorld(index, next);
  const customers: SimCustomer[] = Array.from({ length: CUSTOMERS }, (_, id) =>
    makeSimCustomer(id + 1, index, world, next),
  );
  const states = new Map<Arm, ArmState[]>(
    ARMS.map((arm) => [
      arm,
      customers.map(() => ({ signals: new SignalCollector(), ratings: new Map(), boxes: [], had: new Set<number>() })),
    ]),
  );
  const figures = new Map<Arm, WeekFigures[]>(ARMS.map((arm) => [arm, []]));
  for (let week = 0; week < WEEKS; week += 1) {
    const monday = new Date(Date.UTC(2026, 0, 5 + week * 7)).toISOString().slice(0, 10);
    const engineStates = states.get('engine') as ArmState[];
    const neighbours = new Map<string, LearnedNeighbour[]>();
    const values = engineStates.map(
      (state) => new Map(signalsWithRatings(state, index).map((s) => [s.key, signalValue(s)])),
    );
    // As the nightly job: the similarities and the store-wide item scores (item_biases) of the engine arm's customers.
    const model = new SimilarityAccumulator();
    for (const customerValues of values) model.add(customerValues);
    for (const row of model.rows()) neighbours.set(row.from, [...(neighbours.get(row.from) ?? []), row]);
    const bias = new Map(model.biases(1).map((row) => [row.key, row.score]));
    // And the factor model (learning/factors.ts), trained on the same customers.
    const trainer = new FactorTrainer();
    for (const state of engineStates) {
      trainer.add(new Map(signalsWithRatings(state, index).map((s) => [s.key, factorValue(s)])));
    }
    const factors = trainer.train();
    const popularity = new Map<string, number>();
    for (const state of states.get('popularity') as ArmState[]) {
      for (const signal of signalsWithRatings(state, index)) {
        popularity.set(signal.key, (popularity.get(signal.key) ?? 0) + signalValue(signal));
      }
    }
    const most = Math.max(1e-9, ...[...popularity.values()].map(Math.abs));
    const prior = new Map([...popularity].map(([key, value]) => [key, (value / most) * POPULARITY_SCALE]));

    for (const arm of ARMS) {
      const figure: WeekFigures = { items: 0, liked: 0, newItems: 0, likedNew: 0, newShares: [], breaks: 0 };
      customers.forEach((customer, at) => {
        const dice = seededRandom(seed * 7919 + week * 104729 + customer.id);
        const state = (states.get(arm) as ArmState[])[at] as ArmState;
        const recent = state.boxes
          .slice(-3)
          .reverse()
          .map((box) => box.map((item) => (index.items[item] as IndexedItem).key));
        const ratings = [...state.ratings].map(([item, rating]) => {
          const { source } = index.items[item] as IndexedItem;
          return { type: source.type, id: source.id, rating };
        });
        let answers: PlanAnswers = customer.answers;
        if (arm !== 'quiz-only') answers = { ...answers, itemRatings: ratings };
        if (arm === 'popularity' && prior.size > 0) {
          answers = { ...answers, learned: { signals: [], neighbours: [], prior } };
        }
        if (arm === 'engine' || arm === 'engine-no-similar') {
          const signals = state.signals.list();
          const keys = new Set([...signals.map((s) => s.key), ...ratings.map((r) => `${r.type}:${r.id}`)]);
          answers = {
            ...answers,
            learned: {
              signals,
              neighbours: arm === 'engine' ? [...keys].flatMap((key) => neighbours.get(key) ?? []) : [],
              ...(arm === 'engine' ? { bias, factors } : {}),
            },
          };
        }
        const built = buildWeekPlan(index, answers, LIMITS, `${customer.id}:${monday}`, recent);
        const { context } = built;
        // The same novelty rule for every arm (the learned arms have it from buildWeekPlan already).
        const plan = week === 0 ? built.plan : freshen(context, built.plan, state.had);
        const box = boxItems(plan.sections);
        const fresh = box.filter((item) => !state.had.has(item));
        figure.items += box.length;
        figure.liked += box.filter((item) => customer.likes[item] === 1).length;
        figure.newItems += fresh.length;
        figure.likedNew += fresh.filter((item) => customer.likes[item] === 1).length;
        figure.newShares.push(share(fresh.length, box.length));
        figure.breaks += box.filter(
          (item) => customer.eats[item] === 0 || (arm !== 'quiz-only' && state.ratings.get(item) === -1),
        ).length;
        // What they do: look at each item (with noise), rate some, remove some they think they do not like.
        const delivered: number[] = [];
        for (const item of box) {
          const key = (index.items[item] as IndexedItem).key;
          const seemsLiked = perceive(customer, item, dice);
          if (dice() < customer.rateShare) state.ratings.set(item, seemsLiked ? 1 : -1);
          if (!seemsLiked && dice() < BEHAVIOUR.remove) state.signals.removed(key);
          else delivered.push(item);
        }
        // Add one from what the store shows: each occasion's next items by the arm's own score, not in the box.
        if (dice() < BEHAVIOUR.add) {
          const inBox = new Set(box);
          const shown = OCCASIONS.flatMap((occasion) => {
            const pool = context.pools[occasion];
            return Array.from(pool.items)
              .filter((item) => !inBox.has(item) && state.ratings.get(item) !== -1)
              .sort(
                (a, b) =>
                  (pool.score[positionIn(pool, b) as number] as number) -
                    (pool.score[positionIn(pool, a) as number] as number) || a - b,
              )
              .slice(0, BEHAVIOUR.shown);
          });
          const looks = shown.filter((item) => perceive(customer, item, dice));
          const added = looks.sort((a, b) => (customer.utility[b] as number) - (customer.utility[a] as number))[0];
          if (added !== undefined) {
            state.signals.added((index.items[added] as IndexedItem).key);
            delivered.push(added);
          }
        }
        for (const item of delivered) state.signals.kept((index.items[item] as IndexedItem).key);
        for (const item of [...box, ...delivered]) state.had.add(item);
        state.boxes.push(delivered);
      });
      (figures.get(arm) as WeekFigures[]).push(figure);
    }
  }
  return figures;
}

function pooled(runs: Map<Arm, WeekFigures[]>[], arm: Arm, weeks: readonly number[]): WeekFigures {
  const total: WeekFigures = { items: 0, liked: 0, newItems: 0, likedNew: 0, newShares: [], breaks: 0 };
  for (const run of runs) {
    for (const week of weeks) {
      const f = (run.get(arm) as WeekFigures[])[week] as WeekFigures;
      total.items += f.items;
      total.liked += f.liked;
      total.newItems += f.newItems;
      total.likedNew += f.likedNew;
      total.newShares.push(...f.newShares);
      total.breaks += f.breaks;
    }
  }
  return total;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-taste-'));
  const database = await openPgliteDatabase(dir);
  await seedDatabase(database.db);
  const catalogue = await new CatalogueService(database.db).loadCatalogue();
  const taxonomy = await loadTaxonomy(database.db);
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const index = buildCatalogueIndex(catalogue, taxonomy, catalogueVersion(catalogue, taxonomy));

  const started = performance.now();
  const runs = SEEDS.map((seed) => runSeed(index, seed));
  const seconds = (performance.now() - started) / 1000;
  const weeks = Array.from({ length: WEEKS }, (_, week) => week);
  const liked = (arm: Arm, at: readonly number[]) => {
    const f = pooled(runs, arm, at);
    return share(f.liked, f.items);
  };

  say(`bench:taste — seeds ${SEEDS.join(', ')}, ${CUSTOMERS} customers × ${WEEKS} weeks each, seeded catalogue`);
  say(`(${index.items.length} items), box limits ${LIMITS.volume}/${LIMITS.cold} units, ${seconds.toFixed(0)} s`);
  say('');
  const header = ['week', 'arm', 'liked', 'liked among new', 'new in box (mean, lowest)', 'hard-rule breaks'];
  say(`| ${header.join(' | ')} |`);
  say(`|${header.map(() => ' --- ').join('|')}|`);
  for (const week of weeks) {
    for (const arm of ARMS) {
      const f = pooled(runs, arm, [week]);
      say(
        `| ${week + 1} | ${arm} | ${share(f.liked, f.items).toFixed(3)} | ${share(f.likedNew, f.newItems).toFixed(3)} | ${share(f.newItems, f.items).toFixed(3)}, ${Math.min(...f.newShares).toFixed(3)} | ${f.breaks} |`,
      );
    }
  }
  say('');
  const late = weeks.slice(-2);
  const early = weeks.slice(1, 4);
  const engineLate = liked('engine', late);
  const ratingsLate = liked('ratings-no-learning', late);
  const engineNew = pooled(runs, 'engine', weeks.slice(1));
  const likedNew = share(engineNew.likedNew, engineNew.newItems);
  const gain = liked('engine', early) - liked('engine-no-similar', early);
  const breaks = ARMS.reduce((sum, arm) => sum + pooled(runs, arm, weeks).breaks, 0);
  say(
    `weeks ${(late[0] as number) + 1}–${WEEKS} liked: ${ARMS.map((arm) => `${arm} ${liked(arm, late).toFixed(3)}`).join(', ')}`,
  );
  const checks = [
    [
      `engine liked in weeks ${(late[0] as number) + 1}–${WEEKS} ${engineLate.toFixed(3)} ≥ ${BUDGET.lateLiked}`,
      engineLate >= BUDGET.lateLiked,
    ],
    [
      `engine ${engineLate.toFixed(3)} ≥ ${BUDGET.overRatings} × ratings-no-learning ${ratingsLate.toFixed(3)} = ${(BUDGET.overRatings * ratingsLate).toFixed(3)}`,
      engineLate >= BUDGET.overRatings * ratingsLate,
    ],
    [
      `engine liked among new items, weeks 2–${WEEKS}, ${likedNew.toFixed(3)} ≥ ${BUDGET.likedNew}`,
      likedNew >= BUDGET.likedNew,
    ],
    [
      `engine week 2 liked ${liked('engine', [1]).toFixed(3)} > week 1 ${liked('engine', [0]).toFixed(3)}`,
      liked('engine', [1]) > liked('engine', [0]),
    ],
    [
      `engine − engine-no-similar, weeks 2–4: ${liked('engine', early).toFixed(3)} − ${liked('engine-no-similar', early).toFixed(3)} = ${gain.toFixed(3)} ≥ ${BUDGET.similarGain}`,
      gain >= BUDGET.similarGain,
    ],
    [`hard-rule breaks over every box of every arm: ${breaks}`, breaks === 0],
  ] as const;
  for (const [label, ok] of checks) say(`${ok ? 'ok  ' : 'MISS'} ${label}`);
  if (runs.length > 1) {
    for (const [at, seed] of SEEDS.entries()) {
      const one = [runs[at] as Map<Arm, WeekFigures[]>];
      const of = (arm: Arm, w: readonly number[]) => {
        const f = pooled(one, arm, w);
        return share(f.liked, f.items);
      };
      say(
        `seed ${seed}: engine weeks ${(late[0] as number) + 1}–${WEEKS} ${of('engine', late).toFixed(3)}, ratings-no-learning ${of('ratings-no-learning', late).toFixed(3)}, engine − no-similar weeks 2–4 ${(of('engine', early) - of('engine-no-similar', early)).toFixed(3)}, week 1 → 2 ${of('engine', [0]).toFixed(3)} → ${of('engine', [1]).toFixed(3)}`,
      );
    }
  }
  say(`load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

await main();
