/**
 * Training: the options, status and events of a tuning run.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { IpcError } from './common.ts';

/** Codes of expected training failures (shown in the training dialog). */
export type TrainingErrorCode =
  | 'TRAIN_BAD_OPTIONS'
  | 'TRAIN_NO_SOURCE'
  | 'TRAIN_NO_POSITIONS'
  | 'TRAIN_BUSY'
  | 'TRAIN_UNKNOWN_RUN'
  | 'TRAIN_NO_WEIGHTS'
  | 'TRAIN_FAILED';

/** What the training dialog chooses. */
export interface TrainingOptions {
  /** A folder (or file) of game records; '' when only `positionsFile` is used. */
  folder: string;
  /** A JSONL file of `{"sfen","bestmove"}` positions; '' for none. */
  positionsFile: string;
  /** Only the winner's moves from records. */
  winnerOnly: boolean;
  /** Plies skipped at the start of every record game. */
  skipPlies: number;
  /** At most this many positions (0 = all). */
  limit: number;
  population: number;
  generations: number;
  crossoverRate: number;
  mutationRate: number;
  seed: number;
  /** Evolve piece values and king distances too (otherwise they keep their hand-set values). */
  evolveMaterial: boolean;
}

/** The training dialog's defaults (the paper's GA rates, a short run), shared by the form and the service. */
export const DEFAULT_TRAINING_OPTIONS: Readonly<TrainingOptions> = {
  folder: '',
  positionsFile: '',
  winnerOnly: false,
  skipPlies: 16,
  limit: 5000,
  population: 100,
  generations: 50,
  crossoverRate: 0.75,
  mutationRate: 0.005,
  seed: 1,
  evolveMaterial: false,
};

/** One generation's point of the fitness plot (fitness = matched positions squared). */
export interface TrainingPoint {
  generation: number;
  best: number;
  average: number;
  bestMatches: number;
}

/** A training run, live or reloaded from its folder. */
export interface TrainingRun {
  /** The run's folder name (a timestamp); also its id. */
  id: string;
  folder: string;
  /** Best weights so far (written after every generation). */
  weightsFile: string;
  options: TrainingOptions;
  state: 'loading' | 'caching' | 'running' | 'finished' | 'stopped' | 'failed';
  positions: number;
  generations: number;
  history: TrainingPoint[];
  error?: IpcError;
}

/** The latest run and the weights file the built-in engine uses (null = shipped). */
export interface TrainingStatus {
  run: TrainingRun | null;
  inUse: string | null;
}

/** A live training update. */
export type TrainingEvent =
  | { id: string; type: 'loaded'; positions: number; skippedFiles: number }
  | { id: string; type: 'caching'; done: number; total: number }
  | {
      id: string;
      type: 'generation';
      point: TrainingPoint;
      generations: number;
      positions: number;
      elapsedMs: number;
      etaMs: number;
    }
  | { id: string; type: 'end'; run: TrainingRun };
