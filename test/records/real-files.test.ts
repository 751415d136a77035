/**
 * Every file under ../shared/data/kifu_wild/ and games/ either loads or gives the precise error
 * decided for it below. Prints a table (file, format, encoding, result).
 *
 * Decisions for the files that are broken or are not records (see docs/records.md):
 * - `*.db` are YaneuraOu opening books → UNSUPPORTED_FORMAT.
 * - `shogi-kifu-converter_tests/**.json` are the converter's expected outputs (JKF); not the
 *   subject of this table, but they are JKF and must load as such.
 * - `fork-test.kif` writes two moves numbered 5 without a 変化 line; the numbering check
 *   (issue 42) names the second: move 6 should come next → PARSE at line 18, move 6.
 * - `shogiboardq_fixtures/test_drops.usi` drops a pawn black never captured (move 5, P*5e) and
 *   `test_various_pieces.csa` moves the bishop 8h→5e through the knight on 7g (move 11): both
 *   fixtures are wrong, so ILLEGAL_MOVE.
 * - `illegal*.kif/ki2/csa` hold legal moves ending in 反則勝ち/反則負け (%ILLEGAL_MOVE,
 *   %±ILLEGAL_ACTION): they load, with those endings.
 * - `noeol.*` lack the final newline and `chudan.*` end in 中断: they load, ending in 中断.
 * - `shogi-player_misc/illegal_check.kif` is a board diagram (no rank numerals) whose bishop is
 *   pinned: the position is legal, it loads with no moves.
 * - `9fu.*` is a composed problem with nine pawns on one file: it loads with a warning.
 * - 81Dojo games ending in an illegal move (comment 反則手にて終局) load, the move read as 反則負け.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { Move, SpecialMoveType, type ImmutableNode } from 'tsshogi';
import { SKIP_NO_DATA, importShared, realFiles } from './helpers/shared-files.ts';

type Expect = { code: string; line?: number; ply?: number } | 'loads';
const EXPECTED_ERRORS: { [suffix: string]: Expect } = {
  'json-kifu-format_tests/kif/fork-test.kif': { code: 'PARSE', line: 18, ply: 6 },
  'shogiboardq_fixtures/test_drops.usi': { code: 'ILLEGAL_MOVE', line: 1, ply: 5 },
  'shogiboardq_fixtures/test_various_pieces.csa': { code: 'ILLEGAL_MOVE', line: 14, ply: 11 },
};

/** The expected result of a file. */
function expectedFor(rel: string): Expect {
  if (rel.endsWith('.db')) return { code: 'UNSUPPORTED_FORMAT' };
  const key = Object.keys(EXPECTED_ERRORS).find((k) => rel.endsWith(k));
  return key ? EXPECTED_ERRORS[key]! : 'loads';
}

/** The last node of the main line. */
function lastNode(node: ImmutableNode): ImmutableNode {
  let n = node;
  while (n.next) n = n.next;
  return n;
}

/** The special-move type ending the main line, or null when it ends with a move. */
function ending(r: ReturnType<typeof importShared>): string | null {
  if (!r.ok) return null;
  const m = lastNode(r.records[0]!.first).move;
  return m instanceof Move ? null : 'name' in m ? m.name : m.type;
}

test(
  'every real file loads or gives its decided error (prints a table)',
  { skip: SKIP_NO_DATA },
  () => {
    const rows: string[] = [];
    const problems: string[] = [];
    for (const rel of realFiles()) {
      const r = importShared(rel);
      const expected = expectedFor(rel);
      const result = r.ok
        ? `ok ${r.records.length} game(s)${r.warnings.length ? ' (warning)' : ''}`
        : `${r.error.code}: ${r.error.message}`;
      rows.push(`${rel} | ${r.format ?? '-'} | ${r.encoding ?? '-'} | ${result}`);
      if (expected === 'loads') {
        if (!r.ok) problems.push(`${rel} should load: ${r.error.message}`);
        continue;
      }
      if (r.ok) {
        problems.push(`${rel} should fail with ${expected.code}`);
        continue;
      }
      const got = { code: r.error.code, line: r.error.line, ply: r.error.ply };
      const want = {
        code: expected.code,
        line: expected.line ?? got.line,
        ply: expected.ply ?? got.ply,
      };
      if (JSON.stringify(got) !== JSON.stringify(want))
        problems.push(`${rel}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    }
    console.log(['file | format | encoding | result', ...rows].join('\n'));
    assert.ok(rows.length > 600, `expected the whole corpus, read ${rows.length} files`);
    assert.deepEqual(problems, []);
  },
);

test('deliberately odd files keep what makes them odd', { skip: SKIP_NO_DATA }, () => {
  const J = 'kifu_wild/json-kifu-format_tests/';
  assert.equal(ending(importShared(`${J}csa/illegal_win.csa`)), SpecialMoveType.FOUL_WIN);
  assert.equal(ending(importShared(`${J}csa/illegal_lose.csa`)), SpecialMoveType.FOUL_LOSE);
  assert.equal(ending(importShared(`${J}kif/illegal.kif`)), SpecialMoveType.FOUL_LOSE);
  assert.equal(ending(importShared(`${J}ki2/illegal.ki2`)), SpecialMoveType.FOUL_LOSE);
  for (const f of [
    'kif/noeol.kif',
    'ki2/noeol.ki2',
    'csa/noeol.csa',
    'kif/chudan.kif',
    'ki2/chudan.ki2',
    'csa/chudan.csa',
  ]) {
    assert.equal(ending(importShared(J + f)), SpecialMoveType.INTERRUPT, f);
  }
  const check = importShared('kifu_wild/shogi-player_misc/illegal_check.kif');
  assert.ok(
    check.ok && check.records[0]!.initialPosition.sfen === '4r4/9/9/9/9/9/5P3/4B4/4K3P b Pp 1',
  );
  const nineFu = importShared(`${J}kif/9fu.kif`);
  assert.ok(nineFu.ok && nineFu.warnings.some((w) => /nifu/.test(w)));
  const dojo = importShared('games/human_81dojo_pyshogi-db/0036.kif');
  assert.ok(dojo.ok && /９五玉/.test(dojo.warnings.join()));
  assert.equal(ending(dojo), SpecialMoveType.FOUL_LOSE);
  assert.equal(dojo.records[0]!.moves.length - 1, 81, 'the foul is move 81');
});

test(
  'the lishogi dump reads as 500 games and the multi-line USI file as one game per line',
  { skip: SKIP_NO_DATA },
  () => {
    const lishogi = importShared('games/human_lishogi_prod500_usi.txt');
    assertOk(lishogi);
    assert.equal(lishogi.records.length, 500);
    const src05 = importShared('kifu_wild/shogihome_testdata/book_source/src05.sfen');
    assert.ok(src05.ok && src05.records.length === 2);
  },
);
