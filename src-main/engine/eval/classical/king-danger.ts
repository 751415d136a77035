/**
 * King danger for the fast evaluator: how exposed a king is to the enemy's board pieces AND to
 * what the enemy holds in hand. Shogi kings die to drops, so a king with holes next to it
 * facing a hand of golds is in danger even when no enemy piece is near.
 *
 * Danger units (weights in ./params.ts, KD_*), for the king of colour c and attacker a:
 * - a's board pieces reaching the 3×3 zone (by type), and every attack on a zone square;
 * - neighbour squares a attacks that only the king defends ("weak");
 * - checking drops a could make next to the king from its hand (or on a knight's checking
 *   square), by piece type, weighted by whether a supports the square more than c defends it;
 * - holes (empty neighbours only the king defends) times the weighted size of a's hand, so hand
 *   pieces are worth more against an open king;
 * - minus escape squares (not attacked, not c's own) and golds, silvers and tokins next to the king.
 * The centipawn penalty grows with the square of the units (KD_DIV), as attacks need several
 * pieces working together to mate.
 */
import { NEAR_MASK, OPPOSITE } from '../../../shared/rules/attacks.ts';
import type { Position } from '../../../shared/rules/position.ts';
import {
  GOLD,
  HAND_MASK,
  HAND_SHIFT,
  KNIGHT,
  PAWN,
  PRO_SILVER,
  PRO_PAWN,
  SILVER,
  SQUARE_NB,
} from '../../../shared/rules/types.ts';
import {
  KD_DEFENDER,
  KD_DIV,
  KD_DROP_SUPPORTED,
  KD_DROP_UNIT,
  KD_DROP_UNSUPPORTED,
  KD_ESCAPE,
  KD_HAND_WEIGHT,
  KD_HOLE_HAND,
  KD_MAX,
  KD_NO_ESCAPE,
  KD_WEAK_SQUARE,
  KD_ZONE_ATTACK,
} from './params.ts';
import type { FastAttackMap } from './fast-attack-map.ts';

/** Hand-type mask bit of a piece type (P L N S B R G = types 1..7 → bits 0..6). */
const handBit = (pt: number): number => 1 << (pt - 1);

/**
 * Danger units of the checking drops that colour a's hand types (mask) allow on the square in
 * direction d from the enemy king: DROP_UNITS[(a*8 + d)*128 + mask]. The dropped piece stands on
 * that square and must reach the king, i.e. attack in the opposite direction.
 */
const DROP_UNITS = new Int16Array(2 * 8 * 128);
for (let a = 0; a < 2; a++) {
  for (let d = 0; d < 8; d++) {
    const back = OPPOSITE[d]!;
    for (let mask = 0; mask < 128; mask++) {
      let u = 0;
      for (let pt = PAWN; pt <= GOLD; pt++) {
        if (pt === KNIGHT || !(mask & handBit(pt))) continue;
        if ((NEAR_MASK[(a << 4) | pt]! >> back) & 1) u += KD_DROP_UNIT[pt]!;
      }
      DROP_UNITS[(a * 8 + d) * 128 + mask] = u;
    }
  }
}

/** Types that shelter their king when next to it: silver, gold and the gold-movers. */
function isShelter(pt: number): boolean {
  return pt === SILVER || pt === GOLD || (pt >= PRO_PAWN && pt <= PRO_SILVER);
}

/** The hand-type mask of a packed hand (which types it holds). */
function handMask(hand: number): number {
  let mask = 0;
  for (let pt = PAWN; pt <= GOLD; pt++)
    if ((hand >>> HAND_SHIFT[pt]!) & HAND_MASK[pt]!) mask |= handBit(pt);
  return mask;
}

/** The weighted piece count of a packed hand (KD_HAND_WEIGHT). */
function handWeight(hand: number): number {
  let weight = 0;
  for (let pt = PAWN; pt <= GOLD; pt++)
    weight += ((hand >>> HAND_SHIFT[pt]!) & HAND_MASK[pt]!) * KD_HAND_WEIGHT[pt]!;
  return weight;
}

/** The danger of colour c's king in units (0 when c has no king); see the file comment. */
export function kingDangerUnits(pos: Position, map: FastAttackMap, c: number): number {
  const k = pos.kingSq[c]!;
  if (k < 0) return 0;
  const a = c ^ 1;
  const next = pos.geo.next;
  const board = pos.board;
  const count = map.count;
  const theirs = a * SQUARE_NB;
  const ours = c * SQUARE_NB;
  const handTypes = handMask(pos.hands[a]!);
  const noPawnMask = handTypes & ~handBit(PAWN);
  let zoneAttacks = count[theirs + k]!;
  let weak = 0;
  let holes = 0;
  let escapes = 0;
  let defenders = 0;
  let drops = 0;
  for (let d = 0; d < 8; d++) {
    const s = next[k * 8 + d]!;
    if (s < 0) continue;
    const attackers = count[theirs + s]!;
    const guards = count[ours + s]!;
    const p = board[s]!;
    zoneAttacks += attackers;
    if (p !== 0 && p >> 4 === c) {
      if (isShelter(p & 15)) defenders++;
      continue;
    }
    if (attackers === 0) escapes++;
    else if (guards === 0) weak++;
    if (p !== 0) continue;
    if (guards === 0) holes++;
    if (handTypes === 0) continue;
    // Why: nifu forbids a second pawn on a file, so the pawn's checking drop may not exist.
    const mask = (map.pawnFiles[a]! >> ((s / 9) | 0)) & 1 ? noPawnMask : handTypes;
    const u = DROP_UNITS[(a * 8 + d) * 128 + mask]!;
    if (u !== 0) drops += u * (attackers > guards ? KD_DROP_SUPPORTED : KD_DROP_UNSUPPORTED);
  }
  if (handTypes & handBit(KNIGHT)) drops += knightDropUnits(pos, map, c, k);
  let units = map.units[c]! + zoneAttacks * KD_ZONE_ATTACK + weak * KD_WEAK_SQUARE + (drops >> 2);
  if (holes !== 0) units += (holes * Math.min(handWeight(pos.hands[a]!), 16) * KD_HOLE_HAND) >> 3;
  units -= escapes * KD_ESCAPE + defenders * KD_DEFENDER;
  if (escapes === 0) units += KD_NO_ESCAPE;
  return units;
}

/** Units (×4) of the knight drops that would check c's king on k from an empty square. */
function knightDropUnits(pos: Position, map: FastAttackMap, c: number, k: number): number {
  const a = c ^ 1;
  let u = 0;
  for (let i = 0; i < 2; i++) {
    const s = pos.geo.knightTo[(c * SQUARE_NB + k) * 2 + i]!;
    if (s < 0 || pos.board[s] !== 0) continue;
    const supported = map.count[a * SQUARE_NB + s]! > map.count[c * SQUARE_NB + s]!;
    u += KD_DROP_UNIT[KNIGHT]! * (supported ? KD_DROP_SUPPORTED : KD_DROP_UNSUPPORTED);
  }
  return u;
}

/** Centipawns a king's danger units cost its side: units² / KD_DIV, none below zero, at most KD_MAX. */
export function kingDangerCp(units: number): number {
  if (units <= 0) return 0;
  return Math.min(KD_MAX, ((units * units) / KD_DIV) | 0);
}

/** King danger from the side to move's view: the enemy king's centipawns minus its own king's. */
export function kingDangerBalance(pos: Position, map: FastAttackMap, stm: number): number {
  return (
    kingDangerCp(kingDangerUnits(pos, map, stm ^ 1)) - kingDangerCp(kingDangerUnits(pos, map, stm))
  );
}
