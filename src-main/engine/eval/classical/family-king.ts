/**
 * King safety, camp control and castle features of one colour c (the attacker of the enemy
 * king and the defender of its own).
 */
import {
  HAND_TYPES,
  KING,
  PAWN,
  SQUARE_NB,
  colorOf,
  handCount,
  makePiece,
  typeOf,
} from '../../../shared/rules/types.ts';
import type { Color } from '../../../shared/rules/types.ts';
import type { AttackMap } from './attack-map.ts';
import type { BoardView } from './board-view.ts';
import { castleCloseness } from './castles.ts';
import { featureIndex } from './feature-set.ts';
import { DIST, GEOMETRY } from './geometry.ts';
import { ATTACK_GROUP } from './kinds.ts';

/** Hand bits of the pawn field: a hand with other bits set holds a non-pawn piece. */
const PAWN_MASK = 0x1f;

const F = {
  attackers: featureIndex('king.attackers'),
  attacks: featureIndex('king.attacks'),
  defenders: featureIndex('king.defenders'),
  escapes: featureIndex('king.escapes'),
  unit0: featureIndex('king.attackUnit.P'),
  count1: featureIndex('king.attackerCount.1'),
  safe1: featureIndex('king.safeAttacks1'),
  safe2: featureIndex('king.safeAttacks2'),
  attackTimesHand: featureIndex('king.attackTimesHand'),
  dropSquares: featureIndex('king.dropSquares'),
  pawnShield: featureIndex('king.pawnShield'),
  backRank: featureIndex('king.backRank'),
  campWon: featureIndex('camp.won'),
  campVulnerable: featureIndex('camp.vulnerable'),
  castle: featureIndex('castle.closeness'),
};

/** Adds sign × (king-safety features of colour c) to out. */
export function addKingFeatures(
  v: BoardView,
  att: AttackMap,
  c: Color,
  sign: number,
  out: Int32Array,
): void {
  addAttackOnEnemyKing(v, att, c, sign, out);
  addOwnKingShelter(v, att, c, sign, out);
}

/** c's attack on the enemy king: attackers by kind and number, attacks and safe attacks. */
function addAttackOnEnemyKing(
  v: BoardView,
  att: AttackMap,
  c: Color,
  sign: number,
  out: Int32Array,
): void {
  const ek = v.kings[c ^ 1]!;
  if (ek < 0) return;
  const g = GEOMETRY[v.variant];
  let attackers = 0;
  for (const sq of g.squares) {
    const pc = v.board[sq]!;
    if (pc === 0 || colorOf(pc) !== c || typeOf(pc) === KING) continue;
    const from = att.start[sq]!;
    for (let i = from; i < from + att.len[sq]!; i++) {
      const to = att.list[i]!;
      if (to !== ek && DIST[to * SQUARE_NB + ek]! <= 1) {
        attackers++;
        out[F.unit0 + ATTACK_GROUP[typeOf(pc)]!]! += sign;
        break;
      }
    }
  }
  out[F.attackers]! += sign * attackers;
  if (attackers > 0) out[F.count1 + Math.min(5, attackers) - 1]! += sign;
  const them = (c ^ 1) * SQUARE_NB;
  const us = c * SQUARE_NB;
  const hand = handSize(v.hands[c]);
  const canDropPiece = (v.hands[c] & ~PAWN_MASK) !== 0;
  let hit = 0;
  for (const sq of g.squares) {
    const d = DIST[sq * SQUARE_NB + ek]!;
    if (d === 0 || d > 2) continue;
    const mine = att.count[us + sq]!;
    if (d === 1) {
      out[F.attacks]! += sign * mine;
      if (mine > 0) hit++;
      // An empty square next to the king that c supports: a drop there attacks with backing.
      if (canDropPiece && mine > 0 && v.board[sq] === 0) out[F.dropSquares]! += sign;
    }
    if (mine > att.count[them + sq]!) out[d === 1 ? F.safe1 : F.safe2]! += sign;
  }
  // Attacks on the king zone weigh more when there are pieces in hand to follow up with.
  out[F.attackTimesHand]! += sign * hit * Math.min(hand, 6);
}

/** Pieces in a packed hand. */
function handSize(h: number): number {
  let n = 0;
  for (const pt of HAND_TYPES) n += handCount(h, pt);
  return n;
}

/** c's own king: defenders next to it and escape squares. */
function addOwnKingShelter(
  v: BoardView,
  att: AttackMap,
  c: Color,
  sign: number,
  out: Int32Array,
): void {
  const k = v.kings[c];
  if (k < 0) return;
  const g = GEOMETRY[v.variant];
  const them = (c ^ 1) * SQUARE_NB;
  for (let d = 0; d < 8; d++) {
    const sq = g.next[k * 8 + d]!;
    if (sq < 0) continue;
    const pc = v.board[sq]!;
    if (pc !== 0 && colorOf(pc) === c) out[F.defenders]! += sign;
    else if (att.count[them + sq] === 0) out[F.escapes]! += sign;
  }
  out[F.backRank]! += sign * (g.size - g.relRank[c * SQUARE_NB + k]!);
  out[F.pawnShield]! += sign * pawnShield(v, c, k);
}

/** Own pawns on the king's file and its neighbours, up to three ranks in front of the king. */
function pawnShield(v: BoardView, c: Color, k: number): number {
  const g = GEOMETRY[v.variant];
  const pawn = makePiece(c, PAWN);
  const fwd = c === 0 ? -1 : 1;
  const kf = (k / 9) | 0;
  const kr = k % 9;
  let n = 0;
  for (let f = Math.max(0, kf - 1); f <= Math.min(g.size - 1, kf + 1); f++) {
    for (let step = 1; step <= 3; step++) {
      const r = kr + fwd * step;
      if (r >= 0 && r < g.size && v.board[f * 9 + r] === pawn) n++;
    }
  }
  return n;
}

/** Adds sign × (camp features of colour c): enemy-camp squares won, own-camp squares exposed. */
export function addCampFeatures(
  v: BoardView,
  att: AttackMap,
  c: Color,
  sign: number,
  out: Int32Array,
): void {
  const g = GEOMETRY[v.variant];
  const us = c * SQUARE_NB;
  const them = (c ^ 1) * SQUARE_NB;
  for (const sq of g.squares) {
    if (g.inEnemyCamp(c, sq)) {
      if (att.count[us + sq]! > att.count[them + sq]!) out[F.campWon]! += sign;
    } else if (g.inOwnCamp(c, sq)) {
      if (att.count[them + sq]! > 0 && att.count[us + sq] === 0) out[F.campVulnerable]! += sign;
    }
  }
}

/** Adds sign × (castle closeness of colour c). */
export function addCastleFeatures(v: BoardView, c: Color, sign: number, out: Int32Array): void {
  out[F.castle]! += sign * castleCloseness(v, c);
}
