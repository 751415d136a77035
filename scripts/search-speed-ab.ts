// Search speed of two checkouts side by side: each round runs one fresh process per checkout, in
// turn, so machine noise hits both alike. A process searches the first 12 `taya36` openings to
// 150,000 nodes and the first 20 minishogi openings to 100,000 (Hash 16, one thread) and reports
// nodes per second of search alone (net loading and table clearing are outside the clock). Prints
// each round and the median ratio B / A per variant. Needs ../shared/data (the opening suites).
//
//   node --import tsx scripts/search-speed-ab.ts <checkout A> <checkout B> [rounds=3]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from '../src-main/bench-stats.ts';

const DATA = fileURLToPath(new URL('../../shared/data/openings/', import.meta.url));
const SUITES = [
  { variant: 'shogi', file: 'taya36_2020-11-06.sfen', count: 12, nodes: 150_000 },
  { variant: 'minishogi', file: 'minishogi_balanced4.sfen', count: 20, nodes: 100_000 },
] as const;

/** Child: searches the suites with `root`'s engine and prints `variant nodes nps` lines. */
async function child(root: string): Promise<void> {
  const engineUrl = pathToFileURL(`${root}/src-main/engine/engine.ts`).href;
  const optionsUrl = pathToFileURL(`${root}/src-main/engine/options.ts`).href;
  const { Engine, buildPosition } = await import(engineUrl);
  const { defaultOptions } = await import(optionsUrl);
  for (const suite of SUITES) {
    const engine = new Engine();
    engine.configure({ ...defaultOptions(), USI_Hash: 16, USI_Variant: suite.variant });
    const lines = readFileSync(DATA + suite.file, 'utf8')
      .split('\n')
      .filter(Boolean);
    let nodes = 0;
    let ms = 0;
    for (const line of lines.slice(0, suite.count)) {
      const [sfen, moves] = line.replace(/^sfen /, '').split(' moves ');
      const built = buildPosition(
        { sfen: sfen!, moves: moves ? moves.split(' ') : [] },
        suite.variant,
      );
      if (!built.ok) throw new Error(`bad opening ${line}: ${built.error.message}`);
      engine.newGame();
      const t0 = performance.now();
      const answer = engine.go(built.pos, { nodes: suite.nodes }, () => {});
      ms += performance.now() - t0;
      nodes += answer.outcome?.nodes ?? 0;
    }
    console.log(`${suite.variant} ${nodes} ${Math.round((nodes / ms) * 1000)}`);
  }
}

/** One child run: nodes per second by variant. */
function measure(root: string): Map<string, number> {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', root], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`speed run in ${root} failed:\n${r.stderr.slice(-800)}`);
  const out = new Map<string, number>();
  for (const line of r.stdout.trim().split('\n')) {
    const [variant, , nps] = line.split(' ');
    out.set(variant!, Number(nps));
  }
  return out;
}

async function main(argv: string[]): Promise<void> {
  if (argv[0] === '--child') return child(argv[1]!);
  const [a, b, roundsArg = '3'] = argv;
  if (!a || !b) {
    console.error('usage: search-speed-ab.ts <checkout A> <checkout B> [rounds=3]');
    process.exit(2);
  }
  const ratios = new Map<string, number[]>();
  for (let i = 0; i < Number(roundsArg); i++) {
    const ra = measure(a);
    const rb = measure(b);
    const parts = SUITES.map(({ variant }) => {
      const ratio = rb.get(variant)! / ra.get(variant)!;
      ratios.set(variant, [...(ratios.get(variant) ?? []), ratio]);
      return `${variant} A ${ra.get(variant)} B ${rb.get(variant)} nps (x${ratio.toFixed(3)})`;
    });
    console.log(`round ${i + 1}: ${parts.join(' | ')}`);
  }
  for (const [variant, rs] of ratios)
    console.log(`median ratio B/A, ${variant}: ${median(rs).toFixed(3)}`);
}

await main(process.argv.slice(2));
