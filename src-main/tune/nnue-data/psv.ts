/**
 * YaneuraOu's `PackedSfenValue` training record: 40 bytes, little-endian:
 *   bytes 0–31  PackedSfen (packed-sfen.ts)
 *   bytes 32–33 score, int16, from the side to move's point of view
 *   bytes 34–35 move, uint16, YaneuraOu's 16-bit move (Move16)
 *   bytes 36–37 gamePly, uint16: YaneuraOu's `game_ply()`, 1 at the start position (= SFEN move number)
 *   byte  38    game_result, int8: 1 the side to move went on to win, 0 draw, −1 loss
 *   byte  39    padding (written 0, ignored on reading)
 * Facts from YaneuraOu `source/learn/learn.h` (struct PackedSfenValue, "32 + 2 + 2 + 2 + 1 + 1 =
 * 40bytes"), its gensfen (`psv.gamePly = pos.game_ply()`, `psv.move = pv[0]`) and `position.h`
 * (gamePly: "初期局面 == 1").
 *
 * Move16 (YaneuraOu `types.h`; the same conversion appears in cshogi): bits 0–6 the destination
 * square, bits 7–13 the origin square or, for a drop, the dropped piece type (PAWN 1 … GOLD 7),
 * bit 14 MOVE_DROP, bit 15 MOVE_PROMOTE. Squares and piece types number as ours do.
 */
import type { Position } from '../../shared/rules/position.ts';
import {
  MOVE_NONE,
  isDrop,
  isPromotion,
  makeDrop,
  makeMove,
  makePiece,
  moveFrom,
  moveTo,
  dropType,
} from '../../shared/rules/types.ts';
import type { Move } from '../../shared/rules/types.ts';
import {
  PACKED_SFEN_SIZE,
  packSfen,
  unpackPosition,
  type PackedSfenErrorCode,
} from '../../shared/rules/packed-sfen.ts';

/** Bytes of one record. */
export const PSV_SIZE = 40;
/** Largest |score| a record may hold: YaneuraOu's VALUE_MATE (32000); beyond it a score is corrupt. */
export const PSV_SCORE_LIMIT = 32000;
/** Move16 flag of a drop. */
export const MOVE16_DROP = 1 << 14;
/** Move16 flag of a promotion. */
export const MOVE16_PROMOTE = 1 << 15;

/** Game result from the side to move's point of view. */
export type GameResult = -1 | 0 | 1;

/** One record's fields, as stored. */
export interface PackedSfenValue {
  /** The 32 packed bytes. */
  sfen: Uint8Array;
  /** Search score (cp) for the side to move. */
  score: number;
  /** Best move in YaneuraOu's Move16 encoding. */
  move16: number;
  /** YaneuraOu game ply: 1 at the start position. */
  gamePly: number;
  /** Raw int8 result field (1 / 0 / −1 in valid data). */
  gameResult: number;
}

/** Why a record cannot be built or decoded. */
export type PsvErrorCode = PackedSfenErrorCode | 'PSV_SCORE' | 'PSV_RESULT' | 'PSV_MOVE';
/** A typed failure. */
export interface PsvError {
  code: PsvErrorCode;
  message: string;
}

/** A decoded record: the position (its move number from gamePly) and the move in our encoding. */
export interface DecodedPsv {
  position: Position;
  move: Move;
  score: number;
  gamePly: number;
  gameResult: GameResult;
}

/** Our move in YaneuraOu's Move16 encoding (0 for MOVE_NONE). */
export function toMove16(m: Move): number {
  if (m === MOVE_NONE) return 0;
  if (isDrop(m)) return moveTo(m) | (dropType(m) << 7) | MOVE16_DROP;
  return moveTo(m) | (moveFrom(m) << 7) | (isPromotion(m) ? MOVE16_PROMOTE : 0);
}

/** The legal move of `pos` that a Move16 denotes, or MOVE_NONE if none does. */
export function fromMove16(pos: Position, move16: number): Move {
  const to = move16 & 0x7f;
  const from = (move16 >> 7) & 0x7f;
  if (to >= 81) return MOVE_NONE;
  let m: Move;
  if (move16 & MOVE16_DROP) {
    if (from < 1 || from > 7 || move16 & MOVE16_PROMOTE) return MOVE_NONE;
    m = makeDrop(makePiece(pos.sideToMove, from), to);
  } else {
    if (from >= 81 || pos.pieceOn(from) === 0) return MOVE_NONE;
    m = makeMove(from, to, pos.pieceOn(from), (move16 & MOVE16_PROMOTE) !== 0);
  }
  return pos.isPseudoLegal(m) && pos.isLegal(m) ? m : MOVE_NONE;
}

/** Writes a record's fields at `out[offset..offset+40)`. */
export function writePsv(rec: PackedSfenValue, out: Uint8Array, offset = 0): void {
  out.set(rec.sfen.subarray(0, PACKED_SFEN_SIZE), offset);
  const v = new DataView(out.buffer, out.byteOffset + offset, PSV_SIZE);
  v.setInt16(32, rec.score, true);
  v.setUint16(34, rec.move16, true);
  v.setUint16(36, rec.gamePly, true);
  v.setInt8(38, rec.gameResult);
  v.setUint8(39, 0);
}

/** Sets the game result of the record at `offset` (filled in when the game ends). */
export function setPsvGameResult(out: Uint8Array, offset: number, result: GameResult): void {
  out[offset + 38] = result & 0xff;
}

/** Reads the fields of the record at `offset` (the caller ensures 40 bytes are there). */
export function readPsv(bytes: Uint8Array, offset = 0): PackedSfenValue {
  const v = new DataView(bytes.buffer, bytes.byteOffset + offset, PSV_SIZE);
  return {
    sfen: bytes.slice(offset, offset + PACKED_SFEN_SIZE),
    score: v.getInt16(32, true),
    move16: v.getUint16(34, true),
    gamePly: v.getUint16(36, true),
    gameResult: v.getInt8(38),
  };
}

/**
 * The record for `pos` (a standard-set shogi position) with a search score, its best move and the
 * game result, all from the side to move's point of view.
 */
export function makePsv(
  pos: Position,
  score: number,
  move: Move,
  gameResult: GameResult,
): { ok: true; record: PackedSfenValue } | { ok: false; error: PsvError } {
  if (!Number.isInteger(score) || Math.abs(score) > PSV_SCORE_LIMIT) {
    return {
      ok: false,
      error: { code: 'PSV_SCORE', message: `score ${score} is outside ±${PSV_SCORE_LIMIT}` },
    };
  }
  const packed = packSfen(pos);
  if (!packed.ok) return packed;
  const gamePly = Math.min(0xffff, pos.gamePly + 1);
  return {
    ok: true,
    record: { sfen: packed.bytes.slice(), score, move16: toMove16(move), gamePly, gameResult },
  };
}

/**
 * Decodes a record into a position and a legal move, checking every field: the board, the score
 * range, the result (−1, 0 or 1) and that the move is legal in the position.
 */
export function decodePsv(
  rec: PackedSfenValue,
): { ok: true; value: DecodedPsv } | { ok: false; error: PsvError } {
  const p = unpackPosition(rec.sfen, 0, rec.gamePly);
  if (!p.ok) return p;
  if (Math.abs(rec.score) > PSV_SCORE_LIMIT) {
    return {
      ok: false,
      error: { code: 'PSV_SCORE', message: `score ${rec.score} is outside ±${PSV_SCORE_LIMIT}` },
    };
  }
  if (rec.gameResult < -1 || rec.gameResult > 1) {
    return {
      ok: false,
      error: { code: 'PSV_RESULT', message: `game result ${rec.gameResult} is not 1, 0 or −1` },
    };
  }
  const move = fromMove16(p.position, rec.move16);
  if (move === MOVE_NONE) {
    return {
      ok: false,
      error: {
        code: 'PSV_MOVE',
        message: `move 0x${rec.move16.toString(16)} is not legal in ${p.position.sfen()}`,
      },
    };
  }
  return {
    ok: true,
    value: {
      position: p.position,
      move,
      score: rec.score,
      gamePly: rec.gamePly,
      gameResult: rec.gameResult as GameResult,
    },
  };
}
