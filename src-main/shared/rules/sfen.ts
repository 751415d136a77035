/**
 * SFEN and USI move text in and out. Malformed input gives typed errors, never exceptions.
 */
import {
  MOVE_NONE,
  isDrop,
  makeDrop,
  makeMove,
  makePiece,
  moveFrom,
  moveTo,
  isPromotion,
  dropType,
} from './types.ts';
import type { Move, Variant } from './types.ts';
import { Position } from './position.ts';
import { attackedBy } from './movegen.ts';
import { parseSetup, squareToUsi, typeLetter, typeOfLetter, usiToSquare } from './sfen-text.ts';
import type { SfenError, SfenOptions } from './sfen-text.ts';

export { STARTPOS_SFEN, MINISHOGI_STARTPOS_SFEN, formatSetup, parseSetup } from './sfen-text.ts';
export type { SfenError, SfenErrorCode, SfenOptions, PositionSetup } from './sfen-text.ts';

/** Result of `parseSfen`. */
export type ParseSfenResult = { ok: true; position: Position } | { ok: false; error: SfenError };

/**
 * Parses an SFEN ("sfen" prefix and move number optional) for a variant. Besides syntax it
 * rejects more than one king per side, a side not to move that is in check, pieces that could
 * never move, nifu (unless `options.allowNifu`) and more pieces than a hand can count.
 */
export function parseSfen(
  sfen: string,
  variant: Variant = 'shogi',
  options: SfenOptions = {},
): ParseSfenResult {
  const r = parseSetup(sfen, variant, options);
  if (!r.ok) return r;
  const position = new Position(r.value);
  const them = position.sideToMove ^ 1;
  const k = position.kingSquare(them as 0 | 1);
  if (k >= 0 && attackedBy(position, position.sideToMove, k)) {
    return {
      ok: false,
      error: {
        code: 'SFEN_KINGS',
        message: `the side not to move (${them === 0 ? 'black' : 'white'}) is in check`,
      },
    };
  }
  return { ok: true, position };
}

/** USI text of a move: "7g7f", "8h2b+", "P*5e"; "resign"-free: MOVE_NONE → "none", MOVE_NULL → "0000". */
export function moveToUsi(m: Move): string {
  if (m === MOVE_NONE) return 'none';
  if (moveFrom(m) === moveTo(m)) return '0000';
  if (isDrop(m)) return `${typeLetter(dropType(m))}*${squareToUsi(moveTo(m))}`;
  return `${squareToUsi(moveFrom(m))}${squareToUsi(moveTo(m))}${isPromotion(m) ? '+' : ''}`;
}

/** The move that USI text denotes in pos, or MOVE_NONE if malformed or illegal there. */
export function parseUsiMove(pos: Position, usi: string): Move {
  const m = buildUsiMove(pos, usi);
  return m !== MOVE_NONE && pos.isPseudoLegal(m) && pos.isLegal(m) ? m : MOVE_NONE;
}

/**
 * Builds the move USI text describes, without legality checks (MOVE_NONE if malformed): for
 * writing a move a record holds even when it was a foul.
 */
export function buildUsiMove(pos: Position, usi: string): Move {
  if (usi.length === 4 && usi[1] === '*') {
    const pt = typeOfLetter(usi[0]!);
    const to = usiToSquare(usi.slice(2));
    if (usi[0] !== usi[0]!.toUpperCase() || pt === 0 || pt > 7 || to < 0) return MOVE_NONE;
    return makeDrop(makePiece(pos.sideToMove, pt), to);
  }
  if (usi.length !== 4 && !(usi.length === 5 && usi[4] === '+')) return MOVE_NONE;
  const from = usiToSquare(usi.slice(0, 2));
  const to = usiToSquare(usi.slice(2, 4));
  if (from < 0 || to < 0) return MOVE_NONE;
  const pc = pos.pieceOn(from);
  if (pc === 0) return MOVE_NONE;
  return makeMove(from, to, pc, usi.length === 5);
}
