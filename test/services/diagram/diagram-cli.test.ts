import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../tools/cli/diagram.ts';
import { readRecordFile } from '../../../src-main/records/service.ts';
import { parseBod } from '../../../src-main/shared/records/diagram/index.ts';
import { readBack } from '../../helpers/diagram-readback.ts';
import { assertOk } from '../../helpers/assert-ok.ts';

const KIF = 'test/fixtures/diagram/bookmarks.kif';
const CSA = 'test/fixtures/diagram/four-moves.csa';

/** The board and hands of a record's main line after `ply` moves, as the records module reads it. */
async function expected(path: string, ply: number): Promise<{ board: string; hands: string }> {
  const r = await readRecordFile(path);
  assertOk(r);
  const record = r.records[0]!;
  record.goto(ply);
  const [board, , hands] = record.position.sfen.split(' ');
  return { board: board!, hands: hands! };
}

/** Runs the CLI in-process; returns the exit code and what it printed to stderr. */
async function run(...argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await main(argv, { out: () => {}, err: (s) => (err += s) });
  return { code, err };
}

test('npm run diagram writes an SVG of the record at --ply, which reads back to that position', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'diagram-'));
  try {
    const out = join(dir, 'p5.svg');
    const r = spawnSync('npm', ['run', '-s', 'diagram', '--', KIF, '--ply', '5', '--out', out], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    const svg = readFileSync(out, 'utf8');
    assert.deepEqual(readBack(svg), await expected(KIF, 5));
    assert.match(svg, /data-title=""[^>]*>▲山田 △鈴木　5手目 ▲４五角まで</);
    assert.match(svg, /data-last-move="4e"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a CSA record draws flipped in the board style as a PNG, and as BOD text', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'diagram-'));
  try {
    const png = join(dir, 'last.png');
    assert.equal(
      (await run(CSA, '--out', png, '--flip', '--style', 'board', '--scale', '1')).code,
      0,
    );
    const bytes = readFileSync(png);
    assert.equal(bytes.toString('latin1', 1, 4), 'PNG');
    assert.ok(bytes.readUInt32BE(16) > 400 && bytes.readUInt32BE(20) > 400);
    const svg = join(dir, 'last.svg');
    assert.equal((await run(CSA, '--out', svg, '--flip', '--arrow', '8c8d:blue')).code, 0);
    const text = readFileSync(svg, 'utf8');
    assert.deepEqual(readBack(text), await expected(CSA, 4), 'the last move by default');
    assert.match(text, /data-flip="true"/);
    assert.match(text, /data-arrow="8c8d"[^>]*fill="#1c7ed6"/);
    const bod = join(dir, 'p2.bod');
    assert.equal((await run(CSA, '--ply', '2', '--out', bod)).code, 0);
    const back = parseBod(readFileSync(bod, 'utf8'));
    assertOk(back);
    const want = await expected(CSA, 2);
    assert.equal(back.sfen.split(' ')[0], want.board);
    assert.equal(back.ply, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--bookmarks writes one diagram per bookmark and #図 comment, variations included', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'diagram-'));
  try {
    assert.equal((await run(KIF, '--bookmarks', dir, '--format', 'svg')).code, 0);
    const files = readdirSync(dir).sort();
    assert.deepEqual(files, ['001-ply3-角交換.svg', '002-ply5.svg', '003-ply6-変化のしおり.svg']);
    assert.deepEqual(readBack(readFileSync(join(dir, files[1]!), 'utf8')), await expected(KIF, 5));
    const variation = readBack(readFileSync(join(dir, files[2]!), 'utf8'));
    assert.equal(variation.board.split('/')[1], '1r1s3s1', 'the variation’s 6 ６二銀 is drawn');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('bad input exits 1 and a bad command line 2, each with a message naming the problem', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'diagram-'));
  try {
    const out = join(dir, 'x.svg');
    const ply = await run(KIF, '--ply', '40', '--out', out);
    assert.deepEqual([ply.code, /--ply 40: the main line has moves 0–7/.test(ply.err)], [1, true]);
    const colour = await run(KIF, '--mark', '5e:pink', '--out', out);
    assert.deepEqual([colour.code, /"pink" is not a colour/.test(colour.err)], [1, true]);
    const missing = await run(join(dir, 'none.kif'), '--out', out);
    assert.deepEqual([missing.code, /cannot read the file/.test(missing.err)], [1, true]);
    assert.equal((await run(KIF, '--out', join(dir, 'x.gif'))).code, 2);
    assert.equal((await run(KIF)).code, 2);
    assert.equal((await run(KIF, '--out', out, '--style', 'fancy')).code, 2);
    assert.deepEqual(readdirSync(dir), [], 'nothing was written');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
