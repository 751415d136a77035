/**
 * Game-end rules shared by the search, the GUI and the tournament adjudicator:
 * sennichite / perpetual check, the entering-king declaration and the maximum-moves draw.
 * (Checkmate is `Position.isMated()`.)
 */
import * as types from './types.ts';
import type { Color, RepetitionState } from './types.ts';
import type { Position } from './position.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { BISHOP, BLACK, WHITE, HAND_TYPES, KING, ROOK, SQUARE_NB, handCount, rawType } = types;

/**
 * The game rule for repetition: REP_NONE until the same position (board, hands, side to move)
 * occurs for the 4th time; then REP_DRAW (sennichite), or REP_LOSE when every move of the side to
 * move since the first of the four occurrences was a check (perpetual check loses), REP_WIN
 * when every move of the opponent was.
 */
export function sennichite(pos: Position): RepetitionState {
  return pos.repetitionState(Infinity, 4);
}

/**
 * Who wins a plain sennichite (no perpetual check): nobody (a draw) in shogi; white in minishogi,
 * whose rule makes repetition a loss for black (sente), as Fairy-Stockfish and lishogi play it.
 */
export function sennichiteWinner(variant: Position['variant']): Color | null {
  return variant === 'minishogi' ? WHITE : null;
}

/** Declaration rules: 27 = CSA / WCSC 27-point rule, 24 = JSA 24-point rule (31 points wins). */
export type DeclarationRule = 24 | 27;

/** Points and camp count for colour c: big pieces (bishop, rook, promoted or not) 5, others 1. */
export function declarationScore(
  pos: Position,
  c: Color,
): { points: number; piecesInCamp: number; kingInCamp: boolean } {
  const zone = pos.geo.zone;
  let points = 0;
  let piecesInCamp = 0;
  let kingInCamp = false;
  for (let sq = 0; sq < SQUARE_NB; sq++) {
    const pc = pos.pieceOn(sq);
    if (pc === 0 || pc >> 4 !== c || zone[c * SQUARE_NB + sq] === 0) continue;
    const rt = rawType(pc & 15);
    if (rt === KING) {
      kingInCamp = true;
      continue;
    }
    piecesInCamp++;
    points += rt === BISHOP || rt === ROOK ? 5 : 1;
  }
  const h = pos.hand(c);
  for (const pt of HAND_TYPES) points += handCount(h, pt) * (pt === BISHOP || pt === ROOK ? 5 : 1);
  return { points, piecesInCamp, kingInCamp };
}

/**
 * Entering-king declaration by the side to move (even games). The declaration wins iff:
 * the king is in the enemy camp (the three far ranks); at least 10 other pieces of the
 * declaring side are in the camp; the king is not in check; and the points of the pieces in
 * the camp plus the hand (bishop/rook 5, others 1, king 0) reach the threshold:
 * 27-point rule (CSA / WCSC "入玉宣言法"): black 28, white 27;
 * 24-point rule (JSA official rule since 2013): 31 for either side (24–30 would be a draw, not a win).
 * Sources (facts only): the JSA/CSA declaration rule as quoted on kifulog.shogi.or.jp
 * (joryu_ouza 2015 "入玉将棋の宣言法": ①玉が敵陣三段目以内 ②先手28点・後手27点以上
 * ③玉を除き10枚以上 ④王手がかかっていない) and the 24-point rule (31 points or more wins).
 * Minishogi has no declaration rule: always false.
 */
export function canDeclareWin(pos: Position, rule: DeclarationRule = 27): boolean {
  if (pos.variant === 'minishogi') return false;
  const c = pos.sideToMove;
  if (pos.kingSquare(c) < 0 || pos.inCheck()) return false;
  const s = declarationScore(pos, c);
  if (!s.kingInCamp || s.piecesInCamp < 10) return false;
  const need = rule === 24 ? 31 : c === BLACK ? 28 : 27;
  return s.points >= need;
}

/**
 * Maximum-moves draw: true once `maxMoves` plies have been played (counting from the game start,
 * i.e. `pos.gamePly`, which includes the SFEN move number) and the side to move is not mated —
 * a mate delivered on the last allowed move still wins. Matches the CSA server's max_moves
 * (e.g. 256: the game is drawn after the 256th move).
 */
export function isMaxMovesDraw(pos: Position, maxMoves: number): boolean {
  return maxMoves > 0 && pos.gamePly >= maxMoves && !pos.isMated();
}
