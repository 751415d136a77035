/**
 * The run manifest (reproducibility): engine programs with SHA-256 hashes, options, time control,
 * opening file with its hash, seed, and the hash of the tournament-defining config that guards resume.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { builtinProgram, resolveLaunch } from '../usi/launcher.ts';
import type { TournamentConfig } from './config.ts';

/** SHA-256 of a file's bytes, or undefined if it cannot be read. */
export function fileSha256(path: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch {
    return undefined;
  }
}

/** A file's size in bytes, or undefined if it cannot be read. */
function fileBytes(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

/** Finds a bare command name on PATH (as the OS would when spawning it). */
function which(command: string): string | undefined {
  if (isAbsolute(command) || command.includes('/')) return command;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const p = join(dir, command);
    if (existsSync(p)) return p;
  }
  return undefined;
}

/** The git commit of the repository (the built-in engine's version), best effort. */
function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dirname(builtinProgram()), // any folder of the checkout; a build outside git has none
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Hash of what defines the games (not the name, output folder or concurrency, which may change
 * between a run and its resume).
 */
export function configHash(c: TournamentConfig): string {
  const defining = {
    variant: c.variant,
    format: c.format,
    gamesPerPair: c.gamesPerPair,
    engines: c.engines,
    timeControl: c.timeControl,
    // Only when set, so that the journals of configs without it keep their hash.
    ...(c.engineTimeControls ? { engineTimeControls: c.engineTimeControls } : {}),
    openings: c.openings,
    ...(c.book ? { book: c.book } : {}),
    adjudication: c.adjudication,
    sprt: c.sprt,
    seed: c.seed,
  };
  return createHash('sha256').update(JSON.stringify(defining)).digest('hex');
}

/** What the run knows of its book (config `book`) beyond the config: its size and use so far. */
export interface BookUse {
  positions: number;
  /** Moves the book played, over every game finished so far. */
  bookMoves: number;
}

/** The manifest object written to manifest.json; `book` names the book file, its hash, size and use. */
export function buildManifest(
  c: TournamentConfig,
  warnings: readonly string[],
  book?: BookUse,
): object {
  const commit = c.engines.some((e) => e.builtin) ? gitCommit() : undefined;
  return {
    name: c.name,
    writtenAt: new Date().toISOString(),
    node: process.version,
    configHash: configHash(c),
    engines: c.engines.map((e) => {
      const launch = resolveLaunch(e);
      const program = e.builtin ? builtinProgram() : which(launch.command);
      return {
        name: e.name,
        builtin: e.builtin === true,
        command: launch.command,
        args: launch.args,
        cwd: launch.cwd,
        program,
        sha256: program ? fileSha256(program) : undefined,
        // Scripts passed as arguments (e.g. `node engine.mjs`) are part of the engine too.
        argFiles: Object.fromEntries(
          (launch.args ?? []).flatMap((a) => {
            const p = resolve(launch.cwd ?? process.cwd(), a);
            return existsSync(p) && statSync(p).isFile() ? [[a, fileSha256(p)]] : [];
          }),
        ),
        ...(e.builtin ? { gitCommit: commit } : {}),
        options: e.options ?? {},
      };
    }),
    variant: c.variant,
    format: c.format,
    gamesPerPair: c.gamesPerPair,
    timeControl: c.timeControl,
    engineTimeControls: c.engineTimeControls,
    openings: c.openings ? { ...c.openings, sha256: fileSha256(c.openings.file) } : undefined,
    book: c.book
      ? { ...c.book, sha256: fileSha256(c.book.file), bytes: fileBytes(c.book.file), ...book }
      : undefined,
    adjudication: c.adjudication,
    sprt: c.sprt,
    eloAnchor: c.eloAnchor,
    seed: c.seed,
    concurrency: c.concurrency,
    warnings,
  };
}
