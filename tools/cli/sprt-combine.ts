/**
 * `npm run -s sprt:combine -- [--elo0=-10 --elo1=10 --alpha 0.05 --beta 0.05] <W/D/L:p0,…,p4> …`
 *
 * Each run is `W/D/L:p0,p1,p2,p3,p4` or as the strength log writes it, `"W/D/L in N, [p0, …, p4]"`.
 *
 * Judges several runs of one two-engine match as one (src-main/tournament/combine.ts): a match
 * stopped undecided on one machine goes on elsewhere with a new seed, and this sums the counts each
 * run ended with (as the strength log records them) and prints the total, the first engine's Elo
 * as the tournament runner gives it (centred, 95 %), the pentanomial and the SPRT's verdict.
 * Exit codes: 0 printed, 2 bad usage or an unreadable run.
 */
import { cliArgs, usageError } from '../../src-main/cli-args.ts';
import { combineRuns, parseRunCounts, RunCountsError } from '../../src-main/tournament/combine.ts';
import { formatElo } from '../../src-main/tournament/standings.ts';
import { parseSprt, type SprtConfig } from '../../src-main/tournament/config.ts';
import { Invalid } from '../../src-main/shared/validate.ts';

const TOOL = 'sprt:combine';
const USAGE = 'usage: npm run -s sprt:combine -- [--elo0=E0 --elo1=E1] W/D/L:p0,p1,p2,p3,p4 …';

const { values, positionals } = cliArgs(TOOL, {
  allowPositionals: true,
  options: {
    elo0: { type: 'string', default: '0' },
    elo1: { type: 'string', default: '10' },
    alpha: { type: 'string', default: '0.05' },
    beta: { type: 'string', default: '0.05' },
  },
});
if (positionals.length === 0) usageError(TOOL, USAGE);
// Why Number on a blank: '' would read as 0; NaN makes parseSprt name the option instead.
const number = (text: string) => (text.trim() === '' ? NaN : Number(text));
let sprt: SprtConfig;
try {
  sprt = parseSprt({
    elo0: number(values.elo0),
    elo1: number(values.elo1),
    alpha: number(values.alpha),
    beta: number(values.beta),
  });
} catch (e) {
  if (!(e instanceof Invalid)) throw e;
  usageError(TOOL, `--${e.field.replace('sprt.', '')} ${e.message}`);
}

try {
  const c = combineRuns(positionals.map(parseRunCounts), sprt);
  const s = c.sprt;
  const verdict = s.decision ?? 'undecided';
  console.log(`runs: ${positionals.length}, games: ${c.games}, pairs: ${s.pairs}`);
  console.log(`W/D/L: ${c.wins}/${c.draws}/${c.losses}, pentanomial [${c.penta.join(', ')}]`);
  console.log(`Elo (first engine, centred): ${formatElo(c)}`);
  console.log(
    `SPRT(${sprt.elo0}, ${sprt.elo1}): LLR ${s.llr.toFixed(2)} ` +
      `(${s.lower.toFixed(2)}, ${s.upper.toFixed(2)}), ${verdict}`,
  );
} catch (e) {
  if (e instanceof RunCountsError) usageError(TOOL, e.message);
  throw e;
}
