/**
 * State of the Engine › Train classical evaluation… dialog: the form, the run shown (live from
 * `training:event`, or the latest one reloaded with its history), its progress, and which
 * weights the built-in engine uses.
 */
import {
  DEFAULT_TRAINING_OPTIONS,
  type BanmenApi,
  type TrainingEvent,
  type TrainingOptions,
  type TrainingRun,
  type TrainingStatus,
} from '../../../src-main/ipc/contract';
import type { CodedError } from '../error-text';

/** The form's starting values (a fresh copy the form may edit). */
export function defaultTrainingOptions(): TrainingOptions {
  return { ...DEFAULT_TRAINING_OPTIONS };
}

/** What the progress line shows. */
export interface TrainingProgress {
  phase: 'loading' | 'caching' | 'running' | 'end';
  done: number;
  total: number;
  positions: number;
  elapsedMs: number;
  etaMs: number;
}

/** True while a run is working. */
export function isLive(run: TrainingRun | null): boolean {
  return !!run && (run.state === 'loading' || run.state === 'caching' || run.state === 'running');
}

/** The dialog's state. */
export class TrainingState {
  open = $state(false);
  form: TrainingOptions = $state(defaultTrainingOptions());
  /** The last refusal or failure, shown in the dialog. */
  /** The last failure (worded for the UI language by `errorText`). */
  error: CodedError | null = $state(null);
  run: TrainingRun | null = $state(null);
  progress: TrainingProgress | null = $state(null);
  /** The weights file the built-in engine uses (null = shipped). */
  inUse: string | null = $state(null);
  /** True under Electron, where Browse opens the OS picker. */
  canBrowse = $state(false);
  /** Events that arrived before `training:start` answered with the run (why: they may). */
  private early: TrainingEvent[] = [];
  private starting = false;

  constructor(private readonly api: BanmenApi | null) {
    api?.on('training:event', (e) => this.onEvent(e));
  }

  /** Runs a menu command; true if it was the training one. */
  menu(command: string): boolean {
    if (command !== 'train-classical') return false;
    void this.show();
    return true;
  }

  /** Opens the dialog with the running or latest run. */
  async show(): Promise<void> {
    this.open = true;
    if (!this.api) return;
    const [status, info] = await Promise.all([
      this.api.invoke('training:current'),
      this.api.invoke('app:info'),
    ]);
    this.canBrowse = info.host === 'electron';
    this.apply(status);
    if (status.run && !isLive(this.run)) this.form = { ...status.run.options };
  }

  /** Starts a run with the form's options. */
  async start(): Promise<void> {
    if (!this.api) return;
    this.starting = true;
    this.early = [];
    const r = await this.api.invoke(
      'training:start',
      $state.snapshot(this.form) as TrainingOptions,
    );
    this.starting = false;
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = null;
    this.run = r.value;
    this.progress = { phase: 'loading', done: 0, total: 1, positions: 0, elapsedMs: 0, etaMs: 0 };
    for (const e of this.early.splice(0)) this.onEvent(e);
  }

  /** Stops the live run (it keeps its best weights so far). */
  async stop(): Promise<void> {
    if (this.run && this.api) await this.api.invoke('training:stop', this.run.id);
  }

  /** Makes the built-in engine evaluate with the shown run's weights. */
  async useRun(): Promise<void> {
    if (!this.run || !this.api) return;
    const r = await this.api.invoke('training:use', this.run.id);
    if (r.ok) this.apply(r.value);
    else this.error = r.error;
  }

  /** Makes the built-in engine use the shipped weights again. */
  async useShipped(): Promise<void> {
    const r = await this.api?.invoke('training:use-shipped');
    if (r?.ok) this.apply(r.value);
  }

  /** Fills a path field from the OS picker (Electron). */
  async browse(kind: 'folder' | 'file'): Promise<void> {
    const path = await this.api?.invoke('training:pick', kind);
    if (!path) return;
    if (kind === 'folder') this.form.folder = path;
    else this.form.positionsFile = path;
  }

  /** Takes a status from the service. */
  private apply(status: TrainingStatus): void {
    this.inUse = status.inUse;
    if (!status.run) return;
    this.run = status.run;
    const k = status.run.history.length;
    this.progress = isLive(status.run)
      ? {
          phase: 'running',
          done: k,
          total: status.run.generations,
          positions: status.run.positions,
          elapsedMs: 0,
          etaMs: 0,
        }
      : this.endProgress(status.run);
    if (status.run.error) this.error = status.run.error;
  }

  /** The progress of an ended run: full for a finished one, its generations for a stopped one. */
  private endProgress(run: TrainingRun): TrainingProgress {
    const k = run.history.length;
    return {
      phase: 'end',
      done: run.state === 'finished' ? run.generations : k,
      total: run.generations,
      positions: run.positions,
      elapsedMs: 0,
      etaMs: 0,
    };
  }

  /** Updates the shown run from a live event. */
  private onEvent(e: TrainingEvent): void {
    if (!this.run || this.run.id !== e.id) {
      if (this.starting) this.early.push(e);
      return;
    }
    const p = this.progress ?? {
      phase: 'loading',
      done: 0,
      total: 1,
      positions: 0,
      elapsedMs: 0,
      etaMs: 0,
    };
    if (e.type === 'loaded') {
      this.run.positions = e.positions;
      this.progress = {
        ...p,
        phase: 'caching',
        done: 0,
        total: Math.max(1, e.positions),
        positions: e.positions,
      };
    } else if (e.type === 'caching') {
      this.run.state = 'caching';
      this.progress = { ...p, phase: 'caching', done: e.done, total: e.total };
    } else if (e.type === 'generation') {
      this.run.state = 'running';
      this.run.history.push(e.point);
      this.progress = {
        phase: 'running',
        done: e.point.generation,
        total: e.generations,
        positions: e.positions,
        elapsedMs: e.elapsedMs,
        etaMs: e.etaMs,
      };
    } else {
      this.run = e.run;
      this.progress = { ...this.endProgress(e.run), elapsedMs: p.elapsedMs };
      if (e.run.error) this.error = e.run.error;
    }
  }
}
