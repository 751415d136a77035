/**
 * Shape, mobility, rook-position and "other" features of one colour c: the bad and good piece
 * patterns of appendix A, safe squares for bishop and rook, the rook's file and camp, and the
 * aggression / blocked-flow / total-attack balance.
 */
import {
  BISHOP,
  DRAGON,
  GOLD,
  HORSE,
  KING,
  LANCE,
  PAWN,
  ROOK,
  SILVER,
  SQUARE_NB,
  colorOf,
  typeOf,
} from '../../../shared/rules/types.ts';
import type { Color } from '../../../shared/rules/types.ts';
import type { AttackMap } from './attack-map.ts';
import type { BoardView } from './board-view.ts';
import { featureIndex } from './feature-set.ts';
import { FORWARD, GEOMETRY, SLIDE_DIRS, type Geometry } from './geometry.ts';
import { isGoldLike } from './kinds.ts';

const F = {
  goldAheadOfSilver: featureIndex('shape.goldAheadOfSilver'),
  goldBesideRook: featureIndex('shape.goldBesideRook'),
  pieceAheadOfPawn: featureIndex('shape.pieceAheadOfPawn'),
  bishopHeadProtected: featureIndex('shape.bishopHeadProtected'),
  bishopHeadAttacked: featureIndex('shape.bishopHeadAttacked'),
  recliningSilver: featureIndex('shape.recliningSilver'),
  claimedFiles: featureIndex('shape.claimedFiles'),
  adjacent: featureIndex('shape.adjacentSilverGold'),
  mobBishop: featureIndex('mobility.bishop'),
  mobRook: featureIndex('mobility.rook'),
  rookCamp: featureIndex('rook.inEnemyCamp'),
  rookKingFile: featureIndex('rook.nearKingFile'),
  rookOpen: featureIndex('rook.openFile'),
  rookSemiOpen: featureIndex('rook.semiOpenFile'),
  aggression: featureIndex('other.aggression'),
  blocked: featureIndex('other.blockedFlow'),
  totalAttacking: featureIndex('other.totalAttacking'),
};

/** Directions that visit each neighbouring pair once, and the two sideways directions. */
const PAIR_DIRS = [1, 2, 6, 7];
const SIDE_DIRS = [2, 3];
/** Files holding an own rook or lance and no own pawn (bit per file). */
let claimedMask = 0;

/** Pawns of each colour on each file (index c*10 + file). */
const pawnFiles = new Uint8Array(20);

/** Counts pawns per file for both colours. */
function countPawnFiles(v: BoardView, g: Geometry): void {
  pawnFiles.fill(0);
  for (const sq of g.squares) {
    const pc = v.board[sq]!;
    if (pc !== 0 && typeOf(pc) === PAWN) pawnFiles[colorOf(pc) * 10 + ((sq / 9) | 0) + 1]!++;
  }
}

/** The own piece type on sq, 0 if empty or the enemy's. */
function ownType(v: BoardView, sq: number, c: Color): number {
  if (sq < 0) return 0;
  const pc = v.board[sq]!;
  return pc !== 0 && colorOf(pc) === c ? typeOf(pc) : 0;
}

/** Adds sign × (shape, mobility, rook and other features of colour c). */
export function addShapeFeatures(
  v: BoardView,
  att: AttackMap,
  c: Color,
  sign: number,
  out: Int32Array,
): void {
  const g = GEOMETRY[v.variant];
  countPawnFiles(v, g);
  claimedMask = 0;
  for (const sq of g.squares) {
    const pt = ownType(v, sq, c);
    if (pt === 0) continue;
    addPieceShape(v, att, g, c, sq, pt, sign, out);
    if (pt !== KING && g.relRank[c * SQUARE_NB + sq]! <= g.size >> 1) out[F.aggression]! += sign;
  }
  for (let m = claimedMask; m !== 0; m &= m - 1) out[F.claimedFiles]! += sign;
  const us = c * SQUARE_NB;
  for (const sq of g.squares) {
    if (g.relRank[us + sq]! <= g.size >> 1) out[F.totalAttacking]! += sign * att.count[us + sq]!;
  }
}

/** The per-piece patterns of the piece of type pt on sq. */
function addPieceShape(
  v: BoardView,
  att: AttackMap,
  g: Geometry,
  c: Color,
  sq: number,
  pt: number,
  sign: number,
  out: Int32Array,
): void {
  const ahead = g.next[sq * 8 + FORWARD[c]]!;
  const file = ((sq / 9) | 0) + 1;
  if (pt === SILVER) {
    if (ownType(v, ahead, c) === GOLD) out[F.goldAheadOfSilver]! += sign;
    if (g.size === 9 && file === 5 && g.relRank[c * SQUARE_NB + sq] === 6)
      out[F.recliningSilver]! += sign;
  }
  if (pt === SILVER || isGoldLike(pt)) {
    for (const d of PAIR_DIRS) {
      const t = ownType(v, g.next[sq * 8 + d]!, c);
      if (t === SILVER || isGoldLike(t)) out[F.adjacent]! += sign;
    }
  }
  if (pt === PAWN && ahead >= 0) {
    const t = ownType(v, ahead, c);
    if (t !== 0 && t !== PAWN && t !== KING) out[F.pieceAheadOfPawn]! += sign;
  }
  if (pt === BISHOP && ahead >= 0) {
    if (att.count[c * SQUARE_NB + ahead]! > 0) out[F.bishopHeadProtected]! += sign;
    if (att.count[(c ^ 1) * SQUARE_NB + ahead]! > 0) out[F.bishopHeadAttacked]! += sign;
  }
  if (pt === BISHOP || pt === HORSE) out[F.mobBishop]! += sign * safeSquares(v, att, c, sq);
  if (pt === ROOK || pt === DRAGON) {
    out[F.mobRook]! += sign * safeSquares(v, att, c, sq);
    for (const d of SIDE_DIRS)
      if (ownType(v, g.next[sq * 8 + d]!, c) === GOLD) out[F.goldBesideRook]! += sign;
    addRookPlacement(v, g, c, sq, file, sign, out);
  }
  if ((pt === ROOK || pt === DRAGON || pt === LANCE) && pawnFiles[c * 10 + file] === 0)
    claimedMask |= 1 << file;
  if (SLIDE_DIRS[c]![pt]!.length > 0) out[F.blocked]! += sign * blockedRays(v, att, g, c, sq, pt);
}

/** Squares the piece on sq attacks that hold no own piece and no enemy attacker. */
function safeSquares(v: BoardView, att: AttackMap, c: Color, sq: number): number {
  let n = 0;
  const them = (c ^ 1) * SQUARE_NB;
  for (let i = att.start[sq]!; i < att.start[sq]! + att.len[sq]!; i++) {
    const to = att.list[i]!;
    if (ownType(v, to, c) === 0 && att.count[them + to] === 0) n++;
  }
  return n;
}

/** Rook in the enemy camp, near the enemy king's file, on an open or semi-open file. */
function addRookPlacement(
  v: BoardView,
  g: Geometry,
  c: Color,
  sq: number,
  file: number,
  sign: number,
  out: Int32Array,
): void {
  if (g.inEnemyCamp(c, sq)) out[F.rookCamp]! += sign;
  const ek = v.kings[c ^ 1]!;
  if (ek >= 0) {
    const kf = ((ek / 9) | 0) + 1;
    const near = Math.abs(kf - file) <= 1;
    // The 9/8/2/1 case: a king on the two edge files is reached from anywhere on the three edge files.
    const edge = (kf <= 2 && file <= 3) || (kf >= g.size - 1 && file >= g.size - 2);
    if (near || edge) out[F.rookKingFile]! += sign;
  }
  const own = pawnFiles[c * 10 + file]!;
  const theirs = pawnFiles[(c ^ 1) * 10 + file]!;
  if (own === 0 && theirs === 0) out[F.rookOpen]! += sign;
  else if (own === 0) out[F.rookSemiOpen]! += sign;
}

/** Slide rays of the piece on sq stopped at once by an own piece defended by another piece too. */
function blockedRays(
  v: BoardView,
  att: AttackMap,
  g: Geometry,
  c: Color,
  sq: number,
  pt: number,
): number {
  let n = 0;
  for (const d of SLIDE_DIRS[c]![pt]!) {
    const to = g.next[sq * 8 + d]!;
    if (to >= 0 && ownType(v, to, c) !== 0 && att.count[c * SQUARE_NB + to]! > 1) n++;
  }
  return n;
}
