/**
 * Net training (Engine › Train network…): the options, run, history and events of a run of NNUE
 * generations (self-play data, training, a match against the previous generation).
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { IpcError } from './common.ts';

/** Codes of expected net-training failures (shown in the dialog). */
export type NetTrainingErrorCode =
  | 'NET_BAD_OPTIONS'
  | 'NET_NO_SOURCE'
  | 'NET_NO_POSITIONS'
  | 'NET_BUSY'
  | 'NET_UNKNOWN_RUN'
  | 'NET_NO_NET'
  | 'NET_FAILED';

/** What the dialog chooses. */
export interface NetTrainingOptions {
  /** Folders (or files) of game records whose first plies are the self-play openings. */
  recordFolders: string[];
  /** PackedSfenValue (.bin) files trained on in every generation, besides the new data. */
  dataFiles: string[];
  /** A net (nn.bin or packed) that labels generation 1 and starts its training; '' = the classical evaluation. */
  startNet: string;
  generations: number;
  /** Time of one generation (data, training and match); the data stops at its share of it. */
  minutesPerGeneration: number;
  /** Depth of each labelling search. */
  labelDepth: number;
  /** At most this many new positions per generation. */
  positions: number;
  epochs: number;
  /** Games of each generation's match (an even number: each opening is played with both colours). */
  gamesPerMatch: number;
  /** Nodes per move in the match. */
  matchNodes: number;
  seed: number;
}

/** The dialog's defaults, shared by the form and the service. */
export const DEFAULT_NET_TRAINING_OPTIONS: Readonly<NetTrainingOptions> = {
  recordFolders: [],
  dataFiles: [],
  startNet: '',
  generations: 3,
  minutesPerGeneration: 30,
  labelDepth: 3,
  positions: 1_000_000,
  epochs: 6,
  gamesPerMatch: 20,
  matchNodes: 3000,
  seed: 1,
};

/** One epoch's losses (the chart's point). */
export interface NetEpochPoint {
  generation: number;
  epoch: number;
  trainLoss: number;
  /** Loss on the held-out part of the generation's new data. */
  valLoss: number | null;
}

/** A generation's match against the previous generation (or the classical evaluation, or the start net). */
export interface NetMatchResult {
  opponent: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Elo of the new net over the opponent, and the half-width of its 95% interval. */
  elo: number;
  error95: number | null;
  /** The tournament folder of the match (its games as KIF and CSA). */
  folder: string;
}

/** One finished generation. */
export interface NetGeneration {
  generation: number;
  /** New positions generated (training plus held-out validation). */
  positions: number;
  /** Of which held out for validation. */
  valPositions: number;
  labelDepth: number;
  /** What labelled the positions: 'classical', 'start net' or 'generation k'. */
  labelledBy: string;
  dataSeconds: number;
  trainSeconds: number;
  epochs: NetEpochPoint[];
  /** The last epoch's validation loss. */
  valLoss: number | null;
  /** Null when a stop came before the match. */
  match: NetMatchResult | null;
  /** The generation's net (packed), usable as the engine's EvalFile. */
  netFile: string;
}

/** The phase a live run is in. */
export type NetPhase = 'data' | 'training' | 'match';

/** A net-training run, live or reloaded from its folder. */
export interface NetTrainingRun {
  /** The run's folder name (a timestamp); also its id. */
  id: string;
  folder: string;
  options: NetTrainingOptions;
  state: 'running' | 'finished' | 'stopped' | 'failed';
  /** The generation being made while running. */
  generation: number;
  phase: NetPhase | null;
  generations: NetGeneration[];
  /** The last finished generation's net (null before the first). */
  netFile: string | null;
  /** Epochs of the generation in training (they move into its history when it finishes). */
  epochs: NetEpochPoint[];
  error?: IpcError;
}

/** Where a live run's phase stands (the latest `phase` event's fields). */
export interface NetPhaseProgress {
  generation: number;
  phase: NetPhase;
  done: number;
  total: number;
  elapsedMs: number;
  /** Time left in this phase (null before there is a pace to go by). */
  etaMs: number | null;
}

/** The latest run and the net the built-in engine uses (null = its default evaluation). */
export interface NetTrainingStatus {
  run: NetTrainingRun | null;
  inUse: string | null;
  /** The live run's phase progress (null when no run is live or before its first phase). */
  progress: NetPhaseProgress | null;
}

/** A live update. */
export type NetTrainingEvent =
  | ({ id: string; type: 'phase' } & NetPhaseProgress)
  | { id: string; type: 'epoch'; point: NetEpochPoint }
  | { id: string; type: 'generation'; result: NetGeneration }
  | { id: string; type: 'end'; run: NetTrainingRun };
