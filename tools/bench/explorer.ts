/**
 * Benchmark of the opening explorer: indexing time for a large collection and query time.
 * Without `--records`, it writes a collection of USI-line games first (as gensfen or the
 * tournament runner would): each game follows the bundled book, weighted by count, then plays
 * random legal moves, seeded, so openings share prefixes and transpose as real ones do.
 *
 *   npm run -s bench:explorer -- [--games 100000] [--plies 60] [--records <folder>] [--keep]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBookFile, bundledBookPath } from '../../src-main/engine/book/book-file.ts';
import { pickBookMove } from '../../src-main/engine/book/book-pick.ts';
import type { Book } from '../../src-main/engine/book/book.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { moveToUsi } from '../../src-main/shared/rules/sfen.ts';
import { mulberry32 } from '../../src-main/engine/prng.ts';
import { gamePlies, updateIndex } from '../../src-main/explorer/indexer.ts';
import { PositionIndex } from '../../src-main/explorer/position-index.ts';
import { flagValue } from './args.ts';

/** Command-line value of `--name`, or the fallback. */
/** One generated game: book moves while the book knows the position, then random legal moves. */
function generateGame(book: Book | null, plies: number, rng: () => number): string[] {
  const pos = Position.startpos();
  const moves: string[] = [];
  const opts = { policy: 'weighted' as const, maxPly: plies, depthLimit: 0, margin: 0 };
  for (let i = 0; i < plies; i++) {
    const choice = book ? pickBookMove(book, pos, opts, rng) : null;
    const legal = legalMoves(pos);
    if (legal.length === 0) break;
    const move = choice
      ? legal.find((m) => moveToUsi(m) === choice.move)!
      : legal[Math.floor(rng() * legal.length)]!;
    moves.push(moveToUsi(move));
    pos.doMove(move);
  }
  return moves;
}

/** Writes `games` games in files of 1000 lines; returns the folder and a sample of games for queries. */
function writeCollection(dir: string, games: number, plies: number): string[][] {
  const read = bundledBookPath() ? readBookFile(bundledBookPath()!) : null;
  const book = read?.ok ? read.book : null;
  const rng = mulberry32(20261124);
  const sample: string[][] = [];
  mkdirSync(dir, { recursive: true });
  for (let f = 0; f * 1000 < games; f++) {
    const lines: string[] = [];
    for (let g = 0; g < Math.min(1000, games - f * 1000); g++) {
      const moves = generateGame(book, plies, rng);
      if (sample.length < 1000 && g % 7 === 0) sample.push(moves);
      lines.push(`startpos moves ${moves.join(' ')}`);
    }
    writeFileSync(join(dir, `games-${String(f).padStart(4, '0')}.usi`), `${lines.join('\n')}\n`);
  }
  return sample;
}

/** Median, 99th percentile and maximum of milliseconds. */
function summary(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number): string => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(3);
  return `median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

async function main(): Promise<void> {
  const games = Number(flagValue('games', '100000'));
  const plies = Number(flagValue('plies', '60'));
  const work = mkdtempSync(join(tmpdir(), 'bench-explorer-'));
  let records = flagValue('records', '');
  let sample: string[][] = [];
  if (!records) {
    records = join(work, 'records');
    const t = performance.now();
    sample = writeCollection(records, games, plies);
    process.stdout.write(
      `wrote ${games} games of up to ${plies} plies in ${((performance.now() - t) / 1000).toFixed(1)} s\n`,
    );
  }
  const index = PositionIndex.open(join(work, 'index'));
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const p = await updateIndex(index, [records], (pr) => {
    if (pr.filesDone % 20 === 0)
      process.stderr.write(`\r${pr.filesDone}/${pr.filesTotal} files, ${pr.gamesAdded} games`);
  });
  const indexMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  process.stderr.write('\n');
  process.stdout.write(
    `indexed ${p.gamesAdded} games from ${p.filesTotal} files in ${(indexMs / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU; index ${(index.sizeOnDisk() / 1e6).toFixed(1)} MB\n`,
  );
  const t1 = performance.now();
  const again = await updateIndex(index, [records]);
  process.stdout.write(
    `second update (nothing changed): ${again.gamesAdded} games in ${((performance.now() - t1) / 1000).toFixed(2)} s\n`,
  );
  const times: number[] = [];
  for (const moves of sample.length > 0 ? sample : [[]]) {
    const triples = gamePlies(
      'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
      moves,
      plies,
    );
    for (let i = 0; i < triples.length; i += 3 * 6) {
      const t = performance.now();
      index.query(triples[i]!, triples[i + 1]!);
      times.push(performance.now() - t);
    }
  }
  process.stdout.write(`${times.length} queries: ${summary(times)}\n`);
  index.close();
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  else process.stdout.write(`kept ${work}\n`);
}

main();
