/**
 * Names made from data codes (a game's termination reason, a tree's strategy, a piece type) read
 * from the string tables in the language asked for, and an unknown code shows as itself.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reasonText } from '../../src-renderer/lib/tournament/strings.ts';
import { treeName } from '../../src-renderer/lib/study/explorer-strings.ts';
import { pieceTypeName } from '../../src-renderer/lib/study/piece-kanji.ts';

test('termination reasons are named in English and Japanese', () => {
  assert.equal(reasonText('time-loss', 'en'), 'time loss');
  assert.equal(reasonText('time-loss', 'ja'), '時間切れ');
  assert.equal(reasonText('perpetual-check', 'ja'), '連続王手の千日手');
  assert.equal(reasonText('new-rule', 'ja'), 'new-rule');
});

test('tree strategies are named as players say them', () => {
  assert.equal(treeName('en', 'ranging-rook'), 'Ranging rook');
  assert.equal(treeName('ja', 'mino'), '美濃囲い');
  assert.equal(treeName('en', 'my-tree'), 'my-tree');
  assert.equal(treeName('en', 'constructor'), 'constructor');
});

test('piece types get screen-reader names, promoted minors spelt out in Japanese', () => {
  assert.equal(pieceTypeName('promPawn', 'en'), 'promoted pawn');
  assert.equal(pieceTypeName('promLance', 'ja'), '成香');
  assert.equal(pieceTypeName('promPawn', 'ja'), 'と');
  assert.equal(pieceTypeName('toString', 'ja'), 'toString');
});
