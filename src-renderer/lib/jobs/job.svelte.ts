/**
 * The job scaffold's state: what the classical-training and net-training dialogs share. A job is
 * a long run in main (started, stopped, reloaded when the dialog reopens) whose result the
 * built-in engine can be told to use. A subclass names its IPC requests and folds its own events
 * and status into `run` and its progress.
 */
import type { BanmenApi, Result } from '../../../src-main/shared/contract';
import type { CodedError } from '../error-text';

/** What every job's run carries. */
export interface JobRun {
  id: string;
  error?: CodedError;
}

/** What main answers about a job: the running or latest run, and what the engine uses. */
export interface JobStatus<Run> {
  run: Run | null;
  inUse: string | null;
}

/** A job dialog's state; `Run` is the job's run, `Ev` its live events, `Form` its form. */
export abstract class JobState<Run extends JobRun, Ev extends { id: string }, Form> {
  open = $state(false);
  abstract form: Form;
  /** The last refusal or failure (worded for the UI language by `errorText`). */
  error: CodedError | null = $state(null);
  run: Run | null = $state(null);
  /** The file the built-in engine uses (null = its shipped evaluation). */
  inUse: string | null = $state(null);
  /** True under Electron, where Browse opens the OS picker. */
  canBrowse = $state(false);
  /** Events that arrived before the start request answered with the run (why: they may). */
  private early: Ev[] = [];
  private starting = false;

  /** The menu command that opens this dialog. */
  protected abstract readonly command: string;

  constructor(protected readonly api: BanmenApi | null) {}

  /** True while the shown run is working. */
  abstract get live(): boolean;

  /** Main's status of the job (the running or latest run). */
  protected abstract current(api: BanmenApi): Promise<JobStatus<Run>>;
  /** Asks main to start a run with the form. */
  protected abstract request(api: BanmenApi): Promise<Result<Run>>;
  /** Asks main to stop run `id`. */
  protected abstract halt(api: BanmenApi, id: string): Promise<unknown>;
  /** Asks main to make the engine use run `id`'s result. */
  protected abstract adopt(api: BanmenApi, id: string): Promise<Result<JobStatus<Run>>>;
  /** Asks main to make the engine use its shipped evaluation. */
  protected abstract adoptShipped(api: BanmenApi): Promise<Result<JobStatus<Run>>>;
  /** The form filled from an ended run's options. */
  protected abstract formOfRun(run: Run): Form;
  /** Takes the job's own part of a status (its progress). */
  protected abstract applyRun(status: JobStatus<Run>): void;
  /** The progress of a run that just started. */
  protected abstract started(): void;
  /** Folds a live event of the shown run into it. */
  protected abstract fold(e: Ev): void;

  /** Runs a menu command; true if it was this dialog's. */
  menu(command: string): boolean {
    if (command !== this.command) return false;
    void this.show();
    return true;
  }

  /** Opens the dialog with the running or latest run. */
  async show(): Promise<void> {
    this.open = true;
    if (!this.api) return;
    const [status, info] = await Promise.all([this.current(this.api), this.api.invoke('app:info')]);
    this.canBrowse = info.host === 'electron';
    this.apply(status);
    if (status.run && !this.live) this.form = this.formOfRun(status.run);
  }

  /** Starts a run with the form's options. */
  async start(): Promise<void> {
    if (!this.api) return;
    this.starting = true;
    this.early = [];
    const r = await this.request(this.api);
    this.starting = false;
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = null;
    this.run = r.value;
    this.started();
    for (const e of this.early.splice(0)) this.onEvent(e);
  }

  /** Asks the live run to stop (it keeps what it has so far). */
  async stop(): Promise<void> {
    if (this.run && this.api) await this.halt(this.api, this.run.id);
  }

  /** Makes the built-in engine evaluate with the shown run's result. */
  async useRun(): Promise<void> {
    if (!this.run || !this.api) return;
    const r = await this.adopt(this.api, this.run.id);
    if (r.ok) this.apply(r.value);
    else this.error = r.error;
  }

  /** Makes the built-in engine use its shipped evaluation again. */
  async useShipped(): Promise<void> {
    if (!this.api) return;
    const r = await this.adoptShipped(this.api);
    if (r.ok) this.apply(r.value);
  }

  /** Takes a status from the service. */
  protected apply(status: JobStatus<Run>): void {
    this.inUse = status.inUse;
    if (!status.run) return;
    this.run = status.run;
    this.applyRun(status);
    if (status.run.error) this.error = status.run.error;
  }

  /** Takes a live event: the shown run's, or one that came before its start answered. */
  protected onEvent(e: Ev): void {
    if (!this.run || this.run.id !== e.id) {
      if (this.starting) this.early.push(e);
      return;
    }
    this.fold(e);
  }
}
