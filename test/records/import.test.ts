import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { readFileSync } from 'node:fs';
import { Move, RecordMetadataKey, SpecialMoveType, type ImmutableRecord } from 'tsshogi';
import {
  HANDICAP_PRESETS,
  detectFormat,
  importRecord,
  importRecordText,
} from '../../src-main/shared/records/index.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/records/${name}`, import.meta.url));
const usiOf = (r: ImmutableRecord) => r.getUSI({ allMoves: true });

/** The special-move type that ends the main line. */
function endingOf(r: ImmutableRecord): string {
  const m = r.moves[r.moves.length - 1]!.move;
  return m instanceof Move ? 'move' : 'name' in m ? m.name : m.type;
}

test('formats are detected by content', () => {
  assert.equal(detectFormat('手合割：平手\n手数----指手--\n   1 ７六歩(77)\n'), 'kif');
  assert.equal(detectFormat('後手の持駒：なし\n|v香v桂|一\n'), 'kif');
  assert.equal(detectFormat('先手：a\n▲７六歩 △３四歩\n'), 'ki2');
  assert.equal(detectFormat('V2.2\nPI\n+\n+7776FU\n'), 'csa');
  assert.equal(detectFormat("'CSA encoding=UTF-8\nV3.0\nPI\n+\n"), 'csa');
  assert.equal(detectFormat('{"header":{},"moves":[{}]}'), 'jkf');
  assert.equal(detectFormat('position startpos moves 7g7f'), 'usi');
  assert.equal(
    detectFormat('sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'),
    'usi',
  );
  assert.equal(
    detectFormat('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'),
    'sfen',
  );
  assert.equal(detectFormat('7g7f 3c3d 8h2b+'), 'usi');
  assert.equal(
    detectFormat('#YANEURAOU-DB2016 1.00\nsfen x b - 1\n7g7f none 0 0 0\n'),
    'yaneuraou-book',
  );
  assert.equal(detectFormat('hello world\n'), null);
});

test('empty or garbage input is an EMPTY error, never an empty record', () => {
  for (const text of ['', '   \n\n', 'hello world\nthis is not shogi\n']) {
    const r = importRecordText(text);
    assert.ok(!r.ok, JSON.stringify(text));
    assert.equal(r.error.code, 'EMPTY');
    assert.equal(r.error.message, 'no position or moves found');
  }
  const bytes = importRecord(new Uint8Array(0), 'x.kif');
  assert.ok(!bytes.ok && bytes.error.code === 'EMPTY');
});

test('a KIF of headers only opens at the even start with its headers', () => {
  const r = importRecordText('先手：だれか\n後手：どなたか\n');
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const rec = r.records[0]!;
  assert.equal(
    rec.initialPosition.sfen,
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
  );
  assert.equal(rec.moves.length, 1);
  assert.equal(rec.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME), 'だれか');
  assert.equal(rec.metadata.getStandardMetadata(RecordMetadataKey.WHITE_NAME), 'どなたか');
});

test('a KIF of custom header keys only opens at the even start with them', () => {
  const r = importRecord(
    readFileSync(new URL('../fixtures/records-checks/header-only-custom.kif', import.meta.url)),
    'header-only-custom.kif',
  );
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const rec = r.records[0]!;
  assert.equal(
    rec.initialPosition.sfen,
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
  );
  assert.equal(rec.moves.length, 1);
  assert.equal(rec.metadata.getStandardMetadata(RecordMetadataKey.AUTHOR), 'x');
  assert.equal(rec.metadata.getStandardMetadata(RecordMetadataKey.NOTE), 'y');
  const own = importRecordText('独自キー：z\n');
  assert.ok(own.ok, own.ok ? '' : own.error.message);
  assert.equal(own.records[0]!.metadata.getCustomMetadata('独自キー'), 'z');
  // Prose with an ASCII colon is still not a record.
  assert.ok(!importRecordText('Note: hello\n').ok);
});

test('an illegal KIF move names line, move number and text; the valid part (with its variation) is offered', () => {
  const r = importRecord(fixture('illegal-move.kif'), 'illegal-move.kif');
  assert.ok(!r.ok);
  assert.equal(r.encoding, 'shift_jis');
  assert.deepEqual(
    { code: r.error.code, line: r.error.line, ply: r.error.ply, moveText: r.error.moveText },
    {
      code: 'ILLEGAL_MOVE',
      line: 11,
      ply: 3,
      moveText: '▲２三角成',
    },
  );
  assert.equal(r.error.message, 'line 11, move 3 "▲２三角成": the bishop cannot reach 2c');
  const partial = r.error.partial!;
  assert.equal(usiOf(partial), 'position startpos moves 2g2f 3c3d 7g7f');
  assert.equal(endingOf(partial), SpecialMoveType.RESIGN);
  assert.equal(partial.first.next!.next!.comment, '２手目のコメント\n');
  assert.equal(partial.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME), '佐藤');
});

test('illegal moves in KI2, CSA and USI are reported with the reason', () => {
  const ki2 = importRecordText('▲２六歩 △３四歩\n▲７六歩 △８四歩 ▲２三角成\n');
  assert.ok(!ki2.ok);
  assert.equal(ki2.error.code, 'ILLEGAL_MOVE');
  assert.equal(ki2.error.message, 'line 2, move 5 "▲２三角成": no black bishop can reach 2c');
  assert.equal(usiOf(ki2.error.partial!), 'position startpos moves 2g2f 3c3d');
  const ambiguous = importRecordText('▲７六歩 △３四歩 ▲５八金\n');
  assert.ok(!ambiguous.ok);
  assert.equal(
    ambiguous.error.message,
    'line 1, move 3 "▲５八金": 2 black golds can reach 5h: the text does not say which',
  );
  const mark = importRecordText('▲７六歩 △３四歩\n▲２六歩 ▲８四歩\n');
  assert.ok(!mark.ok);
  assert.equal(mark.error.message, 'line 2, move 4 "▲８四歩": it is white\'s turn');
  const turn = importRecordText('V2.2\nPI\n+\n+7776FU\n+3334FU\n');
  assert.ok(!turn.ok);
  assert.equal(turn.error.message, 'line 5, move 2 "+3334FU": it is white\'s turn');
  const kif = importRecordText('手合割：平手\n手数--\n   1 ７六歩(77)\n   2 ３四歩(55)\n');
  assert.ok(!kif.ok);
  assert.equal(kif.error.message, 'line 4, move 2 "３四歩(55)": there is no piece on 5e');
  const csa = importRecordText('V2.2\nPI\n+\n+2726FU\n-3334FU\n+2625FU\n-2233KA\n+0055FU\n');
  assert.ok(!csa.ok);
  assert.equal(csa.error.message, 'line 8, move 5 "▲５五歩打": black has no pawn in hand');
  const nifu = importRecordText(
    'position startpos moves 2g2f 3c3d 2f2e 3d3e 2e2d 2c2d 2h2d 8c8d P*7e',
  );
  assert.ok(!nifu.ok);
  assert.equal(nifu.error.message, 'line 1, move 9 "▲７五歩打": two pawns on file 7 (nifu)');
  const check = importRecordText('position startpos moves 7g7f 6c6d 8h3c+ 6d6e');
  assert.ok(!check.ok);
  assert.equal(check.error.message, 'line 1, move 4 "△６五歩": it leaves white\'s king in check');
  const earlier = importRecordText('position startpos moves 7g7f 3c3d 7f7d 5e5d');
  assert.ok(!earlier.ok);
  assert.equal(
    earlier.error.message,
    'line 1, move 3 "▲７四歩": the pawn cannot reach 7d',
    'an earlier illegal move comes first',
  );
  const token = importRecordText('position startpos moves 7g7f xx');
  assert.ok(
    !token.ok &&
      token.error.code === 'PARSE' &&
      /move 2 "xx": not a USI move/.test(token.error.message),
  );
});

test('a parse error names the first bad line and keeps the part before it', () => {
  const r = importRecordText(
    '手合割：平手\n手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７七歩成(XX)\n   4 同　銀\n',
  );
  assert.ok(!r.ok);
  assert.equal(r.error.code, 'PARSE');
  assert.equal(r.error.message, 'line 5, move 3 "７七歩成(XX)": cannot read this move');
  assert.equal(usiOf(r.error.partial!), 'position startpos moves 7g7f 3c3d');
});

test('several CSA games separated by "/" give a list; an error names the game', () => {
  const two = importRecordText('V2.2\nN+a\nPI\n+\n+7776FU\n%TORYO\n/\nN+b\nPI82HI\n-\n-5142OU\n');
  assertOk(two);
  assert.equal(two.records.length, 2);
  assert.equal(two.records[1]!.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME), 'b');
  assert.equal(
    usiOf(two.records[1]!),
    'position sfen lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 5a4b',
  );
  const bad = importRecord(fixture('two-games-illegal.csa'), 'two-games-illegal.csa');
  assert.ok(!bad.ok);
  assert.equal(bad.error.gameIndex, 1);
  assert.equal(
    bad.error.message,
    'game 2: line 30, move 14 "△８九と": it leaves white\'s king in check',
  );
});

test('every handicap preset, including those tsshogi turns into 平手, keeps its start position', () => {
  for (const preset of HANDICAP_PRESETS) {
    const firstMove = preset.jkf === 'HIRATE' ? '   1 ７六歩(77)' : '   1 ５二玉(51)';
    const kif = importRecordText(`手合割：${preset.kif}\n手数----指手--\n${firstMove}\n`);
    assert.ok(kif.ok, preset.kif);
    assert.equal(kif.records[0]!.initialPosition.sfen, preset.sfen, `KIF ${preset.kif}`);
    const ki2 = importRecordText(
      `手合割：${preset.kif}\n\n${preset.jkf === 'HIRATE' ? '▲７六歩' : '△５二玉'}\n`,
    );
    assert.ok(ki2.ok && ki2.records[0]!.initialPosition.sfen === preset.sfen, `KI2 ${preset.kif}`);
    const jkf = importRecordText(
      JSON.stringify({ header: {}, initial: { preset: preset.jkf }, moves: [{}] }),
    );
    assert.ok(jkf.ok && jkf.records[0]!.initialPosition.sfen === preset.sfen, `JKF ${preset.jkf}`);
    const csa = importRecordText(
      `V2.2\nPI${preset.csaRemoved}\n${preset.jkf === 'HIRATE' ? '+' : '-'}\n`,
    );
    assert.ok(csa.ok && csa.records[0]!.initialPosition.sfen === preset.sfen, `CSA ${preset.kif}`);
  }
});

test("a 三枚落ち file without a board diagram reports errors on the file's own line numbers", () => {
  const r = importRecord(fixture('sanmai-illegal-drop.kif'), 'sanmai-illegal-drop.kif');
  assert.ok(!r.ok);
  assert.equal(r.error.message, 'line 8, move 3 "△９二香打": white has no lance in hand');
  assert.equal(
    r.error.partial!.initialPosition.sfen,
    '1nsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  );
});

test('special endings are kept', () => {
  const endings: Array<[string, SpecialMoveType]> = [
    ['投了', SpecialMoveType.RESIGN],
    ['千日手', SpecialMoveType.REPETITION_DRAW],
    ['持将棋', SpecialMoveType.IMPASS],
    ['詰み', SpecialMoveType.MATE],
    ['切れ負け', SpecialMoveType.TIMEOUT],
    ['反則勝ち', SpecialMoveType.FOUL_WIN],
    ['反則負け', SpecialMoveType.FOUL_LOSE],
    ['中断', SpecialMoveType.INTERRUPT],
    ['入玉勝ち', SpecialMoveType.ENTERING_OF_KING],
  ];
  for (const [word, type] of endings) {
    const r = importRecordText(`手合割：平手\n手数----指手--\n   1 ７六歩(77)\n   2 ${word}\n`);
    assert.ok(r.ok && endingOf(r.records[0]!) === type, word);
  }
  const csa = importRecordText('V2.2\nPI\n+\n+7776FU\n-3334FU\n%-ILLEGAL_ACTION\n');
  assert.ok(
    csa.ok && endingOf(csa.records[0]!) === SpecialMoveType.FOUL_WIN,
    "white's foul: black, to move, wins",
  );
  const csa2 = importRecordText('V2.2\nPI\n+\n+7776FU\n%+ILLEGAL_ACTION\n');
  assert.ok(
    csa2.ok && endingOf(csa2.records[0]!) === SpecialMoveType.FOUL_WIN,
    "black's foul: white, to move, wins",
  );
});

test('comments, bookmarks, per-move times and all header fields are kept', () => {
  const r = importRecordText(
    [
      '開始日時：2024/01/02 10:00:00',
      '棋戦：テスト杯',
      '先手：A',
      '後手：B',
      '独自項目：値',
      '手合割：平手',
      '手数----指手---------消費時間--',
      '*開始前',
      '   1 ７六歩(77)   ( 1:02/00:01:02)',
      '*一手目',
      '&しおり',
      '   2 ３四歩(33)   ( 0:30/00:00:30)',
      '   3 投了',
    ].join('\n'),
  );
  assertOk(r);
  const rec = r.records[0]!;
  assert.equal(rec.first.comment, '開始前\n');
  assert.equal(rec.first.next!.comment, '一手目\n');
  assert.equal(rec.first.next!.bookmark, 'しおり');
  assert.equal(rec.first.next!.elapsedMs, 62000);
  assert.equal(
    rec.metadata.getStandardMetadata(RecordMetadataKey.START_DATETIME),
    '2024/01/02 10:00:00',
  );
  assert.equal(rec.metadata.getStandardMetadata(RecordMetadataKey.TOURNAMENT), 'テスト杯');
  assert.equal(rec.metadata.getCustomMetadata('独自項目'), '値');
});

test('a recorded illegal last move (server foul) reads as 反則負け with a warning', () => {
  const r = importRecordText(
    '手合割：平手\n手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２三角(88)\n*反則手にて終局\n',
  );
  assertOk(r);
  assert.equal(endingOf(r.records[0]!), SpecialMoveType.FOUL_LOSE);
  assert.match(r.warnings[0]!, /move 3 "▲２三角不成" is illegal \(the bishop cannot reach 2c\)/);
  assert.match(r.records[0]!.moves[3]!.comment, /反則手：▲２三角不成/);
  // Without the evidence it stays an error.
  const plain = importRecordText(
    '手合割：平手\n手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２三角(88)\n',
  );
  assert.ok(!plain.ok && plain.error.code === 'ILLEGAL_MOVE');
});

test('start positions: tsume with one king loads; a side not to move in check is refused', () => {
  const tsume = importRecordText('sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1');
  assertOk(tsume);
  const bad = importRecordText('sfen 4k4/4R4/9/9/9/9/9/9/4K4 b - 1');
  assert.ok(!bad.ok);
  assert.equal(bad.error.code, 'ILLEGAL_POSITION');
  assert.match(bad.error.message, /in check/);
});

test('CSA V3 with milliseconds, UTF-8 header line and comments', () => {
  const r = importRecord(fixture('v3-utf8.csa'), 'v3-utf8.csa');
  assert.ok(r.ok && r.encoding === 'utf-8');
  const rec = r.records[0]!;
  assert.equal(rec.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME), '先手太郎');
  assert.equal(rec.first.next!.elapsedMs, 1250);
  assert.equal(rec.first.next!.comment, '角道を開ける\n');
  assert.equal(rec.first.comment, ' 初期局面へのコメント\n');
});

test('ignored lines are listed by line, the first ten, then counted', () => {
  const junk = Array.from({ length: 25 }, (_, i) => `Z junk ${i}`);
  const r = importRecordText(['V2.2', 'PI', '+', ...junk, '+7776FU', '%TORYO'].join('\n'));
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.equal(r.warnings.length, 11);
  assert.equal(r.warnings[0], 'line 4: not a CSA line, ignored: "Z junk 0"');
  assert.equal(r.warnings[10], 'and 15 more lines ignored');
});
