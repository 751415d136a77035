/**
 * State of the SPSA run view (Tournament › Open SPSA run…): the folder the user typed, the run read
 * from it by `tournament:spsa-open`, and a refresh every few seconds while the run is unfinished
 * (why a timer rather than a file watch: the browser host has no file events for the renderer, and
 * the tuner rewrites state.json once per iteration, seconds to minutes apart).
 */
import type { BanmenApi, IpcError, SpsaRun } from '../../../src-main/shared/contract';

/** How often an unfinished run is read again while shown. */
export const SPSA_REFRESH_MS = 5000;

/** The SPSA view's state. */
export class SpsaState {
  /** True while the open dialog is shown. */
  dialog = $state(false);
  /** The folder typed in the dialog (kept, so the dialog offers the last one again). */
  folder = $state('');
  /** The run shown (null: none). */
  run: SpsaRun | null = $state.raw(null);
  /** True while the run replaces the tournament in the tournament view. */
  visible = $state(false);
  /** The last failure to open or refresh (the view words it in the UI's language). */
  error: IpcError | null = $state(null);
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly api: BanmenApi | null) {}

  /** Shows the open dialog. */
  showOpen(): void {
    this.error = null;
    this.dialog = true;
  }

  /** Reads the run in `folder` and shows it; a failure stays in the dialog. */
  async open(folder: string): Promise<void> {
    const r = await this.read(folder);
    if (!r) return;
    this.run = r;
    this.dialog = false;
    this.visible = true;
    this.watch();
  }

  /** Hides the run and stops refreshing it. */
  close(): void {
    this.visible = false;
    this.stopWatch();
  }

  /** The run read from `folder`, or null with `error` set. */
  private async read(folder: string): Promise<SpsaRun | null> {
    const r = await this.api?.invoke('tournament:spsa-open', folder);
    if (!r) return null;
    if (r.ok) {
      this.error = null;
      return r.value;
    }
    this.error = r.error;
    return null;
  }

  /** Refreshes the shown run on a timer until it is finished or hidden. */
  private watch(): void {
    this.stopWatch();
    if (!this.run || this.run.iteration >= this.run.iterations) return;
    this.timer = setInterval(() => void this.refresh(), SPSA_REFRESH_MS);
  }

  /** Reads the shown run again; keeps the old data on a failure (a torn write is retried later). */
  private async refresh(): Promise<void> {
    const shown = this.run;
    if (!shown || !this.visible) return this.stopWatch();
    const r = await this.read(shown.folder);
    if (!r || this.run !== shown) return;
    if (r.updatedMs !== shown.updatedMs) this.run = r;
    if (r.iteration >= r.iterations) this.stopWatch();
  }

  private stopWatch(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
