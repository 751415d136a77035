/**
 * The practice deck on disk: one JSON file in the data folder (`practice/deck.json`) with the
 * player name, the cards with their FSRS schedules and the answer history; written atomically
 * after every change. A corrupt file is set aside as a backup (never overwritten) and the deck
 * starts empty. Plain Node.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PracticeCard } from '../../shared/study/practice-card.ts';
import { readJsonObjectFile, type StoreNotice } from '../settings/json-file-store.ts';
import { isSchedule, type SavedSchedule } from './practice-schedule.ts';

/** Answers kept in the history (why: a year of daily practice, and a file that stays small). */
const HISTORY_MAX = 20_000;

/** A card with its schedule. */
export interface DeckEntry {
  card: PracticeCard;
  schedule: SavedSchedule;
  /** The last answer's verdict; null before the first answer. */
  lastCorrect: boolean | null;
}

/** One answer. */
export interface Attempt {
  id: string;
  /** ISO time. */
  at: string;
  correct: boolean;
}

/** The saved deck. */
export interface DeckData {
  player: string;
  entries: DeckEntry[];
  attempts: Attempt[];
}

/** True if a value looks like a saved entry (a hand-edited file may hold anything). */
function isEntry(v: unknown): v is DeckEntry {
  const e = v as DeckEntry;
  return (
    !!e &&
    typeof e.card?.id === 'string' &&
    typeof e.card.sfen === 'string' &&
    typeof e.card.best === 'string' &&
    isSchedule(e.schedule)
  );
}

/** Reads the deck file; entries that do not parse are dropped, a corrupt file is backed up. */
export function readDeck(path: string): { deck: DeckData; notice: StoreNotice | null } {
  const { data, notice } = readJsonObjectFile(path);
  const entries = Array.isArray(data.entries) ? data.entries.filter(isEntry) : [];
  const attempts = Array.isArray(data.attempts)
    ? (data.attempts as Attempt[]).filter(
        (a) => typeof a?.id === 'string' && typeof a.at === 'string',
      )
    : [];
  const player = typeof data.player === 'string' ? data.player : '';
  return { deck: { player, entries, attempts }, notice };
}

/** Writes the deck atomically (a temporary file renamed over the old one). */
export function writeDeck(path: string, deck: DeckData): void {
  mkdirSync(dirname(path), { recursive: true });
  const kept = { ...deck, attempts: deck.attempts.slice(-HISTORY_MAX) };
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, JSON.stringify(kept));
  renameSync(tmp, path);
}
