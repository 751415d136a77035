/**
 * Headless tournament CLI: `npm run -s tournament -- <config.json>`.
 * Prints progress (games done/left, standings, ETA), ends by printing standings.txt and exits 0 when
 * the tournament is finished. Running it again on the same output folder resumes.
 * Exit codes: 0 finished, 1 could not run (message on stderr), 2 bad usage, config or engine (an
 * engine that does not start, answer usiok/isready or declare its options; checked before game 1;
 * an output path that is a file or cannot be written),
 * 130 interrupted.
 */
import { validateConfig } from '../../src-main/tournament/config.ts';
import { Tournament, type GameFinishedEvent } from '../../src-main/tournament/tournament.ts';
import { formatElo, formatStandings, type Standings } from '../../src-main/tournament/standings.ts';
import { resultText } from '../../src-main/tournament/outputs.ts';
import { fail as failWith, hms, readConfigArg } from '../../src-main/tournament/cli-common.ts';

const TOOL = 'tournament';
function fail(code: number, message: string): never {
  return failWith(TOOL, code, message);
}

/**
 * One short standings line for progress output: name points/games and Elo ± 95% each, and the
 * SPRT's LLR with its bounds when the run has one.
 */
function shortStandings(s: Standings): string {
  const engines = s.engines
    .map((e) => `${e.name} ${e.points}/${e.games}${e.games > 0 ? ` (${formatElo(e)})` : ''}`)
    .join(', ');
  if (!s.sprt) return engines;
  const { llr, lower, upper } = s.sprt;
  return `${engines}  | LLR ${llr.toFixed(2)} (${lower.toFixed(2)}, ${upper.toFixed(2)})`;
}

async function main(): Promise<void> {
  const { path, raw, relative } = readConfigArg(
    TOOL,
    'usage: npm run -s tournament -- <config.json>',
  );
  const v = validateConfig(raw, relative);
  if (!v.ok) fail(2, `${path}: field "${v.error.where}" ${v.error.message}`);
  process.stdout.on('error', () => {}); // a closed pipe (e.g. `| head`) must not kill the run
  const t = new Tournament(v.value);
  // Why every N games: at thousands of games a standings line per game scrolls the Elo away.
  const every = v.value.progressEvery ?? 1;
  t.on('game-finished', (e: GameFinishedEvent) => {
    const { done, total, etaMs } = e.progress;
    const r = e.result;
    const game = `[${done}/${total}] game ${r.index + 1}: ${r.black} vs ${r.white}: ${resultText(r)}, ${r.openingMoves.length + r.moves.length} plies`;
    const withStandings = done % every === 0 || done === total;
    const tail = withStandings
      ? `  | ${shortStandings(t.standings())}${etaMs !== undefined ? `  | ETA ${hms(etaMs)}` : ''}`
      : '';
    process.stdout.write(`${game}${tail}\n`);
  });
  t.on('warning', (w: string) => process.stderr.write(`warning: ${w}\n`));
  let interrupted = false;
  // First SIGINT/SIGTERM: stop after abandoning running games; a second one: exit at once. Either
  // way the engines die with the runner (the transport kills them on exit).
  const onSignal = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    process.stderr.write('\nstopping (running games are abandoned; run again to resume)\n');
    t.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('uncaughtException', (e) => fail(1, `internal error: ${e.stack ?? e.message}`));
  const p = t.progress();
  process.stdout.write(`${v.value.name}: output ${v.value.output}\n`);
  const out = await t.run();
  if (!out.ok) {
    // Engines or output that cannot work are the user's to fix, like a bad config: exit 2.
    const usage = ['ENGINE_CHECK_FAILED', 'OUTPUT_NOT_A_FOLDER', 'OUTPUT_UNWRITABLE'].includes(
      out.error.code,
    );
    fail(usage ? 2 : 1, `${out.error.code}: ${out.error.message}`);
  }
  if (p.total > 0 && out.standings.gamesDone > 0) process.stdout.write('\n');
  process.stdout.write(formatStandings(v.value, out.standings));
  if (t.champion) process.stdout.write(`Knockout winner: ${t.champion}\n`);
  if (out.status === 'sprt-decided')
    process.stdout.write('SPRT decided: tournament ended early.\n');
  process.exit(interrupted ? 130 : 0);
}

void main();
