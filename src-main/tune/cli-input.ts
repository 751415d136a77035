/**
 * The tuner CLIs' input files: classical weights and move priors read from a path, with every
 * failure (missing file, bad JSON, wrong shape) turned into one message naming the file.
 */
import { readFileSync } from 'node:fs';
import { parseMovePrior, type MovePrior } from '../engine/eval/classical/move-prior.ts';
import { loadClassicalWeights, type ClassicalWeights } from '../engine/eval/classical/weights.ts';

/** A file's content, or why it could not be used (the message starts with the path). */
export type FileResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** The classical weights in a weights file. */
export function readWeightsFile(path: string): FileResult<ClassicalWeights> {
  return read(path, (text) => {
    const r = loadClassicalWeights(text);
    return r.ok ? r.weights : `${r.error.code}: ${r.error.message}`;
  });
}

/** The move prior in a file written by move-prior-cli. */
export function readPriorFile(path: string): FileResult<MovePrior> {
  return read(
    path,
    (text) =>
      parseMovePrior(JSON.parse(text)) ??
      'not a move-prior file (a table is missing or has the wrong size)',
  );
}

/** The value, or the message on stderr and exit code 2 (a bad input file is a usage error). */
export function orExit<T>(r: FileResult<T>): T {
  if (r.ok) return r.value;
  console.error(r.message);
  process.exit(2);
}

/** Reads and parses a file; `parse` returns the value or a reason string. */
function read<T>(path: string, parse: (text: string) => T | string): FileResult<T> {
  try {
    const v = parse(readFileSync(path, 'utf8'));
    return typeof v === 'string' ? { ok: false, message: `${path}: ${v}` } : { ok: true, value: v };
  } catch (e) {
    return { ok: false, message: `${path}: ${(e as Error).message}` };
  }
}
