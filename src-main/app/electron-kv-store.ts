/**
 * electron-store behind the services' key-value interface. A corrupt file is backed up
 * before electron-store opens it (why: electron-store would otherwise throw or silently wipe it).
 */
import Store from 'electron-store';
import { join } from 'node:path';
import type { KeyValueStore } from '../services/settings/kv-store.ts';
import { readJsonObjectFile } from '../services/settings/json-file-store.ts';

/** Opens `<userData>/<name>.json`; returns the store and the backup path if it was corrupt. */
export function openElectronStore(
  userData: string,
  name: string,
): { store: KeyValueStore; backupPath: string | null } {
  const { backupPath } = readJsonObjectFile(join(userData, `${name}.json`));
  const s = new Store<Record<string, unknown>>({ name, cwd: userData, clearInvalidConfig: true });
  const store: KeyValueStore = {
    get: (key) => s.get(key),
    set: (key, value) => s.set(key, value),
    delete: (key) => s.delete(key),
  };
  return { store, backupPath };
}
