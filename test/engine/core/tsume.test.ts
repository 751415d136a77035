/**
 * Computer-generated tsume problems (../shared/data/tsume/tanuki-tsume-shogi, the attacker has no
 * king): every solution move is legal for our rules core, every check in the solution is a
 * check, and the final position is mate. Skips when the data is absent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { MOVE_NONE } from '../../../src-main/engine/core/types.ts';
import { parseSfen, parseUsiMove } from '../../../src-main/engine/core/sfen.ts';
import { sharedPath } from './shared-data.ts';

interface Problem {
  id: number;
  mateLength: number;
  initial: {
    pieces: Array<{ x: number; y: number; owner: 'attacker' | 'defender'; type: string }>;
    hands: Record<'attacker' | 'defender', Record<string, number>>;
  };
  solution: Array<{ from?: [number, number]; drop?: string; to: [number, number]; promote: boolean }>;
}

const RANKS = 'abcdefghi';

/** The problem's start as SFEN: the attacker is black, x = file, y = rank. */
function toSfen(p: Problem): string {
  const grid: string[][] = Array.from({ length: 9 }, () => new Array<string>(9).fill(''));
  for (const pc of p.initial.pieces) grid[pc.y - 1]![9 - pc.x] = pc.owner === 'attacker' ? pc.type.toUpperCase() : pc.type.toLowerCase();
  const rows = grid.map((row) => {
    let s = '';
    let empty = 0;
    for (const c of row) {
      if (c === '') { empty++; continue; }
      if (empty) s += String(empty);
      empty = 0;
      s += c;
    }
    return s + (empty ? String(empty) : '');
  });
  let hand = '';
  for (const [owner, upper] of [['attacker', true], ['defender', false]] as const) {
    for (const t of 'RBGSNLP') {
      const n = p.initial.hands[owner][t] ?? 0;
      if (n > 0) hand += (n > 1 ? String(n) : '') + (upper ? t : t.toLowerCase());
    }
  }
  return `${rows.join('/')} b ${hand || '-'} 1`;
}

const sq = ([x, y]: [number, number]): string => `${x}${RANKS[y - 1]}`;

for (const n of [1, 3, 5, 7]) {
  const path = sharedPath(`tsume/tanuki-tsume-shogi/mate${n}.json`);
  test(`tanuki mate${n}: solutions are legal, every attacker move checks, and end in mate`, { skip: path ? false : 'shared data absent' }, () => {
    const problems = JSON.parse(readFileSync(path!, 'utf8')) as Problem[];
    assert.ok(problems.length > 100);
    for (const p of problems) {
      const r = parseSfen(toSfen(p), 'shogi', { allowNifu: true }); // a few generated problems have nifu
      assert.ok(r.ok, `#${p.id} ${toSfen(p)}: ${r.ok ? '' : r.error.message}`);
      const pos = r.position;
      assert.equal(p.solution.length, p.mateLength);
      for (const [i, mv] of p.solution.entries()) {
        const usi = mv.drop ? `${mv.drop}*${sq(mv.to)}` : `${sq(mv.from!)}${sq(mv.to)}${mv.promote ? '+' : ''}`;
        const m = parseUsiMove(pos, usi);
        assert.notEqual(m, MOVE_NONE, `#${p.id} move ${i + 1} ${usi} in ${pos.sfen()}`);
        pos.doMove(m);
        if (i % 2 === 0) assert.ok(pos.inCheck(), `#${p.id} attacker move ${usi} checks`);
      }
      assert.ok(pos.isMated(), `#${p.id} ends in mate: ${pos.sfen()}`);
    }
  });
}
