/**
 * "Practice your mistakes" as a plain-Node service: a deck of positions where the user (set once
 * by player name) lost at least a threshold in reviewed games; each card asks for a better move,
 * judged by the engine at answer time; cards come back by FSRS. The deck, its schedule and the
 * answer history live in the data folder and survive restarts.
 */
import { stat } from 'node:fs/promises';
import type { ImmutableRecord } from 'tsshogi';
import type {
  PracticeAdded,
  PracticeProgress,
  PracticeSource,
  PracticeTask,
  PracticeVerdict,
} from '../../shared/contract/practice.ts';
import type { Result } from '../../shared/contract/common.ts';
import type { PositionAnalyser } from '../../analysis/position-analyser.ts';
import { listRecordFiles } from '../../records/folder-walk.ts';
import { readRecordFile } from '../../records/service.ts';
import { importRecordText } from '../../shared/records/import.ts';
import { notateUsiLine } from '../../shared/records/notation.ts';
import {
  cardsFromRecord,
  hintFor,
  playerColor,
  type PracticeCard,
  type PracticeHint,
} from '../../shared/study/practice-card.ts';
import { repertoireCards } from '../../shared/study/repertoire-cards.ts';
import type { Book } from '../../engine/book/book.ts';
import type { ReviewLimit } from '../../shared/study/review-types.ts';
import {
  PRACTICE_MARGIN,
  PRACTICE_THRESHOLD,
  REVIEW_DEFAULT_NODES,
} from '../../shared/study/study-params.ts';
import type { UsiResult } from '../../usi/usi-engine.ts';
import { readDeck, writeDeck, type DeckData, type DeckEntry } from './practice-deck-file.ts';
import { judgeAnswer, judgeByBook } from './practice-judge.ts';
import { gradeOf, newSchedule, reschedule } from './practice-schedule.ts';
import { err } from '../../shared/result.ts';

/** Days of history in the progress figures. */
const PROGRESS_DAYS = 30;
/**
 * How long the judging engine stays after an answer (why: the next answer within a few seconds
 * reuses it, and no engine outlives the practice session that needed it).
 */
export const PRACTICE_ENGINE_IDLE_MS = 5_000;

/** Options of the service. */
export interface PracticeOptions {
  /** The deck file (`<data>/practice/deck.json`). */
  file: string;
  /** Starts the engine that judges answers (opened on the first answer that needs it). */
  openAnalyser: () => Promise<UsiResult<PositionAnalyser>>;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Search budget per judged position (default: the review's default nodes). */
  limit?: ReviewLimit;
  /** Reads a book of the books folder by name (repertoire cards). */
  readBook?: (name: string) => Result<Book>;
  /** Loss to make a card, and margin of an accepted answer, in win-rate points. */
  threshold?: number;
  margin?: number;
}

/** A card as a task (the answer left out). */
function taskOf(e: DeckEntry): PracticeTask {
  const c = e.card;
  return {
    id: c.id,
    sfen: c.sfen,
    color: c.color,
    played: c.played,
    playedJapanese: c.playedJapanese,
    loss: c.loss,
    label: c.label,
    source: c.source,
    failedLast: e.lastCorrect === false,
    ...(c.repertoire ? { repertoire: { book: c.repertoire.book } } : {}),
    due: e.schedule.due,
  };
}

/** The practice deck. */
export class PracticeService {
  private deck: DeckData;
  private analyser: Promise<UsiResult<PositionAnalyser>> | null = null;
  private idle: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => Date;

  constructor(private readonly o: PracticeOptions) {
    this.deck = readDeck(o.file).deck;
    this.now = o.now ?? (() => new Date());
  }

  /** Sets the user's player name (as it appears in records; a rank such as `[3D]` is ignored). */
  setPlayer(name: unknown): Result<PracticeProgress> {
    const n = typeof name === 'string' ? name.trim() : '';
    if (n.length === 0 || n.length > 100 || /\p{Cc}/u.test(n))
      return err('BAD_ARGS', 'the player name must be 1 to 100 printable characters');
    this.deck.player = n;
    this.save();
    return { ok: true, value: this.progress() };
  }

  /** Adds the user's mistakes from a reviewed record (KIF text) or a reviewed file or folder. */
  async add(source: PracticeSource): Promise<Result<PracticeAdded>> {
    if (!this.deck.player) return err('PRACTICE_NO_PLAYER', 'set your player name first');
    const read = await this.records(source);
    if (!read.ok) return read;
    const threshold = this.o.threshold ?? PRACTICE_THRESHOLD;
    const cards: PracticeCard[] = [];
    let withPlayer = 0;
    for (const { record, file } of read.value) {
      cards.push(...cardsFromRecord(record, this.deck.player, threshold, file));
      if (playerColor(record, this.deck.player)) withPlayer++;
    }
    const added = this.addCards(cards);
    const total = this.deck.entries.length;
    return { ok: true, value: { added, total, records: read.value.length, withPlayer } };
  }

  /**
   * Adds repertoire cards from a book of the books folder: its positions where `color` is to
   * move ("what do you play here?"), scheduled with the other cards.
   */
  addRepertoire(name: unknown, color: unknown): Result<PracticeAdded> {
    if (color !== 'black' && color !== 'white')
      return err('BAD_ARGS', 'the side must be black or white');
    const read = this.o.readBook?.(typeof name === 'string' ? name : '');
    if (!read) return err('PRACTICE_NO_REPERTOIRE', 'no books folder');
    if (!read.ok) return read;
    const cards = repertoireCards(read.value, String(name), color);
    if (cards.length === 0)
      return err('PRACTICE_NO_REPERTOIRE', `${String(name)} has no move for ${color} to play`);
    const added = this.addCards(cards);
    const total = this.deck.entries.length;
    return { ok: true, value: { added, total, records: 0, withPlayer: 0 } };
  }

  /** Adds the cards not yet in the deck, each due now; returns how many. */
  private addCards(cards: readonly PracticeCard[]): number {
    const known = new Set(this.deck.entries.map((e) => e.card.id));
    const fresh = cards.filter((c) => !known.has(c.id));
    for (const card of fresh)
      this.deck.entries.push({ card, schedule: newSchedule(this.now()), lastCorrect: null });
    this.save();
    return fresh.length;
  }

  /** The records of a source, with their file names. */
  private async records(
    source: PracticeSource,
  ): Promise<Result<Array<{ record: ImmutableRecord; file?: string }>>> {
    const src = (typeof source === 'object' && source !== null ? source : {}) as Partial<
      Record<'kif' | 'name' | 'path', unknown>
    >;
    if (typeof src.kif === 'string') {
      const r = importRecordText(src.kif);
      if (!r.ok) return err('BAD_ARGS', `the record could not be read: ${r.error.message}`);
      const file = typeof src.name === 'string' ? src.name : undefined;
      return { ok: true, value: r.records.map((record) => ({ record, file })) };
    }
    const path = typeof src.path === 'string' ? src.path : '';
    if (!path) return err('BAD_ARGS', 'give a record (kif) or a file or folder (path)');
    const info = await stat(path).catch(() => null);
    if (!info) return err('FILE_READ_FAILED', `${path} does not exist`);
    const files = info.isDirectory() ? await listRecordFiles(path) : [path];
    const out: Array<{ record: ImmutableRecord; file?: string }> = [];
    for (const file of files) {
      const r = await readRecordFile(file);
      if (r.ok) out.push(...r.records.map((record) => ({ record, file })));
    }
    return { ok: true, value: out };
  }

  /** The due cards, the ones failed last time first, then the longest overdue. */
  private dueEntries(): DeckEntry[] {
    const now = this.now().getTime();
    return this.deck.entries
      .filter((e) => Date.parse(e.schedule.due) <= now)
      .sort(
        (a, b) =>
          Number(b.lastCorrect === false) - Number(a.lastCorrect === false) ||
          Date.parse(a.schedule.due) - Date.parse(b.schedule.due),
      );
  }

  /** The next card to practise, or null when none is due. */
  next(): PracticeTask | null {
    const e = this.dueEntries()[0];
    return e ? taskOf(e) : null;
  }

  /** Every card of the deck as a task, soonest due first. */
  list(): PracticeTask[] {
    const due = (e: DeckEntry) => Date.parse(e.schedule.due);
    return [...this.deck.entries].sort((a, b) => due(a) - due(b)).map(taskOf);
  }

  /** A hint for a card: level 1 the piece to move, level 2 also the square. */
  hint(id: unknown, level: unknown): Result<PracticeHint> {
    const e = this.entry(id);
    if (!e) return err('PRACTICE_NO_SUCH_CARD', `no card ${String(id)} in the deck`);
    const h = hintFor(e.card, level === 2 ? 2 : 1);
    return h ? { ok: true, value: h } : err('BAD_ARGS', 'the card holds no legal best move');
  }

  /** Judges an answer with the engine, reschedules the card and returns the line and the why. */
  async answer(id: unknown, usi: unknown, hintsUsed: unknown): Promise<Result<PracticeVerdict>> {
    const e = this.entry(id);
    if (!e) return err('PRACTICE_NO_SUCH_CARD', `no card ${String(id)} in the deck`);
    const move = typeof usi === 'string' ? usi : '';
    const notated = notateUsiLine(e.card.sfen, [move]);
    if (notated.usi.length !== 1)
      return err('PRACTICE_ILLEGAL_MOVE', `${move || 'the answer'} is not a legal move here`);
    const judged = e.card.repertoire
      ? { ok: true as const, value: judgeByBook(e.card.repertoire, move) }
      : await this.judge(e.card, move);
    if (!judged.ok) return err('PRACTICE_ENGINE_FAILED', judged.error.message);
    const now = this.now();
    const hints = typeof hintsUsed === 'number' && hintsUsed > 0 ? hintsUsed : 0;
    e.schedule = reschedule(e.schedule, gradeOf(judged.value.correct, hints), now);
    e.lastCorrect = judged.value.correct;
    this.deck.attempts.push({ id: e.card.id, at: now.toISOString(), correct: e.lastCorrect });
    this.save();
    const line = notateUsiLine(e.card.sfen, e.card.bestLine);
    return {
      ok: true,
      value: {
        ...judged.value,
        answerJapanese: notated.japanese[0]!,
        best: e.card.best,
        bestJapanese: e.card.bestJapanese ?? line.japanese[0] ?? e.card.best,
        bestLine: line.usi,
        bestLineJapanese: line.japanese,
        ...(e.card.why ? { why: e.card.why } : {}),
        nextDue: e.schedule.due,
        ...(e.card.repertoire ? { repertoire: e.card.repertoire } : {}),
      },
    };
  }

  /** Judges a mistake card's answer with the engine (kept a few seconds for the next answer). */
  private async judge(card: PracticeCard, move: string) {
    const limit = this.o.limit ?? { nodes: REVIEW_DEFAULT_NODES };
    const margin = this.o.margin ?? PRACTICE_MARGIN;
    if (this.idle) clearTimeout(this.idle);
    const judged = await judgeAnswer(() => this.engine(), card, move, limit, margin);
    this.idle = setTimeout(() => void this.close(), PRACTICE_ENGINE_IDLE_MS);
    this.idle.unref?.();
    return judged;
  }

  /** Cards, cards due, answers today and accuracy per day. */
  progress(): PracticeProgress {
    const day = (iso: string) => iso.slice(0, 10);
    const today = day(this.now().toISOString());
    const from = day(
      new Date(this.now().getTime() - (PROGRESS_DAYS - 1) * 86_400_000).toISOString(),
    );
    const byDay = new Map<string, { day: string; answered: number; correct: number }>();
    for (const a of this.deck.attempts) {
      const d = day(a.at);
      if (d < from) continue;
      const row = byDay.get(d) ?? { day: d, answered: 0, correct: 0 };
      row.answered++;
      if (a.correct) row.correct++;
      byDay.set(d, row);
    }
    const t = byDay.get(today);
    return {
      player: this.deck.player,
      cards: this.deck.entries.length,
      due: this.dueEntries().length,
      answeredToday: t?.answered ?? 0,
      solvedToday: t?.correct ?? 0,
      byDay: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
    };
  }

  /** Stops the judging engine, if started. */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const a = await this.analyser;
    this.analyser = null;
    if (a?.ok) await a.value.close();
  }

  /** The entry of a card id. */
  private entry(id: unknown): DeckEntry | undefined {
    return typeof id === 'string' ? this.deck.entries.find((e) => e.card.id === id) : undefined;
  }

  /** The judging engine, started once (a failed start is retried next time). */
  private async engine(): Promise<UsiResult<PositionAnalyser>> {
    this.analyser ??= this.o.openAnalyser();
    const a = await this.analyser;
    if (!a.ok) this.analyser = null;
    return a;
  }

  private save(): void {
    writeDeck(this.o.file, this.deck);
  }
}
