/**
 * Depth at equal nodes, in process, for search changes that touch checks (issue 39): the shogi
 * bench positions, ~20 middlegames of the lishogi record set (as `bench:depth` picks them) and the
 * two drop-check explosions named in docs/strength-log.md. Each position is searched with a fresh
 * table and history to a fixed node budget; the report is the deepest finished iteration per
 * position and the mean, then the nodes each explosion needs to finish a fixed depth.
 *
 *   npm run -s bench:check-tree -- [--nodes 50000,100000] [--records 20] [--explode-depth 8]
 *     [--explode-cap 3000000] [--evalfile default-net] [--records-file <lishogi USI records>]
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mean } from '../../src-main/bench-stats.ts';
import { BENCH_POSITIONS } from '../../src-main/engine/benchpositions.ts';
import { Engine, buildPosition } from '../../src-main/engine/engine.ts';
import { defaultOptions } from '../../src-main/engine/options.ts';

// The shared data sits beside the repository (../shared/data), as the guide lays it out.
const RECORDS = fileURLToPath(
  new URL('../../../shared/data/games/human_lishogi_prod500_usi.txt', import.meta.url),
);

/** A position as moves from a start SFEN. */
interface Spec {
  name: string;
  sfen: string;
  moves: string[];
}

/** The two positions where every check extended blows the tree up (docs/smp.md). */
const LISHOGI_174 =
  '4g4f 5c5d 5g5f 4c4d 7g7f 7a6b 8h4d 3c3d 4d2b+ 3a2b 2h5h 2b3c 3i2h 3c4d 2g2f 5d5e 5f5e 4d5e 5h5f 5e5f 4i5h 6c6d 2f2e 6d6e 7i6h 6a5b 2h2g 6b5c 5h5g 5b6b 5g5f 5c5d 5f6e 7c7d 6e5d 6b5c 5d5c 8a7c 6h5g 7c6e 6g6f 6e5g+ 1i1h 8b6b 2g3h 4a5b 6i6h 5b5c 3h2g 5g6h 5i6h 6b6f 6h5i 6f7f 5i4i 7f6f 4i3i 6f4f 3g3f 7d7e 2i3g 4f5f 8g8f 7e7f 8f8e 7f7g 8i7g 9c9d 9g9f 2a3c 9f9e 3c2e 3g2e 5c4d 9e9d 5f5i+ 3i3h 5i9i 2e1c+ 1a1c';
const EXPLOSIONS: readonly Spec[] = [
  { name: 'mating net', sfen: '7kl/6g2/6npp/9/7N1/9/9/9/K8 b RGSr2b2g3s2n3l16p 1', moves: [] },
  { name: 'lishogi game 174 ply 80', sfen: 'startpos', moves: LISHOGI_174.split(' ') },
];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

/** `count` record positions: one per game long enough, at plies 20..100 in turn (as bench:depth). */
function recordPositions(count: number, file: string): Spec[] {
  if (count === 0) return [];
  if (!existsSync(file)) throw new Error(`check-tree: no record file ${file} (--records-file)`);
  const games = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const out: Spec[] = [];
  for (let g = 0; out.length < count && g < games.length; g++) {
    const moves = games[g]!.trim().split(/\s+/);
    const ply = 20 + ((out.length * 17) % 81);
    if (moves.length > ply + 1)
      out.push({
        name: `lishogi game ${g} ply ${ply}`,
        sfen: 'startpos',
        moves: moves.slice(0, ply),
      });
  }
  return out;
}

/** Searches one position from a fresh state; returns the deepest finished iteration and nodes. */
function searchOne(
  engine: Engine,
  spec: Spec,
  limits: { nodes?: number; depth?: number },
): { depth: number; nodes: number } {
  engine.newGame();
  const built = buildPosition({ sfen: spec.sfen, moves: spec.moves }, 'shogi');
  if (!built.ok) throw new Error(`position "${spec.name}" is invalid: ${built.error.message}`);
  const answer = engine.go(built.pos, limits, () => {});
  return { depth: answer.outcome?.depth ?? 0, nodes: answer.outcome?.nodes ?? 0 };
}

function main(): void {
  const budgets = arg('nodes', '50000,100000').split(',').map(Number);
  const engine = new Engine();
  const msgs = engine.configure({
    ...defaultOptions(),
    USI_Hash: 64,
    BookMoves: 0,
    EvalFile: arg('evalfile', 'default-net'),
  });
  for (const m of msgs) console.log(`info string ${m}`);
  const specs: Spec[] = [
    ...BENCH_POSITIONS.filter((p) => p.variant === 'shogi').map((p) => ({
      name: p.name,
      sfen: p.sfen,
      moves: p.moves,
    })),
    ...EXPLOSIONS.filter((e) => !BENCH_POSITIONS.some((b) => b.name === e.name)),
    ...recordPositions(Number(arg('records', '20')), arg('records-file', RECORDS)),
  ];
  for (const nodes of budgets) {
    const depths: number[] = [];
    const cells: string[] = [];
    for (const spec of specs) {
      const r = searchOne(engine, spec, { nodes });
      depths.push(r.depth);
      cells.push(`${spec.name.slice(0, 14)}:${r.depth}`);
    }
    console.log(
      `nodes ${nodes}: mean finished depth ${mean(depths).toFixed(2)} over ${depths.length}`,
    );
    console.log(`  ${cells.join(' ')}`);
  }
  const depth = Number(arg('explode-depth', '8'));
  const cap = Number(arg('explode-cap', '3000000'));
  for (const spec of EXPLOSIONS) {
    const r = searchOne(engine, spec, { depth, nodes: cap });
    const done = r.depth >= depth ? `${r.nodes} nodes` : `over ${cap} nodes (finished ${r.depth})`;
    console.log(`${spec.name}: depth ${depth} in ${done}`);
  }
}

main();
