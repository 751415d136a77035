/**
 * The game schedule: which engines meet, with which colours and which opening. Deterministic from the
 * config, so a resumed run recomputes exactly the same list and skips the games its journal holds.
 */

/** One scheduled game. Engines are indices into the config's engine list. */
export interface GameSpec {
  /** 0-based position in the schedule; the game's identity in the journal and file names. */
  index: number;
  /** Round r uses opening r (each opening is played twice, colours swapped). */
  round: number;
  black: number;
  white: number;
  /** Index of the opening in the ordered book (the round number). */
  opening: number;
  /** Games with the same `pairId` share the opening with colours swapped (pentanomial pairs). */
  pairId: number;
}

/** The engine pairs of a format: all pairs (round robin) or the first engine against each other. */
export function enginePairs(
  format: 'round-robin' | 'gauntlet',
  engineCount: number,
): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < engineCount; i++) {
    for (let j = i + 1; j < engineCount; j++)
      if (format === 'round-robin' || i === 0) pairs.push([i, j]);
  }
  return pairs;
}

/**
 * Every pair plays `gamesPerPair` games; games 2r and 2r+1 of a pair use opening r with colours
 * swapped (the first engine of the pair has black in the even game). Rounds run in order so that
 * a stopped tournament has played every pair about equally.
 */
export function buildSchedule(
  format: 'round-robin' | 'gauntlet',
  engineCount: number,
  gamesPerPair: number,
): GameSpec[] {
  const pairs = enginePairs(format, engineCount);
  const games: GameSpec[] = [];
  for (let round = 0; round < Math.ceil(gamesPerPair / 2); round++) {
    for (const [p, [a, b]] of pairs.entries()) {
      const pairId = round * pairs.length + p;
      games.push({ index: games.length, round, black: a, white: b, opening: round, pairId });
      if (2 * round + 1 < gamesPerPair)
        games.push({ index: games.length, round, black: b, white: a, opening: round, pairId });
    }
  }
  return games;
}
