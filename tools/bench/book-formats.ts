/**
 * Measures the book formats at scale (a benchmark, not a test):
 * - a 1,000,000-position book of random games, written to /tmp as DB2016 and Apery (made once,
 *   never committed), opened on demand in fresh processes: open time, memory, lookup time;
 * - building a book from the records in ../shared/data/games, and from 10,000 records made of
 *   their main lines (each game cut at every ply from its end down, so no two are the same).
 *
 *   node --import tsx tools/bench/book-formats.ts [--positions N] [--runs R] [--build-runs B]
 *
 * Prints medians over the runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBook, expandInputs, mainLineUsi } from '../../src-main/records/book-builder.ts';
import { readRecordFile } from '../../src-main/records/service.ts';
import { Book } from '../../src-main/engine/book/book.ts';
import { writeAnyBookFile } from '../../src-main/engine/book/book-file.ts';
import { openBookOnDemand } from '../../src-main/engine/book/book-source.ts';
import { randomBookEntries } from '../../src-main/engine/book/random-book.ts';
import { PlayBook } from '../../src-main/services/book/play-book.ts';
import { flagValue } from './args.ts';

const SELF = fileURLToPath(import.meta.url);
const TEN_K = '/tmp/banmen-bench-10k';
const GAMES = new URL('../../../shared/data/games', import.meta.url).pathname;

/** The value of `--name`, or the fallback. */
function flag(name: string, fallback: number): number {
  return Number(flagValue(name, String(fallback)));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The formats read on demand, by extension. */
const FORMATS = ['db', 'bin', 'ybb'];

const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;

/** Makes the big book once: both formats and a list of positions to look up. */
function generate(base: string, positions: number): void {
  if (FORMATS.every((ext) => existsSync(`${base}.${ext}`)) && existsSync(`${base}.probe`)) return;
  let t = performance.now();
  const entries = randomBookEntries(positions, 1);
  process.stdout.write(
    `generated ${entries.length} positions in ${((performance.now() - t) / 1000).toFixed(1)} s\n`,
  );
  const book = Book.from(entries);
  for (const ext of FORMATS) {
    t = performance.now();
    const w = writeAnyBookFile(`${base}.${ext}`, book);
    if (!w.ok) throw new Error(w.message);
    process.stdout.write(
      `wrote ${base}.${ext} in ${((performance.now() - t) / 1000).toFixed(1)} s\n`,
    );
  }
  // Half the lookups hit the book, half ask for positions of other random games (mostly absent).
  const hits = entries.filter((_, i) => i % Math.floor(entries.length / 500) === 0).slice(0, 500);
  const misses = randomBookEntries(20000, 99).slice(-500);
  writeFileSync(`${base}.probe`, [...hits, ...misses].map((e) => e.sfen).join('\n'));
}

/** In a fresh process: opens `path` on demand and looks up every listed position. */
function measure(path: string, probeFile: string): void {
  const sfens = spawnSync('cat', [probeFile]).stdout.toString().split('\n');
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const opened = openBookOnDemand(path);
  const openMs = performance.now() - t0;
  if (!opened.ok) throw new Error(opened.error.message);
  const rss1 = process.memoryUsage().rss;
  const times: number[] = [];
  let hits = 0;
  for (let round = 0; round < 3; round++)
    for (const sfen of sfens) {
      const t = performance.now();
      if (opened.source.probe(sfen)) hits++;
      times.push(performance.now() - t);
    }
  const rss2 = process.memoryUsage().rss;
  times.sort((a, b) => a - b);
  const { wall: play, cpu } = playMoveTimes(path, sfens);
  process.stdout.write(
    JSON.stringify({
      openMs,
      rssBefore: rss0,
      rssOpen: rss1,
      rssAfter: rss2,
      probeMedian: median(times),
      probeP99: times[Math.floor(times.length * 0.99)]!,
      probeMax: times[times.length - 1]!,
      hits: hits / 3,
      lookups: sfens.length,
      playMedian: median(play),
      playP99: play[Math.floor(play.length * 0.99)]!,
      playCpuP99: cpu[Math.floor(cpu.length * 0.99)]!,
    }),
  );
}

/**
 * Times Play's book answer (services/book/play-book.ts, on demand: file lookup, legality, choice)
 * for every listed position, sorted.
 */
function playMoveTimes(path: string, sfens: string[]): { wall: number[]; cpu: number[] } {
  const player = new PlayBook(dirname(path), () => true, Math.random, 0);
  const o = { name: basename(path), maxPly: 1000, pick: 'softmax', margin: 100 };
  // Why one answer first: the first opens the book, which `openMs` measures already.
  player.move(o, sfens[0]!, 1);
  const out: number[] = [];
  const cpu: number[] = [];
  // Three rounds, as for the lookups (why: the first round also times V8 compiling the rules).
  for (let round = 0; round < 3; round++)
    for (const sfen of sfens.filter((x) => x !== '')) {
      const c = process.cpuUsage();
      const t = performance.now();
      const r = player.move(o, sfen, 1);
      out.push(performance.now() - t);
      const used = process.cpuUsage(c);
      // Why CPU time too: on a loaded machine the wall time's tail is the scheduler's.
      cpu.push((used.user + used.system) / 1000);
      if (!r.ok) throw new Error(r.error.message);
    }
  return { wall: out.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

/** Runs `measure` in `runs` fresh processes and prints the medians. */
function measureFormat(path: string, probeFile: string, runs: number): void {
  const rows: Record<string, number>[] = [];
  for (let r = 0; r < runs; r++) {
    const out = spawnSync(
      process.execPath,
      [...process.execArgv, '--expose-gc', SELF, 'measure', path, probeFile],
      {
        encoding: 'utf8',
      },
    );
    if (out.status !== 0) throw new Error(out.stderr);
    rows.push(JSON.parse(out.stdout) as Record<string, number>);
  }
  const m = (k: string): number => median(rows.map((x) => x[k]!));
  process.stdout.write(
    `${path}: open ${m('openMs').toFixed(1)} ms; RSS ${mb(m('rssBefore'))} before open, ` +
      `${mb(m('rssOpen'))} after, ${mb(m('rssAfter'))} after ${m('lookups') * 3} lookups; ` +
      `lookup median ${m('probeMedian').toFixed(3)} ms, p99 ${m('probeP99').toFixed(3)} ms, ` +
      `max ${m('probeMax').toFixed(3)} ms; ${m('hits')}/${m('lookups')} found; ` +
      `Play's book answer median ${m('playMedian').toFixed(3)} ms, p99 ${m('playP99').toFixed(3)} ms ` +
      `(CPU time p99 ${m('playCpuP99').toFixed(3)} ms) ` +
      `(${runs} runs)\n`,
  );
}

/** Times building a book from the shared records, and from 10,000 records made of them. */
async function build(runs: number): Promise<void> {
  if (!existsSync(GAMES)) {
    process.stdout.write(`skipped the build: no ${GAMES}\n`);
    return;
  }
  const timed = async (
    inputs: string[],
  ): Promise<{ ms: number; cpuMs: number; games: number; positions: number }[]> => {
    const out = [];
    for (let r = 0; r < runs; r++) {
      const t = performance.now();
      const cpu = process.cpuUsage();
      const { book, report } = await buildBook(inputs, { plies: 24, minCount: 1 });
      const used = process.cpuUsage(cpu);
      // Why CPU time too: on a shared machine the wall time mostly measures the other jobs.
      const cpuMs = (used.user + used.system) / 1000;
      out.push({ ms: performance.now() - t, cpuMs, games: report.games, positions: book.size });
    }
    return out;
  };
  const all = await timed([GAMES]);
  const ms = median(all.map((x) => x.ms));
  process.stdout.write(
    `build from ${GAMES}: ${all[0]!.games} games, ${all[0]!.positions} positions, ${(ms / 1000).toFixed(2)} s wall, ${(median(all.map((x) => x.cpuMs)) / 1000).toFixed(2)} s CPU median\n`,
  );
  const lines: string[] = [];
  const { files } = await expandInputs([GAMES]);
  const mains: string[][] = [];
  for (const f of files) {
    const r = await readRecordFile(f);
    if (r.ok)
      for (const rec of r.records)
        if (rec.initialPosition.sfen.startsWith('lnsgkgsnl/1r5b1/')) mains.push(mainLineUsi(rec));
  }
  for (let cut = 0; lines.length < 10000; cut++) {
    for (const moves of mains)
      if (moves.length > cut && lines.length < 10000)
        lines.push(`startpos moves ${moves.slice(0, moves.length - cut).join(' ')}`);
  }
  // Why ten files: one record file may hold at most 500,000 moves.
  mkdirSync(TEN_K, { recursive: true });
  for (let i = 0; i < 10; i++)
    writeFileSync(
      `${TEN_K}/part-${i}.usi`,
      `${lines.slice(i * 1000, (i + 1) * 1000).join('\n')}\n`,
    );
  const ten = await timed([TEN_K]);
  process.stdout.write(
    `build from 10,000 records (${TEN_K}): ${ten[0]!.games} games, ${ten[0]!.positions} positions, ` +
      `${(median(ten.map((x) => x.ms)) / 1000).toFixed(2)} s wall, ` +
      `${(median(ten.map((x) => x.cpuMs)) / 1000).toFixed(2)} s CPU median (${runs} runs)\n`,
  );
}

async function main(): Promise<void> {
  if (process.argv[2] === 'measure') return measure(process.argv[3]!, process.argv[4]!);
  const positions = flag('positions', 1_000_000);
  const runs = flag('runs', 5);
  const base = `/tmp/banmen-book-${positions}`;
  generate(base, positions);
  if (process.argv.includes('--generate-only')) return;
  for (const ext of FORMATS) measureFormat(`${base}.${ext}`, `${base}.probe`, runs);
  if (flag('build-runs', 1) > 0) await build(flag('build-runs', 1));
}

void main();
