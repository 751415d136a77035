/**
 * One generation of a net-training run, in three phases:
 * 1. data: gensfen self-play into the run folder, labelled by the previous net (or the classical
 *    evaluation), until the position cap or the generation's data share of its time is reached;
 * 2. training: the tail of the new data held out for validation, the rest plus the user's data
 *    files trained on a worker thread from the previous net (`--init`), exported packed;
 * 3. match: the new net against the previous one at a fixed node count.
 * A user's stop cuts the data phase at once (nothing is trained from it) and otherwise lets the
 * phase in progress finish; the generation's data files are deleted once it is trained.
 */
import { rmSync, statSync } from 'node:fs';
import type {
  IpcError,
  NetEpochPoint,
  NetGeneration,
  NetMatchResult,
  NetPhase,
  NetTrainingOptions,
} from '../../shared/contract.ts';
import type { TransportFactory } from '../../usi/launcher.ts';
import { GENSFEN_DEFAULTS, type GensfenOpening } from '../../tune/nnue-data/gensfen.ts';
import { runGensfen } from '../../tune/nnue-data/gensfen-pool.ts';
import { PSV_SIZE } from '../../tune/nnue-data/psv.ts';
import { trainInWorker } from '../../tune/nnue-train/train-thread.ts';
import { generationFiles, splitValidation, writeMatchOpenings } from './net-files.ts';
import { playNetMatch, type MatchSide } from './net-match.ts';

/** Share of a generation's minutes given to its data (training and the match take the rest). */
export const DATA_SHARE = 0.8;
/** λ of the loss: mostly the shallow search's score, a quarter the game result (README, generation 1). */
const LAMBDA = 0.75;
const LR = 1e-3;
const LR_DECAY = 0.95;
/** Half the positions reflected each epoch: best validation loss 0.0879 → 0.0797 on 800 k gensfen positions (README, generation 2). */
const MIRROR = 0.5;
/** HalfKP rows learn at 0.03 × lr: best validation loss 0.0797 → 0.0685 on the same data (README, generation 2). */
const HALFKP_LR = 0.03;

/** What a generation needs from its run. */
export interface GenerationContext {
  folder: string;
  options: NetTrainingOptions;
  generation: number;
  openings: GensfenOpening[];
  /** The net that labels the data, starts the training and is the match's opponent. */
  previous: MatchSide;
  workers: number;
  threads: number;
  transports: TransportFactory;
  /** True once the user pressed Stop. */
  stopping: () => boolean;
  /** Aborted on the user's stop (ends the data phase at once). */
  stopSignal: AbortSignal;
  /** Aborted when the app quits (ends any phase at once). */
  quitSignal: AbortSignal;
  onPhase: (
    phase: NetPhase,
    done: number,
    total: number,
    elapsedMs: number,
    etaMs: number | null,
  ) => void;
  onEpoch: (point: NetEpochPoint) => void;
}

/** How a generation ended: its result (the match is null when a stop came first), a stop, or a failure. */
export type GenerationOutcome =
  | { kind: 'done'; generation: NetGeneration }
  | { kind: 'stopped' }
  | { kind: 'failed'; error: IpcError };

const failed = (code: IpcError['code'], message: string): GenerationOutcome => ({
  kind: 'failed',
  error: { code, message },
});

/** Records in a data file (0 when it is missing). */
function recordsIn(path: string): number {
  try {
    return Math.floor(statSync(path).size / PSV_SIZE);
  } catch {
    return 0;
  }
}

/** A batch size for `n` positions: a power of two near n/32 within 256..8192 (why: tiny data still takes several steps an epoch). */
export function batchFor(n: number): number {
  const p = 2 ** Math.round(Math.log2(Math.max(1, n / 32)));
  return Math.min(8192, Math.max(256, p));
}

/** Runs the three phases of one generation. */
export async function runGeneration(ctx: GenerationContext): Promise<GenerationOutcome> {
  const f = generationFiles(ctx.folder, ctx.generation);
  const data = await makeData(ctx, f.data);
  if (data.kind !== 'data') return data;
  const valPositions = splitValidation(f.data, f.val);
  writeMatchOpenings(f.data, ctx.options.gamesPerMatch / 2, f.openings);
  const trained = await train(ctx, f);
  for (const path of [f.data, f.val, f.plainNet]) rmSync(path, { force: true });
  if (trained.kind !== 'trained') return trained;
  let match: NetMatchResult | null = null;
  if (!ctx.stopping()) {
    const played = await playMatch(ctx, f);
    if (!played.ok) return { kind: 'failed', error: played.error };
    match = played.value;
  }
  return {
    kind: 'done',
    generation: {
      generation: ctx.generation,
      positions: data.records,
      valPositions,
      labelDepth: ctx.options.labelDepth,
      labelledBy: ctx.previous.name,
      dataSeconds: data.seconds,
      trainSeconds: trained.seconds,
      epochs: trained.epochs,
      valLoss: trained.epochs.at(-1)?.valLoss ?? null,
      match,
      netFile: f.net,
    },
  };
}

/** Phase 1: self-play records into `out` until the cap, the time share, or a stop. */
async function makeData(
  ctx: GenerationContext,
  out: string,
): Promise<{ kind: 'data'; records: number; seconds: number } | GenerationOutcome> {
  const o = ctx.options;
  const budgetMs = o.minutesPerGeneration * 60_000 * DATA_SHARE;
  const timeUp = new AbortController();
  const timer = setTimeout(() => timeUp.abort(), budgetMs);
  const start = performance.now();
  ctx.onPhase('data', 0, o.positions, 0, null);
  try {
    await runGensfen(
      {
        out,
        positions: o.positions,
        workers: ctx.workers,
        // Why per generation: each generation plays new games.
        seed: (o.seed * 7919 + ctx.generation) >>> 0,
        options: { ...GENSFEN_DEFAULTS, depth: o.labelDepth },
        openings: ctx.openings,
        evalFile: ctx.previous.net ?? '',
        signal: AbortSignal.any([timeUp.signal, ctx.stopSignal, ctx.quitSignal]),
        onProgress: (p) => {
          const left = Math.max(0, budgetMs - p.elapsedMs);
          const rate = p.written / Math.max(1, p.elapsedMs);
          // The phase ends at the cap or when time is up, whichever comes first.
          const eta = Math.min(left, (o.positions - p.written) / Math.max(rate, 1e-9));
          const total = Math.min(o.positions, Math.round(p.written + rate * left));
          ctx.onPhase('data', p.written, Math.max(total, p.written), p.elapsedMs, eta);
        },
      },
      0,
    );
  } catch (e) {
    return failed('NET_FAILED', `data generation: ${(e as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  if (ctx.stopping() || ctx.quitSignal.aborted) {
    rmSync(out, { force: true });
    return { kind: 'stopped' };
  }
  const records = recordsIn(out);
  if (records < 2)
    return failed(
      'NET_NO_POSITIONS',
      `Generation ${ctx.generation} made ${records} positions in ${o.minutesPerGeneration} min: give it more time`,
    );
  return { kind: 'data', records, seconds: (performance.now() - start) / 1000 };
}

/** Phase 2: trains the generation's net from the previous one; its epochs' losses, or why not. */
async function train(
  ctx: GenerationContext,
  f: ReturnType<typeof generationFiles>,
): Promise<{ kind: 'trained'; epochs: NetEpochPoint[]; seconds: number } | GenerationOutcome> {
  const o = ctx.options;
  const sources = [f.data, ...o.dataFiles];
  const positions = sources.reduce((n, file) => n + recordsIn(file), 0);
  const epochs: NetEpochPoint[] = [];
  const start = performance.now();
  const elapsed = () => performance.now() - start;
  ctx.onPhase('training', 0, o.epochs * positions, 0, null);
  const r = await trainInWorker(
    {
      data: sources,
      out: f.plainNet,
      packed: f.net,
      init: ctx.previous.net ?? undefined,
      // Why zero rows without a start net: the packed net then stays small (README, packed format).
      ftInit: ctx.previous.net ? undefined : 'zero',
      checkpoint: null,
      val: f.val,
      epochs: o.epochs,
      lambda: LAMBDA,
      lr: LR,
      lrDecay: LR_DECAY,
      mirror: MIRROR,
      halfKpLr: HALFKP_LR,
      batch: batchFor(positions),
      threads: ctx.threads,
      seed: o.seed,
    },
    {
      signal: ctx.quitSignal,
      onProgress: (p) =>
        ctx.onPhase(
          'training',
          (p.epoch - 1) * p.total + p.done,
          p.epochs * p.total,
          elapsed(),
          p.etaSeconds * 1000,
        ),
      onEpoch: (s) => {
        const point = {
          generation: ctx.generation,
          epoch: s.epoch,
          trainLoss: s.trainLoss,
          valLoss: s.valLoss,
        };
        epochs.push(point);
        ctx.onEpoch(point);
      },
    },
  );
  if (!r.ok) return failed('NET_FAILED', `training: ${r.error.message}`);
  return { kind: 'trained', epochs, seconds: elapsed() / 1000 };
}

/** Phase 3: the new net against the previous one. */
function playMatch(ctx: GenerationContext, f: ReturnType<typeof generationFiles>) {
  const o = ctx.options;
  const start = performance.now();
  ctx.onPhase('match', 0, o.gamesPerMatch, 0, null);
  return playNetMatch({
    folder: f.match,
    sides: [{ name: `gen ${ctx.generation}`, net: f.net }, ctx.previous],
    games: o.gamesPerMatch,
    nodes: o.matchNodes,
    openings: f.openings,
    seed: o.seed,
    transports: ctx.transports,
    signal: ctx.quitSignal,
    onGame: (done, total, etaMs) =>
      ctx.onPhase('match', done, total, performance.now() - start, etaMs),
  });
}
