// The study record's autosave (issue 20, defect 19: the study record was lost on reload).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { Record } from 'tsshogi';
import {
  readSnapshot,
  snapshotOf,
  STUDY_AUTOSAVE_KEY,
  writeSnapshot,
} from '../../src-renderer/lib/study/study-autosave.ts';
import { openText } from '../../src-renderer/lib/study/record-io.ts';

/** A Storage over a Map (Node has no window storage). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

const state = {
  fileName: 'game.kif',
  filePath: null,
  encoding: 'utf-8',
  cursor: [0, 0],
  modified: true,
};

test('a record with a variation and a comment comes back from the autosave as it was', () => {
  const kif = [
    '手合割：平手',
    '手数----指手---------消費時間--',
    '   1 ７六歩(77)',
    '*a comment',
    '   2 ３四歩(33)',
    '   3 ２六歩(27)',
    '',
    '変化：3手',
    '   3 ６六歩(67)',
    '',
  ].join('\n');
  const rec = openText(kif);
  assertOk(rec);
  const storage = memoryStorage();
  writeSnapshot(storage, snapshotOf(rec.record, state));
  const snap = readSnapshot(storage);
  assert.ok(snap);
  assert.deepEqual(snap.cursor, [0, 0]);
  assert.equal(snap.modified, true);
  const back = openText(snap.kif);
  assertOk(back);
  assert.equal(back.record.moves.length, 4);
  assert.match(back.record.moves[1]!.comment, /a comment/);
  assert.match(
    back.record.moves[3]!.branch?.displayText ?? '',
    /６六歩/,
    'the variation at move 3 is kept',
  );
});

test('an untouched empty record is not kept, and writing null removes the autosave', () => {
  const storage = memoryStorage();
  storage.setItem(STUDY_AUTOSAVE_KEY, 'x');
  const empty = snapshotOf(new Record(), { ...state, fileName: 'untitled.kif', modified: false });
  assert.equal(empty, null);
  writeSnapshot(storage, empty);
  assert.equal(storage.getItem(STUDY_AUTOSAVE_KEY), null);
});

test('garbage or another version in storage is ignored', () => {
  const storage = memoryStorage();
  for (const bad of ['{', '42', '{"version":2,"kif":""}', '{"version":1,"kif":"","cursor":[-1]}']) {
    storage.setItem(STUDY_AUTOSAVE_KEY, bad);
    assert.equal(readSnapshot(storage), null, bad);
  }
});
