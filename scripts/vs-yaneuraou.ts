// The YaneuraOu yardstick (issue 39, item 3): our engine against YaneuraOu evaluating with the very
// same net, so the match measures the search alone. YaneuraOu is a test opponent only: the developer
// fetches its sources (GPL) and points YANEURAOU_SRC at them; nothing of it is copied or shipped.
//
//   YANEURAOU_SRC=<YaneuraOu checkout> npm run -s bench:vs-yaneuraou -- --nodes 100000 --games 40
//   YANEURAOU_SRC=<YaneuraOu checkout> npm run -s bench:vs-yaneuraou -- --byoyomi 300 --games 40
//
// Options: --games N (default 40: 20 openings with both colours), --concurrency N (default 1),
// --start-line L (default 1000: the first opening line used), --openings <file> (default
// $BANMEN_OPENINGS, else ../shared/data/openings/taya36_2020-11-06.sfen), --out <folder> (default .bench/out/vs-yaneuraou-<tc>-<time>;
// an existing run's folder resumes it). YANEURAOU_BIN names a binary instead of building one.
// Prints each game, then W/D/L, the score and Elo ± 95 % of our engine against YaneuraOu.
// Exit codes: 0 finished, 1 could not run, 2 bad usage.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  NO_YANEURAOU,
  SHIPPED_NET,
  unpackNet,
  yaneuraouBinary,
  yaneuraouOptions,
} from './yaneuraou-setup.ts';
import { validateConfig } from '../src-main/tournament/config.ts';
import { Tournament } from '../src-main/tournament/tournament.ts';
import { formatElo, type Standings } from '../src-main/tournament/standings.ts';
import { resultText } from '../src-main/tournament/outputs.ts';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const TOOL = 'bench:vs-yaneuraou';
/** The time control of a run: fixed nodes a move or byoyomi (no main time). */
export type MatchTc = { nodes: number } | { byoyomiMs: number };

/** What the match needs, all paths absolute. */
export interface MatchPlan {
  yaneuraou: string;
  evalDir: string;
  tc: MatchTc;
  games: number;
  concurrency: number;
  openings: string;
  startLine: number;
  output: string;
}

function fail(code: number, message: string): never {
  process.stderr.write(`${TOOL}: ${message}\n`);
  process.exit(code);
}

/** The tournament config of the match: both engines on one thread and 64 MiB of hash. */
export function matchConfig(p: MatchPlan): Record<string, unknown> {
  const timeControl =
    'nodes' in p.tc
      ? { nodes: p.tc.nodes }
      : { byoyomiMs: p.tc.byoyomiMs, initialMs: 0, marginMs: 100, timeLoss: false };
  return {
    name: 'nodes' in p.tc ? `vs-yaneuraou-${p.tc.nodes}n` : `vs-yaneuraou-${p.tc.byoyomiMs}ms`,
    variant: 'shogi',
    format: 'round-robin',
    gamesPerPair: p.games,
    engines: [
      {
        name: 'banmen',
        builtin: true,
        options: { USI_Hash: 64, Threads: 1, EvalFile: 'default-net' },
      },
      {
        name: 'yaneuraou',
        command: p.yaneuraou,
        options: yaneuraouOptions(p.evalDir),
      },
    ],
    timeControl,
    // Line L of the file is opening index L − 1; each opening is played with both colours.
    openings: { file: p.openings, order: 'sequential', start: p.startLine - 1 },
    concurrency: p.concurrency,
    adjudication: { resignScore: 3000, resignMoves: 4, maxMoves: 320, declarationRule: 27 },
    eloAnchor: 'yaneuraou',
    startTimeoutMs: 60000,
    seed: 1,
    output: p.output,
  };
}

/** The summary lines: W/D/L, score and Elo of our engine against YaneuraOu. */
export function summary(s: Standings): string {
  const us = s.engines.find((e) => e.name === 'banmen');
  if (!us || us.games === 0) return 'no game finished\n';
  const score = ((100 * us.points) / us.games).toFixed(1);
  const penta = s.pentanomial ? `, pentanomial [${s.pentanomial.join(', ')}]` : '';
  return (
    `banmen vs YaneuraOu: W/D/L ${us.wins}/${us.draws}/${us.losses} in ${us.games} games` +
    ` (${score} %)${penta}\nElo of banmen against YaneuraOu: ${formatElo(us)}\n`
  );
}

function positive(name: string, v: string | undefined, def?: number): number | undefined {
  if (v === undefined) return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) fail(2, `--${name} must be a positive integer, not "${v}"`);
  return n;
}

function plan(argv: string[], env: NodeJS.ProcessEnv): MatchPlan {
  let a;
  try {
    a = parseArgs({
      args: argv,
      options: {
        nodes: { type: 'string' },
        byoyomi: { type: 'string' },
        games: { type: 'string' },
        concurrency: { type: 'string' },
        'start-line': { type: 'string' },
        openings: { type: 'string' },
        out: { type: 'string' },
      },
    }).values;
  } catch (e) {
    return fail(2, (e as Error).message);
  }
  const nodes = positive('nodes', a.nodes);
  const byoyomi = positive('byoyomi', a.byoyomi);
  if ((nodes === undefined) === (byoyomi === undefined))
    fail(2, 'give exactly one of --nodes N and --byoyomi MS');
  const tc: MatchTc = nodes !== undefined ? { nodes } : { byoyomiMs: byoyomi! };
  if (!env.YANEURAOU_BIN && !env.YANEURAOU_SRC) fail(2, NO_YANEURAOU);
  // npm runs scripts from the package root; INIT_CWD is where the user typed the command.
  const here = env.INIT_CWD ?? process.cwd();
  const openings = resolve(
    here,
    a.openings ??
      env.BANMEN_OPENINGS ??
      join(REPO, '../shared/data/openings/taya36_2020-11-06.sfen'),
  );
  if (!existsSync(openings))
    fail(2, `openings ${openings} not found (--openings or BANMEN_OPENINGS)`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const tcName = 'nodes' in tc ? `${tc.nodes}n` : `${tc.byoyomiMs}ms`;
  const output = resolve(
    here,
    a.out ?? join(REPO, '.bench/out', `vs-yaneuraou-${tcName}-${stamp}`),
  );
  return {
    yaneuraou: '',
    evalDir: join(output, 'eval'),
    tc,
    games: positive('games', a.games, 40)!,
    concurrency: positive('concurrency', a.concurrency, 1)!,
    openings,
    startLine: positive('start-line', a['start-line'], 1000)!,
    output,
  };
}

async function main(): Promise<void> {
  const p = plan(process.argv.slice(2), process.env);
  try {
    p.yaneuraou = yaneuraouBinary(process.env);
    unpackNet(SHIPPED_NET, p.evalDir);
  } catch (e) {
    fail(1, (e as Error).message);
  }
  const v = validateConfig(matchConfig(p));
  if (!v.ok) fail(1, `internal config error: field "${v.error.where}" ${v.error.message}`);
  process.stdout.on('error', () => {}); // a closed pipe (e.g. `| head`) must not kill the run
  const t = new Tournament(v.value);
  t.on('game-finished', (e) => {
    const r = e.result;
    process.stdout.write(
      `[${e.progress.done}/${e.progress.total}] ${r.black} vs ${r.white}: ${resultText(r)}\n`,
    );
  });
  t.on('warning', (w: string) => process.stderr.write(`warning: ${w}\n`));
  const stop = () => t.stop();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(`${v.value.name}: YaneuraOu ${p.yaneuraou}, output ${p.output}\n`);
  const out = await t.run();
  if (!out.ok) fail(1, `${out.error.code}: ${out.error.message}`);
  process.stdout.write(summary(out.standings));
  process.exit(0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
