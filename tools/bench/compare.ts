/**
 * `npm run -s bench:compare -- [runs=3] [depth=7]`: our bench and Debian's fairy-stockfish bench
 * (its own shogi positions, one thread) run alternately in one session, so machine noise hits
 * both alike. Prints each run and the median of the nodes/second ratio ours / fairy-stockfish.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median } from '../../src-main/bench-stats.ts';

const FSF = '/usr/games/fairy-stockfish';

/** Runs a command and returns the number printed after `label` on its output. */
function figure(cmd: string, args: string[], label: RegExp): number {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const text = `${r.stdout}\n${r.stderr}`;
  const m = label.exec(text);
  if (!m)
    throw new Error(`no ${label} in the output of ${cmd} ${args.join(' ')}:\n${text.slice(-500)}`);
  return Number(m[1]);
}

function main(): void {
  const runs = Number(process.argv[2] ?? 3);
  const depth = process.argv[3] ?? '7';
  if (!existsSync(FSF)) {
    console.error(`bench:compare needs ${FSF} (apt-get install fairy-stockfish)`);
    process.exit(2);
  }
  const bench = fileURLToPath(new URL('../../src-main/engine/bench.ts', import.meta.url));
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const ours = figure(
      process.execPath,
      ['--import', 'tsx', bench, depth],
      /^Nodes\/second: (\d+)$/m,
    );
    const fsf = figure(
      FSF,
      ['bench', '16', '1', '13', 'default', 'depth', 'shogi'],
      /Nodes\/second\s*:\s*(\d+)/,
    );
    ratios.push(ours / fsf);
    console.log(
      `run ${i + 1}: banmen ${ours} nps, fairy-stockfish ${fsf} nps, ratio ${(ours / fsf).toFixed(2)}`,
    );
  }
  console.log(`Median ratio banmen/fairy-stockfish: ${median(ratios).toFixed(2)}`);
}

main();
