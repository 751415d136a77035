/**
 * Fitness of organisms on a MatchSet: the paper's equation 2, (number of exact matches)², where a
 * position matches only when the expert's child scores STRICTLY higher than every other child
 * (ties never count). One pass of sparse dot products per position and organism; no position is
 * ever evaluated again.
 */
import type { MatchSet } from './match-set.ts';

/** The paper's equation 2. */
export function fitnessOf(matches: number): number {
  return matches * matches;
}

/** Per-worker mutable state: the order children are tried in (the last "beater" goes first). */
export interface MatchScratch {
  readonly order: Int32Array;
}

/** A fresh scratch (identity child order) for a MatchSet. */
export function createScratch(set: MatchSet): MatchScratch {
  const n = set.childStart[set.positions]!;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return { order };
}

/**
 * Adds to `counts[o]` the number of positions in [from, to) that organism o matches. `weights`
 * holds `organisms` weight vectors of `set.featureCount` back to back. A child that beats (or
 * ties) the expert is moved to the front, since the next, similar organism likely loses to it too.
 */
export function countMatches(
  set: MatchSet,
  scratch: MatchScratch,
  weights: Int32Array,
  organisms: number,
  from: number,
  to: number,
  counts: Int32Array,
): void {
  const { childStart, expertChild, entryStart, featIdx, featVal } = set;
  const order = scratch.order;
  const f = set.featureCount;
  for (let p = from; p < to; p++) {
    const e = expertChild[p]!;
    if (e < 0) continue;
    const c0 = childStart[p]!;
    const c1 = childStart[p + 1]!;
    for (let o = 0; o < organisms; o++) {
      const wb = o * f;
      let se = 0;
      for (let k = entryStart[e]!, ke = entryStart[e + 1]!; k < ke; k++) {
        se += weights[wb + featIdx[k]!]! * featVal[k]!;
      }
      let matched = 1;
      for (let i = c0; i < c1; i++) {
        const c = order[i]!;
        if (c === e) continue;
        let s = 0;
        for (let k = entryStart[c]!, ke = entryStart[c + 1]!; k < ke; k++) {
          s += weights[wb + featIdx[k]!]! * featVal[k]!;
        }
        if (s >= se) {
          matched = 0;
          order[i] = order[c0]!;
          order[c0] = c;
          break;
        }
      }
      counts[o] = counts[o]! + matched;
    }
  }
}

/** Which child each position picks (strict argmax; −1 on a tie for the top), for reports. */
export function pickChildren(set: MatchSet, w: Int32Array, out: Int32Array): void {
  const { childStart, entryStart, featIdx, featVal } = set;
  for (let p = 0; p < set.positions; p++) {
    let best = -Infinity;
    let pick = -1;
    for (let c = childStart[p]!; c < childStart[p + 1]!; c++) {
      let s = 0;
      for (let k = entryStart[c]!; k < entryStart[c + 1]!; k++) s += w[featIdx[k]!]! * featVal[k]!;
      if (s > best) [best, pick] = [s, c];
      else if (s === best) pick = -1;
    }
    out[p] = pick;
  }
}
