/**
 * Position editor: editing with undo/redo, presets (even and every handicap), SFEN/BOD copy and
 * paste, and validation refusing impossible positions with the reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { Color, PieceType, Position } from 'tsshogi';
import { PositionEditor } from '../../src-main/shared/study/position-editor.ts';
import { POSITION_PRESETS } from '../../src-main/shared/study/position-presets.ts';
import { validatePosition } from '../../src-main/shared/study/position-validation.ts';
import { parseSfen } from '../../src-main/shared/rules/sfen.ts';

/** Problem codes of an SFEN. */
function codes(sfen: string): string[] {
  const v = validatePosition(Position.newBySFEN(sfen)!);
  return v.ok ? [] : v.problems.map((p) => p.code);
}

test('place and remove pieces, hands and side to move, each undoable and redoable', () => {
  const ed = new PositionEditor();
  ed.loadPreset('EMPTY');
  ed.setPiece(5, 9, { color: Color.BLACK, type: PieceType.KING });
  ed.setPiece(5, 1, { color: Color.WHITE, type: PieceType.KING });
  ed.setPiece(5, 2, { color: Color.BLACK, type: PieceType.GOLD });
  ed.setHandCount(Color.BLACK, PieceType.PAWN, 3);
  ed.setSideToMove(Color.WHITE);
  assert.equal(ed.sfen, '4k4/4G4/9/9/9/9/9/9/4K4 w 3P 1');
  ed.undo();
  assert.equal(ed.sfen, '4k4/4G4/9/9/9/9/9/9/4K4 b 3P 1');
  ed.undo();
  ed.undo();
  assert.equal(ed.sfen, '4k4/9/9/9/9/9/9/9/4K4 b - 1');
  ed.redo();
  assert.equal(ed.sfen, '4k4/4G4/9/9/9/9/9/9/4K4 b - 1');
  ed.setPiece(5, 2, null);
  assert.equal(ed.canRedo, false);
  assert.equal(ed.sfen, '4k4/9/9/9/9/9/9/9/4K4 b - 1');
  ed.setPiece(5, 2, { color: Color.BLACK, type: PieceType.DRAGON });
  ed.pieceToHand(5, 2, Color.BLACK);
  assert.equal(ed.sfen, '4k4/9/9/9/9/9/9/9/4K4 b R 1');
  assert.equal(ed.pieceBox().rook, 1);
  assert.equal(ed.setHandCount(Color.BLACK, PieceType.KING, 1).ok, false);
  assert.equal(ed.setPiece(0, 3, null).ok, false);
});

test('presets: the even game and every handicap from 香落ち to 十枚落ち, all valid', () => {
  const names = POSITION_PRESETS.map((p) => p.name);
  for (const n of [
    '平手',
    '香落ち',
    '右香落ち',
    '角落ち',
    '飛車落ち',
    '飛香落ち',
    '二枚落ち',
    '三枚落ち',
    '四枚落ち',
    '五枚落ち',
    '左五枚落ち',
    '六枚落ち',
    '左七枚落ち',
    '右七枚落ち',
    '八枚落ち',
    '十枚落ち',
  ]) {
    assert.ok(names.includes(n), n);
  }
  const ed = new PositionEditor();
  for (const p of POSITION_PRESETS) {
    ed.loadPreset(p.id);
    assert.equal(ed.sfen, p.sfen.replace(/ \d+$/, ' 1'));
    assert.deepEqual(ed.validate(), { ok: true }, p.name);
  }
  ed.loadPreset('KA');
  assert.equal(ed.sfen, 'lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1');
  assert.equal(ed.loadPreset('nope').ok, false);
});

test('SFEN and BOD copy and paste round-trip', () => {
  const ed = new PositionEditor(
    'ln1g3nl/1r3kg2/p1sppsbpp/2p2pp2/1p7/2P1P1P2/PPSP1P1PP/2GBKS1R1/LN3G1NL b Pp 1',
  );
  const sfen = ed.copySfen();
  const bod = ed.copyBod();
  assert.match(bod, /手番/);
  const other = new PositionEditor();
  assert.deepEqual(other.paste(bod), { ok: true });
  assert.equal(other.sfen, sfen);
  other.loadPreset('HIRATE');
  assert.deepEqual(other.paste(`sfen ${sfen}`), { ok: true });
  assert.equal(other.sfen, sfen);
  assert.deepEqual(other.paste(`position sfen ${sfen} moves 7g7f`), { ok: true });
  assert.equal(other.sfen, sfen);
  other.undo();
  other.undo();
  assert.equal(other.sfen, sfen);
  other.undo();
  assert.equal(other.sfen, POSITION_PRESETS[0]!.sfen);
  const r = other.paste('hello world');
  assert.equal(!r.ok && r.error.code, 'NOT_A_POSITION');
});

test('an impossible pasted diagram is taken so the user can fix it, and validation says why', () => {
  const ed = new PositionEditor();
  ed.loadPreset('EMPTY');
  ed.setPiece(5, 9, { color: Color.BLACK, type: PieceType.KING });
  ed.setPiece(5, 1, { color: Color.WHITE, type: PieceType.KING });
  ed.setPiece(3, 5, { color: Color.BLACK, type: PieceType.PAWN });
  ed.setPiece(3, 7, { color: Color.BLACK, type: PieceType.PAWN });
  const bod = ed.copyBod();
  const other = new PositionEditor();
  assert.deepEqual(other.paste(bod), { ok: true });
  const v = other.validate();
  assert.equal(v.ok, false);
  assert.match(!v.ok ? v.problems[0]!.message : '', /nifu.*file 3/);
  const refused = other.toRecord();
  assert.equal(refused.ok, false);
  other.setPiece(3, 7, null);
  const made = other.toRecord();
  assertOk(made);
  assert.equal(made.record.initialPosition.sfen, '4k4/9/9/9/6P2/9/9/9/4K4 b - 1');
});

test('validation: nifu, dead pieces, side not to move in check, two kings, too many pieces', () => {
  assert.deepEqual(codes('4k4/9/9/9/9/9/9/9/4K4 b - 1'), []);
  assert.deepEqual(codes('4k4/9/9/9/4P4/4P4/9/9/4K4 b - 1'), ['NIFU']);
  assert.deepEqual(codes('4k4/9/9/9/4p4/4P4/9/9/4K4 b - 1'), []); // different colours
  assert.deepEqual(codes('4k4/9/9/9/4+P4/4P4/9/9/4K4 b - 1'), []); // a tokin is no pawn
  assert.deepEqual(codes('P3k4/9/9/9/9/9/9/9/4K4 b - 1'), ['DEAD_PIECE']);
  assert.deepEqual(codes('4k4/N8/9/9/9/9/9/9/4K4 b - 1'), ['DEAD_PIECE']);
  assert.deepEqual(codes('4k4/9/9/9/9/9/9/8n/4K3l b - 1'), ['DEAD_PIECE', 'DEAD_PIECE']);
  assert.deepEqual(codes('4k4/4R4/9/9/9/9/9/9/4K4 b - 1'), ['OPPONENT_IN_CHECK']);
  assert.deepEqual(codes('4k4/4R4/9/9/9/9/9/9/4K4 w - 1'), []); // the side to move may be in check
  assert.deepEqual(codes('4k4/9/9/9/9/9/9/9/3KK4 b - 1'), ['TWO_KINGS']);
  assert.deepEqual(codes('4k4/9/9/9/9/9/9/9/4K4 b 3B 1'), ['TOO_MANY_PIECES']);
  assert.deepEqual(codes('4k4/9/9/9/9/9/9/9/4K4 b 19P 1'), ['TOO_MANY_PIECES']);
  assert.deepEqual(codes('9/9/9/9/9/9/9/9/4K4 b 2r2b4g4s4n4l18p 1'), []); // tsume: one king is fine
});

test('validation messages name side, piece and square in English words only, or in Japanese', () => {
  const messages = (sfen: string, lang?: 'en' | 'ja') => {
    const v = validatePosition(Position.newBySFEN(sfen)!, lang);
    return v.ok ? [] : v.problems.map((p) => p.message);
  };
  assert.deepEqual(messages('P3k4/9/9/9/9/9/9/9/4K4 b - 1'), [
    "Black's pawn on 9a could never move",
  ]);
  assert.deepEqual(messages('4k4/N8/9/9/9/9/9/9/4K4 b - 1'), [
    "Black's knight on 9b could never move",
  ]);
  assert.deepEqual(messages('4k4/9/9/9/9/9/9/9/4K4 b 3B 1'), ['3 bishops but a set has 2']);
  assert.deepEqual(messages('4k4/4R4/9/9/9/9/9/9/4K4 b - 1'), [
    "White is in check but it is Black's move",
  ]);
  const english = [
    '4k4/9/9/9/4P4/4P4/9/9/4K4 b - 1',
    '4k4/9/9/9/9/9/9/8n/4K3l b - 1',
    '4k4/9/9/9/9/9/9/9/3KK4 b - 1',
  ].flatMap((sfen) => messages(sfen));
  for (const m of english) assert.doesNotMatch(m, /[\u3040-\u30ff\u4e00-\u9fff]/, m);
  assert.deepEqual(messages('P3k4/9/9/9/9/9/9/9/4K4 b - 1', 'ja'), [
    '９一の先手の歩は二度と動けません',
  ]);
});

test('validation agrees with the rules core on which positions are impossible', () => {
  // (The editor is stricter on counts: the rules core accepts up to 3 bishops in a hand, a set has 2.)
  const sfens = [
    '4k4/9/9/9/4P4/4P4/9/9/4K4 b - 1',
    'P3k4/9/9/9/9/9/9/9/4K4 b - 1',
    '4k4/4R4/9/9/9/9/9/9/4K4 b - 1',
    '4k4/9/9/9/9/9/9/9/3KK4 b - 1',
    '4k4/9/9/9/9/9/9/9/4K4 b 4B 1',
    POSITION_PRESETS[5]!.sfen,
    '4k4/9/9/9/9/9/9/9/4K4 b - 1',
  ];
  for (const s of sfens) assert.equal(codes(s).length === 0, parseSfen(s).ok, s);
});
