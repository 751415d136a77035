/**
 * What the review says at the record's current move, ready to show: the label, the mover's
 * win-rate loss, the engine's best move and its line in the chosen notation (read from the
 * move's `#review` comment line, see src-main/shared/study/review-comment.ts).
 */
import { Move, type ImmutableNode } from 'tsshogi';
import { findMoveLine } from '../../../src-main/shared/study/index';
import { notateUsiLine } from '../../../src-main/shared/records/notation';
import type { MoveLabel } from '../../../src-main/shared/study/win-rate';
import type { Why } from '../../../src-main/shared/study/why-types';

/** The review of one move, as the verdict panel shows it. */
export interface Verdict {
  label: MoveLabel | null;
  /** The mover's win-rate drop, percentage points. */
  loss: number;
  /** The engine's best move in the position before, in the chosen notation (null if none). */
  best: string | null;
  /** The engine's line from the position before, notated, and as USI (to play it). */
  line: string[];
  usi: string[];
  /** True when the move played was the engine's best (nothing better to show). */
  playedBest: boolean;
  /** Why the move lost, from facts the review checked (src-main/shared/study/why-facts.ts), if any. */
  why: Why | null;
}

/** The review of `node`'s move, or null when the move has none. */
export function verdictOf(node: ImmutableNode, notation: 'japanese' | 'western'): Verdict | null {
  const read = findMoveLine(node.comment);
  const before = node.prev;
  if (!read || !before) return null;
  const previous = before.move instanceof Move ? before.move.usi : undefined;
  const usi = read.pv?.length ? read.pv : read.best ? [read.best] : [];
  const notated = notateUsiLine(before.sfen, usi, previous);
  const line = notation === 'japanese' ? notated.japanese : notated.western;
  const played = node.move instanceof Move ? node.move.usi : null;
  return {
    label: read.label,
    loss: read.loss,
    best: line[0] ?? null,
    line,
    usi: notated.usi,
    playedBest: played !== null && played === read.best,
    why: read.why ?? null,
  };
}

const en = {
  region: 'Review of this move',
  good: 'good move',
  loss: 'win rate −{n} points',
  best: 'Best',
  playedBest: 'The engine’s choice too.',
  line: 'Engine line',
  play: 'Play as variation',
  comment: 'Engine line (review)',
};
type Strings = typeof en;

const ja: Strings = {
  region: 'この手の解析',
  good: '好手・普通',
  loss: '勝率 −{n} ポイント',
  best: '最善手',
  playedBest: 'エンジンの最善手と同じです。',
  line: '読み筋',
  play: '変化として指す',
  comment: '読み筋 (棋譜解析)',
};

/** The verdict panel's strings (`t('verdict.…')`). */
export const VERDICT = { en: en, ja: ja };
