/**
 * `node --import tsx tools/bench/labels-study.ts --cache file.jsonl [--nodes N] [--dir …]`
 * Compares ways of judging a move on the searches `labels-collect.ts` made (no new search), each
 * against the same reference as `bench:labels`: the two positions at 8N, final iteration. For
 * each way: how many moves it labels, and how many of them the reference labels too
 * (inaccuracy or worse; mistake or worse for those labelled mistake or blunder). The review's
 * default is `4N min(…), severe margin 1, steady`. docs/learning.md has the figures.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readRecordFile } from '../../src-main/records/service.ts';
import { moveEntry } from '../../src-main/shared/study/record-views.ts';
import { mainLineMoves } from '../../src-main/shared/study/review-comment.ts';
import {
  capMissedMate,
  judgedScore,
  reviewMove,
} from '../../src-main/shared/study/review-compute.ts';
import type { PositionEval } from '../../src-main/shared/study/review-types.ts';
import {
  defaultThresholds,
  labelForLoss,
  labelWithMargin,
  winRate,
} from '../../src-main/shared/study/win-rate.ts';
import { REVIEW_DEFAULT_NODES } from '../../src-main/shared/study/study-params.ts';
import { readCache, searchKey } from './search-cache.ts';
import { emptyStability, report, tally, type Stability } from './labels.ts';
import { flagValue } from './args.ts';

type Reading = 'last' | 'steady';
const dir = flagValue('--dir', '../shared/data/games/human_shogiwars_2025-03to05_pyshogi-db');
const cache = readCache(flagValue('--cache', ''));
// Why a flag: the tables of docs/learning.md were read at 20,000 nodes, before the default changed.
const N = Number(flagValue('--nodes', String(REVIEW_DEFAULT_NODES)));
const t = defaultThresholds();
const ways = new Map<string, Stability>();
/** Counts one move for `way`; `margin`: mistake and blunder need that much more (labelWithMargin). */
const add = (
  way: string,
  loss: number | null,
  deep: ReturnType<typeof labelForLoss>,
  margin = 0,
) => {
  const s = ways.get(way) ?? ways.set(way, emptyStability()).get(way)!;
  tally(s, loss === null ? null : labelWithMargin(loss, t, margin), deep);
};
/** Counts one move for `way` by its label. */
const addLabel = (
  way: string,
  label: ReturnType<typeof labelForLoss>,
  deep: ReturnType<typeof labelForLoss>,
) => tally(ways.get(way) ?? ways.set(way, emptyStability()).get(way)!, label, deep);
/** A search's last two iterations as [depth, mover's win rate] (the opponent to move). */
const iterations = (e: PositionEval): [number, number][] => [
  [e.depth ?? 0, 100 - winRate(e.score)],
  ...(e.previous ? [[e.previous.depth, 100 - winRate(e.previous.score)] as [number, number]] : []),
];
/**
 * Like for like at matched depth parity: the losses between iterations of the same parity of
 * the two children, reduced by `pick` (min: every pair must show it; mean).
 */
const parityLoss = (best: PositionEval, played: PositionEval, pick: (xs: number[]) => number) => {
  const xs = iterations(best).flatMap(([d1, w1]) =>
    iterations(played)
      .filter(([d2]) => (d1 - d2) % 2 === 0)
      .map(([, w2]) => w1 - w2),
  );
  return xs.length ? Math.max(0, pick(xs)) : null;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The mover's win rate from a position after its move (the opponent to move). */
const moverWin = (e: PositionEval, m: Reading) => 100 - winRate(judgedScore(e, m));
/** The win-rate swing between a search's last two iterations (its noise). */
const noise = (e: PositionEval) =>
  e.previous ? Math.abs(winRate(e.score) - winRate(e.previous.score)) : 0;

const files = readdirSync(dir)
  .filter((f) => /\.(kif|kifu|csa)$/i.test(f))
  .sort();
let games = 0;
let moves = 0;
for (const f of files) {
  const read = await readRecordFile(join(dir, f));
  if (!read.ok) continue;
  const rec = read.records[0]!;
  const sfen = rec.initialPosition.getSFEN(1);
  const usis = mainLineMoves(rec).map((n) => moveEntry(n).usi!);
  const get = (tag: string, ms: string[], nodes: number) =>
    cache.get(searchKey(tag, sfen, ms, { nodes }))?.eval;
  // Only games whose every position was searched (a run may stop inside one).
  if (!get('review', usis, N)) continue;
  games++;
  for (const node of mainLineMoves(rec)) {
    const e = moveEntry(node);
    const facts = { ply: node.ply, color: e.color, usi: e.usi!, japanese: e.japanese };
    const [before, after] = [usis.slice(0, node.ply - 1), usis.slice(0, node.ply)];
    const [b, a] = [get('review', before, N)!, get('review', after, N)!];
    moves++;
    const [rb, ra] = [get('reference', before, 8 * N), get('reference', after, 8 * N)];
    if (!rb || !ra) continue; // labelled under no reading at N
    const ref = reviewMove(facts, rb, ra, t, 'last').label;
    const [vb, va] = [get('review', before, 4 * N), get('review', after, 4 * N)];
    const cb4 = vb?.best && vb.best !== e.usi ? get('review', [...before, vb.best], 4 * N) : null;
    const cb1 = b.best && b.best !== e.usi ? get('review', [...before, b.best], N) : null;
    for (const m of ['steady', 'last'] as const) {
      const base = reviewMove(facts, b, a, t, m);
      add(`N, root vs child, ${m}`, base.loss, ref);
      if (!base.label) continue;
      const lfl1 = cb1 ? Math.max(0, moverWin(cb1, m) - moverWin(a, m)) : 0;
      add(`N then N like for like, ${m}`, lfl1, ref);
      if (!vb || !va) continue;
      const root4 = reviewMove(facts, vb, va, t, m).loss;
      const lfl4 = cb4 ? Math.max(0, moverWin(cb4, m) - moverWin(va, m)) : 0;
      add(`N then 4N root vs child, ${m}`, root4, ref);
      add(`N then 4N root vs child − noise, ${m}`, root4 - Math.max(noise(vb), noise(va)), ref);
      add(`N then 4N root vs child − 3, ${m}`, root4 - 3, ref);
      add(`N then 4N like for like, ${m}`, lfl4, ref);
      add(`N then 4N min(root, like for like), ${m}`, Math.min(root4, lfl4), ref);
      for (const margin of [1, 2])
        add(`N then 4N min(…), severe margin ${margin}, ${m}`, Math.min(root4, lfl4), ref, margin);
      // The review's default since session 28: a missed mate that keeps a won game is "dubious".
      const min4 = Math.min(root4, lfl4);
      const judged = { ...reviewMove(facts, vb, va, t, m), loss: min4 };
      const capped = capMissedMate({ ...judged, label: labelWithMargin(min4, t, 1) });
      addLabel(
        `N then 4N min(…), margin 1, missed mate kept won ≤ dubious, ${m}`,
        capped.label,
        ref,
      );
      for (const [name, pick] of [
        ['min', (xs: number[]) => Math.min(...xs)],
        ['mean', mean],
      ] as const) {
        const par = cb4 ? (parityLoss(cb4, va, pick) ?? lfl4) : 0;
        add(
          `N then 4N min(root, like for like at matched parity, ${name}), margin 1, ${m}`,
          Math.min(root4, par),
          ref,
          1,
        );
      }
    }
  }
}
console.log(
  `${games} complete games, ${moves} moves; reference: 8N (${8 * N} nodes), last iteration`,
);
for (const [way, s] of [...ways].sort()) console.log(`${way}: ${report(s).join('; ')}`);
