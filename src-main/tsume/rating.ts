/**
 * The player's tsume rating (Glicko-2, from the maintained `glicko2` package) and the choice of
 * the next problem near it. Each attempt is a game against the problem, rated at its
 * difficulty (difficulty.ts): solved is a win, failed a loss. Pure apart from the library.
 */
import { Glicko2 } from 'glicko2';
import type { TsumeProblem } from './problem-file.ts';

/** A player's Glicko-2 state, as saved between sessions. */
export interface TsumeRating {
  rating: number;
  /** Rating deviation: how unsure the rating still is. */
  rd: number;
  /** Volatility: how fast the rating is expected to move. */
  vol: number;
}

/** A new player: Glicko-2's customary start (1500 ± 350, volatility 0.06). */
export const NEW_PLAYER: TsumeRating = { rating: 1500, rd: 350, vol: 0.06 };
/** Glicko-2 τ: 0.5, mid-range of Glickman's suggested 0.3–1.2. */
export const TAU = 0.5;
/** Deviation given to a problem's difficulty: difficulties are estimates, not measured ratings. */
export const PROBLEM_RD = 100;

/** The rating after one attempt at a problem of `difficulty`. */
export function rateAttempt(player: TsumeRating, difficulty: number, solved: boolean): TsumeRating {
  const system = new Glicko2({ tau: TAU });
  const me = system.makePlayer(player.rating, player.rd, player.vol);
  const problem = system.makePlayer(difficulty, PROBLEM_RD, NEW_PLAYER.vol);
  system.updateRatings([[me, problem, solved ? 1 : 0]]);
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}

/** Which problems {@link pickNext} may choose from. */
export interface PickFilter {
  /** Only problems of this many plies. */
  plies?: number;
  /** Ids already attempted (left out while others remain). */
  done?: ReadonlySet<string>;
}

/**
 * The problem whose difficulty is nearest the player's rating, among those not yet done (all of
 * them again once every one is done); ties go to the earlier id. Null when none matches.
 */
export function pickNext(
  problems: readonly TsumeProblem[],
  player: TsumeRating,
  filter: PickFilter = {},
): TsumeProblem | null {
  const fits = problems.filter(
    (p) =>
      p.difficulty !== undefined &&
      (filter.plies === undefined || p.solution.length === filter.plies),
  );
  const fresh = fits.filter((p) => !filter.done?.has(p.id));
  const pool = fresh.length > 0 ? fresh : fits;
  let best: TsumeProblem | null = null;
  for (const p of pool) {
    const gap = Math.abs(p.difficulty! - player.rating);
    const bestGap = best ? Math.abs(best.difficulty! - player.rating) : Infinity;
    if (gap < bestGap || (gap === bestGap && best && p.id < best.id)) best = p;
  }
  return best;
}
