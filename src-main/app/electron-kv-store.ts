/**
 * electron-store behind the services' key-value interface. A corrupt file is backed up
 * before electron-store opens it (why: electron-store would otherwise throw or silently wipe it);
 * an unreadable one is left alone and the store lives in memory for this run.
 */
import Store from 'electron-store';
import { join } from 'node:path';
import { MemoryStore, type KeyValueStore } from '../services/settings/kv-store.ts';
import { readJsonObjectFile, type StoreNotice } from '../services/settings/json-file-store.ts';

/** Opens `<userData>/<name>.json`; returns the store and what the user must be told about it. */
export function openElectronStore(
  userData: string,
  name: string,
): { store: KeyValueStore; notice: StoreNotice | null } {
  const { notice } = readJsonObjectFile(join(userData, `${name}.json`));
  // Why memory: electron-store would throw at start-up (no window) or overwrite the file.
  if (notice?.code === 'SETTINGS_UNREADABLE') return { store: new MemoryStore(), notice };
  const s = new Store<Record<string, unknown>>({ name, cwd: userData, clearInvalidConfig: true });
  const store: KeyValueStore = {
    get: (key) => s.get(key),
    set: (key, value) => s.set(key, value),
    delete: (key) => s.delete(key),
  };
  return { store, notice };
}
