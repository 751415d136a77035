/**
 * Chooses the engine's evaluator from the options: NNUE when `EvalFile` names a net (the value
 * `default-net` names the shipped `resources/nnue/nn.bnnue`), or when `EvalFile` is empty and the
 * shipped net is the default (`SHIPPED_NET_IS_DEFAULT`; standard shogi only), otherwise the classical evaluation
 * with the evolved weights (or the file `ClassicalWeights` names; naming one, or asking for
 * `ClassicalFull`, chooses the classical evaluation over a default net). A net or weights file
 * that fails to load keeps the previous evaluator, and the reason goes back to the GUI as an
 * `info string`.
 */
import { existsSync } from 'node:fs';
import { MAX_USER_FILE_BYTES, readFileBoundedSync } from '../../bounded-read.ts';
import type { Evaluator } from './evaluator.ts';
import { createClassicalEvaluator } from './classical/evaluator.ts';
import { defaultClassicalWeights, defaultMinishogiWeights } from './classical/default-weights.ts';
import { loadClassicalWeights, type ClassicalWeights } from './classical/weights.ts';
import { attachNnue, loadNnue, type NnueLoadResult } from './nnue/load.ts';
import { resourcePath } from '../resources.ts';
import { SHIPPED_NET_FILE, SHIPPED_NET_IS_DEFAULT, SHIPPED_NET_OPTION } from './nnue/params.ts';

/** What the options ask for. */
export interface EvaluatorChoice {
  evalFile: string;
  backend: 'auto' | 'native' | 'ts';
  variant: 'shogi' | 'minishogi';
  /** A classical weights JSON to use instead of the shipped one ('' or absent = shipped). */
  classicalWeights?: string;
  /** The full classical evaluation (every feature at each node) instead of the fast terms. */
  classicalFull?: boolean;
  /**
   * A Lazy SMP helper thread: the native net the main thread loaded (its `sharedId`), used
   * instead of reading the file again when it is still there.
   */
  sharedNet?: number;
}

/** The evaluator to use and the messages to show about the choice. */
export interface EvaluatorMade {
  evaluator: Evaluator;
  messages: string[];
  /** A native net's number, for helper threads (EvaluatorChoice.sharedNet). */
  sharedNet?: number;
}

/** Where the shipped net would be (it may be absent, e.g. in a trimmed build). */
export function shippedNetPath(): string {
  return resourcePath(`nnue/${SHIPPED_NET_FILE}`);
}

/** The net an empty `EvalFile` loads: the shipped one when it is the default and present. */
export function defaultNetPath(): string | null {
  if (!SHIPPED_NET_IS_DEFAULT) return null;
  const path = shippedNetPath();
  return existsSync(path) ? path : null;
}

/** Builds the evaluator for `choice`; `previous` is kept when a requested net or weights file cannot be used. */
export function createEvaluator(choice: EvaluatorChoice, previous?: Evaluator): EvaluatorMade {
  const weights = classicalWeightsFor(choice);
  if (!weights.ok) {
    const kept = previous ?? createClassicalEvaluator(defaultClassicalWeights());
    return { evaluator: kept, messages: [`${weights.message}; keeping evaluator ${kept.name}`] };
  }
  const full = choice.classicalFull === true;
  const classical = (): Evaluator => createClassicalEvaluator(weights.value, { full });
  // Why: naming weights (or the full evaluation) is an explicit choice of the classical evaluation.
  const explicitClassical = (choice.classicalWeights ?? '') !== '' || full;
  const named = choice.evalFile === SHIPPED_NET_OPTION ? shippedNetPath() : choice.evalFile;
  const net = named !== '' ? named : explicitClassical ? null : defaultNetPath();
  if (net === null) return { evaluator: classical(), messages: weights.messages };
  if (choice.variant === 'minishogi') {
    return {
      evaluator: classical(),
      messages: ['NNUE nets are for standard shogi: minishogi uses the classical evaluation'],
    };
  }
  const loaded = loadNet(net, choice);
  if (!loaded.ok) {
    const kept = previous ?? classical();
    return {
      evaluator: kept,
      messages: [
        `EvalFile ${net}: ${loaded.error.message} (${loaded.error.code}); keeping evaluator ${kept.name}`,
      ],
    };
  }
  const info = loaded.nnue.info;
  const kernel = info.kernel ? ` kernel ${info.kernel}` : '';
  const nnue = loaded.nnue.createEvaluator();
  // Roots a HalfKP net cannot describe (no king, e.g. tsume; more than a standard set of pieces) go to the classical evaluation.
  nnue.setFallback(classical());
  return {
    evaluator: nnue,
    messages: [`NNUE ${net} loaded: evaluator ${info.name}${kernel} (${info.reason})`],
    sharedNet: loaded.nnue.sharedId,
  };
}

/** The net at `path`, or the main thread's copy of it for a helper thread. */
function loadNet(path: string, choice: EvaluatorChoice): NnueLoadResult {
  if (choice.sharedNet !== undefined) {
    const shared = attachNnue(choice.sharedNet);
    if (shared.ok) return shared;
  }
  return loadNnue(path, { backend: choice.backend });
}

/** The classical weights `choice` asks for: the shipped ones for its variant, or a file read and checked. */
function classicalWeightsFor(
  choice: EvaluatorChoice,
): { ok: true; value: ClassicalWeights; messages: string[] } | { ok: false; message: string } {
  const path = choice.classicalWeights ?? '';
  if (path === '') {
    // Why: minishogi's small board values pieces and king safety differently (fitted apart).
    const shipped =
      choice.variant === 'minishogi' ? defaultMinishogiWeights() : defaultClassicalWeights();
    return { ok: true, value: shipped, messages: [] };
  }
  let text: string;
  try {
    // Bounded (issue 42 F7): a FIFO or /dev/zero named here hung or grew the engine.
    text = readFileBoundedSync(path, MAX_USER_FILE_BYTES).toString('utf8');
  } catch (e) {
    return {
      ok: false,
      message: `ClassicalWeights ${path}: cannot read the file: ${(e as Error).message} (WEIGHTS_READ)`,
    };
  }
  const r = loadClassicalWeights(text);
  if (!r.ok)
    return { ok: false, message: `ClassicalWeights ${path}: ${r.error.message} (${r.error.code})` };
  const mode = choice.classicalFull ? 'full' : 'fast';
  return {
    ok: true,
    value: r.weights,
    messages: [`ClassicalWeights ${path} loaded (${mode} evaluation)`],
  };
}
