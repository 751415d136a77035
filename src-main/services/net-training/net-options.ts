/**
 * Checks the net-training dialog's options before a run starts: numbers in range, sources that
 * exist, data files of whole 40-byte records. Each failure is a typed error the dialog shows.
 */
import { statSync } from 'node:fs';
import {
  DEFAULT_NET_TRAINING_OPTIONS,
  type IpcError,
  type NetTrainingOptions,
  type Result,
} from '../../shared/contract.ts';
import { PSV_SIZE } from '../../tune/nnue-data/psv.ts';
import { err } from '../../shared/result.ts';
import { isIntIn } from '../../shared/validate.ts';

export { DEFAULT_NET_TRAINING_OPTIONS };

/** At most this many record folders or data files (a form, not a batch job). */
const MAX_SOURCES = 100;

/** The size of a file, -1 for a folder, null when the path does not exist. */
function sizeOf(path: string): number | null {
  try {
    const st = statSync(path);
    return st.isDirectory() ? -1 : st.size;
  } catch {
    return null;
  }
}

/** The trimmed, non-empty paths of a list from the renderer, or null when it is not a list of text. */
function paths(v: unknown): string[] | null {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > MAX_SOURCES || v.some((p) => typeof p !== 'string'))
    return null;
  return (v as string[]).map((p) => p.trim()).filter((p) => p !== '');
}

/** The first problem of the numeric options, or null. */
function numbersProblem(o: NetTrainingOptions): string | null {
  if (!isIntIn(o.generations, 1, 1000)) return 'Generations must be a whole number from 1 to 1000';
  const m = o.minutesPerGeneration;
  if (typeof m !== 'number' || !(m >= 0.1 && m <= 10_080))
    return 'Minutes per generation must be between 0.1 and 10080';
  if (!isIntIn(o.labelDepth, 1, 20)) return 'The label depth must be a whole number from 1 to 20';
  if (!isIntIn(o.positions, 100, 1_000_000_000))
    return 'Positions per generation must be a whole number of at least 100';
  if (!isIntIn(o.epochs, 1, 1000)) return 'Epochs must be a whole number from 1 to 1000';
  if (!isIntIn(o.gamesPerMatch, 2, 10_000) || o.gamesPerMatch % 2 !== 0)
    return 'Games per match must be an even number of at least 2';
  if (!isIntIn(o.matchNodes, 100, 100_000_000)) return 'Match nodes must be at least 100';
  if (!isIntIn(o.seed, 0, 2 ** 31 - 1)) return 'The seed must be a whole number';
  return null;
}

/** The first source that does not exist or is not data, as an error, or null. */
function sourcesProblem(o: NetTrainingOptions): { ok: false; error: IpcError } | null {
  if (o.recordFolders.length === 0 && o.dataFiles.length === 0)
    return err('NET_NO_SOURCE', 'Choose a folder of game records or a data file');
  for (const folder of o.recordFolders)
    if (sizeOf(folder) === null)
      return err('NET_NO_SOURCE', `${folder} does not exist`, { detail: folder });
  for (const file of o.dataFiles) {
    const size = sizeOf(file);
    if (size === null || size < 0)
      return err('NET_NO_SOURCE', `${file} is not a data file`, { detail: file });
    if (size === 0 || size % PSV_SIZE !== 0)
      return err(
        'NET_NO_SOURCE',
        `${file}: ${size} bytes is not a whole number of ${PSV_SIZE}-byte PackedSfenValue records`,
        { detail: file },
      );
  }
  if (o.startNet && (sizeOf(o.startNet) ?? -1) <= 0)
    return err('NET_NO_SOURCE', `The start net ${o.startNet} is not a file`, {
      detail: o.startNet,
    });
  return null;
}

/**
 * The options with defaults filled in, or the first problem found (why one at a time: the dialog
 * shows one message, and fixing it may change the next).
 */
export function checkNetTrainingOptions(raw: unknown): Result<NetTrainingOptions> {
  if (!raw || typeof raw !== 'object')
    return err('NET_BAD_OPTIONS', 'No net-training options given');
  const given = raw as Partial<NetTrainingOptions>;
  const recordFolders = paths(given.recordFolders);
  const dataFiles = paths(given.dataFiles);
  if (!recordFolders || !dataFiles)
    return err('NET_BAD_OPTIONS', `Sources must be lists of at most ${MAX_SOURCES} paths`);
  const startNet = typeof given.startNet === 'string' ? given.startNet.trim() : '';
  const o: NetTrainingOptions = {
    ...DEFAULT_NET_TRAINING_OPTIONS,
    ...given,
    recordFolders,
    dataFiles,
    startNet,
  };
  const numbers = numbersProblem(o);
  if (numbers) return err('NET_BAD_OPTIONS', numbers);
  return sourcesProblem(o) ?? { ok: true, value: pick(o) };
}

/** Only the contract's fields (why: the renderer may send more, and history.json keeps what it gets). */
function pick(o: NetTrainingOptions): NetTrainingOptions {
  const { recordFolders, dataFiles, startNet, generations, minutesPerGeneration } = o;
  const { labelDepth, positions, epochs, gamesPerMatch, matchNodes, seed } = o;
  return {
    recordFolders,
    dataFiles,
    startNet,
    generations,
    minutesPerGeneration,
    labelDepth,
    positions,
    epochs,
    gamesPerMatch,
    matchNodes,
    seed,
  };
}
