/**
 * State of the Engine › Train network… dialog: the form, the run shown (live from
 * `net-training:event`, or the latest one reloaded with its generations), its phase progress, and
 * which net the built-in engine uses.
 */
import {
  DEFAULT_NET_TRAINING_OPTIONS,
  type BanmenApi,
  type Result,
  type NetEpochPoint,
  type NetPhaseProgress,
  type NetTrainingEvent,
  type NetTrainingOptions,
  type NetTrainingRun,
  type NetTrainingStatus,
} from '../../../src-main/shared/contract';
import { JobState } from '../jobs/job.svelte';

/** The form: the options with the path lists as text, one path a line (why: easy to type or paste). */
export interface NetForm extends Omit<NetTrainingOptions, 'recordFolders' | 'dataFiles'> {
  recordFolders: string;
  dataFiles: string;
}

/** The form of some options. */
export function formOf(o: NetTrainingOptions): NetForm {
  return { ...o, recordFolders: o.recordFolders.join('\n'), dataFiles: o.dataFiles.join('\n') };
}

/** The options of a form: one path per non-empty line. */
export function optionsOf(f: NetForm): NetTrainingOptions {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  return { ...f, recordFolders: lines(f.recordFolders), dataFiles: lines(f.dataFiles) };
}

/** Every epoch point of a run, in order: finished generations', then the one in training. */
export function epochPoints(run: NetTrainingRun): NetEpochPoint[] {
  return [...run.generations.flatMap((g) => g.epochs), ...run.epochs];
}

/** The dialog's state (the job scaffold's, with the net trainer's phase progress). */
export class NetTrainingState extends JobState<NetTrainingRun, NetTrainingEvent, NetForm> {
  form: NetForm = $state(formOf(DEFAULT_NET_TRAINING_OPTIONS));
  /** The live run's phase progress (null: ended, or not yet in its first phase). */
  progress: NetPhaseProgress | null = $state(null);
  protected readonly command = 'train-network';

  constructor(api: BanmenApi | null) {
    super(api);
    api?.on('net-training:event', (e) => this.onEvent(e));
  }

  /** True while the shown run is working. */
  get live(): boolean {
    return this.run?.state === 'running';
  }

  protected current(api: BanmenApi): Promise<NetTrainingStatus> {
    return api.invoke('net-training:current');
  }
  protected request(api: BanmenApi): Promise<Result<NetTrainingRun>> {
    return api.invoke('net-training:start', optionsOf($state.snapshot(this.form) as NetForm));
  }
  protected halt(api: BanmenApi, id: string): Promise<unknown> {
    return api.invoke('net-training:stop', id);
  }
  protected adopt(api: BanmenApi, id: string): Promise<Result<NetTrainingStatus>> {
    return api.invoke('net-training:use', id);
  }
  protected adoptShipped(api: BanmenApi): Promise<Result<NetTrainingStatus>> {
    return api.invoke('net-training:use-shipped');
  }
  protected formOfRun(run: NetTrainingRun): NetForm {
    return formOf(run.options);
  }
  protected started(): void {
    this.progress = null;
  }

  /** Fills a path field from the OS picker (Electron); list fields get a new line. */
  async browse(kind: 'folder' | 'data' | 'net'): Promise<void> {
    const path = await this.api?.invoke('net-training:pick', kind);
    if (!path) return;
    const add = (text: string) => (text.trim() ? `${text.trimEnd()}\n${path}` : path);
    if (kind === 'folder') this.form.recordFolders = add(this.form.recordFolders);
    else if (kind === 'data') this.form.dataFiles = add(this.form.dataFiles);
    else this.form.startNet = path;
  }

  /** The phase progress of a reloaded run (none once it has ended). */
  protected applyRun(status: NetTrainingStatus): void {
    this.progress = status.run?.state === 'running' ? status.progress : null;
  }

  /** Updates the shown run from a live event. */
  protected fold(e: NetTrainingEvent): void {
    if (!this.run) return;
    if (e.type === 'phase') {
      this.run.phase = e.phase;
      this.run.generation = e.generation;
      const { generation, phase, done, total, elapsedMs, etaMs } = e;
      this.progress = { generation, phase, done, total, elapsedMs, etaMs };
    } else if (e.type === 'epoch') {
      this.run.epochs.push(e.point);
    } else if (e.type === 'generation') {
      this.run.generations.push(e.result);
      this.run.netFile = e.result.netFile;
      this.run.epochs = [];
    } else {
      this.run = e.run;
      this.progress = null;
      if (e.run.error) this.error = e.run.error;
    }
  }
}
