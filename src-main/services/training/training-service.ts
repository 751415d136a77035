/**
 * Engine › Train classical evaluation… for the app (plain Node): runs the GA tuner
 * (`trainClassical`) on the user's records, one run at a time, streaming `training:event`s;
 * keeps each run's weights and fitness history in its own folder; and sets the built-in
 * engine's saved options so it evaluates with a run's weights (or the shipped ones again).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  EngineOptionValue,
  EventSink,
  Result,
  TrainingEvent,
  TrainingOptions,
  TrainingRun,
  TrainingStatus,
} from '../../shared/contract.ts';
import { trainClassical, type TrainProgress } from '../../tune/ga/train-service.ts';
import { loadExpertPositions } from '../../tune/expert-positions.ts';
import { loadClassicalWeights } from '../../engine/eval/classical/weights.ts';
import { checkTrainingOptions } from './training-options.ts';
import { WEIGHTS_FILE, freshRunId, latestRun, loadHistory, saveHistory } from './run-folder.ts';
import { err } from '../../shared/result.ts';

/** Where the built-in engine's saved options live (the engine registry). */
export interface SavedOptionsStore {
  savedOptions(id: string): Record<string, EngineOptionValue>;
  saveOptions(id: string, values: unknown): Result<Record<string, EngineOptionValue>>;
}

/** What the service needs from its host. */
export interface TrainingDeps {
  sink: EventSink;
  /** Folder holding one sub-folder per run (`<userData>/training`). */
  root: string;
  registry: SavedOptionsStore;
  /** The trainer (tests may pass a stand-in); defaults to the tuner's `trainClassical`. */
  train?: typeof trainClassical;
  /** Electron's folder/file picker; absent in the browser host. */
  pick?: (kind: 'folder' | 'file') => Promise<string | null>;
}

/** The USI options "use as engine evaluation" sets on the built-in engine. */
export const WEIGHTS_OPTION = 'ClassicalWeights';
export const FULL_OPTION = 'ClassicalFull';

/** Caching progress is sent at most this often (why: a big set reports thousands of steps). */
const CACHING_EVENT_MS = 150;

/** Runs trainings and remembers the latest. */
export class TrainingService {
  private live: { run: TrainingRun; abort: AbortController; done: Promise<void> } | null = null;
  private last: TrainingRun | null = null;
  private lastCachingEvent = 0;

  constructor(private readonly deps: TrainingDeps) {}

  /** Checks the options and starts a run; it goes on until it ends or is stopped. */
  start(raw: TrainingOptions): Result<TrainingRun> {
    if (this.live) return err('TRAIN_BUSY', 'A training is already running');
    const checked = checkTrainingOptions(raw);
    if (!checked.ok) return checked;
    const id = freshRunId(this.deps.root);
    const folder = join(this.deps.root, id);
    const run: TrainingRun = {
      id,
      folder,
      weightsFile: join(folder, WEIGHTS_FILE),
      options: checked.value,
      state: 'loading',
      positions: 0,
      generations: checked.value.generations,
      history: [],
    };
    saveHistory(run);
    const abort = new AbortController();
    this.live = { run, abort, done: this.execute(run, abort.signal) };
    return { ok: true, value: structuredClone(run) };
  }

  /** Stops the running training after its current generation. */
  stop(id: string): Result<void> {
    if (!this.live || this.live.run.id !== id)
      return err('TRAIN_UNKNOWN_RUN', `No running training ${id}`);
    this.live.abort.abort();
    return { ok: true, value: undefined };
  }

  /** Resolves when the running training (if any) has ended. */
  async settled(): Promise<void> {
    await this.live?.done;
  }

  /** Stops any run (the app is quitting). */
  stopAll(): void {
    this.live?.abort.abort();
  }

  /** The running run, else the latest one (from disk after a restart), and the weights in use. */
  current(): TrainingStatus {
    if (!this.live && !this.last) this.last = latestRun(this.deps.root);
    const run = this.live?.run ?? this.last;
    return { run: run ? structuredClone(run) : null, inUse: this.inUse() };
  }

  /** Makes the built-in engine evaluate with a finished or stopped run's weights. */
  useAsEngineEvaluation(id: string): Result<TrainingStatus> {
    if (this.live?.run.id === id)
      return err('TRAIN_BUSY', 'Stop the training first, or wait for it to finish');
    const run = this.findRun(id);
    if (!run) return err('TRAIN_UNKNOWN_RUN', `No training ${id}`);
    if (!existsSync(run.weightsFile))
      return err(
        'TRAIN_NO_WEIGHTS',
        'This run stopped before its first generation: it has no weights',
      );
    const loaded = loadClassicalWeights(readFileSync(run.weightsFile, 'utf8'));
    if (!loaded.ok) return err('TRAIN_NO_WEIGHTS', `${run.weightsFile}: ${loaded.error.message}`);
    // Why ClassicalFull: the search's fast terms are the hand-set ones; the trained weights act only in the full evaluation.
    const saved = this.deps.registry.saveOptions('builtin', {
      ...this.deps.registry.savedOptions('builtin'),
      [WEIGHTS_OPTION]: run.weightsFile,
      [FULL_OPTION]: true,
    });
    if (!saved.ok) return saved;
    return { ok: true, value: this.current() };
  }

  /** Makes the built-in engine use the shipped weights and fast evaluation again. */
  useShippedWeights(): Result<TrainingStatus> {
    const rest = { ...this.deps.registry.savedOptions('builtin') };
    delete rest[WEIGHTS_OPTION];
    delete rest[FULL_OPTION];
    const saved = this.deps.registry.saveOptions('builtin', rest);
    if (!saved.ok) return saved;
    return { ok: true, value: this.current() };
  }

  /** The host's picker, or null where there is none. */
  async pick(kind: 'folder' | 'file'): Promise<string | null> {
    return this.deps.pick ? this.deps.pick(kind === 'file' ? 'file' : 'folder') : null;
  }

  /** The weights file the built-in engine's saved options name, or null for the shipped ones. */
  private inUse(): string | null {
    const v = this.deps.registry.savedOptions('builtin')[WEIGHTS_OPTION];
    return typeof v === 'string' && v !== '' ? v : null;
  }

  /** A run by id: live, latest, or a folder under the root (why the pattern: ids come from the renderer). */
  private findRun(id: string): TrainingRun | null {
    if (this.last?.id === id) return this.last;
    if (!/^[\w-]+$/.test(id)) return null;
    return loadHistory(join(this.deps.root, id));
  }

  /** Loads the positions, trains, and records how the run ended. */
  private async execute(run: TrainingRun, signal: AbortSignal): Promise<void> {
    // Why: start() answers the renderer before loading (synchronous file reads) begins.
    await new Promise((r) => setImmediate(r));
    const o = run.options;
    try {
      const sources = [o.folder, o.positionsFile].filter((s) => s !== '');
      const loaded = loadExpertPositions(sources, {
        winnerOnly: o.winnerOnly,
        skipPlies: o.skipPlies,
        limit: o.limit || undefined,
      });
      run.positions = loaded.positions.length;
      this.emit({
        id: run.id,
        type: 'loaded',
        positions: run.positions,
        skippedFiles: loaded.errors.length,
      });
      if (run.positions === 0) {
        run.state = 'failed';
        run.error = {
          code: 'TRAIN_NO_POSITIONS',
          // The first unreadable file is usually the reason (e.g. a file of the wrong type).
          message:
            'No expert positions found in the chosen records' +
            (loaded.errors[0] ? ` (${loaded.errors[0].file}: ${loaded.errors[0].message})` : ''),
        };
        return;
      }
      run.state = 'caching';
      await (this.deps.train ?? trainClassical)({
        sources,
        positions: loaded.positions,
        ga: {
          population: o.population,
          generations: o.generations,
          crossoverRate: o.crossoverRate,
          mutationRate: o.mutationRate,
          seed: o.seed,
        },
        freeze: o.evolveMaterial ? [] : ['material', 'kingdist'],
        outFile: run.weightsFile,
        signal,
        onProgress: (e) => this.progress(run, e),
      });
      run.state = signal.aborted ? 'stopped' : 'finished';
    } catch (e) {
      run.state = 'failed';
      run.error = { code: 'TRAIN_FAILED', message: (e as Error).message };
    } finally {
      saveHistory(run);
      this.last = run;
      this.live = null;
      this.emit({ id: run.id, type: 'end', run: structuredClone(run) });
    }
  }

  /** Turns the tuner's progress into events and history. */
  private progress(run: TrainingRun, e: TrainProgress): void {
    if (e.phase === 'caching') {
      const now = Date.now();
      if (e.done < e.total && now - this.lastCachingEvent < CACHING_EVENT_MS) return;
      this.lastCachingEvent = now;
      this.emit({ id: run.id, type: 'caching', done: e.done, total: e.total });
    } else if (e.phase === 'generation') {
      const r = e.report;
      run.state = 'running';
      const point = {
        generation: r.generation,
        best: r.bestFitness,
        average: r.averageFitness,
        bestMatches: r.bestMatches,
      };
      run.history.push(point);
      saveHistory(run);
      this.emit({
        id: run.id,
        type: 'generation',
        point,
        generations: r.generations,
        positions: run.positions,
        elapsedMs: r.elapsedMs,
        etaMs: r.etaMs,
      });
    }
  }

  /** Sends one event to the renderer. */
  private emit(e: TrainingEvent): void {
    this.deps.sink('training:event', e);
  }
}
