// The built-in engine's search parameters as hidden USI options, for the SPSA tuner (issue 16).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Engine, buildPosition } from '../../src-main/engine/engine.ts';
import { defaultOptions, setOption } from '../../src-main/engine/options.ts';
import { TUNABLE_PARAMS, searchParams } from '../../src-main/engine/params.ts';

const MAIN = fileURLToPath(new URL('../../src-main/engine/main.ts', import.meta.url));

test('setoption takes a tunable search parameter in range and refuses one outside it', () => {
  const o = defaultOptions();
  assert.deepEqual(setOption(o, 'futilitymargin', '150'), { ok: true, name: 'tune' });
  assert.deepEqual(o.tune, { FutilityMargin: 150 });
  const out = setOption(o, 'FutilityMargin', '9999');
  assert.equal(out.ok, false);
  assert.match(!out.ok ? out.message : '', /FutilityMargin: 9999 is outside 0\.\.600/);
  assert.equal(setOption(o, 'NullBase', 'x').ok, false);
  assert.match((setOption(o, 'NoSuchParam', '1') as { message: string }).message, /unknown option/);
  assert.deepEqual(o.tune, { FutilityMargin: 150 });
});

/** Nodes of a search (by default depth 6 from a middle-game position) with the given tunables. */
function nodes(
  tune: Record<string, number>,
  moves = ['7g7f', '3c3d', '2g2f', '4c4d'],
  depth = 6,
  sfen = 'startpos',
): number {
  const e = new Engine();
  e.configure({ ...defaultOptions(), USI_Hash: 16, tune });
  e.newGame();
  const b = buildPosition({ sfen, moves }, 'shogi');
  assertOk(b);
  return e.go(b.pos, { depth }, () => {}).outcome?.nodes ?? 0;
}

test('the search uses the values set: other margins search other trees; defaults restore', () => {
  const base = nodes({});
  assert.equal(searchParams.FutilityMargin, 200);
  const wide = nodes({ FutilityMargin: 600, NullBase: 1 });
  assert.equal(searchParams.FutilityMargin, 600);
  assert.notEqual(wide, base);
  assert.equal(nodes({}), base, 'configure without tune restores every default');
  for (const p of TUNABLE_PARAMS) assert.equal(searchParams[p.name], p.default);
});

test('every tunable reaches the search: each changed alone searches another tree', () => {
  // Bishops traded, rook pawns pushed: with bishops in hand, checks (LmrCheck) come late in the
  // move list, and every kind of pruning has work here.
  const line = '7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d 2f2e 8d8e'.split(' ');
  // Why depth 9: singular searches start at depth 6, and shallower trees leave some rules idle.
  const search = (tune: Record<string, number>) => nodes(tune, line, 9);
  const base = search({});
  // The null move's evaluation term shows only where the pass is not already cut to quiescence;
  // the malus cap only once the malus has its own size (HistoryMalusDepth 0 is the bonus).
  const beside: Record<string, Record<string, number>> = {
    NullEvalDiv: { NullBase: 1 },
    NullEvalMax: { NullBase: 1 },
    HistoryMalusMax: { HistoryMalusDepth: 300 },
  };
  // Why both ends: a parameter whose default sits at one end of its range moves only one way; and
  // the middle, since an off-by-default margin at its far end may cut nothing in this one tree.
  for (const p of TUNABLE_PARAMS) {
    // Mate in one changes a tree only where a mate in one occurs: the next test.
    if (p.name === 'MateInOne') continue;
    const with_ = beside[p.name] ?? {};
    const ref = p.name in beside ? search(with_) : base;
    const tried = [p.min, p.max, Math.round((p.min + p.max) / 2)];
    const changed = tried.some((v) => v !== p.default && search({ ...with_, [p.name]: v }) !== ref);
    assert.ok(changed, `${p.name} at ${tried.join(', ')} searched the same tree as its default`);
  }
  assert.equal(search({}), base, 'defaults restore the tree (the LMR table too)');
});

test('the usi answer lists the tunables only with BANMEN_TUNE_OPTIONS=1', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      input: 'usi\nquit\n',
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 60_000,
    }).stdout;
  assert.doesNotMatch(run({ BANMEN_TUNE_OPTIONS: '' }), /FutilityMargin/);
  assert.match(
    run({ BANMEN_TUNE_OPTIONS: '1' }),
    /^option name FutilityMargin type spin default 200 min 0 max 600$/m,
  );
});

test('MateInOne reaches the search where mates in one occur', () => {
  // Rook, gold and two silvers in hand against a castled king: drop mates all over the tree.
  const count = (tune: Record<string, number>) =>
    nodes(tune, [], 8, '8l/6gk1/5sppp/9/9/9/9/9/4K4 b RG2S 1');
  const off = count({ MateInOne: 0 });
  // Why each bit alone: the main search and quiescence each call it, and either may break.
  for (const on of [1, 2, 3].map((v) => ({ v, nodes: count({ MateInOne: v }) })))
    assert.notEqual(on.nodes, off, `another tree with MateInOne ${on.v} (${on.nodes} nodes)`);
  assert.equal(count({}), off, 'off by default');
});

test('EvasionPruning reduces interposed drops (bit 2) and prunes them (bit 1), each alone', () => {
  // Bare kings, sliders and golds in both hands: distance checks answered by drops everywhere.
  // Why each bit alone: the range test's max (3) would pass on bit 1 even if bit 2 broke.
  const count = (tune: Record<string, number>) =>
    nodes(tune, [], 7, '4k4/9/9/9/9/9/9/9/4K4 b RBGSrbgs 1');
  const off = count({});
  for (const v of [1, 2])
    assert.notEqual(count({ EvasionPruning: v }), off, `another tree with EvasionPruning ${v}`);
});
