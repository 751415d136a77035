/**
 * The one way to get a UI string: `t('key')`, `t('feature.key', { n: 3 })`. The per-feature
 * tables (each file holds an `en` and a `ja` table with the same keys) are merged here into one
 * typed dictionary, so a wrong key is a type error. The language comes from one reactive source
 * (the app state's `lang`), so a component reading `t(…)` redraws when the language changes.
 */
import type { Lang } from '../../src-main/shared/contract';
import { APP } from './i18n';
import { DIALOG } from './ui/dialog-strings';
import { ERRORS } from './error-strings';
import { GAME } from './game/strings';
import { INFO } from './study/info-strings';
import { ENGINES } from './engines/strings';
import { PLAY_FROM } from './game/play-from-strings';
import { LEARN } from './learn/strings';
import { NET } from './net-training/strings';
import { BOOK } from './study/book-strings';
import { PIECES } from './study/piece-kanji';
import { EXPLORER } from './study/explorer-strings';
import { VERDICT } from './study/review-verdict';
import { STUDY } from './study/strings';
import { SPSA } from './tournament/spsa-strings';
import { TOURNAMENT } from './tournament/strings';
import { TRAINING } from './training/strings';
import { CHART } from './ui/chart-text';
import { HINTS } from './ui/play-hints';
import { UI } from './ui/strings';

/**
 * The feature tables, under the prefix of their keys (`engines.save`). Why a function: a table
 * file that itself calls `t` (spsa-strings, play-hints) imports this module back, so the tables
 * are read at the first call, never while the modules are still loading.
 */
const tables = () => ({
  book: BOOK,
  chart: CHART,
  dialog: DIALOG,
  engines: ENGINES,
  error: ERRORS,
  explorer: EXPLORER,
  game: GAME,
  hints: HINTS,
  info: INFO,
  learn: LEARN,
  net: NET,
  piece: PIECES,
  playFrom: PLAY_FROM,
  spsa: SPSA,
  study: STUDY,
  tournament: TOURNAMENT,
  training: TRAINING,
  ui: UI,
  verdict: VERDICT,
});

type Table = { readonly en: Record<string, string>; readonly ja: Record<string, string> };
type Features = ReturnType<typeof tables>;
type FeatureKey = {
  [F in keyof Features]: `${F & string}.${keyof Features[F]['en'] & string}`;
}[keyof Features];

/** Every key of the dictionary: the app table's plain, a feature's with its prefix. */
export type TextKey = (keyof typeof APP.en & string) | FeatureKey;

/** Values for `{name}` placeholders. */
export type TextParams = Record<string, string | number>;

let source: () => Lang = () => 'en';
let features: Features | null = null;

/**
 * Sets where the language is read (the app state's `lang`; a test may pass a constant). Why a
 * function: reading the app's `$state` inside `t` is what makes every caller reactive.
 */
export function useLanguage(read: () => Lang): void {
  source = read;
}

/**
 * `make()` with the texts in `lang` whatever the UI's language: for text whose language a file
 * format fixes (a KIF header is Japanese) and for tests.
 */
export function inLanguage<T>(lang: Lang, make: () => T): T {
  const was = source;
  source = () => lang;
  try {
    return make();
  } finally {
    source = was;
  }
}

/** The UI language now. */
export function language(): Lang {
  return source();
}

/** The text of `key` in the UI language, with its `{name}` placeholders filled from `params`. */
export function t(key: TextKey, params?: TextParams): string {
  const lang = source();
  const dot = key.indexOf('.');
  features ??= tables();
  const table: Table = dot < 0 ? APP : (features as Record<string, Table>)[key.slice(0, dot)]!;
  const text = table[lang][dot < 0 ? key : key.slice(dot + 1)] ?? key;
  return params ? fill(text, params) : text;
}

/**
 * The text of `key` in `lang` when the tables hold it, else `fallback`: for keys made from data
 * (a termination reason, a strategy's name, a piece type) that may carry codes no table names.
 */
export function textOr(lang: Lang, key: string, fallback: string): string {
  const dot = key.indexOf('.');
  features ??= tables();
  const table: Table | undefined =
    dot < 0 ? APP : (features as Record<string, Table | undefined>)[key.slice(0, dot)];
  const sub = dot < 0 ? key : key.slice(dot + 1);
  return table && Object.hasOwn(table[lang], sub) ? table[lang][sub]! : fallback;
}

/** Fills `{name}` placeholders (a missing value is left empty). */
function fill(text: string, values: TextParams): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
