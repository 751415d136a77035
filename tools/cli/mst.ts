/**
 * `npm run -s mst -- build <record files or folders…> --out <trees.json> [--plies N] [--min-count K]`:
 * builds the move sequence trees (README "Move sequence trees"). Inputs that do not exist are
 * reported and skipped.
 * `npm run -s mst -- formations <tournament output folder>`: the castles each engine completed.
 * Exits 2 on a usage error, 1 when nothing could be read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CASTLE_FAMILIES, STRATEGIES } from '../../src-main/engine/mst/formation.ts';
import { formatMstSet, treeSize } from '../../src-main/engine/mst/mst-tree.ts';
import { buildMst } from '../../src-main/records/mst-builder.ts';
import { countFormations } from '../../src-main/records/mst-formations.ts';

const USAGE = `usage: mst build <record files or folders…> --out <trees.json> [--plies N] [--min-count K]
       mst formations <tournament output folder>`;
/** Default sequence length (why 60: a castle is usually complete within 60 plies). */
const DEFAULT_PLIES = 60;

/** A positive integer flag value, or an error message. */
function positive(name: string, v: string | undefined, fallback: number): number | string {
  if (v === undefined) return fallback;
  return /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : `--${name} must be a positive integer`;
}

/** Runs the command line; returns the exit code. */
async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'formations' && argv.length === 2) return formations(argv[1]!);
  if (argv[0] !== 'build') return usage('unknown command');
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) words.push(a);
    else if (['--out', '--plies', '--min-count'].includes(a) && argv[i + 1] !== undefined)
      flags.set(a.slice(2), argv[++i]!);
    else return usage(`bad option ${a}`);
  }
  const out = flags.get('out');
  const plies = positive('plies', flags.get('plies'), DEFAULT_PLIES);
  const minCount = positive('min-count', flags.get('min-count'), 1);
  if (!out || words.length === 0) return usage('build needs record files or folders and --out');
  if (typeof plies === 'string') return usage(plies);
  if (typeof minCount === 'string') return usage(minCount);
  const { set, report } = await buildMst(words, { plies, minCount });
  for (const s of report.skipped) console.error(`skipped ${s}`);
  if (report.games === 0) {
    console.error('no usable game: nothing written');
    return 1;
  }
  mkdirSync(dirname(out), { recursive: true });
  const text = formatMstSet(set);
  writeFileSync(out, text);
  console.log(
    `${out}: ${report.files} files, ${report.games} games (${report.skippedGames} left out), ${text.length} bytes`,
  );
  for (const s of STRATEGIES) {
    const t = set.trees.get(s)!;
    const nodes = treeSize(t.roots[0]) + treeSize(t.roots[1]) - 2;
    console.log(`  ${s}: black ${t.games[0]}, white ${t.games[1]} games, ${nodes} moves`);
  }
  return 0;
}

/** `formations`: prints each engine's completed castles in a tournament run. */
async function formations(folder: string): Promise<number> {
  const r = await countFormations(folder);
  if (!r.ok) {
    console.error(r.message);
    return 1;
  }
  for (const s of r.skipped) console.error(`skipped ${s}`);
  for (const [name, e] of r.engines) {
    const castles = CASTLE_FAMILIES.map((f) => `${f} ${e.castles[f]}`).join(', ');
    console.log(`${name}: ${e.games} games; ${castles}; none ${e.none}`);
  }
  return 0;
}

/** Prints a usage error; exit code 2. */
function usage(why: string): number {
  console.error(`${why}\n${USAGE}`);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
