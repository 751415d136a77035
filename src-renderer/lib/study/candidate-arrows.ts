/**
 * The analysis's MultiPV lines as arrows for the board: one per line's first move, the best one
 * marked, the others labelled with what they lose against it. Pure module.
 */
import type { StudyAnalysisLine } from '../../../src-main/shared/contract';
import { ENGINE_COLORS, ENGINE_MARKS } from './engine-colors';
import type { Agreement } from './engine-agreement';

/** One candidate move drawn on the board. */
export interface CandidateArrow {
  /** The move in USI (`7g7f`, `P*5e`). */
  usi: string;
  /** True for the engine's first line. */
  best: boolean;
  /** Short text drawn at the arrow: `★ +120` for the best, the loss (`−35`) for the others. */
  label: string;
  /** The whole line this arrow starts (hovering the arrow previews it). */
  pv: readonly string[];
  /** Several engines: the slot of the engine (0 = the first) whose line this is. */
  engine?: number;
  /** Several engines: the engine's shaft colour and label outline (see engine-colors.ts). */
  color?: string;
  labelColor?: string;
  /** Words for a screen reader, naming the engine. */
  spoken?: string;
}

/** Signed score text with a true minus sign (`+120`, `−35`, `M5`). */
function signed(cp: number): string {
  return cp < 0 ? `−${-cp}` : `+${cp}`;
}

/** The line's own score as text, Black's view when the host gave it. */
function ownScore(line: StudyAnalysisLine): string {
  if (line.blackScoreText) return line.blackScoreText.replace(/^-/, '−');
  const s = line.score;
  if (!s) return '?';
  return s.kind === 'mate' ? `M${s.value}` : signed(s.value);
}

/** What `line` loses against `best`, side to move's view; its own score when a mate is involved. */
function lossText(line: StudyAnalysisLine, best: StudyAnalysisLine): string {
  if (!line.score || !best.score) return ownScore(line);
  if (line.score.kind === 'mate' || best.score.kind === 'mate') return ownScore(line);
  return signed(Math.min(0, line.score.value - best.score.value));
}

/**
 * Arrows for up to `cap` lines, in MultiPV order; a line without a move or repeating an earlier
 * move (a partial update) is skipped.
 */
export function candidateArrows(
  lines: readonly StudyAnalysisLine[],
  cap: number,
): CandidateArrow[] {
  const sorted = [...lines].filter((l) => l.pv.length > 0).sort((a, b) => a.multipv - b.multipv);
  const best = sorted[0];
  if (!best) return [];
  const seen = new Set<string>();
  const out: CandidateArrow[] = [];
  for (const line of sorted) {
    if (out.length >= Math.max(0, Math.floor(cap))) break;
    const usi = line.pv[0]!;
    if (seen.has(usi)) continue;
    seen.add(usi);
    const isBest = line === best;
    const label = isBest ? `★ ${ownScore(line)}` : lossText(line, best);
    out.push({ usi, best: isBest, label, pv: line.pv });
  }
  return out;
}

/**
 * Several engines at once: each engine's arrows in its own colour, marked with its number
 * (`②★ +120`, `②−35`); the move most engines rank first gets `✓N` on the first of its arrows.
 * A lone engine's arrows are exactly {@link candidateArrows}'.
 */
export function engineSetArrows(
  engines: readonly { lines: readonly StudyAnalysisLine[]; name: string }[],
  cap: number,
  agreed: Agreement | null,
): CandidateArrow[] {
  if (engines.length === 1) return candidateArrows(engines[0]!.lines, cap);
  let marked = false;
  return engines.flatMap((e, slot) =>
    candidateArrows(e.lines, cap).map((a) => {
      const agrees = !marked && a.best && agreed?.usi === a.usi && agreed.slots.includes(slot);
      if (agrees) marked = true;
      const label = `${ENGINE_MARKS[slot]}${a.label}${agrees ? ` ✓${agreed.slots.length}` : ''}`;
      // Why the first engine's colours stay the overlay's: its arrows keep the single-engine look.
      const c =
        slot === 0
          ? {}
          : { color: ENGINE_COLORS[slot]!.shaft, labelColor: ENGINE_COLORS[slot]!.label };
      return { ...a, ...c, label, engine: slot, spoken: `${a.usi} ${label} ${e.name}` };
    }),
  );
}
