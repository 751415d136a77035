/**
 * State of the Engine › Train network… dialog: the form, the run shown (live from
 * `net-training:event`, or the latest one reloaded with its generations), its phase progress, and
 * which net the built-in engine uses.
 */
import {
  DEFAULT_NET_TRAINING_OPTIONS,
  type BanmenApi,
  type NetEpochPoint,
  type NetPhaseProgress,
  type NetTrainingEvent,
  type NetTrainingOptions,
  type NetTrainingRun,
  type NetTrainingStatus,
} from '../../../src-main/ipc/contract';
import type { CodedError } from '../error-text';

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

/** The dialog's state. */
export class NetTrainingState {
  open = $state(false);
  form: NetForm = $state(formOf(DEFAULT_NET_TRAINING_OPTIONS));
  /** The last refusal or failure (worded for the UI language by `errorText`). */
  error: CodedError | null = $state(null);
  run: NetTrainingRun | null = $state(null);
  /** The live run's phase progress (null: ended, or not yet in its first phase). */
  progress: NetPhaseProgress | null = $state(null);
  /** The net the built-in engine uses (null = its shipped evaluation). */
  inUse: string | null = $state(null);
  /** True under Electron, where Browse opens the OS picker. */
  canBrowse = $state(false);
  /** Events that arrived before `net-training:start` answered with the run (why: they may). */
  private early: NetTrainingEvent[] = [];
  private starting = false;

  constructor(private readonly api: BanmenApi | null) {
    api?.on('net-training:event', (e) => this.onEvent(e));
  }

  /** Runs a menu command; true if it was this dialog's. */
  menu(command: string): boolean {
    if (command !== 'train-network') return false;
    void this.show();
    return true;
  }

  /** True while the shown run is working. */
  get live(): boolean {
    return this.run?.state === 'running';
  }

  /** Opens the dialog with the running or latest run. */
  async show(): Promise<void> {
    this.open = true;
    if (!this.api) return;
    const [status, info] = await Promise.all([
      this.api.invoke('net-training:current'),
      this.api.invoke('app:info'),
    ]);
    this.canBrowse = info.host === 'electron';
    this.apply(status);
    if (status.run && status.run.state !== 'running') this.form = formOf(status.run.options);
  }

  /** Starts a run with the form's options. */
  async start(): Promise<void> {
    if (!this.api) return;
    this.starting = true;
    this.early = [];
    const options = optionsOf($state.snapshot(this.form) as NetForm);
    const r = await this.api.invoke('net-training:start', options);
    this.starting = false;
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = null;
    this.run = r.value;
    this.progress = null;
    for (const e of this.early.splice(0)) this.onEvent(e);
  }

  /** Asks the live run to stop after its current phase. */
  async stop(): Promise<void> {
    if (this.run && this.api) await this.api.invoke('net-training:stop', this.run.id);
  }

  /** Makes the built-in engine evaluate with the shown run's last net. */
  async useRun(): Promise<void> {
    if (!this.run || !this.api) return;
    const r = await this.api.invoke('net-training:use', this.run.id);
    if (r.ok) this.apply(r.value);
    else this.error = r.error;
  }

  /** Makes the built-in engine use its shipped evaluation again. */
  async useShipped(): Promise<void> {
    const r = await this.api?.invoke('net-training:use-shipped');
    if (r?.ok) this.apply(r.value);
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

  /** Takes a status from the service. */
  private apply(status: NetTrainingStatus): void {
    this.inUse = status.inUse;
    if (!status.run) return;
    this.run = status.run;
    const r = status.run;
    this.progress = r.state === 'running' ? status.progress : null;
    if (r.error) this.error = r.error;
  }

  /** Updates the shown run from a live event. */
  private onEvent(e: NetTrainingEvent): void {
    if (!this.run || this.run.id !== e.id) {
      if (this.starting) this.early.push(e);
      return;
    }
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
