/**
 * Closing the window with an edited record: the renderer reports whether its record has unsaved
 * edits; when it has, the host asks the renderer (which shows Save / Don't save / Cancel) and
 * closes only on its answer. Plain Node: the Electron window wiring lives in src-main/app/.
 */

/** The modified flag and the pending close question. */
export class CloseGuard {
  private edited = false;
  private pending: ((close: boolean) => void) | null = null;

  /** Called by the renderer whenever its record's modified state changes. */
  setModified(modified: boolean): void {
    this.edited = modified === true;
  }

  /** True when closing must ask first. */
  get modified(): boolean {
    return this.edited;
  }

  /**
   * Asks the renderer (through `ask`) whether to close; resolves with its answer. A second
   * request while one is pending joins it (why: repeated close clicks must not stack prompts).
   */
  request(ask: () => void): Promise<boolean> {
    return new Promise((resolve) => {
      const earlier = this.pending;
      this.pending = (close) => {
        earlier?.(close);
        resolve(close);
      };
      if (!earlier) ask();
    });
  }

  /** The renderer's answer: true closes the window. */
  answer(close: boolean): void {
    const p = this.pending;
    this.pending = null;
    if (close === true) this.edited = false;
    p?.(close === true);
  }
}
