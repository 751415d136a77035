/**
 * The classical feature set: every feature's name, family, gene coding and hand-set weight.
 * The order here is the order of feature vectors and weight arrays everywhere (GA, cache,
 * weights JSON). Values of "both sides" features are (mover's value − side to move's value);
 * the threat and move families are one-sided, seen from the side that just moved.
 */

/** Families of appendix A (plus threat and move, which the paper lacked). */
export type FeatureFamily =
  | 'material'
  | 'kingdist'
  | 'king'
  | 'camp'
  | 'castle'
  | 'shape'
  | 'mobility'
  | 'rook'
  | 'other'
  | 'threat'
  | 'mate'
  | 'move'
  | 'exchange'
  | 'prior';

/** One feature: its weight's gene coding and hand-set value. */
export interface FeatureSpec {
  readonly name: string;
  readonly family: FeatureFamily;
  readonly bits: number;
  readonly min: number;
  readonly step: number;
  /** Hand-set weight (the "untuned" evaluation). */
  readonly init: number;
}

const specs: FeatureSpec[] = [];
const major = (family: FeatureFamily, name: string, init: number, min = 0, step = 2): void =>
  void specs.push({ family, name, bits: 10, min, step, init });
const minor = (
  family: FeatureFamily,
  name: string,
  init: number,
  min = -32,
  step = 1,
  bits = 6,
): void => void specs.push({ family, name, bits, min, step, init });

/** Kind letters in base-kind order, and the 13 board kinds (base + promoted). */
export const BASE_KINDS = ['P', 'L', 'N', 'S', 'G', 'B', 'R'] as const;
export const BOARD_KINDS = [
  'P',
  'L',
  'N',
  'S',
  'G',
  'B',
  'R',
  '+P',
  '+L',
  '+N',
  '+S',
  '+B',
  '+R',
] as const;
/** Groups of moving pieces for the move-kind priors (gold-likes together, promoted majors with theirs). */
export const MOVER_GROUPS = ['P', 'L', 'N', 'S', 'G', 'B', 'R', 'K'] as const;
/** King-zone attacker groups. */
export const ATTACK_GROUPS = ['P', 'L', 'N', 'S', 'G', 'B', 'R', '+B', '+R'] as const;

const BASE_VALUE = [90, 315, 405, 495, 540, 855, 990];
BASE_KINDS.forEach((k, i) => major('material', `material.${k}`, BASE_VALUE[i]!));
const PROMO_BONUS = [450, 225, 135, 45, 90, 405];
['P', 'L', 'N', 'S', 'B', 'R'].forEach((k, i) =>
  specs.push({
    family: 'material',
    name: `promotion.+${k}`,
    bits: 8,
    min: -256,
    step: 4,
    init: PROMO_BONUS[i]!,
  }),
);
BASE_KINDS.forEach((k, i) =>
  specs.push({
    family: 'material',
    name: `hand.${k}`,
    bits: 6,
    min: -64,
    step: 4,
    init: Math.round(BASE_VALUE[i]! / 40) * 4,
  }),
);

const DEFENDS = new Set(['S', 'G', '+P', '+L', '+N', '+S']);
BOARD_KINDS.forEach((k) => minor('kingdist', `ownKingDistance.${k}`, DEFENDS.has(k) ? -6 : 0));
BOARD_KINDS.forEach((k) => minor('kingdist', `enemyKingDistance.${k}`, k === 'P' ? 0 : -3));

minor('king', 'king.attackers', 8, -32, 2);
minor('king', 'king.attacks', 4, -32, 2);
minor('king', 'king.defenders', 10, -32, 2);
minor('king', 'king.escapes', 6, -32, 2);
ATTACK_GROUPS.forEach((k) => minor('king', `king.attackUnit.${k}`, 6, -32, 2));
[1, 2, 3, 4, 5].forEach((n) => minor('king', `king.attackerCount.${n}`, n * n * 4, -64, 4));
minor('king', 'king.safeAttacks1', 12, -32, 2);
minor('king', 'king.safeAttacks2', 4, -32, 2);
minor('king', 'king.attackTimesHand', 2);
minor('king', 'king.dropSquares', 6, -32, 2);
minor('king', 'king.pawnShield', 4, -32, 2);
minor('king', 'king.backRank', 4, -32, 2);

minor('camp', 'camp.won', 6);
minor('camp', 'camp.vulnerable', -6);
minor('castle', 'castle.closeness', 6, -32, 2);

minor('shape', 'shape.goldAheadOfSilver', -20, -64, 2);
minor('shape', 'shape.goldBesideRook', -20, -64, 2);
minor('shape', 'shape.pieceAheadOfPawn', -16, -64, 2);
minor('shape', 'shape.bishopHeadProtected', 10, -64, 2);
minor('shape', 'shape.bishopHeadAttacked', -10, -64, 2);
minor('shape', 'shape.recliningSilver', 10, -64, 2);
minor('shape', 'shape.claimedFiles', 6, -64, 2);
minor('shape', 'shape.adjacentSilverGold', 6, -64, 2);

minor('mobility', 'mobility.bishop', 3);
minor('mobility', 'mobility.rook', 3);

minor('rook', 'rook.inEnemyCamp', 30, -64, 4);
minor('rook', 'rook.nearKingFile', 10, -64, 2);
minor('rook', 'rook.openFile', 16, -64, 2);
minor('rook', 'rook.semiOpenFile', 8, -64, 2);

minor('other', 'other.aggression', 4);
minor('other', 'other.blockedFlow', -3);
minor('other', 'other.totalAttacking', 1);

major('threat', 'threat.hangingMoverMax', -60, -512, 1);
minor('threat', 'threat.hangingMoverCount', -20, -128, 4);
minor('threat', 'threat.hangingOpponentMax', 10, -64, 2);
minor('threat', 'threat.givesCheck', 20, -64, 4);
minor('threat', 'threat.hangingMoverSum', -10, -128, 4);

major('mate', 'mate.delivered', 1000, -512, 2);
major('mate', 'mate.opponentMateIn1', -1000, -1536, 2);
minor('mate', 'mate.threat', 100, -128, 8);

BASE_KINDS.forEach((k) => minor('move', `move.drop.${k}`, 0, -128, 4));
minor('move', 'move.promotion', 0, -128, 4);
minor('move', 'move.capture', 0, -64, 2);
minor('move', 'move.recapture', 0, -128, 4);
minor('move', 'move.declinedPromotion', -100, -256, 8);
minor('move', 'move.dropNearEnemyKing', 0, -128, 4);
minor('move', 'move.kingMove', 0, -128, 4);
minor('move', 'move.retreat', 0, -128, 4);
minor('move', 'move.attacksBigger', 0, -128, 4);
MOVER_GROUPS.forEach((k) => minor('move', `move.piece.${k}`, 0, -128, 4));
minor('move', 'move.forward', 0, -128, 4);
minor('move', 'move.nearEnemyKing', 0, -128, 4);
minor('move', 'move.dropNearOwnKing', 0, -128, 4);
minor('move', 'move.fromAttacked', 0, -128, 4);
minor('move', 'move.toDefended', 0, -128, 4);
minor('move', 'move.dropCheck', 0, -128, 4);
minor('move', 'move.fromBackRank', 0, -128, 4);
minor('move', 'move.nearOwnKing', 0, -128, 4);
minor('move', 'move.intoEnemyCamp', 0, -128, 4);

// Exchange-aware features (static exchange on the move's square and on every piece) and
// move-context features; hand-set at 0 so the hand-set evaluation is unchanged by them.
minor('exchange', 'see.toLoss', 0, -128, 4);
minor('exchange', 'see.moverMax', 0, -128, 4);
minor('exchange', 'see.moverCount', 0, -64, 2);
minor('exchange', 'see.opponentMax', 0, -64, 2);
minor('exchange', 'see.opponentSecond', 0, -128, 4);
minor('exchange', 'see.badCapture', 0, -128, 4);
minor('exchange', 'see.safePromotion', 0, -128, 4);
minor('exchange', 'see.safeCheck', 0, -128, 4);
minor('move', 'move.towardEnemyKing', 0, -64, 2);
minor('move', 'move.pawnTataki', 0, -128, 4);
minor('move', 'move.dropFork', 0, -128, 4);
minor('move', 'move.fork', 0, -128, 4);
minor('move', 'move.edgePawn', 0, -128, 4);
// The learnt move prior (move-prior.ts), in 1/16 nat per unit.
minor('prior', 'prior.pieceTo', 0);
minor('prior', 'prior.enemyKing', 0);
minor('prior', 'prior.ownKing', 0);
minor('prior', 'prior.capture', 0);
minor('prior', 'prior.target', 0);
minor('prior', 'prior.pieceFrom', 0);
minor('prior', 'prior.loss', 0);
for (const t of ['kingSide', 'fromTo', 'phase', 'dest', 'flee', 'front', 'local', 'check'])
  minor('prior', `prior.${t}`, 0);
// Checking moves available (mate family, counted while looking for mates in one).
minor('mate', 'mate.opponentChecks', 0, -64, 2);
minor('mate', 'mate.moverChecks', 0, -64, 2);

/** All features in vector order. */
export const FEATURES: readonly FeatureSpec[] = specs;
/** Number of features. */
export const FEATURE_COUNT = specs.length;
/** Feature index by name. */
export const FI: Readonly<Record<string, number>> = Object.fromEntries(
  specs.map((s, i) => [s.name, i]),
);

/** Index of a feature by name (throws on a typo: a bug, not an input error). */
export function featureIndex(name: string): number {
  const i = FI[name];
  if (i === undefined) throw new Error(`unknown feature ${name}`);
  return i;
}

/** The hand-set weights. */
export function initialWeights(): Int32Array {
  return Int32Array.from(specs, (s) => s.init);
}
