/**
 * `npm run -s book`: a book built from record files (USI lines and a CSA game) counts each move
 * once per game, fills the ponder move from the book, prunes with --min-count and cuts at
 * --plies; merge adds counts; stats and query read it back (a huge book on demand); bad input
 * exits 1 or 2.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../tools/cli/book.ts';
import { readBookFile } from '../../src-main/engine/book/book-file.ts';
import { REPO } from '../engine/helpers/usi-harness.ts';
import { PLAY_BOOK_ON_DEMAND_BYTES } from '../../src-main/services/book/play-book.ts';

const RECORDS = `${REPO}test/fixtures/explorer`;
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

/** Runs the CLI with stdout captured. */
async function run(...argv: string[]): Promise<{ code: number; out: string }> {
  const write = process.stdout.write.bind(process.stdout);
  const errWrite = process.stderr.write.bind(process.stderr);
  let out = '';
  process.stdout.write = ((s: string) => ((out += s), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string) => ((out += s), true)) as typeof process.stderr.write;
  try {
    return { code: await main(argv), out };
  } finally {
    process.stdout.write = write;
    process.stderr.write = errWrite;
  }
}

test('build counts moves per game and fills ponders; --plies and --min-count cut the book', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'book-cli-'));
  const out = join(dir, 'b.db');
  const built = await run('build', RECORDS, '--out', out);
  assert.equal(built.code, 0, built.out);
  assert.match(built.out, /4 games in 2 files \(0 duplicate games left out\)/);
  const r = readBookFile(out);
  assertOk(r);
  assert.deepEqual(
    r.book.probe(START)!.map((m) => [m.move, m.count, m.ponder]),
    [
      ['7g7f', 3, '3c3d'],
      ['2g2f', 1, '3c3d'],
    ],
  );
  // 2g2f 3c3d 7g7f and 7g7f 3c3d 2g2f meet: their next moves are in one entry.
  const met = r.book.probe('lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4');
  assert.deepEqual(met?.map((m) => m.move).sort(), ['4c4d', '8c8d']);

  // The same games read twice count once.
  const twice = await run('build', RECORDS, RECORDS, '--out', join(dir, 'twice.db'));
  assert.match(twice.out, /4 games in 4 files \(4 duplicate games left out\)/);
  const t = readBookFile(join(dir, 'twice.db'));
  assert.ok(t.ok && t.book.probe(START)![0]!.count === 3);

  assert.equal((await run('build', RECORDS, '--out', out, '--plies', '1')).code, 0);
  const one = readBookFile(out);
  assert.ok(one.ok && one.book.size === 1, 'only the start position');
  assert.equal((await run('build', RECORDS, '--out', out, '--min-count', '2')).code, 0);
  const common = readBookFile(out);
  assertOk(common);
  assert.deepEqual(
    common.book.probe(START)!.map((m) => m.move),
    ['7g7f'],
    '2g2f was played once',
  );

  const merged = join(dir, 'm.db');
  assert.equal((await run('merge', out, out, '--out', merged)).code, 0);
  const m = readBookFile(merged);
  assert.ok(
    m.ok && m.book.probe(START)![0]!.count === 6,
    'merging a book with itself doubles the counts',
  );
  assert.match(
    (await run('stats', merged)).out,
    /^positions \d+\nmoves \d+\ntotal count \d+\nplies 1\.\.\d+\n$/,
  );
  assert.match((await run('query', merged, 'startpos')).out, /7g7f\s+3c3d\s+6/);
  assert.match((await run('query', merged, 'startpos', 'moves', '5g5f')).out, /not in the book/);
});

test('bad input: a bad book exits 1 naming file and line; usage errors exit 2', async () => {
  const bad = await run('stats', `${REPO}test/fixtures/book/bad-move.db`);
  assert.equal(bad.code, 1);
  assert.match(bad.out, /bad-move\.db:4: "7g7x" is not a USI move/);
  assert.equal((await run('build', RECORDS)).code, 2, 'no --out');
  assert.equal((await run('build', RECORDS, '--out', 'x.db', '--plies', 'many')).code, 2);
  assert.equal((await run('frobnicate')).code, 2);
  assert.equal(
    (await run('query', `${REPO}test/fixtures/book/hand.db`, 'startpos', 'moves', '7g7e')).code,
    1,
    'an illegal move',
  );
});

test('convert: the format follows the extension, DB2016 keeps everything, Apery prints its losses', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'book-convert-'));
  const fixture = `${REPO}test/fixtures/book/formats.db`;
  const same = await run('convert', fixture, join(dir, 'same.db'));
  assert.equal(same.code, 0, same.out);
  assert.doesNotMatch(same.out, /dropped/);
  const body = (path: string): string =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n');
  assert.equal(
    body(join(dir, 'same.db')),
    body(fixture),
    'DB2016 → DB2016 keeps every field and comment',
  );

  const apery = await run('convert', fixture, join(dir, 'b.bin'));
  assert.equal(apery.code, 0, apery.out);
  assert.match(apery.out, /b\.bin: dropped: depth dropped from 8 moves/);
  assert.match(apery.out, /b\.bin: dropped: comments dropped from 4 moves/);
  assert.match(apery.out, /b\.bin: 7 positions, 11 moves from/);
  const back = await run('convert', join(dir, 'b.bin'), join(dir, 'back.db'));
  assert.equal(back.code, 0, back.out);
  assert.match(back.out, /not read: 1 positions not reached from the start position/);
  const r = readBookFile(join(dir, 'back.db'));
  assertOk(r);
  assert.deepEqual(
    r.book.probe(START)!.map((m) => [m.move, m.count, m.value, m.depth]),
    [
      ['7g7f', 12, 40, null],
      ['2g2f', 7, 0, null],
    ],
  );
  assert.match(
    (await run('query', join(dir, 'b.bin'), 'startpos', 'moves', '7g7f')).out,
    /3c3d\s+-\s+9\s+-50/,
  );

  const sbk = await run('convert', fixture, join(dir, 'b.sbk'));
  assert.equal(sbk.code, 0, sbk.out);
  assert.match(sbk.out, /b\.sbk: dropped: comments dropped from 4 moves/);
  assert.match(sbk.out, /b\.sbk: dropped: ponder dropped from 5 moves/);
  const ybb = await run('convert', join(dir, 'b.sbk'), join(dir, 'b.ybb'));
  assert.equal(ybb.code, 0, ybb.out);
  assert.match(ybb.out, /b\.ybb: 7 positions, 11 moves from/);
  const fromYbb = await run('query', join(dir, 'b.ybb'), 'startpos', 'moves', '7g7f');
  assert.match(fromYbb.out, /3c3d\s+-\s+9\s+-50/);
  assert.equal((await run('convert', fixture, join(dir, 'b.txt'))).code, 1, 'unknown extension');
  assert.equal((await run('convert', fixture)).code, 2, 'no output');
});

test('query looks a huge book up on demand: a 16 MB book answers without being read whole', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'book-cli-huge-'));
  const path = join(dir, 'huge.db');
  // One position, comment lines up to the on-demand size, and a last position with a bad move:
  // reading the book whole stops there (exit 1); looking the start position up never reads it.
  const pad = `# ${'x'.repeat(1021)}\n`;
  const last = START.replace(' b - 1', ' w - 2');
  writeFileSync(
    path,
    `#YANEURAOU-DB2016 1.00\nsfen ${START}\n2g2f 8c8d 33 12 5\n` +
      pad.repeat(Math.ceil(PLAY_BOOK_ON_DEMAND_BYTES / pad.length)) +
      `sfen ${last}\nzzzz\n`,
  );
  assert.equal((await run('stats', path)).code, 1, 'read whole, the bad move is found');
  const t = performance.now();
  const r = await run('query', path, 'startpos');
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /2g2f\s+8c8d\s+5\s+33\s+12/);
  assert.match((await run('query', path, 'startpos', 'moves', '2g2f')).out, /not in the book/);
  assert.ok(performance.now() - t < 5000, `${(performance.now() - t).toFixed(0)} ms`);
});
