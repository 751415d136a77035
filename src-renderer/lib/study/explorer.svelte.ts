/**
 * The opening explorer's state: the answer for the study position from the user's record
 * folders and the bundled book,
 * the record folders and the progress of their indexing, and the last error. Kept per window
 * (in the study context) so that switching tabs loses nothing.
 */
import type { BanmenApi, ExplorerAnswer, ExplorerProgress } from '../../../src-main/ipc/contract';
import type { CodedError } from '../error-text';

/** What the explorer shows and the actions of its panel. */
export class ExplorerState {
  answer: ExplorerAnswer | null = $state(null);
  folders: string[] = $state([]);
  progress: ExplorerProgress | null = $state(null);
  error: CodedError | null = $state(null);
  /** Numbers the questions, so that a late answer for an older position is dropped. */
  private asked = 0;
  private lastSfen = '';
  private started = false;

  constructor(private readonly api: BanmenApi | null) {}

  /** Asks once for the folders, and follows the indexing progress. */
  start(): void {
    if (this.started || !this.api) return;
    this.started = true;
    void this.api.invoke('explorer:folders').then((f) => (this.folders = f));
    this.api.on('explorer:progress', (p) => {
      this.progress = p;
      if (p.error) this.error = p.error;
      if (!p.running) void this.refresh(this.lastSfen);
    });
  }

  /** Asks about a position (SFEN). */
  async refresh(sfen: string): Promise<void> {
    this.lastSfen = sfen;
    if (!this.api || sfen === '') return;
    const n = ++this.asked;
    const r = await this.api.invoke('explorer:query', sfen);
    if (n !== this.asked) return;
    if (r.ok) this.answer = r.value;
    else this.error = r.error;
  }

  /** Adds a record folder (the OS picker's choice, or `typed`) and starts indexing it. */
  async addFolder(typed: string | null): Promise<boolean> {
    if (!this.api) return false;
    const r = await this.api.invoke('explorer:add-folder', typed);
    if (!r.ok) {
      this.error = r.error;
      return false;
    }
    this.error = null;
    this.folders = r.value;
    await this.api.invoke('explorer:update');
    return true;
  }

  /** Removes a record folder; its games stop counting after the update this starts. */
  async removeFolder(path: string): Promise<void> {
    if (!this.api) return;
    this.folders = await this.api.invoke('explorer:remove-folder', path);
    await this.api.invoke('explorer:update');
  }

  /** Brings the index up to date with the folders. */
  update(): void {
    void this.api?.invoke('explorer:update');
  }
}
