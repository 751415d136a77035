/**
 * Loads the NNUE trainer addon (native/build/Release/banmen_train.node, built by `npm install`
 * next to the inference addon; native/src/train/train_addon.cc lists its functions).
 * `BANMEN_TRAIN_ADDON=<path>` loads another build.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Layer sizes of the float net: HalfKP → h (×2 perspectives) → l1 → l2 → 1. */
export interface TrainShape {
  h: number;
  l1: number;
  l2: number;
}

/** What createTrainer takes. */
export interface TrainerOptions extends TrainShape {
  seed: number;
  threads: number;
}

/** One epoch's settings. */
export interface EpochOptions {
  lr: number;
  lambda: number;
  batch: number;
  shuffleSeed: number;
  /** Share of the records reflected left to right this epoch, in [0, 1] (0 when absent). */
  mirror?: number;
  /** Learning-rate factor of the HalfKP rows (the factor rows and dense layers keep `lr`); 1 when absent. */
  halfKpLr?: number;
}

/** The float weights as the addon hands them out and takes them (float_net.h layout). */
export interface FloatWeights {
  /** HalfKP rows with the factor rows added in: 125388 × h, feature-major. */
  ftWeights: Float32Array;
  ftBias: Float32Array;
  /** w1 [2h][l1] input-major, b1, w2 [l1][l2], b2, w3 [l2], b3. */
  dense: Float32Array;
}

/** An opaque trainer handle. */
export type TrainerHandle = { readonly __trainer: unique symbol };

/** The functions of banmen_train.node. */
export interface TrainAddon {
  createTrainer(options: TrainerOptions): TrainerHandle;
  /** Appends records; returns the index of the first undecodable record (nothing appended) or −1. */
  addData(t: TrainerHandle, records: Uint8Array): number;
  /** Makes room for `records` more records at once (the data then needs no doubling). */
  reserve(t: TrainerHandle, records: number): void;
  dataSize(t: TrainerHandle): number;
  kernel(t: TrainerHandle): string;
  setKernel(t: TrainerHandle, name: 'avx2' | 'scalar' | 'best'): boolean;
  /**
   * Batches forward through coalesced rows (each distinct HalfKP row with its factor rows added,
   * built once per batch): 0 never, 1 when a batch shares rows enough (default), 2 always.
   */
  setCoalesce(t: TrainerHandle, mode: 0 | 1 | 2): void;
  /** One shuffled pass; returns the mean training loss. */
  trainEpoch(
    t: TrainerHandle,
    options: EpochOptions,
    progress?: (done: number, total: number, meanLoss: number) => void,
  ): number;
  /** Mean loss over the records; their outputs (centipawns, side to move) into `out` if given. */
  evaluate(t: TrainerHandle, records: Uint8Array, lambda: number, out: Float32Array | null): number;
  checkRecords(records: Uint8Array): number;
  /** [tensor, analytic, numeric] triples (tensor numbers in trainer.h GradPair). */
  gradientCheck(
    t: TrainerHandle,
    records: Uint8Array,
    lambda: number,
    count: number,
    eps: number,
    seed: number,
  ): Float64Array;
  exportWeights(t: TrainerHandle): FloatWeights;
  /** Every feature-transformer row before coalescing: 125388 HalfKP rows, then P, K and R (float_net.h). */
  exportRows(t: TrainerHandle): Float32Array;
  /** `ft`: the coalesced HalfKP rows (factor rows zero), or every trainer row as exportRows gives them. */
  importWeights(t: TrainerHandle, ft: Float32Array, bias: Float32Array, dense: Float32Array): void;
  /** '' or the error. */
  saveCheckpoint(t: TrainerHandle, path: string, epoch: number): string;
  loadCheckpoint(t: TrainerHandle, path: string): { error: string; epoch: number };
  decodeSfen(packed: Uint8Array): {
    sideToMove: number;
    kings: [number, number];
    board: Uint8Array;
    hands: [number, number];
  } | null;
  halfKpFeatures(packed: Uint8Array): Int32Array | null;
}

export type TrainAddonLoad = { ok: true; addon: TrainAddon } | { ok: false; reason: string };

let cached: TrainAddonLoad | undefined;

/** Where the trainer addon is looked for: `BANMEN_TRAIN_ADDON`, else the checkout's build. */
export function trainAddonPath(): string {
  return (
    process.env.BANMEN_TRAIN_ADDON ??
    fileURLToPath(new URL('../../../native/build/Release/banmen_train.node', import.meta.url))
  );
}

/** Loads the trainer addon once per process, or says why it cannot. */
export function loadTrainAddon(): TrainAddonLoad {
  if (cached) return cached;
  const path = trainAddonPath();
  if (!existsSync(path))
    return (cached = {
      ok: false,
      reason: `the trainer addon ${path} is missing: run \`npm run install\` (needs a C++ compiler)`,
    });
  try {
    cached = { ok: true, addon: createRequire(import.meta.url)(path) as TrainAddon };
  } catch (e) {
    cached = {
      ok: false,
      reason: `the trainer addon ${path} failed to load: ${(e as Error).message}`,
    };
  }
  return cached;
}
