/**
 * `node --import tsx tools/bench/labels-collect.ts --cache file.jsonl [--offset 0] [--games 20]
 *  [--nodes 20000] [--dir …]`
 * The searches behind the label-stability study (docs/learning.md, "Labels a player can trust"),
 * into a search cache (search-cache.ts) that `labels-study.ts` and `bench:labels` read. With the
 * review's engine, in the order a review makes them: every main-line position at N nodes; for
 * each move the review labels at N under either reading (`steady` or `last`), the two positions
 * and the child of the 4N search's best move at 4N, and the child of the N search's best move at
 * N. With a second engine (the reference): the two positions of those moves at 8N. Several runs
 * on different `--offset`s may share the machine, each with its own file (concatenate them).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readRecordFile } from '../../src-main/records/service.ts';
import { moveEntry } from '../../src-main/shared/study/record-views.ts';
import { mainLineMoves } from '../../src-main/shared/study/review-comment.ts';
import { reviewMove } from '../../src-main/shared/study/review-compute.ts';
import type { PositionEval } from '../../src-main/shared/study/review-types.ts';
import { defaultThresholds } from '../../src-main/shared/study/win-rate.ts';
import { REVIEW_DEFAULT_NODES } from '../../src-main/shared/study/study-params.ts';
import type { PositionAnalyser } from '../../src-main/analysis/position-analyser.ts';
import { readCache } from './search-cache.ts';
import { analyser } from './labels.ts';
import { flagValue } from './args.ts';

const dir = flagValue('--dir', '../shared/data/games/human_shogiwars_2025-03to05_pyshogi-db');
const N = Number(flagValue('--nodes', String(REVIEW_DEFAULT_NODES)));
const offset = Number(flagValue('--offset', '0'));
const file = flagValue('--cache', '');
if (!file) throw new Error('labels-collect: --cache <file.jsonl> is required');
const files = readdirSync(dir)
  .filter((f) => /\.(kif|kifu|csa)$/i.test(f))
  .sort()
  .slice(offset, offset + Number(flagValue('--games', '20')));
const cache = readCache(file);
const rev = analyser(file, cache, 'review');
const ref = analyser(file, cache, 'reference');
const t = defaultThresholds();

for (const f of files) {
  const read = await readRecordFile(join(dir, f));
  if (!read.ok) continue;
  const rec = read.records[0]!;
  const sfen = rec.initialPosition.getSFEN(1);
  const usis = mainLineMoves(rec).map((n) => moveEntry(n).usi!);
  const ev = async (a: PositionAnalyser, moves: string[], nodes: number): Promise<PositionEval> => {
    const r = await a.evaluate(sfen, moves, { nodes });
    if (!r.ok) throw new Error(`${f}: ${r.error.message}`);
    return r.value;
  };
  const t0 = performance.now();
  for (const node of mainLineMoves(rec)) {
    const e = moveEntry(node);
    const facts = { ply: node.ply, color: e.color, usi: e.usi!, japanese: e.japanese };
    const [before, after] = [usis.slice(0, node.ply - 1), usis.slice(0, node.ply)];
    const b = await ev(rev, before, N);
    const a = await ev(rev, after, N);
    const labelled = (['steady', 'last'] as const).some((m) => reviewMove(facts, b, a, t, m).label);
    if (!labelled) continue;
    const vb = await ev(rev, before, 4 * N);
    await ev(rev, after, 4 * N);
    if (vb.best && vb.best !== e.usi) await ev(rev, [...before, vb.best], 4 * N);
    if (b.best && b.best !== e.usi) await ev(rev, [...before, b.best], N);
    await ev(ref, before, 8 * N);
    await ev(ref, after, 8 * N);
  }
  console.log(`${f} done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
await rev.close();
await ref.close();
process.exit(0);
