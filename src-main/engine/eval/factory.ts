/**
 * Chooses the engine's evaluator from the options: NNUE when `EvalFile` names a net or a default
 * net ships in `resources/nnue/nn.bin` (standard shogi only), otherwise the classical evaluation
 * with the evolved weights. A net that fails to load keeps the previous evaluator, and the
 * reason goes back to the GUI as an `info string`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Evaluator } from './evaluator.ts';
import { createClassicalEvaluator } from './classical/evaluator.ts';
import { defaultClassicalWeights } from './classical/default-weights.ts';
import { loadNnue } from './nnue/load.ts';

/** What the options ask for. */
export interface EvaluatorChoice {
  evalFile: string;
  backend: 'auto' | 'native' | 'ts';
  variant: 'shogi' | 'minishogi';
}

/** The evaluator to use and the messages to show about the choice. */
export interface EvaluatorMade {
  evaluator: Evaluator;
  messages: string[];
}

/** The default net, if the app ships one (BANMEN_RESOURCES overrides the folder in packaged builds). */
export function defaultNetPath(): string | null {
  const dir = process.env.BANMEN_RESOURCES ?? fileURLToPath(new URL('../../../resources/', import.meta.url));
  const path = `${dir.replace(/[\\/]$/, '')}/nnue/nn.bin`;
  return existsSync(path) ? path : null;
}

/** Builds the evaluator for `choice`; `previous` is kept when a requested net cannot be used. */
export function createEvaluator(choice: EvaluatorChoice, previous?: Evaluator): EvaluatorMade {
  const classical = (): Evaluator => createClassicalEvaluator(defaultClassicalWeights());
  const net = choice.evalFile !== '' ? choice.evalFile : defaultNetPath();
  if (net === null) return { evaluator: classical(), messages: [] };
  if (choice.variant === 'minishogi') {
    return { evaluator: classical(), messages: ['NNUE nets are for standard shogi: minishogi uses the classical evaluation'] };
  }
  const loaded = loadNnue(net, { backend: choice.backend });
  if (!loaded.ok) {
    const kept = previous ?? classical();
    return { evaluator: kept, messages: [`EvalFile ${net}: ${loaded.error.message} (${loaded.error.code}); keeping evaluator ${kept.name}`] };
  }
  const info = loaded.nnue.info;
  const kernel = info.kernel ? ` kernel ${info.kernel}` : '';
  const nnue = loaded.nnue.createEvaluator();
  // Roots a HalfKP net cannot describe (no king, e.g. tsume; more than a standard set of pieces) go to the classical evaluation.
  nnue.setFallback(classical());
  return { evaluator: nnue, messages: [`NNUE ${net} loaded: evaluator ${info.name}${kernel} (${info.reason})`] };
}
