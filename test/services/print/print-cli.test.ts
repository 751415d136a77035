import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { main } from '../../../tools/cli/print.ts';

const FIXTURE = 'test/fixtures/print/annotated.kifu';
const CHROMIUM = '/usr/bin/chromium';
const SKIP = existsSync(CHROMIUM) ? false : `${CHROMIUM} is not installed`;

/** Runs the CLI in-process; returns the exit code and what it printed to stderr. */
async function run(...argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await main(argv, { out: () => {}, err: (s) => (err += s) });
  return { code, err };
}

/** The page count of a PDF file, as a PDF reader parses it. */
async function pages(path: string): Promise<number> {
  return (await PDFDocument.load(readFileSync(path))).getPageCount();
}

test(
  'npm run print writes a PDF with one page per 40 moves plus one per diagram',
  { skip: SKIP },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'print-'));
    try {
      const out = join(dir, 'game.pdf');
      const r = spawnSync('npm', ['run', '-s', 'print', '--', FIXTURE, '--out', out], {
        encoding: 'utf8',
      });
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, /3 move pages, 4 diagrams/);
      assert.equal(readFileSync(out).toString('latin1', 0, 5), '%PDF-');
      assert.equal(await pages(out), 3 + 4, '96 rows = 3 pages of 40, and 4 diagrams');
      const twenty = join(dir, 'twenty.pdf');
      assert.equal((await run(FIXTURE, '--out', twenty, '--moves-per-page', '20')).code, 0);
      assert.equal(await pages(twenty), 5 + 4, '96 rows = 5 pages of 20, and 4 diagrams');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('bad input exits 1, a bad command line 2, each saying what, and nothing is written', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'print-'));
  try {
    const out = join(dir, 'x.pdf');
    const missing = await run(join(dir, 'none.kif'), '--out', out);
    assert.deepEqual([missing.code, /cannot read the file/.test(missing.err)], [1, true]);
    const chromium = await run(FIXTURE, '--out', out, '--chromium', join(dir, 'no-chromium'));
    assert.deepEqual([chromium.code, /cannot start Chromium/.test(chromium.err)], [1, true]);
    const perPage = await run(FIXTURE, '--out', out, '--moves-per-page', '99');
    assert.deepEqual(
      [perPage.code, /--moves-per-page is a whole number 10–40/.test(perPage.err)],
      [2, true],
    );
    assert.equal((await run(FIXTURE, '--out', join(dir, 'x.doc'))).code, 2);
    assert.equal((await run(FIXTURE)).code, 2);
    assert.deepEqual(readdirSync(dir), [], 'nothing was written');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
