/**
 * `npm run -s bench:big-records`: loads the big records of issue 21 and prints, per case, the
 * median CPU time of the import, then of reading every game's record (those of a multi-game
 * CSA are built when first read), and the peak memory (max RSS), over 3 rounds, each in a
 * fresh process (why: memory peaks do not carry over, and a crash is a result). Cases: a
 * 20,000-ply KIF, a KIF with a 2 MB comment, a 5 MB CSA of 3,661 games, 50 MB KIF and CSA
 * files refused by the move limit, and 50 MB KIF and CSA files of comments under both limits
 * (they load). The inputs are made by `synthetic-records.ts` (and the two functions below)
 * into `.bench/records/` once. `-- --only <text>` runs the cases whose file name holds it.
 * A benchmark, not a test: no assertion.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importRecord } from '../../src-main/shared/records/index.ts';
import { median } from '../../src-main/bench-stats.ts';
import {
  csaMoveText,
  kifMoveText,
  kifText,
  longGame,
  multiGameCsa,
  shuffleCycle,
} from '../../src-main/records/synthetic-records.ts';

const ROUNDS = 3;
const DIR = join(process.cwd(), '.bench', 'records');

/** One input file: its name and how to make its text. */
interface Case {
  file: string;
  label: string;
  make: () => string;
}

/** A text of at least `bytes` bytes made by repeating `unit` joined with `sep`. */
function repeatTo(unit: string, bytes: number, sep: string): string {
  const copies = Math.ceil(bytes / Buffer.byteLength(unit + sep));
  return Array.from({ length: copies }, () => unit).join(sep);
}

/** A 50 MB single-game KIF: a random opening and a four-ply shuffle repeated. */
function hugeKif(): string {
  const prefix = longGame(40, 11);
  const cycle = shuffleCycle(prefix);
  if (!cycle) throw new Error('no shuffle cycle found'); // a bug of the generator
  const moves = [...prefix];
  while (moves.length < 2_400_000) moves.push(...cycle);
  return kifText(moves);
}

/** A 50 MB KIF under both limits: 480 moves, each with 1,200 comment lines. */
function commentedKif(): string {
  const lines = [
    '#KIF version=2.0 encoding=UTF-8',
    '手合割：平手',
    '手数----指手---------消費時間--',
  ];
  longGame(480, 5).forEach((m, i) => {
    lines.push(`${i + 1} ${kifMoveText(m)}`);
    for (let k = 0; k < 1200; k++) lines.push(`*${'形勢判断'.repeat(7)}`);
  });
  return lines.join('\n') + '\n';
}

/** A 48 MB CSA under both limits: 2,900 games of 120 plies, a comment after every move. */
function commentedCsa(): string {
  const note = `'*${'comment text about this move, rather long to fill the file up '.repeat(2)}`;
  const games: string[] = [];
  for (let g = 0; g < 2900; g++) {
    const lines = ['V2.2', `N+B${g}`, `N-W${g}`, 'PI', '+'];
    for (const m of longGame(120, g + 1)) lines.push(csaMoveText(m), 'T1', note);
    lines.push('%TORYO');
    games.push(lines.join('\n') + '\n');
  }
  return games.join('/\n');
}

const CASES: Case[] = [
  { file: 'plies-20000.kifu', label: '20,000-ply KIF', make: () => kifText(longGame(20_000, 7)) },
  {
    file: 'comment-2mb.kifu',
    label: 'KIF with a 1 M-character comment (2 MB in Shift_JIS)',
    make: () => kifText(longGame(120, 3), { commentChars: 1_000_000 }),
  },
  { file: 'games-3661.csa', label: '5 MB CSA, 3,661 games', make: () => multiGameCsa(3661, 120) },
  { file: 'huge-50mb.kifu', label: '50 MB KIF, 2.4 M moves', make: hugeKif },
  {
    file: 'huge-50mb.csa',
    label: '50 MB CSA, ~36,000 games',
    make: () => repeatTo(readFileSync(join(DIR, 'games-3661.csa'), 'utf8'), 50e6, '/\n'),
  },
  { file: 'comments-50mb.kifu', label: '50 MB KIF, 480 moves with comments', make: commentedKif },
  {
    file: 'comments-50mb.csa',
    label: '48 MB CSA, 2,900 games with comments',
    make: commentedCsa,
  },
];

/** Child mode: import one file and print CPU ms, max RSS MB and the outcome as JSON. */
function child(path: string): void {
  const bytes = new Uint8Array(readFileSync(path));
  const t0 = process.cpuUsage();
  const r = importRecord(bytes, path);
  const d = process.cpuUsage(t0);
  // Reading every record too (why: the games of a multi-game CSA are built when first read).
  const t1 = process.cpuUsage();
  if (r.ok) for (const record of r.records) void record.first;
  const d1 = process.cpuUsage(t1);
  const outcome = r.ok
    ? `${r.records.length} game(s) loaded`
    : `${r.error.code}: ${r.error.message}`;
  const rss = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    JSON.stringify({
      cpuMs: (d.user + d.system) / 1000,
      readAllMs: (d1.user + d1.system) / 1000,
      rssMb: rss,
      outcome,
    }),
  );
}

/**
 * Parent mode: make the inputs, run each case ROUNDS times in a child, print medians. Only the
 * cases whose file name holds `only`, when given (`-- --only 50mb`).
 */
function parent(only?: string): void {
  mkdirSync(DIR, { recursive: true });
  for (const c of CASES.filter((k) => !only || k.file.includes(only))) {
    const path = join(DIR, c.file);
    if (!existsSync(path)) writeFileSync(path, c.make());
    const runs: { cpuMs: number; readAllMs: number; rssMb: number; outcome: string }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      try {
        const out = execFileSync(
          process.execPath,
          [...process.execArgv, process.argv[1]!, '--child', path],
          { encoding: 'utf8', maxBuffer: 1 << 20 },
        );
        runs.push(JSON.parse(out));
      } catch (e) {
        runs.push({
          cpuMs: NaN,
          readAllMs: NaN,
          rssMb: NaN,
          outcome: `crashed: ${(e as Error).message.split('\n')[0]}`,
        });
      }
    }
    const size = (readFileSync(path).length / 1e6).toFixed(1);
    const cpu = (median(runs.map((r) => r.cpuMs)) / 1000).toFixed(2);
    const rss = median(runs.map((r) => r.rssMb)).toFixed(0);
    const readAll = (median(runs.map((r) => r.readAllMs)) / 1000).toFixed(2);
    console.log(
      `${c.label} (${size} MB): median CPU ${cpu} s (+${readAll} s to read every game's record), median max RSS ${rss} MB — ${runs[0]!.outcome}`,
    );
  }
}

if (process.argv[2] === '--child') child(process.argv[3]!);
else parent(process.argv[2] === '--only' ? process.argv[3] : undefined);
