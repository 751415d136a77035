/**
 * Chooses the engine's evaluator from the options: NNUE when `EvalFile` names a net (standard
 * shogi only), otherwise the classical evaluation. A net that fails to load keeps the previous
 * evaluator, and the reason goes back to the GUI as an `info string`.
 */
import type { Evaluator } from './evaluator.ts';
import { MaterialEvaluator } from './material.ts';

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

/** Builds the evaluator for `choice`; `previous` is kept when a requested net cannot be used. */
export function createEvaluator(choice: EvaluatorChoice, previous?: Evaluator): EvaluatorMade {
  const messages: string[] = [];
  if (choice.evalFile !== '') {
    messages.push(`EvalFile ${choice.evalFile}: NNUE is not available in this build; keeping ${previous?.name ?? 'material'}`);
    if (previous) return { evaluator: previous, messages };
  }
  return { evaluator: new MaterialEvaluator(), messages };
}
