/**
 * YaneuraOu's `.ybb` and ShogiGUI's `.sbk` on the project's book fixtures: a round trip gives
 * back what each format holds, what it cannot hold is named before writing (and is exactly what
 * comes back different), and broken bytes are refused with a reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { Book } from '../../../src-main/engine/book/book.ts';
import { bookLosses, decodeBook, encodeBook } from '../../../src-main/engine/book/book-formats.ts';
import type { BookMove } from '../../../src-main/engine/book/db2016.ts';
import { packSfen, unpackSfen } from '../../../src-main/engine/book/packed-sfen.ts';
import { STARTPOS_SFEN } from '../../../src-main/shared/rules/sfen.ts';
import { FIXTURES, fixture } from './book-fixtures.ts';

const sorted = (ms: readonly BookMove[] | undefined, keep: (m: BookMove) => unknown): unknown =>
  ms?.map(keep).sort();

for (const name of FIXTURES) {
  test(`${name}: .ybb round trip keeps every field but comments and marks, and names what it drops`, () => {
    const entries = [...fixture(name).entries()];
    const losses = bookLosses('ybb', entries);
    const back = decodeBook('ybb', encodeBook('ybb', entries), name);
    assertOk(back);
    const again = Book.from(back.entries);
    const unpackable = entries.filter((e) => typeof packSfen(e.sfen) === 'string');
    assert.equal(back.entries.length, entries.length - unpackable.length);
    assert.equal(
      losses.some((l) => /without all 40 pieces/.test(l)),
      unpackable.length > 0,
    );
    const comments = entries.flatMap((e) => e.moves).filter((m) => m.comment).length;
    assert.equal(
      losses.some((l) => l.startsWith(`comments dropped from ${comments} `)),
      comments > 0,
    );
    const marked = entries.flatMap((e) => e.moves).filter((m) => m.never).length;
    assert.equal(
      losses.some((l) => l.startsWith(`"never play" marks dropped from ${marked} `)),
      marked > 0,
    );
    for (const e of entries) {
      if (unpackable.includes(e)) continue;
      const noComment = e.moves.map(({ comment: _c, never: _n, results: _r, ...m }) => m);
      assert.deepEqual(again.probe(e.sfen), noComment, e.sfen);
      const ply: string = back.entries.find(
        (b) => b.sfen.split(' ')[0] === e.sfen.split(' ')[0],
      )!.sfen;
      assert.equal(ply, e.sfen, 'the move number comes back');
    }
  });

  test(`${name}: .sbk round trip keeps moves, counts, scores and depths and names its losses`, () => {
    const entries = [...fixture(name).entries()];
    const losses = bookLosses('sbk', entries);
    const back = decodeBook('sbk', encodeBook('sbk', entries), name);
    assertOk(back);
    assert.deepEqual(back.warnings, []);
    const again = Book.from(back.entries);
    const scoreLoss = /^(\d+) move scores dropped/.exec(losses.join('\n'));
    const ponders = entries.flatMap((e) => e.moves).filter((m) => m.ponder !== null).length;
    assert.equal(
      losses.some((l) => l.startsWith(`ponder dropped from ${ponders} `)),
      ponders > 0,
    );
    let changed = 0;
    for (const e of entries) {
      const got = again.probe(e.sfen);
      assert.deepEqual(
        sorted(got, (m) => `${m.move} ${m.count}`),
        sorted(e.moves, (m) => `${m.move} ${m.count}`),
      );
      for (const m of e.moves) {
        const g = got!.find((x) => x.move === m.move)!;
        if (g.value !== m.value || g.depth !== m.depth) changed++;
      }
    }
    assert.equal(
      changed,
      Number(scoreLoss?.[1] ?? 0),
      'exactly the named scores come back different',
    );
  });
}

test('a packed start position is 32 bytes and unpacks to itself; a handicap is refused', () => {
  const packed = packSfen(STARTPOS_SFEN);
  assert.ok(packed instanceof Uint8Array);
  assert.equal(packed.length, 32);
  assert.deepEqual(unpackSfen(packed, 1), { ok: true, sfen: STARTPOS_SFEN });
  const handicap = 'lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1';
  assert.match(String(packSfen(handicap)), /all 40 pieces/);
});

test('broken .ybb and .sbk bytes are refused with what is wrong', () => {
  const ybb = encodeBook('ybb', [...fixture('formats.db').entries()]);
  const short = decodeBook('ybb', ybb.subarray(0, 60), 'cut.ybb');
  assert.equal(short.ok, false);
  assert.match(short.ok ? '' : short.error.message, /^cut\.ybb: the header names 6 positions/);
  const notYbb = decodeBook('ybb', new Uint8Array(64), 'zero.ybb');
  assert.match(notYbb.ok ? '' : notYbb.error.message, /zero\.ybb: not a \.ybb book/);
  const sbk = encodeBook('sbk', [...fixture('formats.db').entries()]);
  const cut = decodeBook('sbk', sbk.subarray(0, sbk.length - 3), 'cut.sbk');
  assert.match(cut.ok ? '' : cut.error.message, /cut\.sbk: not a readable \.sbk book/);
});
