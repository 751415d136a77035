/**
 * Move-matching statistics: matched fraction overall and by kind of expert move, and how often
 * the chosen move was a drop or a promotion. Shared by the GA (on its cache) and movematch.
 */
import { pickChildren } from './fitness.ts';
import {
  KIND_AMBIGUOUS,
  KIND_DROP,
  KIND_PROMOTION,
  kindName,
  type MatchSet,
  type MoveKindName,
} from './match-set.ts';

/** Matched / total per kind of the expert's move. */
export interface MatchStats {
  matched: number;
  total: number;
  byKind: Record<MoveKindName, { matched: number; total: number }>;
  /** Positions where the chosen (unique best) move was a drop / a promotion. */
  chosenDrops: number;
  chosenPromotions: number;
}

/** Empty statistics. */
export function emptyStats(): MatchStats {
  const k = (): { matched: number; total: number } => ({ matched: 0, total: 0 });
  return {
    matched: 0,
    total: 0,
    byKind: { normal: k(), capture: k(), promotion: k(), drop: k() },
    chosenDrops: 0,
    chosenPromotions: 0,
  };
}

/** Records one position: the expert move's kind bits, whether it matched, the chosen move's kind bits (−1: no unique choice). */
export function recordMatch(
  s: MatchStats,
  expertKind: number,
  matched: boolean,
  chosenKind: number,
): void {
  const k = s.byKind[kindName(expertKind)];
  s.total++;
  k.total++;
  if (matched) {
    s.matched++;
    k.matched++;
  }
  if (chosenKind >= 0 && chosenKind & KIND_DROP) s.chosenDrops++;
  if (chosenKind >= 0 && chosenKind & KIND_PROMOTION) s.chosenPromotions++;
}

/** Statistics of one weight vector on a cached set (depth 1, strict argmax). */
export function matchStats(set: MatchSet, w: Int32Array): MatchStats {
  const picks = new Int32Array(set.positions);
  pickChildren(set, w, picks);
  const s = emptyStats();
  for (let p = 0; p < set.positions; p++) {
    const pick = picks[p]!;
    const chosen = pick >= 0 && set.childKind[pick] !== KIND_AMBIGUOUS ? set.childKind[pick]! : -1;
    recordMatch(s, set.kind[p]!, chosen >= 0 && pick === set.expertChild[p], chosen);
  }
  return s;
}

const pct = (a: number, b: number): string => (b === 0 ? '0.0' : ((100 * a) / b).toFixed(1));

/** Human-readable report; the last line is `Matched: X / N (P%)`. */
export function formatStats(s: MatchStats): string {
  const lines = (['normal', 'capture', 'promotion', 'drop'] as const).map((k) => {
    const { matched, total } = s.byKind[k];
    return `  ${k.padEnd(9)} ${String(matched).padStart(5)} / ${String(total).padEnd(5)} (${pct(matched, total)}%)`;
  });
  return [
    'By kind of expert move:',
    ...lines,
    `Chosen moves: drops ${s.chosenDrops} (${pct(s.chosenDrops, s.total)}%), promotions ${s.chosenPromotions} (${pct(s.chosenPromotions, s.total)}%)`,
    `Matched: ${s.matched} / ${s.total} (${pct(s.matched, s.total)}%)`,
  ].join('\n');
}
