/**
 * Engine `info` → the analysis lines the UI shows: MultiPV line number, score (side to move and
 * Black's view, with win rate), depth, nodes, nps and the PV in USI, Japanese and western
 * notation. Plain data; no engine I/O here.
 */
import { Position, InitialPositionSFEN } from 'tsshogi';
import type { InfoFields } from '../shared/usi-protocol.ts';
import { notateUsiLine } from '../shared/records/notation.ts';
import {
  toBlackScore,
  winRate,
  type BlackScore,
  type EvalScore,
} from '../shared/study/win-rate.ts';

/** A position to analyse: an SFEN (or `startpos`) plus moves played from it. */
export interface AnalysisPosition {
  sfen: string;
  moves?: string[];
}

/** One MultiPV line. */
export interface AnalysisLine {
  /** 1 = the best line. */
  multipv: number;
  depth?: number;
  seldepth?: number;
  nodes?: number;
  nps?: number;
  timeMs?: number;
  /** From the side to move's view (USI convention). */
  score?: EvalScore;
  /** 'lower'/'upper' when the engine sent a bound instead of an exact score. */
  bound?: 'lower' | 'upper';
  /** The score from Black's view (graphs, the ▲/△-independent display). */
  blackScore?: BlackScore;
  /** Win rate of the side to move in %. */
  winRate?: number;
  pv: string[];
  pvJapanese: string[];
  pvWestern: string[];
}

/** The analysis of one position so far. */
export interface AnalysisUpdate {
  /** The analysed position's SFEN (after the moves). */
  sfen: string;
  /** Lines ordered by `multipv`. */
  lines: AnalysisLine[];
  /** The best move for the arrow (first move of line 1). */
  bestMove?: string;
}

/** The SFEN after playing `moves` from a position (null if a move is illegal). */
export function finalSfenOf(p: AnalysisPosition): string | null {
  const start =
    p.sfen === 'startpos' ? InitialPositionSFEN.STANDARD : p.sfen.replace(/^sfen\s+/, '');
  const pos = Position.newBySFEN(start);
  if (!pos) return null;
  for (const usi of p.moves ?? []) {
    const m = pos.createMoveByUSI(usi);
    if (!m || !pos.doMove(m)) return null;
  }
  return pos.getSFEN(1);
}

/** A protocol score as an evaluation score (unknown mate lengths become 999 plies). */
export function evalScore(s: NonNullable<InfoFields['score']>): EvalScore {
  return { kind: s.kind, value: Number.isFinite(s.value) ? s.value : Math.sign(s.value) * 999 };
}

/** Builds a line from an `info` that carries a PV, in the position `sfen` reached by `previousUsi`. */
export function lineFromInfo(info: InfoFields, sfen: string, previousUsi?: string): AnalysisLine {
  const side = sfen.split(' ')[1] === 'w' ? 'white' : 'black';
  const notated = notateUsiLine(sfen, info.pv ?? [], previousUsi);
  const line: AnalysisLine = {
    multipv: info.multipv ?? 1,
    depth: info.depth,
    seldepth: info.seldepth,
    nodes: info.nodes,
    nps: info.nps,
    timeMs: info.time,
    pv: notated.usi,
    pvJapanese: notated.japanese,
    pvWestern: notated.western,
  };
  if (info.score) {
    line.score = evalScore(info.score);
    line.bound = info.score.bound;
    line.blackScore = toBlackScore(line.score, side);
    line.winRate = winRate(line.score);
  }
  return line;
}
