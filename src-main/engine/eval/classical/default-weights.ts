/**
 * The shipped classical weights (`resources/classical/weights.json`), imported statically so the
 * engine needs no file access and bundlers include them. Falls back to the hand-set weights if
 * the file fails to load (it is covered by a test, so that would be a bug).
 */
import shipped from '../../../../resources/classical/weights.json' with { type: 'json' };
import { handSetWeights, loadClassicalWeights, type ClassicalWeights } from './weights.ts';

/** The evolved weights the engine uses without a net. */
export function defaultClassicalWeights(): ClassicalWeights {
  const r = loadClassicalWeights(shipped);
  return r.ok ? r.weights : handSetWeights();
}
