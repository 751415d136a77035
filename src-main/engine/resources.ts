/**
 * Where the engine finds what the app ships (`resources/`: the net, the book, the move sequence
 * trees, the learned-ordering centroids). One place, so every loader agrees in a checkout, in the
 * built bundle and in the packaged app.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The resources folder: BANMEN_RESOURCES (packaged app, built bundle), else the checkout's `resources/`. */
export function resourcesDir(): string {
  if (process.env.BANMEN_RESOURCES) return process.env.BANMEN_RESOURCES;
  // Why argv in a build: the bundle's code may sit in a chunk, but `node out/main/engine.js` names the entry.
  if (globalThis.BANMEN_BUNDLED && process.argv[1])
    return join(dirname(process.argv[1]), '..', '..', 'resources');
  return fileURLToPath(new URL('../../resources/', import.meta.url));
}

/** The path of `relative` under the resources folder (it may be absent). */
export function resourcePath(relative: string): string {
  return `${resourcesDir().replace(/[\\/]$/, '')}/${relative}`;
}

/** The path of `relative` under the resources folder, or null when this build ships no such file. */
export function bundledResource(relative: string): string | null {
  const path = resourcePath(relative);
  return existsSync(path) ? path : null;
}
