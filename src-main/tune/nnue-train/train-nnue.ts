/**
 * The NNUE training run behind `npm run train:nnue`: loads PackedSfenValue files into the native
 * trainer, trains epochs with validation, checkpoints and a progress bar, and exports a YaneuraOu
 * halfkp_256x2-32-32 nn.bin through `writeNnue` after every epoch.
 */
import {
  closeSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { parseNnue } from '../../engine/eval/nnue/reader.ts';
import { isPackedNnue, packNnue, unpackNnue } from '../../engine/eval/nnue/packed-net.ts';
import { writeNnue } from '../../engine/eval/nnue/writer.ts';
import { progressLine } from './progress-line.ts';
import {
  dequantise,
  dequantiseRows,
  quantise,
  quantiseFactorised,
  type QuantiseReport,
} from './quantise.ts';
import type { TrainAddon, TrainerHandle } from './train-addon.ts';

/** Bytes per PackedSfenValue record. */
export const RECORD_BYTES = 40;
/** Records read from a file per chunk (the addon copies them; 64 MB at a time). */
const CHUNK_RECORDS = Math.floor((64 << 20) / RECORD_BYTES);

export interface TrainRunOptions {
  data: string[];
  out: string;
  init?: string;
  resume?: string;
  /** Checkpoint path written after each epoch, or null for none. */
  checkpoint: string | null;
  val?: string;
  epochs: number;
  lambda: number;
  lr: number;
  /** The learning rate of epoch e is lr · lrDecay^(e − 1). */
  lrDecay: number;
  batch: number;
  threads: number;
  seed: number;
  /** Also write the net packed (factor rows + HalfKP residuals, packed-net.ts) to this path. */
  packed?: string;
  /** Start the HalfKP rows at zero (the factor rows carry the start) or small random values. */
  ftInit?: 'random' | 'zero';
  /** Called after each epoch's validation and export (the app draws its loss curves from it). */
  onEpoch?: (s: EpochSummary) => void;
  /** Called with each progress-bar update (at most every 200 ms, and at each epoch's end). */
  onProgress?: (p: TrainProgress) => void;
  /** Share of the training positions reflected left to right each epoch (YaneuraOu's mirror_percentage / 100). */
  mirror?: number;
  /** Learning-rate factor of the HalfKP rows against the factor rows and dense layers. */
  halfKpLr?: number;
}

/** The live progress of a run, as numbers (the progress bar's line, for callers that draw their own). */
export interface TrainProgress {
  epoch: number;
  epochs: number;
  /** Positions of this epoch trained so far, of `total`. */
  done: number;
  total: number;
  /** Mean training loss of the epoch so far. */
  loss: number;
  /** Seconds until the whole run ends, from this run's pace. */
  etaSeconds: number;
}

export type TrainErrorCode =
  'TRAIN_DATA' | 'TRAIN_INIT' | 'TRAIN_CHECKPOINT' | 'TRAIN_OUT' | 'TRAIN_KERNEL';
export type TrainRunResult =
  | { ok: true; epochs: EpochSummary[]; report: QuantiseReport | null }
  | { ok: false; error: { code: TrainErrorCode; message: string } };

export interface EpochSummary {
  epoch: number;
  trainLoss: number;
  valLoss: number | null;
  positionsPerSecond: number;
  /** Positions per second of CPU time over all threads: the rate per core on a busy machine. */
  positionsPerCpuSecond: number;
  seconds: number;
}

const fail = (code: TrainErrorCode, message: string): TrainRunResult => ({
  ok: false,
  error: { code, message },
});

/** Null if `path` is a readable file of whole records, else why not. */
function checkDataFile(path: string): string | null {
  let size: number;
  try {
    size = statSync(path).size;
  } catch (e) {
    return `cannot read ${path}: ${(e as Error).message}`;
  }
  return size % RECORD_BYTES === 0
    ? null
    : `${path}: ${size} bytes is not a whole number of ${RECORD_BYTES}-byte PackedSfenValue records`;
}

/** Adds one file's records to the trainer in chunks; null or the error naming file and record. */
export function addDataFile(addon: TrainAddon, t: TrainerHandle, path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    return `cannot read ${path}: ${(e as Error).message}`;
  }
  try {
    const size = fstatSync(fd).size;
    if (size % RECORD_BYTES !== 0)
      return `${path}: ${size} bytes is not a whole number of ${RECORD_BYTES}-byte PackedSfenValue records`;
    const buf = new Uint8Array(CHUNK_RECORDS * RECORD_BYTES);
    for (let at = 0; at < size;) {
      const n = readSync(fd, buf, 0, Math.min(buf.length, size - at), at);
      if (n <= 0 || n % RECORD_BYTES !== 0) return `${path}: short read at byte ${at}`;
      const bad = addon.addData(t, buf.subarray(0, n));
      if (bad >= 0) {
        const record = at / RECORD_BYTES + bad;
        return `${path}: record ${record} (byte ${record * RECORD_BYTES}) is not a valid packed SFEN`;
      }
      at += n;
    }
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Reads a validation file whole and checks it; the records or the error. */
export function readValidation(addon: TrainAddon, path: string): Uint8Array | string {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    return `cannot read ${path}: ${(e as Error).message}`;
  }
  if (bytes.length % RECORD_BYTES !== 0 || bytes.length === 0)
    return `${path}: ${bytes.length} bytes is not a positive whole number of ${RECORD_BYTES}-byte records`;
  const bad = addon.checkRecords(bytes);
  return bad >= 0 ? `${path}: record ${bad} is not a valid packed SFEN` : bytes;
}

/**
 * Quantises the trainer's weights and writes nn.bin (via a temporary file), and the packed net
 * too if `packed` names a path. The feature weights are quantised part by part (quantiseFactorised),
 * so both files hold the same net.
 */
export function exportNet(
  addon: TrainAddon,
  t: TrainerHandle,
  out: string,
  packed?: string,
): QuantiseReport {
  const w = addon.exportWeights(t);
  const { net, report } = quantise(w);
  const parts = quantiseFactorised(addon.exportRows(t));
  net.ftWeights = parts.ftWeights;
  const ft = report.tensors.find((x) => x.name === 'feature weights')!;
  report.totalClipped += parts.clipped - ft.clipped;
  ft.clipped = parts.clipped;
  const write = (path: string, bytes: Uint8Array): void => {
    writeFileSync(`${path}.tmp`, bytes);
    renameSync(`${path}.tmp`, path);
  };
  write(out, writeNnue(net));
  if (packed) write(packed, packNnue(net, parts.factors));
  return report;
}

/**
 * Loads a finished net (nn.bin or packed) into the trainer's float weights; whether it kept factor
 * rows, or why it could not be read.
 */
export function importNet(
  addon: TrainAddon,
  t: TrainerHandle,
  path: string,
): { factors: boolean } | string {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    return `cannot read ${path}: ${(e as Error).message}`;
  }
  // Why both forms: the app keeps each generation only as a packed net.
  const unpacked = isPackedNnue(bytes) ? unpackNnue(bytes) : null;
  const parsed = unpacked ?? parseNnue(bytes);
  if (!parsed.ok) return `${path}: ${parsed.error.message}`;
  // A packed generation keeps its factor rows: training goes on through them (dequantiseRows).
  const factors = unpacked?.ok ? unpacked.factors : null;
  const w = factors ? dequantiseRows(parsed.net, factors) : dequantise(parsed.net);
  addon.importWeights(t, w.ftWeights, w.ftBias, w.dense);
  return { factors: factors !== null };
}

/** Sets every HalfKP row to zero, keeping the other initial weights (a net that packs small). */
function zeroHalfKpRows(addon: TrainAddon, t: TrainerHandle): void {
  const w = addon.exportWeights(t);
  addon.importWeights(t, new Float32Array(w.ftWeights.length), w.ftBias, w.dense);
}

/** Runs the whole training; `log` gets summaries, `status` the live progress line. */
export function runTraining(
  addon: TrainAddon,
  o: TrainRunOptions,
  log: (line: string) => void,
  status: (line: string, final: boolean) => void,
): TrainRunResult {
  // Cheap checks first: the trainer allocates about 400 MB before any data goes in.
  let records = 0;
  for (const file of o.data) {
    const err = checkDataFile(file);
    if (err) return fail('TRAIN_DATA', err);
    records += statSync(file).size / RECORD_BYTES;
  }
  const t = addon.createTrainer({ h: 256, l1: 32, l2: 32, seed: o.seed, threads: o.threads });
  // BANMEN_TRAIN_KERNEL=scalar measures the arithmetic CPUs without AVX2 run.
  const kernel = process.env.BANMEN_TRAIN_KERNEL;
  if ((kernel === 'scalar' || kernel === 'avx2') && !addon.setKernel(t, kernel))
    return fail('TRAIN_KERNEL', `BANMEN_TRAIN_KERNEL=${kernel}: this CPU or build lacks it`);
  let firstEpoch = 0;
  if (o.resume) {
    const r = addon.loadCheckpoint(t, o.resume);
    if (r.error) return fail('TRAIN_CHECKPOINT', r.error);
    firstEpoch = r.epoch;
    log(`resumed from ${o.resume} after epoch ${firstEpoch}`);
  } else if (o.init) {
    const imported = importNet(addon, t, o.init);
    if (typeof imported === 'string') return fail('TRAIN_INIT', imported);
    log(`initialised from ${o.init}${imported.factors ? ' (with its factor rows)' : ''}`);
  } else if (o.ftInit === 'zero') zeroHalfKpRows(addon, t);
  addon.reserve(t, records);
  for (const file of o.data) {
    const err = addDataFile(addon, t, file);
    if (err) return fail('TRAIN_DATA', err);
  }
  const total = addon.dataSize(t);
  if (total === 0) return fail('TRAIN_DATA', `no positions in ${o.data.join(', ')}`);
  const val = o.val ? readValidation(addon, o.val) : null;
  if (typeof val === 'string') return fail('TRAIN_DATA', val);
  log(
    `${total} positions from ${o.data.length} file(s)${val ? `, ${val.length / RECORD_BYTES} for validation` : ''}; ` +
      `${o.threads} thread(s), kernel ${addon.kernel(t)}, batch ${o.batch}, lr ${o.lr}${o.lrDecay !== 1 ? ` × ${o.lrDecay} per epoch` : ''}, lambda ${o.lambda}${o.mirror ? `, mirror ${o.mirror}` : ''}${o.halfKpLr !== undefined && o.halfKpLr !== 1 ? `, HalfKP lr × ${o.halfKpLr}` : ''}`,
  );
  if (val && firstEpoch < o.epochs)
    log(
      `val loss before epoch ${firstEpoch + 1}: ${addon.evaluate(t, val, o.lambda, null).toFixed(5)}`,
    );
  const epochs: EpochSummary[] = [];
  let report: QuantiseReport | null = null;
  const finishedSeconds: number[] = [];
  for (let epoch = firstEpoch + 1; epoch <= o.epochs; epoch++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    let lastDraw = 0;
    const label = `epoch ${epoch}/${o.epochs}`;
    const lr = o.lr * o.lrDecay ** (epoch - 1);
    const trainLoss = addon.trainEpoch(
      t,
      {
        lr,
        lambda: o.lambda,
        batch: o.batch,
        shuffleSeed: o.seed * 100003 + epoch,
        mirror: o.mirror ?? 0,
        halfKpLr: o.halfKpLr ?? 1,
      },
      (done, all, loss) => {
        const now = performance.now();
        if (now - lastDraw < 200 && done < all) return;
        lastDraw = now;
        const elapsed = (now - start) / 1000;
        // Later epochs cost what the finished ones did (with validation, checkpoint and export).
        const perEpoch =
          finishedSeconds.length > 0
            ? finishedSeconds.reduce((a, b) => a + b, 0) / finishedSeconds.length
            : (elapsed * all) / Math.max(done, 1);
        const runEta = (elapsed * (all - done)) / Math.max(done, 1) + (o.epochs - epoch) * perEpoch;
        status(progressLine(label, done, all, elapsed, loss, runEta), done === all);
        o.onProgress?.({ epoch, epochs: o.epochs, done, total: all, loss, etaSeconds: runEta });
      },
    );
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const valLoss = val ? addon.evaluate(t, val, o.lambda, null) : null;
    const summary: EpochSummary = {
      epoch,
      trainLoss,
      valLoss,
      positionsPerSecond: total / seconds,
      positionsPerCpuSecond: total / cpuSeconds,
      seconds,
    };
    epochs.push(summary);
    log(
      `${label}: train loss ${trainLoss.toFixed(5)}${valLoss !== null ? `, val loss ${valLoss.toFixed(5)}` : ''}, ` +
        `${Math.round(summary.positionsPerSecond)} pos/s, ${Math.round(summary.positionsPerCpuSecond)} per CPU second, ${seconds.toFixed(1)} s`,
    );
    if (o.checkpoint) {
      const err = addon.saveCheckpoint(t, o.checkpoint, epoch);
      if (err) return fail('TRAIN_CHECKPOINT', err);
    }
    try {
      report = exportNet(addon, t, o.out, o.packed);
    } catch (e) {
      return fail('TRAIN_OUT', `cannot write ${o.out}: ${(e as Error).message}`);
    }
    finishedSeconds.push((performance.now() - start) / 1000);
    o.onEpoch?.(summary);
  }
  return { ok: true, epochs, report };
}
