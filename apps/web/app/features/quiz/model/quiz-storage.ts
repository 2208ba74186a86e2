// The quiz kept in the browser (docs/decisions/030-quiz-and-preference-save.md): answers in quiz.local, visited steps
// in quiz.nav, and quiz.expiry, the time (ms since the epoch) after which both are discarded. Every write moves the
// expiry 30 days ahead. Corrupt, foreign or expired data is removed, never trusted; storage that cannot be used
// (private mode, quota) leaves the quiz working in memory for this page.
//
// Components read it with useQuizStore(). Prerendering and the first client render see an empty, not yet loaded
// quiz (so hydration matches); right after, the stored answers arrive. Only stored answers need the parser (zod, in
// its own chunk so it stays out of the pages' first load): it is fetched when quiz.local holds something to read, so
// a first visit (nothing stored) and a visitor writing their first answers never download it. Writes made while it
// loads wait for it (docs/decisions/070-page-speed.md).

import type { QuizLocal } from '@larder/contracts/values/quiz-local';
import { emptyQuizLocal, QUIZ_EXPIRY_MS } from '@larder/contracts/values/quiz-local';
import { QUIZ_EXPIRY_KEY, QUIZ_LOCAL_KEY, QUIZ_NAV_KEY } from '@larder/contracts/values/storage-keys';
import { useSyncExternalStore } from 'react';
import { isQuizStep, type QuizStep } from './quiz-steps';

export interface QuizSnapshot {
  quiz: QuizLocal;
  /** Steps visited, in the order first visited. */
  nav: QuizStep[];
  /** False in the prerendered page and until storage has been read. */
  loaded: boolean;
}

type Parse = (raw: string | null) => QuizLocal | undefined;

const NOT_LOADED: QuizSnapshot = { quiz: emptyQuizLocal(), nav: [], loaded: false };
const KEYS = [QUIZ_LOCAL_KEY, QUIZ_NAV_KEY, QUIZ_EXPIRY_KEY];

let parse: Parse | undefined;
let parserLoading: Promise<Parse> | undefined;
let cached: QuizSnapshot | undefined;
const listeners = new Set<() => void>();
let now = () => Date.now();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Loads the parser once; every caller after that gets it at once. */
function loadParser(): Promise<Parse> {
  parserLoading ??= import('@larder/contracts/schemas/quiz-local').then((module) => {
    parse = module.parseQuizLocal;
    cached = undefined;
    notify();
    return module.parseQuizLocal;
  });
  return parserLoading;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function getItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function setItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or unavailable storage: the answers live on in memory for this page.
  }
}

function removeItems(): void {
  for (const key of KEYS) {
    try {
      storage()?.removeItem(key);
    } catch {
      // as above
    }
  }
}

function parseNav(raw: string | null): QuizStep[] | undefined {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return undefined;
    return [...new Set(value.filter((step): step is QuizStep => typeof step === 'string' && isQuizStep(step)))];
  } catch {
    return undefined;
  }
}

/** Reads the three keys, discarding what is expired, corrupt or foreign (stored answers only once the parser is here). */
function readStorage(parseQuiz: Parse | undefined): QuizSnapshot {
  const rawQuiz = getItem(QUIZ_LOCAL_KEY);
  const rawNav = getItem(QUIZ_NAV_KEY);
  const rawExpiry = getItem(QUIZ_EXPIRY_KEY);
  if (rawQuiz === null && rawNav === null) {
    if (rawExpiry !== null) removeItems();
    return { quiz: emptyQuizLocal(), nav: [], loaded: true };
  }
  const expiry = rawExpiry === null ? Number.NaN : Number(rawExpiry);
  // Data without a readable expiry cannot be aged, so it is not kept either.
  const expired = !Number.isFinite(expiry) || expiry <= now() || expiry > now() + QUIZ_EXPIRY_MS;
  const quiz = expired ? undefined : rawQuiz === null || !parseQuiz ? emptyQuizLocal() : parseQuiz(rawQuiz);
  const nav = expired ? undefined : parseNav(rawNav);
  if (!quiz || !nav) {
    removeItems();
    return { quiz: emptyQuizLocal(), nav: [], loaded: true };
  }
  return { quiz, nav, loaded: true };
}

/** Whether the quiz can be read now: it was, the parser is here, or there are no stored answers to parse. */
function readable(): boolean {
  return !!(cached || parse) || getItem(QUIZ_LOCAL_KEY) === null;
}

function snapshot(): QuizSnapshot {
  if (!readable()) {
    void loadParser();
    return NOT_LOADED;
  }
  cached ??= readStorage(parse);
  return cached;
}

async function loadedSnapshot(): Promise<QuizSnapshot> {
  if (!readable()) await loadParser();
  cached ??= readStorage(parse);
  return cached;
}

/** Applies a write to the quiz as stored: at once when it can be read now, else once the parser is here. */
function update(write: (current: QuizSnapshot) => void): Promise<void> {
  return readable() ? Promise.resolve(write(snapshot())) : loadedSnapshot().then(write);
}

/** Stores what changed: the answers only once there are some, so visiting alone leaves no pending quiz. */
function publish(next: QuizSnapshot, changed: 'quiz' | 'nav'): void {
  cached = next;
  if (changed === 'quiz') setItem(QUIZ_LOCAL_KEY, JSON.stringify(next.quiz));
  setItem(QUIZ_NAV_KEY, JSON.stringify(next.nav));
  setItem(QUIZ_EXPIRY_KEY, String(now() + QUIZ_EXPIRY_MS));
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab answered: read again.
    if (event.key === null || KEYS.includes(event.key)) {
      cached = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored quiz, for rendering. */
export function useQuizStore(): QuizSnapshot {
  return useSyncExternalStore(subscribe, snapshot, () => NOT_LOADED);
}

/** The answers as stored (an empty quiz when there are none). */
export async function readQuiz(): Promise<QuizLocal> {
  return (await loadedSnapshot()).quiz;
}

/** The pending quiz, or undefined when nothing was answered (or it expired): what sign-up checks before saving. */
export async function readPendingQuiz(): Promise<QuizLocal | undefined> {
  cached = undefined;
  const { quiz } = await loadedSnapshot();
  return getItem(QUIZ_LOCAL_KEY) === null ? undefined : quiz;
}

/**
 * Whether answers are waiting in this browser (present and not expired), without loading the parser: what sign-up
 * checks before it saves. readPendingQuiz() then reads them (and may still find them corrupt).
 */
export function hasPendingQuiz(): boolean {
  if (getItem(QUIZ_LOCAL_KEY) === null) return false;
  const expiry = Number(getItem(QUIZ_EXPIRY_KEY) ?? Number.NaN);
  return Number.isFinite(expiry) && expiry > now() && expiry <= now() + QUIZ_EXPIRY_MS;
}

/** Writes answers at once (merged into the stored ones). */
export function saveAnswers(answers: Partial<QuizLocal>): Promise<void> {
  return update((current) => publish({ ...current, quiz: { ...current.quiz, ...answers } }, 'quiz'));
}

/** Records a visit to a step (quiz.nav). */
export function markVisited(step: QuizStep): Promise<void> {
  return update((current) => {
    if (!current.nav.includes(step)) publish({ ...current, nav: [...current.nav, step] }, 'nav');
  });
}

/** Removes quiz.local, quiz.nav and quiz.expiry (after the quiz has been saved to the account). */
export function clearQuiz(): void {
  removeItems();
  cached = undefined;
  notify();
}

/** Tests: forget what was read and use this clock. */
export function resetQuizStoreForTests(clock: () => number = () => Date.now()): void {
  cached = undefined;
  now = clock;
}
