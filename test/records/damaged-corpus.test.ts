/**
 * The damaged-record corpus of issue 21 (test/fixtures/records-damaged, made by its
 * make-damaged.ts from our own base games): every damaged file is reported at its first fault,
 * with the line, the move number and the message its damage implies, or loads with a warning
 * that names the line it ignored. Nothing is silent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importRecord } from '../../src-main/shared/records/index.ts';
import type { Expected } from '../fixtures/records-damaged/expected.ts';

const DIR = join(import.meta.dirname, '../fixtures/records-damaged');

const corpus = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Expected[];

test('the corpus has the damages the issue lists', () => {
  assert.ok(corpus.length >= 40, `${corpus.length} files`);
});

for (const e of corpus) {
  test(`${e.file}: ${e.what}`, () => {
    const r = importRecord(new Uint8Array(readFileSync(join(DIR, e.file))), e.file);
    if (e.line === null) {
      assert.ok(r.ok, r.ok ? '' : r.error.message);
      assert.ok(r.warnings.includes(e.warning!), `warnings: ${JSON.stringify(r.warnings)}`);
      return;
    }
    assert.ok(!r.ok, 'a damaged file must not load');
    const got = r.error;
    assert.equal(got.line, e.line, got.message);
    if (e.ply !== undefined) assert.equal(got.ply, e.ply, got.message);
    if (e.gameIndex !== undefined) assert.equal(got.gameIndex, e.gameIndex, got.message);
    if (e.message !== undefined) assert.equal(got.message, e.message);
    if (e.messageStart !== undefined)
      assert.ok(
        got.message.startsWith(e.messageStart),
        `${got.message} should start with ${e.messageStart}`,
      );
  });
}
