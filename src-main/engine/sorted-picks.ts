/**
 * The move picker's sorted picks on long lists, without a scan of the whole list per pick.
 *
 * The picker takes the first PICK_SORTED moves of a list by selection: each pick is the first
 * move of highest score from the current position on, swapped to the front. On ~190 quiets that
 * is ~2,000 steps per node. Only moves scoring at least the PICK_SORTED-th highest score (the
 * threshold) can be picked, so one pass lists them (the candidates) and each pick looks at those
 * alone, tracking where the swaps move them, so that the picks and the final order of the list
 * (the unsorted moves after PICK_SORTED are taken in list order) are exactly those of the full
 * scans. When many moves tie at the threshold (quiets without history all score 0), only those
 * above it are candidates; once they are picked, the next pick is the first move from the front
 * that scores the threshold, found by a scan that stops there.
 */

/** The most candidates followed (more tie at the threshold: those above it, at most picks − 1). */
const MAX_CANDIDATES = 32;

export class SortedPicks {
  /** Current list position of each candidate, −1 once picked. */
  private readonly at = new Int32Array(MAX_CANDIDATES);
  private count = 0;
  /** The threshold, when the moves scoring it are not candidates (found by scans instead). */
  private tieScore = 0;
  private scanTies = false;
  /** The highest scores, descending (the threshold search's buffer). */
  private readonly top: Int32Array;

  constructor(private readonly picks: number) {
    this.top = new Int32Array(picks);
  }

  /** Whether the last list had too many ties at the threshold to follow them (tests read it). */
  get scansTies(): boolean {
    return this.scanTies;
  }

  /** Lists the candidates of `scores[0..end)` for `picks` picks (end ≥ picks). */
  prepare(scores: Int32Array, end: number): void {
    const top = this.top;
    const k = this.picks;
    let n = 0;
    for (let i = 0; i < end; i++) {
      const s = scores[i]!;
      if (n === k && s <= top[k - 1]!) continue;
      // Insertion into the descending buffer, dropping its last value when full.
      let j = n < k ? n++ : k - 1;
      while (j > 0 && top[j - 1]! < s) {
        top[j] = top[j - 1]!;
        j--;
      }
      top[j] = s;
    }
    const threshold = top[n - 1]!;
    let m = 0;
    for (let i = 0; i < end && m <= MAX_CANDIDATES; i++) if (scores[i]! >= threshold) m++;
    this.scanTies = m > MAX_CANDIDATES;
    this.tieScore = threshold;
    m = 0;
    for (let i = 0; i < end; i++) {
      const s = scores[i]!;
      if (s > threshold || (s === threshold && !this.scanTies)) this.at[m++] = i;
    }
    this.count = m;
  }

  /**
   * The position of the next pick when the list's front is `cur` (the first highest score from
   * `cur` on), after which the caller swaps positions `cur` and the result.
   */
  pick(scores: Int32Array, cur: number): number {
    const at = this.at;
    const m = this.count;
    let bi = -1;
    let bestPos = 0;
    let bestScore = 0;
    for (let j = 0; j < m; j++) {
      const p = at[j]!;
      if (p < 0) continue;
      const s = scores[p]!;
      if (bi < 0 || s > bestScore || (s === bestScore && p < bestPos)) {
        bi = j;
        bestPos = p;
        bestScore = s;
      }
    }
    if (bi >= 0) at[bi] = -1;
    else {
      // Every candidate is picked: the highest score left is the threshold (scanTies only).
      bestPos = cur;
      while (scores[bestPos] !== this.tieScore) bestPos++;
    }
    // The move at `cur` goes where the pick was: if it is a candidate, follow it.
    if (bestPos !== cur)
      for (let j = 0; j < m; j++)
        if (at[j] === cur) {
          at[j] = bestPos;
          break;
        }
    return bestPos;
  }
}
