/**
 * Knockout format (cutechess-cli's `-tournament knockout`): engines are seeded in config order;
 * each round pairs the best remaining seed with the worst (1 v n, 2 v n−1, …; with an odd number
 * the best seed has a bye), each match is `gamesPerPair` games played like a round-robin pair
 * (game pairs share an opening, colours swapped), and the match winner goes on. A tied match goes
 * to the better seed, so every round ends after its scheduled games. The bracket of a run follows
 * from its journal, so a resumed run rebuilds exactly the same rounds.
 */
import type { GameResult } from './game.ts';
import { buildSchedule, type GameSpec } from './schedule.ts';
import type { TournamentConfig } from './config.ts';

/** A round's matches (engine indices) and the engine with a bye, if any. */
export function knockoutPairs(alive: readonly number[]): {
  pairs: [number, number][];
  bye?: number;
} {
  const odd = alive.length % 2 === 1;
  const rest = odd ? alive.slice(1) : alive.slice();
  const pairs: [number, number][] = [];
  for (let i = 0; i < rest.length / 2; i++) pairs.push([rest[i]!, rest[rest.length - 1 - i]!]);
  return odd ? { pairs, bye: alive[0]! } : { pairs };
}

/** Games in the whole bracket of `engines` engines (known before any game is played). */
export function knockoutGameCount(engines: number, gamesPerPair: number): number {
  let total = 0;
  for (let m = engines; m > 1; m = Math.ceil(m / 2)) total += Math.floor(m / 2) * gamesPerPair;
  return total;
}

/** Games in a whole run of any format (what progress counts against). */
export function totalGames(
  c: Pick<TournamentConfig, 'format' | 'engines' | 'gamesPerPair'>,
): number {
  if (c.format === 'knockout') return knockoutGameCount(c.engines.length, c.gamesPerPair);
  return buildSchedule(c.format, c.engines.length, c.gamesPerPair).length;
}

/** Points of engine `a` against `b` in their match's games (draws ½). */
function pointsOf(a: number, games: readonly GameResult[]): number {
  return games.reduce((s, g) => {
    if (g.winner === null) return s + 0.5;
    return s + ((g.winner === 'black' ? g.blackIndex : g.whiteIndex) === a ? 1 : 0);
  }, 0);
}

/** The winner of a finished match: more points, or the better seed (lower index) on a tie. */
export function matchWinner(a: number, b: number, games: readonly GameResult[]): number {
  const pa = pointsOf(a, games);
  const pb = games.length - pa;
  if (pa !== pb) return pa > pb ? a : b;
  return Math.min(a, b);
}

/** The bracket so far: every game of the rounds reached, and the champion once it is over. */
export interface KnockoutState {
  games: GameSpec[];
  /** Engines still in, by seed. */
  alive: number[];
  champion?: number;
}

/**
 * The rounds that the finished games allow: round 1, then each next round once every game of the
 * previous one is in `results`.
 */
export function knockoutSchedule(
  engines: number,
  gamesPerPair: number,
  results: readonly GameResult[],
): KnockoutState {
  const byIndex = new Map(results.map((g) => [g.index, g]));
  const games: GameSpec[] = [];
  let alive = Array.from({ length: engines }, (_, i) => i);
  for (let round = 0; alive.length > 1; round++) {
    const { pairs, bye } = knockoutPairs(alive);
    const roundGames = matchGames(pairs, gamesPerPair, round, games.length);
    games.push(...roundGames);
    const played = roundGames.map((g) => byIndex.get(g.index));
    if (played.some((g) => g === undefined)) return { games, alive };
    // In a round each engine plays one match, so a match's games are those between its two engines.
    const winners = pairs.map(([a, b]) => {
      const mine = played.filter((g) => g!.blackIndex === a || g!.whiteIndex === a);
      return matchWinner(a, b, mine as GameResult[]);
    });
    alive = [...winners, ...(bye === undefined ? [] : [bye])].sort((x, y) => x - y);
  }
  return { games, alive, champion: alive[0] };
}

/** The games of a round's matches, numbered from `first`; openings differ from round to round. */
function matchGames(
  pairs: readonly [number, number][],
  gamesPerPair: number,
  round: number,
  first: number,
): GameSpec[] {
  const games: GameSpec[] = [];
  const openingsPerMatch = Math.ceil(gamesPerPair / 2);
  for (let r = 0; r < openingsPerMatch; r++) {
    for (const [a, b] of pairs) {
      const pairId = first + games.length; // the first game's index: unique over the bracket
      const opening = round * openingsPerMatch + r;
      const spec = { round, opening, pairId };
      games.push({ index: first + games.length, black: a, white: b, ...spec });
      if (2 * r + 1 < gamesPerPair)
        games.push({ index: first + games.length, black: b, white: a, ...spec });
    }
  }
  return games;
}
