/**
 * Tsume practice as a plain-Node service: the shipped problems (`resources/tsume/*.json`), the
 * user's Glicko-2 rating and attempt history in `<data>/tsume/rating.json` (kept between
 * sessions), the next problem near the rating, and "Check this tsume" on any position.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Result } from '../../shared/contract/common.ts';
import type { TsumeCheck, TsumeStanding, TsumeTask } from '../../shared/contract/tsume.ts';
import { parseProblemFile, type TsumeProblem } from '../../tsume/problem-file.ts';
import { NEW_PLAYER, pickNext, rateAttempt, type TsumeRating } from '../../tsume/rating.ts';
import { verifyTsume } from '../../tsume/verify.ts';
import { readJsonObjectFile } from '../settings/json-file-store.ts';
import { err } from '../../shared/result.ts';

/**
 * Budget of "Check this tsume" (why: the check runs in the host's event loop; 300,000 nodes is
 * well under a second on the shipped set's longest problems and still finds mates of 11 plies).
 */
export const CHECK_MAX_NODES = 300_000;
/** Longest mate "Check this tsume" looks for, in plies (the shipped set's longest). */
export const CHECK_MAX_PLIES = 11;
/** Ids of attempted problems kept (why: left out of the next picks until all are done). */
const DONE_MAX = 5_000;

/** Options of the service. */
export interface TsumeOptions {
  /** The folder of the shipped problem files. */
  problemsDir: string;
  /** The rating file (`<data>/tsume/rating.json`). */
  file: string;
}

/** The saved standing. */
interface Saved {
  rating: TsumeRating;
  attempts: number;
  solved: number;
  bestStorm: number;
  done: string[];
}

/** Reads the saved standing; anything missing or malformed starts fresh. */
function readSaved(path: string): Saved {
  const { data } = readJsonObjectFile(path);
  const r = data.rating as Partial<TsumeRating> | undefined;
  const finite = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
  return {
    rating: {
      rating: finite(r?.rating, NEW_PLAYER.rating),
      rd: finite(r?.rd, NEW_PLAYER.rd),
      vol: finite(r?.vol, NEW_PLAYER.vol),
    },
    attempts: finite(data.attempts, 0),
    solved: finite(data.solved, 0),
    bestStorm: finite(data.bestStorm, 0),
    done: Array.isArray(data.done) ? data.done.filter((x) => typeof x === 'string') : [],
  };
}

/** Tsume practice and checks. */
export class TsumeService {
  private problems: TsumeProblem[] | null = null;
  private readonly saved: Saved;

  constructor(private readonly o: TsumeOptions) {
    this.saved = readSaved(o.file);
  }

  /** The shipped problems, read once. */
  private all(): TsumeProblem[] {
    if (this.problems) return this.problems;
    const files = readdirSync(this.o.problemsDir).filter((f) => f.endsWith('.json'));
    this.problems = files.flatMap((f) =>
      parseProblemFile(readFileSync(join(this.o.problemsDir, f), 'utf8'), f),
    );
    return this.problems;
  }

  /** The rating, counts and the problems per length. */
  standing(): TsumeStanding {
    const lengths: Record<number, number> = {};
    for (const p of this.all()) lengths[p.solution.length] = (lengths[p.solution.length] ?? 0) + 1;
    const s = this.saved;
    return {
      rating: Math.round(s.rating.rating),
      rd: Math.round(s.rating.rd),
      attempts: s.attempts,
      solved: s.solved,
      bestStorm: s.bestStorm,
      lengths,
    };
  }

  /** The problem nearest the rating (of `plies` plies when given) not attempted yet. */
  next(plies: unknown): Result<TsumeTask> {
    const n = typeof plies === 'number' && Number.isInteger(plies) ? plies : undefined;
    const p = pickNext(this.all(), this.saved.rating, { plies: n, done: new Set(this.saved.done) });
    if (!p) return err('TSUME_NO_PROBLEM', `no problem of ${String(plies)} plies`);
    return {
      ok: true,
      value: { id: p.id, sfen: p.sfen, solution: p.solution, difficulty: p.difficulty ?? 0 },
    };
  }

  /** Records an attempt; a rated one moves the rating (solved = a win against the problem). */
  result(id: unknown, solved: unknown, rated: unknown): Result<TsumeStanding> {
    const p = typeof id === 'string' ? this.all().find((q) => q.id === id) : undefined;
    if (!p) return err('TSUME_NO_SUCH_PROBLEM', `no problem ${String(id)}`);
    const s = this.saved;
    const won = solved === true;
    if (rated !== false) s.rating = rateAttempt(s.rating, p.difficulty ?? 1500, won);
    s.attempts++;
    if (won) s.solved++;
    s.done = [...s.done.filter((d) => d !== p.id), p.id].slice(-DONE_MAX);
    this.save();
    return { ok: true, value: this.standing() };
  }

  /** Keeps a storm's score if it is the best. */
  stormEnded(score: unknown): TsumeStanding {
    if (typeof score === 'number' && Number.isInteger(score) && score > this.saved.bestStorm) {
      this.saved.bestStorm = score;
      this.save();
    }
    return this.standing();
  }

  /** "Check this tsume": the verifier's report on a position (attacker to move). */
  check(sfen: unknown): Result<TsumeCheck> {
    if (typeof sfen !== 'string' || sfen.length === 0 || sfen.length > 300)
      return err('BAD_ARGS', 'give the position as an SFEN string');
    const r = verifyTsume(sfen.replace(/^sfen +/, ''), {
      maxNodes: CHECK_MAX_NODES,
      maxPlies: CHECK_MAX_PLIES,
    });
    return { ok: true, value: { ...r, yozume: r.yozume.map((y) => ({ ...y })) } };
  }

  private save(): void {
    mkdirSync(dirname(this.o.file), { recursive: true });
    const tmp = `${this.o.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.saved));
    renameSync(tmp, this.o.file);
  }
}
