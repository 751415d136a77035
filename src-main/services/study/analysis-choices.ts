/**
 * The engines a page asks to analyse with at once (`study:analysis-open-set`), checked before
 * anything starts: a list of 1 to {@link MAX_ANALYSIS_ENGINES} different registered engines, each
 * with a whole MultiPV of 1–10. Plain Node service.
 */
import type { AnalysisEngineChoice, ExternalEngineSpec } from '../../shared/contract.ts';
import { MAX_ANALYSIS_ENGINES } from '../../shared/study/study-params.ts';
import { studyEngineSpec } from './engine-specs.ts';

/** The largest MultiPV a session accepts (as `study:analysis-open` clamps to). */
const MAX_MULTIPV = 10;

/** The checked choices, or the reason they are refused (naming the entry at fault). */
export function analysisChoices(
  raw: unknown,
  external: readonly ExternalEngineSpec[],
): AnalysisEngineChoice[] | string {
  if (!Array.isArray(raw)) return 'engines must be a list';
  if (raw.length < 1 || raw.length > MAX_ANALYSIS_ENGINES)
    return `choose 1 to ${MAX_ANALYSIS_ENGINES} engines, not ${raw.length}`;
  const out: AnalysisEngineChoice[] = [];
  for (const [i, entry] of raw.entries()) {
    const e = (entry ?? {}) as Record<string, unknown>;
    const id = e.engineId;
    if (typeof id !== 'string' || !studyEngineSpec(id, external))
      return `engine ${i + 1}: no registered engine ${JSON.stringify(id)}`;
    if (out.some((c) => c.engineId === id)) return `engine ${i + 1}: ${id} is chosen twice`;
    const pv = e.multiPV;
    if (typeof pv !== 'number' || !Number.isInteger(pv) || pv < 1 || pv > MAX_MULTIPV)
      return `engine ${i + 1}: MultiPV must be a whole number from 1 to ${MAX_MULTIPV}`;
    out.push({ engineId: id, multiPV: pv });
  }
  return out;
}
