/**
 * State of the Engine › Train classical evaluation… dialog: the form, the run shown (live from
 * `training:event`, or the latest one reloaded with its history), its progress, and which
 * weights the built-in engine uses.
 */
import {
  DEFAULT_TRAINING_OPTIONS,
  type BanmenApi,
  type Result,
  type TrainingEvent,
  type TrainingOptions,
  type TrainingRun,
  type TrainingStatus,
} from '../../../src-main/shared/contract';
import { JobState } from '../jobs/job.svelte';

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

/** The dialog's state (the job scaffold's, with the GA's progress). */
export class TrainingState extends JobState<TrainingRun, TrainingEvent, TrainingOptions> {
  form: TrainingOptions = $state(defaultTrainingOptions());
  progress: TrainingProgress | null = $state(null);
  protected readonly command = 'train-classical';

  constructor(api: BanmenApi | null) {
    super(api);
    api?.on('training:event', (e) => this.onEvent(e));
  }

  /** True while the shown run is working. */
  get live(): boolean {
    return isLive(this.run);
  }

  protected current(api: BanmenApi): Promise<TrainingStatus> {
    return api.invoke('training:current');
  }
  protected request(api: BanmenApi): Promise<Result<TrainingRun>> {
    return api.invoke('training:start', $state.snapshot(this.form) as TrainingOptions);
  }
  protected halt(api: BanmenApi, id: string): Promise<unknown> {
    return api.invoke('training:stop', id);
  }
  protected adopt(api: BanmenApi, id: string): Promise<Result<TrainingStatus>> {
    return api.invoke('training:use', id);
  }
  protected adoptShipped(api: BanmenApi): Promise<Result<TrainingStatus>> {
    return api.invoke('training:use-shipped');
  }
  protected formOfRun(run: TrainingRun): TrainingOptions {
    return { ...run.options };
  }
  protected started(): void {
    this.progress = { phase: 'loading', done: 0, total: 1, positions: 0, elapsedMs: 0, etaMs: 0 };
  }

  /** Fills a path field from the OS picker (Electron). */
  async browse(kind: 'folder' | 'file'): Promise<void> {
    const path = await this.api?.invoke('training:pick', kind);
    if (!path) return;
    if (kind === 'folder') this.form.folder = path;
    else this.form.positionsFile = path;
  }

  /** The progress of a reloaded run: its generations so far, or its end. */
  protected applyRun(status: TrainingStatus): void {
    const run = status.run!;
    this.progress = isLive(run)
      ? {
          phase: 'running',
          done: run.history.length,
          total: run.generations,
          positions: run.positions,
          elapsedMs: 0,
          etaMs: 0,
        }
      : this.endProgress(run);
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
  protected fold(e: TrainingEvent): void {
    if (!this.run) return;
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
