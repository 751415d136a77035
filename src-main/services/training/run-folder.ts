/**
 * A training run's folder under `<userData>/training/`: `weights.json` (the best weights so far)
 * and `history.json` (the run's options, state and per-generation fitness), so a reopened
 * dialog, even after a restart, can redraw the plot and offer the weights. The id, history-writing
 * and latest-run helpers are shared with the net training's folders (`net-training/`).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TrainingRun } from '../../shared/contract.ts';
import { writeFileAtomicSync } from '../../atomic-write.ts';

/** The history file of a run folder. */
export const HISTORY_FILE = 'history.json';
/** The weights file of a run folder. */
export const WEIGHTS_FILE = 'weights.json';

/** A folder name from a date, sortable and safe on every OS (e.g. 2026-11-21T15-04-16-123Z). */
export function runIdFor(date: Date): string {
  return date.toISOString().replace(/:/g, '-').replace('.', '-');
}

/** A run id not yet used under `root` (the time now, with -2, -3… on a clash). */
export function freshRunId(root: string, now = new Date()): string {
  const base = runIdFor(now);
  let id = base;
  for (let n = 2; existsSync(join(root, id)); n++) id = `${base}-${n}`;
  return id;
}

/** Writes the run's history through a temporary name (why: a reader never sees half a file). */
export function saveHistory(run: { folder: string }): void {
  mkdirSync(run.folder, { recursive: true });
  const path = join(run.folder, HISTORY_FILE);
  writeFileAtomicSync(path, `${JSON.stringify(run, null, 1)}\n`);
}

/** Reads a run folder's history; null when it is missing or not a history file. */
export function loadHistory(folder: string): TrainingRun | null {
  try {
    const run = JSON.parse(readFileSync(join(folder, HISTORY_FILE), 'utf8')) as TrainingRun;
    if (typeof run.id !== 'string' || !Array.isArray(run.history)) return null;
    // Why: a run the app was closed during is no longer running; its weights are still good.
    const live = run.state === 'loading' || run.state === 'caching' || run.state === 'running';
    return {
      ...run,
      folder,
      weightsFile: join(folder, WEIGHTS_FILE),
      state: live ? 'stopped' : run.state,
    };
  } catch {
    return null;
  }
}

/** The newest run under `root` that `load` reads from its folder, or null. */
export function latestIn<T>(root: string, load: (folder: string) => T | null): T | null {
  if (!existsSync(root)) return null;
  const names = readdirSync(root).sort().reverse();
  for (const name of names) {
    const run = load(join(root, name));
    if (run) return run;
  }
  return null;
}

/** The newest training run under `root` with a readable history, or null. */
export function latestRun(root: string): TrainingRun | null {
  return latestIn(root, loadHistory);
}
