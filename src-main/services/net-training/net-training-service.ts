/**
 * Engine › Train network… for the app (plain Node): runs NNUE generations (self-play data,
 * training, a match; net-generation.ts) one run at a time, streaming `net-training:event`s; keeps
 * each run's nets and history in its own folder; and sets the built-in engine's saved `EvalFile`
 * so it evaluates with a run's net (or removes it again).
 */
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  EventSink,
  NetEpochPoint,
  NetPhase,
  NetPhaseProgress,
  NetTrainingEvent,
  NetTrainingOptions,
  NetTrainingRun,
  NetTrainingStatus,
  Result,
} from '../../shared/contract.ts';
import { nodeTransports, type TransportFactory } from '../../usi/launcher.ts';
import { gensfenOpenings } from '../../tune/nnue-data/gensfen-book.ts';
import { gensfenEvaluator } from '../../tune/nnue-data/gensfen-pool.ts';
import type { GensfenOpening } from '../../tune/nnue-data/gensfen.ts';
import { trainAddonPath } from '../../tune/nnue-train/train-addon.ts';
import type { SavedOptionsStore } from '../training/training-service.ts';
import { freshRunId, saveHistory } from '../training/run-folder.ts';
import { checkNetTrainingOptions } from './net-options.ts';
import { BOOK_FILE, latestNetRun, loadNetHistory, writeBook } from './net-files.ts';
import { runGeneration } from './net-generation.ts';
import type { MatchSide } from './net-match.ts';
import { err } from '../../shared/result.ts';

/** Kinds of the host's file picker: a records folder, a data file, a start net. */
export type NetPickKind = 'folder' | 'data' | 'net';

/** What the service needs from its host. */
export interface NetTrainingDeps {
  sink: EventSink;
  /** Folder holding one sub-folder per run (`<dataDir>/net-training`). */
  root: string;
  registry: SavedOptionsStore;
  /** The app's one engine launcher (the matches' engines). */
  transports?: TransportFactory;
  /** Electron's picker; absent in the browser host. */
  pick?: (kind: NetPickKind) => Promise<string | null>;
  /** gensfen worker threads and trainer threads (default: every core). */
  workers?: number;
  threads?: number;
}

/** The USI option "use as engine net" sets on the built-in engine. */
export const NET_OPTION = 'EvalFile';

/** Phase events are sent at most this often, besides each phase's first and last (why: gensfen reports every game). */
const PHASE_EVENT_MS = 150;

/** The live run and what stops it. */
interface Live {
  run: NetTrainingRun;
  /** The latest phase progress sent (a reopened dialog starts from it). */
  progress: NetPhaseProgress | null;
  stop: AbortController;
  quit: AbortController;
  done: Promise<void>;
}

/** Runs net trainings and remembers the latest. */
export class NetTrainingService {
  private live: Live | null = null;
  private last: NetTrainingRun | null = null;
  private lastPhaseEvent = 0;

  constructor(private readonly deps: NetTrainingDeps) {}

  /** Checks the options and starts a run; it goes on until it ends or is stopped. */
  start(raw: NetTrainingOptions): Result<NetTrainingRun> {
    if (this.live) return err('NET_BUSY', 'A network training is already running');
    const checked = checkNetTrainingOptions(raw);
    if (!checked.ok) return checked;
    mkdirSync(this.deps.root, { recursive: true });
    const id = freshRunId(this.deps.root);
    const run: NetTrainingRun = {
      id,
      folder: join(this.deps.root, id),
      options: checked.value,
      state: 'running',
      generation: 1,
      phase: null,
      generations: [],
      netFile: null,
      epochs: [],
    };
    saveHistory(run);
    const stop = new AbortController();
    const quit = new AbortController();
    this.live = {
      run,
      progress: null,
      stop,
      quit,
      done: this.execute(run, stop.signal, quit.signal),
    };
    return { ok: true, value: structuredClone(run) };
  }

  /** Stops the running training after its current phase (data generation stops at once). */
  stop(id: string): Result<void> {
    if (!this.live || this.live.run.id !== id)
      return err('NET_UNKNOWN_RUN', `No running network training ${id}`);
    this.live.stop.abort();
    return { ok: true, value: undefined };
  }

  /** Resolves when the running training (if any) has ended. */
  async settled(): Promise<void> {
    await this.live?.done;
  }

  /** Ends any run at once (the app is quitting): workers, trainer thread and match engines. */
  stopAll(): void {
    this.live?.stop.abort();
    this.live?.quit.abort();
  }

  /** The running run, else the latest one (from disk after a restart), and the net in use. */
  current(): NetTrainingStatus {
    if (!this.live && !this.last) this.last = latestNetRun(this.deps.root);
    const run = this.live?.run ?? this.last;
    const progress = this.live?.progress ?? null;
    return {
      run: run ? structuredClone(run) : null,
      inUse: this.inUse(),
      progress: progress && { ...progress },
    };
  }

  /** Makes the built-in engine evaluate with the run's last finished generation's net. */
  useNet(id: string): Result<NetTrainingStatus> {
    const run = this.findRun(id);
    if (!run) return err('NET_UNKNOWN_RUN', `No network training ${id}`);
    if (!run.netFile || !existsSync(run.netFile))
      return err('NET_NO_NET', 'This run has no finished generation: it has no net yet');
    const saved = this.deps.registry.saveOptions('builtin', {
      ...this.deps.registry.savedOptions('builtin'),
      [NET_OPTION]: run.netFile,
    });
    if (!saved.ok) return saved;
    return { ok: true, value: this.current() };
  }

  /** Removes the saved `EvalFile`: the built-in engine's default evaluation again. */
  useShippedNet(): Result<NetTrainingStatus> {
    const rest = { ...this.deps.registry.savedOptions('builtin') };
    delete rest[NET_OPTION];
    const saved = this.deps.registry.saveOptions('builtin', rest);
    if (!saved.ok) return saved;
    return { ok: true, value: this.current() };
  }

  /** The host's picker, or null where there is none. */
  async pick(kind: NetPickKind): Promise<string | null> {
    return this.deps.pick ? this.deps.pick(kind) : null;
  }

  /** The net the built-in engine's saved options name, or null for its default evaluation. */
  private inUse(): string | null {
    const v = this.deps.registry.savedOptions('builtin')[NET_OPTION];
    return typeof v === 'string' && v !== '' ? v : null;
  }

  /** A run by id: live, latest, or a folder under the root (why the pattern: ids come from the renderer). */
  private findRun(id: string): NetTrainingRun | null {
    if (this.live?.run.id === id) return this.live.run;
    if (this.last?.id === id) return this.last;
    if (!/^[\w-]+$/.test(id)) return null;
    return loadNetHistory(join(this.deps.root, id));
  }

  /** Prepares the openings, runs the generations, and records how the run ended. */
  private async execute(run: NetTrainingRun, stop: AbortSignal, quit: AbortSignal): Promise<void> {
    // Why: start() answers the renderer before the records are read (synchronous file reads).
    await new Promise((r) => setImmediate(r));
    try {
      const ready = this.prepare(run);
      if (!ready.ok) {
        run.state = 'failed';
        run.error = ready.error;
        return;
      }
      await this.generations(run, ready.value, stop, quit);
    } catch (e) {
      run.state = 'failed';
      run.error = { code: 'NET_FAILED', message: (e as Error).message };
    } finally {
      run.phase = null;
      saveHistory(run);
      this.last = run;
      this.live = null;
      this.emit({ id: run.id, type: 'end', run: structuredClone(run) });
    }
  }

  /** The self-play openings and the first opponent, or why the run cannot start. */
  private prepare(
    run: NetTrainingRun,
  ): Result<{ openings: GensfenOpening[]; previous: MatchSide }> {
    const o = run.options;
    if (!existsSync(trainAddonPath()))
      return err('NET_FAILED', `The trainer addon ${trainAddonPath()} is missing`);
    if (o.startNet) {
      const net = gensfenEvaluator(o.startNet);
      if (!net.ok) return err('NET_NO_SOURCE', `The start net ${o.startNet}: ${net.message}`);
    }
    let book: string | undefined;
    if (o.recordFolders.length > 0) {
      const written = writeBook(o.recordFolders, join(run.folder, BOOK_FILE));
      if (!written.ok) return err('NET_NO_SOURCE', written.message);
      book = written.file;
    }
    const openings = gensfenOpenings(book, o.seed);
    if (!openings.ok) return err('NET_NO_SOURCE', openings.error.message);
    const previous = o.startNet
      ? { name: 'start net', net: o.startNet }
      : { name: 'classical', net: null };
    return { ok: true, value: { openings: openings.openings, previous } };
  }

  /** Runs generation after generation until the count, a stop, or a failure. */
  private async generations(
    run: NetTrainingRun,
    ready: { openings: GensfenOpening[]; previous: MatchSide },
    stop: AbortSignal,
    quit: AbortSignal,
  ): Promise<void> {
    let previous = ready.previous;
    for (let g = 1; g <= run.options.generations && !stop.aborted; g++) {
      run.generation = g;
      run.epochs = [];
      const out = await runGeneration({
        folder: run.folder,
        options: run.options,
        generation: g,
        openings: ready.openings,
        previous,
        workers: this.deps.workers ?? availableParallelism(),
        threads: this.deps.threads ?? availableParallelism(),
        transports: this.deps.transports ?? nodeTransports,
        stopping: () => stop.aborted,
        stopSignal: stop,
        quitSignal: quit,
        onPhase: (phase, done, total, elapsedMs, etaMs) =>
          this.phase(run, phase, done, total, elapsedMs, etaMs),
        onEpoch: (point) => this.epoch(run, point),
      });
      // Why not a failure when quitting: the app ended the phase; finished generations stand.
      if (out.kind === 'failed' && !quit.aborted) {
        run.state = 'failed';
        run.error = out.error;
        return;
      }
      if (out.kind === 'failed') break;
      if (out.kind === 'stopped') break;
      run.generations.push(out.generation);
      run.netFile = out.generation.netFile;
      run.epochs = [];
      saveHistory(run);
      this.emit({ id: run.id, type: 'generation', result: structuredClone(out.generation) });
      previous = { name: `gen ${g}`, net: out.generation.netFile };
    }
    run.state = stop.aborted ? 'stopped' : 'finished';
  }

  /** Records the phase and sends its progress (throttled). */
  private phase(
    run: NetTrainingRun,
    phase: NetPhase,
    done: number,
    total: number,
    elapsedMs: number,
    etaMs: number | null,
  ): void {
    const generation = run.generation;
    if (this.live) this.live.progress = { generation, phase, done, total, elapsedMs, etaMs };
    const now = Date.now();
    const edge = run.phase !== phase || done >= total;
    if (!edge && now - this.lastPhaseEvent < PHASE_EVENT_MS) return;
    this.lastPhaseEvent = now;
    if (run.phase !== phase) {
      run.phase = phase;
      saveHistory(run);
    }
    this.emit({ id: run.id, type: 'phase', generation, phase, done, total, elapsedMs, etaMs });
  }

  /** Keeps an epoch's losses in the history (a reopened dialog redraws them) and sends them. */
  private epoch(run: NetTrainingRun, point: NetEpochPoint): void {
    run.epochs.push(point);
    saveHistory(run);
    this.emit({ id: run.id, type: 'epoch', point });
  }

  /** Sends one event to the renderer. */
  private emit(e: NetTrainingEvent): void {
    this.deps.sink('net-training:event', e);
  }
}
