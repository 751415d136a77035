/**
 * The classical evaluator for the search. Two modes:
 * - fast (default for deep search): material, hand and king-distance terms, kept incrementally
 *   per ply (their weights come from the file's `fastWeights` section when present), plus king
 *   danger (board attackers and drops from hand, king-danger.ts), threats (threats.ts) and
 *   sliding mobility, read from one attack map built at each evaluate, and a tempo bonus; and
 *   piece-square and king-relative tables when the weights file has them (minishogi's fit);
 * - full: every feature family (king safety, castles, shape, threats, the last move…) computed
 *   from scratch at each evaluate, exactly w·f as the GA tuned it.
 */
import type { Position } from '../../../shared/rules/position.ts';
import {
  HAND_TYPES,
  KING,
  colorOf,
  dropType,
  handCount,
  isDrop,
  moveFrom,
  moveTo,
  movedPiece,
  rawType,
  typeOf,
} from '../../../shared/rules/types.ts';
import type { Color, Move, Variant } from '../../../shared/rules/types.ts';
import type { Evaluator } from '../evaluator.ts';
import { createBoardView, fillBoardView } from './board-view.ts';
import { FeatureExtractor, dot } from './extract.ts';
import { FEATURE_COUNT, featureIndex } from './feature-set.ts';
import type { MoveContext } from './family-threat.ts';
import { FastAttackMap } from './fast-attack-map.ts';
import { DIST, KREL_SIZE, kingRelative, ownerSquare } from './geometry.ts';
import { kingDangerBalance } from './king-danger.ts';
import { TEMPO_CP } from './params.ts';
import { threatScore } from './threats.ts';
import { BASE_SLOT, BOARD_SLOT, PROMO_SLOT } from './kinds.ts';
import {
  KREL_TABLE,
  PSQT_KING,
  handSetWeights,
  type ClassicalWeights,
  type FastScales,
} from './weights.ts';

/** Options of createClassicalEvaluator. */
export interface ClassicalEvaluatorOptions {
  /** Compute every feature family at each node (slower, the GA's exact evaluation). */
  full?: boolean;
}

/** Evaluations are clamped well inside the mate range. */
const EVAL_LIMIT = 20000;
const MAX_STACK = 1024;

/** Creates the classical evaluator (hand-set weights when none are given). */
export function createClassicalEvaluator(
  weights?: ClassicalWeights,
  options: ClassicalEvaluatorOptions = {},
): ClassicalEvaluator {
  return new ClassicalEvaluator(weights ?? handSetWeights(), options.full ?? false);
}

/** See the file comment. */
export class ClassicalEvaluator implements Evaluator {
  readonly name = 'classical' as const;
  private readonly w: Int32Array;
  /** Value of a board piece by type, without distances. */
  private readonly pieceValue = new Int32Array(16);
  private readonly ownDist = new Int32Array(16);
  private readonly enemyDist = new Int32Array(16);
  private readonly handValue = new Int32Array(16);
  /** Per-ply [black, white] fast scores, and the move played at each ply. */
  private readonly acc = new Int32Array(MAX_STACK * 2);
  private readonly moves = new Int32Array(MAX_STACK);
  /** Whether the side to move was in check at each ply (kept in full mode only, for the move prior). */
  private readonly checked = new Uint8Array(MAX_STACK);
  private ply = 0;
  private readonly view = createBoardView();
  private readonly extractor = new FeatureExtractor();
  private readonly features = new Int32Array(FEATURE_COUNT);
  private readonly ctx: MoveContext = { move: 0, captured: 0, previousTo: -1 };
  private readonly attackMap = new FastAttackMap();
  private readonly scales: FastScales | undefined;
  private readonly psqt: Int32Array | undefined;
  private readonly kingRel: Int32Array | undefined;

  constructor(
    weights: ClassicalWeights,
    readonly full: boolean,
  ) {
    this.w = Int32Array.from(weights.values);
    this.scales = full ? undefined : weights.scales;
    this.psqt = full ? undefined : weights.psqt;
    this.kingRel = full ? undefined : weights.kingRel;
    // The fast terms come from the file's fastWeights section when it has one.
    const fw = full ? this.w : (weights.fast ?? this.w);
    const mat = featureIndex('material.P');
    const promo = featureIndex('promotion.+P');
    const hand = featureIndex('hand.P');
    const own = featureIndex('ownKingDistance.P');
    const enemy = featureIndex('enemyKingDistance.P');
    for (let pt = 1; pt < 15; pt++) {
      if (pt === KING) continue;
      const p = PROMO_SLOT[pt]!;
      this.pieceValue[pt] = fw[mat + BASE_SLOT[pt]!]! + (p >= 0 ? fw[promo + p]! : 0);
      this.ownDist[pt] = fw[own + BOARD_SLOT[pt]!]!;
      this.enemyDist[pt] = fw[enemy + BOARD_SLOT[pt]!]!;
      if (pt <= 7) this.handValue[pt] = fw[mat + BASE_SLOT[pt]!]! + fw[hand + BASE_SLOT[pt]!]!;
    }
  }

  reset(pos: Position): void {
    this.ply = 0;
    this.moves[0] = pos.lastMove();
    if (this.full) this.checked[0] = pos.inCheck() ? 1 : 0;
    this.acc[0] = this.sideScore(pos, 0);
    this.acc[1] = this.sideScore(pos, 1);
  }

  onDoMove(pos: Position, m: Move): void {
    const p = ++this.ply;
    this.moves[p] = m;
    if (this.full) this.checked[p] = pos.inCheck() ? 1 : 0;
    const mover = colorOf(movedPiece(m));
    if (typeOf(movedPiece(m)) === KING) {
      // A king move changes every distance: recount both sides.
      this.acc[p * 2] = this.sideScore(pos, 0);
      this.acc[p * 2 + 1] = this.sideScore(pos, 1);
      return;
    }
    let mine = this.acc[(p - 1) * 2 + mover]!;
    let theirs = this.acc[(p - 1) * 2 + (mover ^ 1)]!;
    const to = moveTo(m);
    if (isDrop(m)) mine -= this.handValue[dropType(m)]!;
    else mine -= this.pieceScore(pos, mover, typeOf(movedPiece(m)), moveFrom(m));
    mine += this.pieceScore(pos, mover, typeOf(pos.pieceOn(to)), to);
    const cap = pos.capturedPiece();
    if (cap !== 0) {
      theirs -= this.pieceScore(pos, (mover ^ 1) as Color, typeOf(cap), to);
      mine += this.handValue[rawType(typeOf(cap))]!;
    }
    this.acc[p * 2 + mover] = mine;
    this.acc[p * 2 + (mover ^ 1)] = theirs;
  }

  onUndoMove(_pos: Position, _m: Move): void {
    this.ply--;
  }

  onDoNullMove(_pos: Position): void {}
  onUndoNullMove(_pos: Position): void {}

  evaluate(pos: Position): number {
    const stm = pos.sideToMove;
    let v: number;
    if (this.full) {
      const m = this.moves[this.ply]!;
      this.ctx.move = m;
      this.ctx.captured = pos.capturedPiece();
      this.ctx.previousTo =
        this.ply > 0 && this.moves[this.ply - 1] ? moveTo(this.moves[this.ply - 1]!) : -1;
      this.ctx.inCheck = this.ply > 0 && this.checked[this.ply - 1] === 1;
      this.extractor.extract(
        fillBoardView(pos, this.view),
        m ? this.ctx : null,
        this.features,
        pos,
      );
      v = -dot(this.w, this.features);
    } else {
      v =
        this.acc[this.ply * 2 + stm]! - this.acc[this.ply * 2 + (stm ^ 1)]! + this.attackTerms(pos);
    }
    return Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, v)) | 0;
  }

  /** King danger, threats, sliding mobility and tempo from the side to move's point of view (fast mode). */
  private attackTerms(pos: Position): number {
    const map = this.attackMap;
    map.build(pos);
    const stm = pos.sideToMove;
    const danger = kingDangerBalance(pos, map, stm);
    const mobility = map.mobility[stm]! - map.mobility[stm ^ 1]!;
    const k = this.scales;
    if (!k) return danger + threatScore(pos, map) + mobility + TEMPO_CP;
    // Why: integer percent keeps the evaluation integral and exactly the unscaled one at 100.
    const scaled =
      (danger * k.kingDanger + threatScore(pos, map) * k.threats + mobility * k.mobility) / 100;
    return (scaled | 0) + k.tempo;
  }

  /** Fast terms of one board piece of colour c and type pt on sq. */
  private pieceScore(pos: Position, c: Color, pt: number, sq: number): number {
    const own = pos.kingSquare(c);
    const enemy = pos.kingSquare((c ^ 1) as Color);
    let s = this.pieceValue[pt]!;
    if (own >= 0) s += this.ownDist[pt]! * DIST[sq * 81 + own]!;
    if (enemy >= 0) s += this.enemyDist[pt]! * DIST[sq * 81 + enemy]!;
    if (this.psqt) s += this.psqt[BOARD_SLOT[pt]! * 81 + ownerSquare(pos.variant, c, sq)]!;
    if (this.kingRel) s += this.kingRelScore(pos.variant, c, pt, sq, own, enemy);
    return s;
  }

  /** King-relative values of a piece: where it stands from its own king and from the enemy king. */
  private kingRelScore(
    variant: Variant,
    c: Color,
    pt: number,
    sq: number,
    own: number,
    enemy: number,
  ): number {
    const t = this.kingRel!;
    const row = BOARD_SLOT[pt]! * KREL_SIZE;
    // Why both tables index from the owner's view: "a gold beside my king" and "a silver next to
    // their king" read the same for either colour.
    let s = own >= 0 ? t[row + kingRelative(variant, c, sq, own)]! : 0;
    if (enemy >= 0) s += t[KREL_TABLE + row + kingRelative(variant, c, sq, enemy)]!;
    return s;
  }

  /** All fast terms of colour c, from scratch. */
  private sideScore(pos: Position, c: Color): number {
    let s = 0;
    for (let sq = 0; sq < 81; sq++) {
      const pc = pos.pieceOn(sq);
      if (pc === 0 || colorOf(pc) !== c || typeOf(pc) === KING) continue;
      s += this.pieceScore(pos, c, typeOf(pc), sq);
    }
    for (const pt of HAND_TYPES) s += this.handValue[pt]! * handCount(pos.hand(c), pt);
    // The king's square counts here only: every king move recounts the side from scratch.
    const k = pos.kingSquare(c);
    if (this.psqt && k >= 0) s += this.psqt[PSQT_KING * 81 + ownerSquare(pos.variant, c, k)]!;
    return s;
  }
}
