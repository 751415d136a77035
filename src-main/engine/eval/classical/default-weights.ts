/**
 * The shipped classical weights (`resources/classical/weights.json`, and `minishogi.json` for
 * minishogi), imported statically so the engine needs no file access and bundlers include them.
 * Falls back to the hand-set weights if a file fails to load (it is covered by a test, so that
 * would be a bug).
 */
import shipped from '../../../../resources/classical/weights.json' with { type: 'json' };
import minishogi from '../../../../resources/classical/minishogi.json' with { type: 'json' };
import { handSetWeights, loadClassicalWeights, type ClassicalWeights } from './weights.ts';

/** The evolved weights the engine uses without a net. */
export function defaultClassicalWeights(): ClassicalWeights {
  const r = loadClassicalWeights(shipped);
  return r.ok ? r.weights : handSetWeights();
}

/** Minishogi's weights: the shogi weights with the fast terms fitted to minishogi (eval:fit). */
export function defaultMinishogiWeights(): ClassicalWeights {
  const r = loadClassicalWeights(minishogi);
  return r.ok ? r.weights : defaultClassicalWeights();
}
