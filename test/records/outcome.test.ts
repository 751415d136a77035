import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importRecordText, recordOutcome } from '../../src-main/shared/records/index.ts';
import { assertOk } from '../helpers/assert-ok.ts';

/** The outcome of a CSA game from the even start with `moves` then `ending`. */
function outcomeOf(moves: string[], ending: string | null): string {
  const text = ['V2.2', 'PI', '+', ...moves, ...(ending ? [ending] : [])].join('\n') + '\n';
  const r = importRecordText(text);
  assertOk(r, `importing ${ending}`);
  return recordOutcome(r.records[0]!);
}

test('the side to move loses by resigning, time-out or mate; a declaration wins', () => {
  assert.equal(outcomeOf(['+7776FU', '-3334FU'], '%TORYO'), 'white');
  assert.equal(outcomeOf(['+7776FU'], '%TORYO'), 'black');
  assert.equal(outcomeOf(['+7776FU'], '%TIME_UP'), 'black');
  assert.equal(outcomeOf(['+7776FU', '-3334FU'], '%KACHI'), 'black');
});

test('repetition and impasse are draws; an interruption or no ending is unknown', () => {
  assert.equal(outcomeOf(['+7776FU'], '%SENNICHITE'), 'draw');
  assert.equal(outcomeOf(['+7776FU'], '%CHUDAN'), 'unknown');
  assert.equal(outcomeOf(['+7776FU'], null), 'unknown');
  assert.equal(outcomeOf([], '%TORYO'), 'white');
});
