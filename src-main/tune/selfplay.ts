/**
 * A plain self-play match between two move choosers (e.g. evolved vs hand-set weights at equal
 * nodes), from opening lines, each opening played twice with colours swapped. The tournament's
 * `Referee` judges every game (mate, sennichite, perpetual check, the entering-king declaration),
 * with a ply cap that draws.
 */
import { canDeclareWin } from '../shared/rules/gameend.ts';
import { moveToUsi } from '../shared/rules/sfen.ts';
import { MOVE_NONE } from '../shared/rules/types.ts';
import type { Opening } from '../tournament/openings.ts';
import { Referee, type Outcome } from '../tournament/referee.ts';
import type { MoveChooser } from './movematch.ts';

/** Result of one game from the first player's (A's) side: 1 win, 0.5 draw, 0 loss. */
export type GameScore = 0 | 0.5 | 1;

/** A start position ('startpos' or an SFEN) and the USI moves played from it. */
export type SelfPlayOpening = Pick<Opening, 'sfen' | 'moves'>;

/**
 * Plays one game; `aIsBlack` says which colour A has. Returns A's score. A chooser with no move
 * resigns; a side that can declare the entering-king win does so.
 * @throws if the opening is illegal (callers load books with `loadOpenings`, which checks them).
 */
export async function playGame(
  opening: SelfPlayOpening,
  a: MoveChooser,
  b: MoveChooser,
  aIsBlack: boolean,
  maxPlies = 256,
): Promise<GameScore> {
  const referee = new Referee(opening.sfen, opening.moves, 'shogi', { maxMoves: maxPlies });
  for (;;) {
    const aToMove = (referee.sideToMove === 0) === aIsBlack;
    const outcome = referee.play(await bestmove(referee, aToMove ? a : b));
    if (outcome) return scoreOf(outcome, aIsBlack);
  }
}

/** The side to move's USI reply, as an engine would send it: a move, `win` or `resign`. */
async function bestmove(referee: Referee, chooser: MoveChooser): Promise<string> {
  // The declaration is checked first because a chooser only knows moves.
  if (canDeclareWin(referee.pos, 27)) return 'win';
  const m = await chooser.choose(referee.pos.clone());
  return m === MOVE_NONE ? 'resign' : moveToUsi(m);
}

/** A's score for a finished game. */
function scoreOf(outcome: Outcome, aIsBlack: boolean): GameScore {
  if (outcome.winner === null) return 0.5;
  return (outcome.winner === 0) === aIsBlack ? 1 : 0;
}

/** Match totals from A's side. */
export interface MatchResult {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** A's score fraction. */
  score: number;
}

/** Plays every opening twice (A black, then A white). */
export async function playMatch(
  openings: readonly SelfPlayOpening[],
  a: MoveChooser,
  b: MoveChooser,
  onGame?: (r: MatchResult) => void,
): Promise<MatchResult> {
  const r: MatchResult = { games: 0, wins: 0, draws: 0, losses: 0, score: 0 };
  for (const opening of openings) {
    for (const aIsBlack of [true, false]) {
      const s = await playGame(opening, a, b, aIsBlack);
      r.games++;
      if (s === 1) r.wins++;
      else if (s === 0) r.losses++;
      else r.draws++;
      r.score = (r.wins + r.draws / 2) / r.games;
      onGame?.(r);
    }
  }
  return r;
}
