/**
 * A `PositionAnalyser` that keeps every search it makes in a JSON-lines file and answers a
 * search already in the file from it. Why: the label benches need thousands of searches, which
 * take hours on a loaded machine; a run can then be stopped, resumed and read again with other
 * settings without searching twice. Each line: `{ tag, sfen, moves, limit, eval, ms }`; the
 * tag keeps engines apart (the review's engine and the reference's do not share answers).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { PositionEval, ReviewLimit } from '../../src-main/shared/study/review-types.ts';
import type { PositionAnalyser } from '../../src-main/analysis/position-analyser.ts';
import type { UsiResult } from '../../src-main/usi/usi-engine.ts';

/** One stored search. */
export interface CachedSearch {
  tag: string;
  sfen: string;
  moves: string[];
  limit: ReviewLimit;
  eval: PositionEval;
  /** Wall time of the search when it was made, in ms. */
  ms: number;
}

/** The key of a search. */
export function searchKey(
  tag: string,
  sfen: string,
  moves: readonly string[],
  limit: ReviewLimit,
): string {
  return JSON.stringify([tag, sfen, moves.join(' '), limit]);
}

/** Reads a cache file (absent: empty); a malformed line is an error naming the file and line. */
export function readCache(file: string): Map<string, CachedSearch> {
  const out = new Map<string, CachedSearch>();
  if (!existsSync(file)) return out;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      let s: CachedSearch;
      try {
        s = JSON.parse(line) as CachedSearch;
      } catch {
        throw new Error(`${file}:${i + 1}: not a JSON line`);
      }
      out.set(searchKey(s.tag, s.sfen, s.moves, s.limit), s);
    });
  return out;
}

/** Answers from the cache, else from `open()`'s analyser (started on the first miss). */
export class CachedAnalyser implements PositionAnalyser {
  readonly name: string;
  private inner: Promise<PositionAnalyser> | null = null;
  /** Searches answered from the file and made now. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly file: string,
    private readonly cache: Map<string, CachedSearch>,
    private readonly tag: string,
    private readonly open: () => Promise<PositionAnalyser>,
    name = 'Banmen',
  ) {
    this.name = name;
  }

  async evaluate(
    sfen: string,
    moves: readonly string[],
    limit: ReviewLimit,
    signal?: AbortSignal,
  ): Promise<UsiResult<PositionEval>> {
    const key = searchKey(this.tag, sfen, moves, limit);
    const hit = this.cache.get(key);
    if (hit) return (this.hits++, { ok: true, value: hit.eval });
    this.inner ??= this.open();
    const t0 = performance.now();
    const r = await (await this.inner).evaluate(sfen, moves, limit, signal);
    if (!r.ok) return r;
    this.misses++;
    const s = { tag: this.tag, sfen, moves: [...moves], limit, eval: r.value };
    const stored = { ...s, ms: Math.round(performance.now() - t0) };
    this.cache.set(key, stored);
    appendFileSync(this.file, JSON.stringify(stored) + '\n');
    return r;
  }

  async close(): Promise<void> {
    if (this.inner) await (await this.inner).close();
  }
}
