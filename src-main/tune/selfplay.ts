/**
 * A plain self-play match between two move choosers (e.g. evolved vs hand-set weights at equal
 * nodes), from opening lines, each opening played twice with colours swapped. Games end by mate,
 * fourfold repetition (perpetual check loses), the entering-king declaration, or a ply cap (draw).
 */
import { Position } from '../engine/core/position.ts';
import { parseUsiMove } from '../engine/core/sfen.ts';
import { MOVE_NONE, REP_DRAW, REP_LOSE, REP_WIN } from '../engine/core/types.ts';
import type { MoveChooser } from './movematch.ts';

/** Result of one game from the first player's (A's) side: 1 win, 0.5 draw, 0 loss. */
export type GameScore = 0 | 0.5 | 1;

/** Plays one game; `aIsBlack` says which colour A has. Returns A's score. */
export async function playGame(opening: string[], a: MoveChooser, b: MoveChooser, aIsBlack: boolean, maxPlies = 256): Promise<GameScore> {
  const pos = Position.startpos();
  for (const usi of opening) {
    const m = parseUsiMove(pos, usi);
    if (m === MOVE_NONE) break;
    pos.doMove(m);
  }
  while (pos.gamePly < maxPlies) {
    const aToMove = (pos.sideToMove === 0) === aIsBlack;
    if (pos.canDeclareWin(27)) return aToMove ? 1 : 0;
    const m = await (aToMove ? a : b).choose(pos.clone());
    if (m === MOVE_NONE) return aToMove ? 0 : 1;
    pos.doMove(m);
    const rep = pos.repetitionState(Infinity, 4);
    // The verdict is from the side to move now, i.e. the opponent of the player who just moved.
    if (rep === REP_DRAW) return 0.5;
    if (rep === REP_WIN) return aToMove ? 0 : 1;
    if (rep === REP_LOSE) return aToMove ? 1 : 0;
    if (pos.isMated()) return aToMove ? 1 : 0;
  }
  return 0.5;
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
  openings: string[][],
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
