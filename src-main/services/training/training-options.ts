/**
 * Checks the training dialog's options before a run starts: numbers in range and sources that
 * exist. Each failure is a typed error the dialog shows next to the form.
 */
import { statSync } from 'node:fs';
import {
  DEFAULT_TRAINING_OPTIONS,
  type Result,
  type TrainingOptions,
} from '../../shared/contract.ts';
import { err } from '../../shared/result.ts';
import { isIntIn } from '../../shared/validate.ts';

export { DEFAULT_TRAINING_OPTIONS };

/** True if `v` is a number in [0, 1]. */
const rate = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1;

/** What `stat` says a path is, or null when it does not exist. */
function kindOf(path: string): 'dir' | 'file' | null {
  try {
    return statSync(path).isDirectory() ? 'dir' : 'file';
  } catch {
    return null;
  }
}

/**
 * The options with defaults filled in, or the first problem found (why one at a time: the
 * dialog shows one message, and fixing it may change the next).
 */
export function checkTrainingOptions(raw: unknown): Result<TrainingOptions> {
  if (!raw || typeof raw !== 'object') return err('TRAIN_BAD_OPTIONS', 'No training options given');
  const o = { ...DEFAULT_TRAINING_OPTIONS, ...(raw as Partial<TrainingOptions>) };
  if (!isIntIn(o.population, 2, 10_000))
    return err('TRAIN_BAD_OPTIONS', 'Population must be a whole number of at least 2');
  if (!isIntIn(o.generations, 1, 100_000))
    return err('TRAIN_BAD_OPTIONS', 'Generations must be a whole number of at least 1');
  if (!rate(o.crossoverRate))
    return err('TRAIN_BAD_OPTIONS', 'Crossover rate must be between 0 and 1');
  if (!rate(o.mutationRate))
    return err('TRAIN_BAD_OPTIONS', 'Mutation rate must be between 0 and 1');
  if (!isIntIn(o.skipPlies, 0, 1000))
    return err('TRAIN_BAD_OPTIONS', 'Skipped plies must be 0 or more');
  if (!isIntIn(o.limit, 0, 10_000_000))
    return err('TRAIN_BAD_OPTIONS', 'The position limit must be 0 (all) or more');
  if (!isIntIn(o.seed, 0, 2 ** 31 - 1))
    return err('TRAIN_BAD_OPTIONS', 'The seed must be a whole number');
  const folder = typeof o.folder === 'string' ? o.folder.trim() : '';
  const positionsFile = typeof o.positionsFile === 'string' ? o.positionsFile.trim() : '';
  if (!folder && !positionsFile)
    return err('TRAIN_NO_SOURCE', 'Choose a folder of game records or a positions file');
  if (folder && kindOf(folder) === null)
    return err('TRAIN_NO_SOURCE', `${folder} does not exist`, { detail: folder });
  if (positionsFile && kindOf(positionsFile) !== 'file')
    return err('TRAIN_NO_SOURCE', `${positionsFile} is not a file`);
  return {
    ok: true,
    value: {
      ...o,
      folder,
      positionsFile,
      winnerOnly: o.winnerOnly === true,
      evolveMaterial: o.evolveMaterial === true,
    },
  };
}
