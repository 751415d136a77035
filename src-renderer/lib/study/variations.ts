/** Whether a record has variations (the Variations box is shown only then: issue 41, defect 19). */
import type { VariationLine } from '../../../src-main/shared/study/index';

/** True when some move of `line` has an alternative. */
export function hasVariations(line: VariationLine): boolean {
  return line.variations.some((alts) => alts.length > 0);
}
