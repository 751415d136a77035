/**
 * The shipped problem set (resources/tsume/): at least 1,000 problems over the lengths 1 to 11,
 * every problem in its length's file, and a sample cross-checked by the engine's own df-pn
 * (which plays by the rules of a game, so its mate may only be as long or longer).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseSfen } from '../../src-main/shared/rules/sfen.ts';
import { solveMate } from '../../src-main/engine/mate/dfpn.ts';
import { parseProblemFile, type TsumeProblem } from '../../src-main/tsume/problem-file.ts';

const DIR = 'resources/tsume';

function load(): Map<number, TsumeProblem[]> {
  const set = new Map<number, TsumeProblem[]>();
  for (const name of readdirSync(DIR).filter((n) => n.endsWith('.json'))) {
    const text = readFileSync(join(DIR, name), 'utf8');
    const plies = (JSON.parse(text) as { plies: number }).plies;
    set.set(plies, parseProblemFile(text, name));
  }
  return set;
}

test('the shipped set holds at least 1,000 problems of 1 to 11 plies, each in its file', () => {
  const set = load();
  const total = [...set.values()].reduce((n, ps) => n + ps.length, 0);
  assert.ok(total >= 1000, `${total} problems`);
  for (const [plies, problems] of set) {
    assert.ok(plies >= 1 && plies <= 11 && plies % 2 === 1);
    for (const p of problems) {
      assert.equal(p.solution.length, plies, `${p.id}`);
      assert.ok(p.difficulty !== undefined && p.nodes !== undefined, `${p.id}`);
    }
    const ids = new Set(problems.map((p) => p.id));
    assert.equal(ids.size, problems.length, `ids unique in mate-${plies}`);
  }
  assert.ok(
    [3, 5, 7].every((n) => (set.get(n)?.length ?? 0) >= 30),
    'lengths spread',
  );
});

test('a sample of the shipped set is a forced mate for the engine df-pn too', () => {
  const sample = [...load().values()].flatMap((ps) => ps.filter((_, i) => i % 40 === 0));
  for (const p of sample) {
    const r = parseSfen(p.sfen);
    assert.ok(r.ok, p.sfen);
    const mate = solveMate(r.position, { timeMs: 20_000 });
    assert.equal(mate.kind, 'mate', `${p.id} ${p.sfen}`);
    if (mate.kind === 'mate') assert.ok(mate.moves.length >= p.solution.length, `${p.id}`);
  }
});
