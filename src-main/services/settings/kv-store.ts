/**
 * The key-value interface settings and autosave are stored behind: electron-store in the app,
 * a JSON file under the browser host, memory in tests.
 */

/** A minimal synchronous key-value store of JSON-compatible values. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  /**
   * Copies the store's file aside before a value is replaced by a migration (a settings file of
   * another version); returns the copy's path, or null when there is no file. Optional: stores
   * without a file of their own (memory) need none.
   */
  backup?(tag: string): string | null;
}

/** A store kept in memory (tests, or when no folder is writable). */
export class MemoryStore implements KeyValueStore {
  private readonly data = new Map<string, unknown>();

  /** Returns a copy so callers cannot mutate the stored value. */
  get(key: string): unknown {
    const v = this.data.get(key);
    return v === undefined ? undefined : structuredClone(v);
  }
  set(key: string, value: unknown): void {
    this.data.set(key, structuredClone(value));
  }
  delete(key: string): void {
    this.data.delete(key);
  }
}
