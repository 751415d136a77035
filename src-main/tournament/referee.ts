/**
 * The referee: applies the engines' moves to OUR rules core and ends the game on checkmate,
 * sennichite, perpetual check, the entering-king declaration, illegal moves, the move limit and
 * score adjudication (resign, one- or two-sided, and draw). It never trusts an engine's claim.
 */
import { Position } from '../shared/rules/position.ts';
import {
  parseSfen,
  parseUsiMove,
  STARTPOS_SFEN,
  MINISHOGI_STARTPOS_SFEN,
} from '../shared/rules/sfen.ts';
import {
  canDeclareWin,
  isMaxMovesDraw,
  sennichite,
  sennichiteWinner,
} from '../shared/rules/gameend.ts';
import {
  MOVE_NONE,
  REP_DRAW,
  REP_LOSE,
  REP_WIN,
  type Color,
  type Variant,
} from '../shared/rules/types.ts';
import type { Score } from '../shared/usi-protocol.ts';
import type { AdjudicationConfig } from './config.ts';

/** Why a game ended. */
export type Termination =
  | 'resign'
  | 'checkmate'
  | 'sennichite'
  | 'perpetual-check'
  | 'declaration'
  | 'false-declaration'
  | 'illegal-move'
  | 'time-loss'
  | 'crash'
  | 'hang'
  | 'disabled'
  | 'max-moves'
  | 'score-adjudication'
  | 'draw-adjudication';

/** A finished game's result: the winning colour (null: draw), the reason and a human detail. */
export interface Outcome {
  winner: Color | null;
  reason: Termination;
  detail?: string;
}

/** Centipawn value used for a mate score when comparing against the resign threshold. */
const MATE_CP = 1_000_000;

/** The start SFEN of a variant for 'startpos'. */
export function startSfen(sfen: string | 'startpos', variant: Variant): string {
  if (sfen !== 'startpos') return sfen;
  return variant === 'minishogi' ? MINISHOGI_STARTPOS_SFEN : STARTPOS_SFEN;
}

/** Judges one game. */
export class Referee {
  readonly pos: Position;
  /** Each side's recent scores from its own point of view (undefined: no score sent). */
  private readonly scores: [Array<number | undefined>, Array<number | undefined>] = [[], []];

  /** @throws only if the opening is invalid (openings are checked when loaded). */
  constructor(
    sfen: string | 'startpos',
    openingMoves: readonly string[],
    private readonly variant: Variant,
    private readonly adj: AdjudicationConfig,
  ) {
    const r = parseSfen(startSfen(sfen, variant), variant);
    if (!r.ok) throw new Error(`bad opening SFEN: ${r.error.message}`);
    this.pos = r.position;
    for (const usi of openingMoves) {
      const m = parseUsiMove(this.pos, usi);
      if (m === MOVE_NONE) throw new Error(`illegal opening move ${usi}`);
      this.pos.doMove(m);
    }
  }

  /** True if `usi` is a legal move in the current position (a ponder move is checked first). */
  isLegal(usi: string): boolean {
    return parseUsiMove(this.pos, usi) !== MOVE_NONE;
  }

  /** The side to move. */
  get sideToMove(): Color {
    return this.pos.sideToMove;
  }

  /**
   * Applies `bestmove` (a USI move, `resign` or `win`) of the side to move with the score it
   * reported, and returns the outcome if the game is over.
   */
  play(bestmove: string, score?: Score): Outcome | undefined {
    const side = this.pos.sideToMove;
    const other = (1 - side) as Color;
    if (bestmove === 'resign') return { winner: other, reason: 'resign' };
    if (bestmove === 'win') {
      if (canDeclareWin(this.pos, this.adj.declarationRule ?? 27))
        return { winner: side, reason: 'declaration' };
      return {
        winner: other,
        reason: 'false-declaration',
        detail: 'declared a win without the conditions',
      };
    }
    const m = parseUsiMove(this.pos, bestmove);
    if (m === MOVE_NONE)
      return { winner: other, reason: 'illegal-move', detail: `illegal move "${bestmove}"` };
    this.pos.doMove(m);
    this.recordScore(side, score);
    return this.afterMove(side);
  }

  /** Game-end rules checked after every move, in the order a shogi server applies them. */
  private afterMove(mover: Color): Outcome | undefined {
    const toMove = this.pos.sideToMove;
    const rep = sennichite(this.pos);
    if (rep === REP_DRAW) {
      const winner = sennichiteWinner(this.variant);
      return winner === null
        ? { winner: null, reason: 'sennichite' }
        : { winner, reason: 'sennichite', detail: 'minishogi: sente loses' };
    }
    if (rep === REP_WIN) return { winner: toMove, reason: 'perpetual-check' };
    if (rep === REP_LOSE) return { winner: mover, reason: 'perpetual-check' };
    if (this.pos.isMated()) return { winner: mover, reason: 'checkmate' };
    if (this.adj.maxMoves !== undefined && isMaxMovesDraw(this.pos, this.adj.maxMoves)) {
      return { winner: null, reason: 'max-moves' };
    }
    return this.scoreAdjudication() ?? this.drawAdjudication();
  }

  private recordScore(side: Color, score: Score | undefined): void {
    const cp =
      score === undefined
        ? undefined
        : score.kind === 'mate'
          ? Math.sign(score.value || 1) * MATE_CP
          : score.value;
    this.scores[side].push(cp);
  }

  /**
   * Resign adjudication: for their last M moves each, both engines agree that one side is ahead by
   * at least X (two-sided, the default), or the losing engine alone says it is behind by X
   * (one-sided, cutechess-cli's `twosided=false`: for engines whose opponent's scores mean little).
   */
  private scoreAdjudication(): Outcome | undefined {
    const { resignScore: x, resignMoves: n } = this.adj;
    if (x === undefined || n === undefined) return undefined;
    const twoSided = this.adj.resignTwoSided !== false;
    for (const loser of [0, 1] as const) {
      const winner = (1 - loser) as Color;
      const own = this.lastScores(loser, n);
      if (!own || !own.every((s) => s <= -x)) continue;
      if (twoSided) {
        const theirs = this.lastScores(winner, n);
        if (!theirs || !theirs.every((s) => s >= x)) continue;
      }
      const who = twoSided ? 'both engines' : `${loser === 0 ? 'black' : 'white'} itself`;
      return {
        winner,
        reason: 'score-adjudication',
        detail: `${who} scored ${winner === 0 ? 'black' : 'white'} ≥ ${x} for ${n} moves`,
      };
    }
    return undefined;
  }

  /**
   * Draw adjudication (cutechess-cli's `-draw`): from ply P on, both engines' last M scores lie
   * within ±X centipawns, so playing on would only cost time.
   */
  private drawAdjudication(): Outcome | undefined {
    const { drawScore: x, drawMoves: n, drawFromPly: p = 0 } = this.adj;
    if (x === undefined || n === undefined || this.pos.gamePly < p) return undefined;
    const b = this.lastScores(0, n);
    const w = this.lastScores(1, n);
    if (!b || !w || ![...b, ...w].every((s) => Math.abs(s) <= x)) return undefined;
    return {
      winner: null,
      reason: 'draw-adjudication',
      detail: `both engines scored within ±${x} for ${n} moves`,
    };
  }

  /** A side's last `n` scores, or undefined if it has fewer or one of them is missing. */
  private lastScores(side: Color, n: number): number[] | undefined {
    const last = this.scores[side].slice(-n);
    if (last.length < n || last.some((s) => s === undefined)) return undefined;
    return last as number[];
  }
}
