/**
 * Several runs of one two-engine match read as one: their W/D/L and pentanomial counts summed, with
 * the runner's Elo (elo.ts) and SPRT (sprt.ts) over the sum. Why: an output folder does not outlive
 * the machine it was made on, but the counts a run ends with are written down (the strength log),
 * so a match stopped undecided can go on elsewhere with a new seed and be judged as a whole.
 * Games of different runs are independent draws of the same match, so their counts simply add.
 */
import type { SprtConfig } from './config.ts';
import { fitEloPairs } from './elo.ts';
import { sprtStatus, type Pentanomial, type SprtStatus } from './sprt.ts';

/** One run's end: the first engine's W/D/L and its pentanomial over complete pairs. */
export interface RunCounts {
  wins: number;
  draws: number;
  losses: number;
  penta: Pentanomial;
}

/** The runs summed, with the first engine's centred Elo and the SPRT over the sum. */
export interface CombinedRuns extends RunCounts {
  games: number;
  /** The first engine's Elo centred on the two engines' average (the runner's figure). */
  elo: number;
  /** Half-width of its 95 % interval. */
  error95: number;
  sprt: SprtStatus;
}

/** A run summary that cannot be read, with the text it was given. */
export class RunCountsError extends Error {
  constructor(
    readonly text: string,
    reason: string,
  ) {
    super(`run "${text}": ${reason}`);
    this.name = 'RunCountsError';
  }
}

const RUN =
  /^\s*(\d+)\/(\d+)\/(\d+)(?:\s+in\s+(\d+)\s*,?)?\s*[:\s]\s*\[?\s*(\d+(?:\s*,\s*\d+){4})\s*\]?\s*$/;

/**
 * Reads `W/D/L:p0,p1,p2,p3,p4`, or the strength log's `W/D/L in N, [p0, …, p4]`. Throws
 * RunCountsError when the shape is wrong, N is not W + D + L, or the pairs need more games.
 */
export function parseRunCounts(text: string): RunCounts {
  const m = RUN.exec(text);
  if (!m)
    throw new RunCountsError(text, 'expected W/D/L:p0,p1,p2,p3,p4 or W/D/L in N, [p0, …, p4]');
  const [wins, draws, losses] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
  const games = wins + draws + losses;
  if (m[4] !== undefined && Number(m[4]) !== games)
    throw new RunCountsError(text, `W + D + L is ${games}, not ${m[4]}`);
  const penta = m[5]!.split(',').map((s) => Number(s.trim())) as Pentanomial;
  const pairs = penta.reduce((a, b) => a + b, 0);
  // Why the check: a count copied from the wrong row or column shows up as impossible here.
  if (2 * pairs > games)
    throw new RunCountsError(text, `${pairs} pairs need ${2 * pairs} games, the run has fewer`);
  return { wins, draws, losses, penta };
}

/** Sums the runs and judges the sum as one run under `sprt`. */
export function combineRuns(runs: readonly RunCounts[], sprt: SprtConfig): CombinedRuns {
  const sum: RunCounts = { wins: 0, draws: 0, losses: 0, penta: [0, 0, 0, 0, 0] };
  for (const r of runs) {
    sum.wins += r.wins;
    sum.draws += r.draws;
    sum.losses += r.losses;
    for (let k = 0; k < 5; k++) sum.penta[k]! += r.penta[k]!;
  }
  const [first] = fitEloPairs(2, [{ a: 0, b: 1, ...sum }]);
  return {
    ...sum,
    games: sum.wins + sum.draws + sum.losses,
    elo: first!.elo,
    error95: first!.error95,
    sprt: sprtStatus(sum.penta, sprt),
  };
}
