// `npm run bench` (after the accounts benchmark) or `npm run bench:plan -w @larder/api`: plan building and catalogue
// search against their budget (docs/decisions/060-plan-building.md: a plan over a 10,000-item catalogue, p95 <= 20 ms
// in-process).
//   - plan: a generated 10,000-item catalogue (bench/plan-catalogue.ts, deterministic), indexed once as the API does
//     per catalogue version, then one plan per random quiz (answers → plan with reasons, as the endpoint answers it)
//   - swap: replacing one item of such a plan
//   - learned week: a week's plan as the weekly cycle builds it for a customer with 8 weeks behind them
//     (plan/service.ts buildWeekPlan: 120 edited or kept items, 20 ratings, 600 item neighbours from the learning
//     job, the 3 boxes before for rotation, then the new items' share), over the same catalogue; same budget
//   - search: the catalogue search module (src/modules/catalogue/search.ts) with the product and pairing list
//     queries it feeds, against the seeded catalogue: embedded PGlite by default, a scratch database on the
//     PostgreSQL server of DATABASE_URL when set (dropped after)
// Env: BENCH_PLAN_ITEMS (10000), BENCH_PLAN_RUNS (2000), BENCH_SEARCH_RUNS (400).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import pg from 'pg';
import { seededRandom } from '../catalogue-data/seeded-random';
import { type Database, openPgliteDatabase, openPostgresDatabase } from '../src/db/database';
import { listPairings, listProducts } from '../src/modules/catalogue/repository';
import { catalogueSearch } from '../src/modules/catalogue/search';
import { buildCatalogueIndex } from '../src/modules/plan/catalogue-index';
import { buildPlan } from '../src/modules/plan/engine/build-plan';
import { planContext } from '../src/modules/plan/engine/candidate-pool';
import { describePlan } from '../src/modules/plan/engine/describe-plan';
import { swapItem } from '../src/modules/plan/engine/swap';
import type { LearnedInput } from '../src/modules/plan/learned';
import { buildWeekPlan } from '../src/modules/plan/service';
import { seedDatabase } from '../src/seed/seed';
import { TAXONOMY } from '../test/fixtures/plan-fixtures';
import { generateAnswers, generateCatalogue } from './plan-catalogue';

const ITEMS = Number(process.env.BENCH_PLAN_ITEMS ?? 10_000);
const RUNS = Number(process.env.BENCH_PLAN_RUNS ?? 2000);
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 400);
const PLAN_P95_BUDGET_MS = 20;
const SEARCH_WORDS = [
  'chicken',
  'tofu',
  'thai curry',
  'salmon',
  'pasta',
  'chick tik',
  'yogurt',
  'oat',
  'spicy',
  'bean',
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function figures(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function benchPlans() {
  const catalogue = generateCatalogue(ITEMS, 1);
  const started = performance.now();
  const index = buildCatalogueIndex(catalogue, TAXONOMY, 'bench');
  const indexMs = performance.now() - started;
  const next = seededRandom(7);
  const quizzes = Array.from({ length: RUNS }, () => generateAnswers(next));
  // Warm-up: let the JIT settle on the same code paths.
  for (const answers of quizzes.slice(0, 200)) {
    const context = planContext(index, answers);
    describePlan(context, buildPlan(context), 'bench');
  }
  const plans: number[] = [];
  const swaps: number[] = [];
  let items = 0;
  for (const answers of quizzes) {
    const begin = performance.now();
    const context = planContext(index, answers);
    const plan = buildPlan(context);
    const answer = describePlan(context, plan, 'bench');
    plans.push(performance.now() - begin);
    items += answer.sections.reduce((sum, section) => sum + section.items.length, 0);
    const occasion = answer.sections.find((section) => section.items.length > 0)?.occasion;
    if (occasion) {
      const swapBegin = performance.now();
      swapItem(context, plan, occasion, 0, new Set([plan.sections[occasion][0]?.item ?? -1]));
      swaps.push(performance.now() - swapBegin);
    }
  }
  // A customer 8 weeks in: what they edited, kept and rated, the neighbours of those items, the boxes before.
  const learnedWeeks: number[] = [];
  const keys = index.items.map((item) => item.key);
  const pick = () => keys[Math.floor(next() * keys.length)] as string;
  for (const answers of quizzes) {
    const signals = Array.from({ length: 120 }, () => ({
      key: pick(),
      added: next() < 0.1 ? 1 : 0,
      removed: next() < 0.3 ? 1 : 0,
      kept: next() < 0.7 ? 1 + Math.floor(next() * 3) : 0,
      rating: 0,
    }));
    const learned: LearnedInput = {
      signals,
      neighbours: Array.from({ length: 600 }, () => ({
        from: (signals[Math.floor(next() * signals.length)] as { key: string }).key,
        to: pick(),
        score: next() * 0.5,
      })),
    };
    const itemRatings = Array.from({ length: 20 }, () => {
      const [type, id] = pick().split(':');
      return { type: type as ContentType, id: Number(id), rating: next() < 0.7 ? 1 : -1 };
    });
    const recent = Array.from({ length: 3 }, () => Array.from({ length: 15 }, pick));
    const begin = performance.now();
    const { context, plan } = buildWeekPlan(index, { ...answers, itemRatings, learned }, null, 'bench', recent);
    describePlan(context, plan, 'bench');
    learnedWeeks.push(performance.now() - begin);
  }
  return {
    indexMs,
    plan: figures(plans),
    swap: figures(swaps),
    learned: figures(learnedWeeks),
    itemsPerPlan: items / RUNS,
  };
}

async function seededDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-plan-'));
    const database = await openPgliteDatabase(dir);
    await seedDatabase(database.db);
    return {
      database,
      label: 'PGlite (embedded)',
      drop: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `larder_bench_plan_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), { poolMax: 2 });
  await seedDatabase(database.db);
  return {
    database,
    label: `PostgreSQL (${url.host})`,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function benchSearch() {
  const { database, label, drop } = await seededDatabase();
  try {
    const search = async (type: ContentType, text: string) => {
      const match = await catalogueSearch.match(type, text);
      const list = type === 'product' ? listProducts : listPairings;
      return list(database.db, { dietaryIds: [], search: match }, { limit: 20, offset: 0 });
    };
    for (const text of SEARCH_WORDS) await search('product', text);
    const samples: number[] = [];
    for (let run = 0; run < SEARCH_RUNS; run += 1) {
      const begin = performance.now();
      await search(run % 2 === 0 ? 'product' : 'pairing', SEARCH_WORDS[run % SEARCH_WORDS.length] as string);
      samples.push(performance.now() - begin);
    }
    return { label, search: figures(samples) };
  } finally {
    await drop();
  }
}

async function main(): Promise<void> {
  const plans = benchPlans();
  const search = await benchSearch();
  const ok = plans.plan.p95 <= PLAN_P95_BUDGET_MS && plans.learned.p95 <= PLAN_P95_BUDGET_MS;
  const lines = [
    `plan benchmark, ${os.cpus().length} CPUs (load average ${os.loadavg()[0]?.toFixed(1)}), Node ${process.version}`,
    '',
    '| case | p50 | p95 | p99 | mean |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| plan, ${ITEMS.toLocaleString('en-US')}-item catalogue (${RUNS} random quizzes) | ${ms(plans.plan.p50)} | ${ms(plans.plan.p95)} | ${ms(plans.plan.p99)} | ${ms(plans.plan.mean)} |`,
    `| swap one item of such a plan | ${ms(plans.swap.p50)} | ${ms(plans.swap.p95)} | ${ms(plans.swap.p99)} | ${ms(plans.swap.mean)} |`,
    `| learned week (8 weeks of signals, rotation, new items) over that catalogue | ${ms(plans.learned.p50)} | ${ms(plans.learned.p95)} | ${ms(plans.learned.p99)} | ${ms(plans.learned.mean)} |`,
    `| catalogue search, seeded catalogue on ${search.label} (${SEARCH_RUNS} queries) | ${ms(search.search.p50)} | ${ms(search.search.p95)} | ${ms(search.search.p99)} | ${ms(search.search.mean)} |`,
    '',
    `indexing the ${ITEMS.toLocaleString('en-US')}-item catalogue (once per catalogue version): ${ms(plans.indexMs)}; ` +
      `${plans.itemsPerPlan.toFixed(1)} items per plan`,
    `plan p95 ${ms(plans.plan.p95)}, learned week p95 ${ms(plans.learned.p95)} (budget <= ${PLAN_P95_BUDGET_MS} ms in-process: ${ok ? 'ok' : 'OVER BUDGET'})`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (!ok) process.exitCode = 1;
}

await main();
