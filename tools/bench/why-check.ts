/**
 * `npm run -s bench:why -- [--games 20] [--offset 0] [--nodes 20000] [--factor 8] [--cache file]
 *  [--min mistake] [--dir …]`
 * Is the review's why-sentence right? Reviews amateur games as the app does (`reviewGame`, the
 * default settings), takes every move labelled `--min` or worse that got a sentence, and checks
 * the sentence's fact against a deeper look:
 * - "allows mate": the df-pn solver, at 10× the review's budget, finds the opponent's mate after
 *   the move (or the deep search scores one);
 * - "missed mate": the solver at 10× finds the mover's mate before the move, and the deep search
 *   after the move shows no mate kept;
 * - the other kinds (hangs, fork, no escape, loses the exchange / material): the same checks
 *   (`explainMove`) run on the line of a search at `factor`× the nodes of the position after the
 *   move give the same kind, and for "hangs" the same square.
 * Prints the share confirmed, per kind. With `--cache` the searches of `bench:labels` are reused.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readRecordFile } from '../../src-main/records/service.ts';
import { moveEntry } from '../../src-main/shared/study/record-views.ts';
import { mainLineMoves } from '../../src-main/shared/study/review-comment.ts';
import type { MoveReview, PositionEval } from '../../src-main/shared/study/review-types.ts';
import {
  MOVE_LABELS,
  defaultThresholds,
  type MoveLabel,
} from '../../src-main/shared/study/win-rate.ts';
import { REVIEW_DEFAULT_NODES } from '../../src-main/shared/study/study-params.ts';
import { explainMove } from '../../src-main/shared/study/why-facts.ts';
import type { Why } from '../../src-main/shared/study/why-types.ts';
import { reviewGame } from '../../src-main/analysis/game-review.ts';
import { solveMate } from '../../src-main/engine/mate/dfpn.ts';
import { parseSfen, parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';
import { WHY_MATE_MAX_NODES } from '../../src-main/analysis/analysis-params.ts';
import { cachedAnalysers, sampleGames } from './labels.ts';

const DEFAULT_DIR = '../shared/data/games/human_shogiwars_2025-03to05_pyshogi-db';
/** The deeper solve: 10× the review's node budget, with time enough on a loaded machine. */
const DEEP_MATE = { maxNodes: 10 * WHY_MATE_MAX_NODES, timeMs: 60_000 };

/** Plies of the mate the side to move has after `moves` from `sfen`, or null (none found). */
function deepMate(sfen: string, moves: readonly string[]): number | null {
  const parsed = parseSfen(sfen, 'shogi', { allowNifu: true });
  if (!parsed.ok) return null;
  const pos = parsed.position;
  for (const usi of moves) {
    const m = parseUsiMove(pos, usi);
    if (m === MOVE_NONE) return null;
    pos.doMove(m);
  }
  const r = solveMate(pos, DEEP_MATE);
  return r.kind === 'mate' ? r.moves.length : null;
}

/** What a deeper look says about one sentence. */
export interface WhyCheck {
  kind: Why['kind'];
  confirmed: boolean;
  /** What the deeper look found instead (its kind, or "none"), when not confirmed. */
  found?: string;
}

/**
 * Checks one sentence against the deep searches of the two positions (`deepBefore`, mover to
 * move; `deepAfter`, opponent to move) and the deeper solver.
 */
export function checkWhy(
  why: Why,
  sfen: string,
  played: string,
  deepBefore: PositionEval,
  deepAfter: PositionEval,
  mate: (moves: readonly string[]) => number | null,
): WhyCheck {
  if (why.kind === 'allows-mate') {
    const scored = deepAfter.score.kind === 'mate' && deepAfter.score.value > 0;
    const ok = scored || mate([played]) !== null;
    return ok
      ? { kind: why.kind, confirmed: true }
      : { kind: why.kind, confirmed: false, found: 'no mate' };
  }
  if (why.kind === 'missed-mate') {
    const kept = deepAfter.score.kind === 'mate' && deepAfter.score.value <= 0;
    const had =
      (deepBefore.score.kind === 'mate' && deepBefore.score.value > 0) || mate([]) !== null;
    const ok = had && !kept;
    return ok
      ? { kind: why.kind, confirmed: true }
      : { kind: why.kind, confirmed: false, found: kept ? 'mate kept' : 'no mate' };
  }
  // Why cp 0 scores and no solver: only the line's facts are asked here, not the mates.
  const deep = explainMove({
    sfen,
    played,
    before: { kind: 'cp', value: 0 },
    after: { kind: 'cp', value: 0 },
    replyPv: deepAfter.pv,
    mateAfter: null,
    mateBefore: null,
  });
  const same =
    deep?.kind === why.kind &&
    (why.kind !== 'hangs' || (deep.kind === 'hangs' && deep.square === why.square));
  return same
    ? { kind: why.kind, confirmed: true }
    : { kind: why.kind, confirmed: false, found: deep ? deep.kind : 'none' };
}

/** The bench's options. */
interface Options {
  games: number;
  offset: number;
  nodes: number;
  factor: number;
  min: MoveLabel;
  dir: string;
  cache: string;
}

function parse(argv: string[]): Options {
  const o: Options = {
    games: 20,
    offset: 0,
    nodes: REVIEW_DEFAULT_NODES,
    factor: 8,
    min: 'mistake',
    dir: DEFAULT_DIR,
    cache: '',
  };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]!.replace(/^--/, '') as keyof Options;
    const v = argv[i + 1] ?? '';
    if (!(key in o)) throw new Error(`unknown argument ${argv[i]}`);
    if (key === 'min') {
      if (!MOVE_LABELS.includes(v as MoveLabel))
        throw new Error(`--min needs one of ${MOVE_LABELS.join(', ')}`);
      o.min = v as MoveLabel;
    } else if (key === 'dir' || key === 'cache') o[key] = v;
    else if (/^\d+$/.test(v)) o[key] = Number(v);
    else throw new Error(`${argv[i]} needs a number`);
  }
  return o;
}

async function main(): Promise<number> {
  const o = parse(process.argv.slice(2));
  const files = sampleGames(o.dir, o.offset, o.games);
  const { review, reference } = cachedAnalysers(o.cache);
  const minRank = MOVE_LABELS.indexOf(o.min);
  const byKind = new Map<string, { n: number; ok: number }>();
  let labelled = 0;
  const deep = { nodes: o.nodes * o.factor };
  for (const f of files) {
    const read = await readRecordFile(f);
    if (!read.ok) continue;
    const record = read.records[0]!;
    const settings = { limit: { nodes: o.nodes }, thresholds: defaultThresholds() };
    const out = await reviewGame(record, review, settings, { restart: true });
    if (out.error) throw new Error(out.error.message);
    const sfen0 = record.initialPosition.getSFEN(1);
    const usis = mainLineMoves(record).map((n) => moveEntry(n).usi!);
    const chosen = out.moves.filter(
      (m: MoveReview) => m.label && MOVE_LABELS.indexOf(m.label) >= minRank,
    );
    labelled += chosen.length;
    for (const m of chosen.filter((x) => x.why)) {
      const rb = await reference.evaluate(sfen0, usis.slice(0, m.ply - 1), deep);
      const ra = await reference.evaluate(sfen0, usis.slice(0, m.ply), deep);
      if (!rb.ok) throw new Error(rb.error.message);
      if (!ra.ok) throw new Error(ra.error.message);
      const before = mainLineMoves(record)[m.ply - 1]!.prev!.sfen;
      const c = checkWhy(m.why!, before, m.usi, rb.value, ra.value, (mv) => deepMate(before, mv));
      const k = byKind.get(c.kind) ?? { n: 0, ok: 0 };
      byKind.set(c.kind, { n: k.n + 1, ok: k.ok + (c.confirmed ? 1 : 0) });
      const note = c.confirmed ? 'confirmed' : `NOT confirmed (deeper: ${c.found})`;
      console.log(`${f} ${m.ply} ${m.japanese} ${m.label} ${c.kind}: ${note}`);
    }
  }
  await review.close();
  await reference.close();
  const n = [...byKind.values()].reduce((s, k) => s + k.n, 0);
  const ok = [...byKind.values()].reduce((s, k) => s + k.ok, 0);
  console.log(
    `${files.length} games: ${labelled} moves labelled ${o.min} or worse, ${n} with a sentence`,
  );
  for (const [kind, k] of byKind) console.log(`  ${kind}: ${k.ok}/${k.n}`);
  console.log(
    `sentences confirmed by the deeper look: ${ok}/${n} (${n ? ((100 * ok) / n).toFixed(1) : '-'} %)`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(`bench:why: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(2);
    },
  );
}
