/**
 * Where Lazy SMP helpers post the result of each iteration they complete (shared memory), so the
 * main thread can vote the moment it stops, without waiting for every helper to notice the stop
 * and answer: `bestmove` then comes as fast as with one thread. A sequence word per slot
 * (odd while written) keeps a reader from taking half of one write and half of the next.
 */
import { MOVE_NONE, type Move } from '../../shared/rules/types.ts';
import type { ThreadResult } from './lazy-smp.ts';

/** PV moves kept per result (enough for the `info` line of a helper that wins the vote). */
const PV_MAX = 32;
const SEQ = 0,
  MOVE = 1,
  PONDER = 2,
  SCORE = 3,
  DEPTH = 4,
  PV_LENGTH = 5,
  PV = 6;
const SLOT_INTS = PV + PV_MAX;

export class ResultBoard {
  private readonly words: Int32Array;

  /** A board for `slots` threads, or a view of `buffer` (a helper's). */
  constructor(slots: number, buffer?: SharedArrayBuffer) {
    this.words = new Int32Array(buffer ?? new SharedArrayBuffer(4 * SLOT_INTS * slots));
  }

  get buffer(): SharedArrayBuffer {
    return this.words.buffer as SharedArrayBuffer;
  }

  /** Forgets every result (before a search). */
  clear(): void {
    for (let i = 0; i < this.words.length; i += SLOT_INTS) {
      Atomics.add(this.words, i + SEQ, 2);
      this.words[i + DEPTH] = 0;
    }
  }

  /** Posts thread `slot`'s latest completed iteration. */
  write(slot: number, move: Move, score: number, depth: number, pv: readonly Move[]): void {
    const w = this.words;
    const b = slot * SLOT_INTS;
    Atomics.add(w, b + SEQ, 1);
    w[b + MOVE] = move;
    w[b + PONDER] = pv[1] ?? MOVE_NONE;
    w[b + SCORE] = score;
    w[b + DEPTH] = depth;
    const n = Math.min(pv.length, PV_MAX);
    w[b + PV_LENGTH] = n;
    for (let i = 0; i < n; i++) w[b + PV + i] = pv[i]!;
    Atomics.add(w, b + SEQ, 1);
  }

  /** Thread `slot`'s latest result (depth 0 if none yet); `nodes` is filled in by the caller. */
  read(slot: number, nodes: number): ThreadResult {
    const w = this.words;
    const b = slot * SLOT_INTS;
    // Why a bound: a write takes microseconds; a writer that died mid-write must not hang the reader.
    for (let tries = 0; tries < 1_000_000; tries++) {
      const seq = Atomics.load(w, b + SEQ);
      if ((seq & 1) !== 0) continue;
      const n = Math.min(w[b + PV_LENGTH]!, PV_MAX);
      const result: ThreadResult = {
        thread: slot,
        move: w[b + MOVE]!,
        ponder: w[b + PONDER]!,
        score: w[b + SCORE]!,
        depth: w[b + DEPTH]!,
        pv: Array.from(w.subarray(b + PV, b + PV + n)),
        nodes,
      };
      if (Atomics.load(w, b + SEQ) === seq) return result;
    }
    return { thread: slot, move: MOVE_NONE, ponder: MOVE_NONE, score: 0, depth: 0, pv: [], nodes };
  }
}
