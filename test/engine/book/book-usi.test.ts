/**
 * Book moves from the engine over USI: the bundled book by default, a named book file, `none`,
 * a bad file (named with its line, the engine plays on by search), and analysis requests that
 * always search.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { REPO, UsiHarness } from '../helpers/usi-harness.ts';

const engine = UsiHarness.ours();
after(() => engine.quit());

const FIXTURES = `${REPO}test/fixtures/book/`;

/** Sends `go` and returns the bestmove line, the lines in between and the milliseconds it took. */
async function timedGo(go: string): Promise<{ best: string; lines: string[]; ms: number }> {
  const from = engine.lines.length;
  const t0 = performance.now();
  const best = await engine.ask(go, 'bestmove', 30000);
  return { best, lines: engine.lines.slice(from), ms: performance.now() - t0 };
}

test('the bundled book answers at the start position at once, with its most played move', async () => {
  await engine.handshake();
  engine.send('usinewgame');
  engine.send('position startpos');
  const r = await timedGo('go btime 60000 wtime 60000 byoyomi 1000');
  assert.equal(r.best, 'bestmove 7g7f ponder 3c3d');
  assert.ok(
    r.lines.some((l) => /^info string book 7g7f count \d+/.test(l)),
    r.lines.join('\n'),
  );
  // The GUI sees the book line where it shows a PV: no score (the bundled book has no values).
  assert.ok(r.lines.includes('info depth 0 pv 7g7f 3c3d'), r.lines.join('\n'));
  assert.ok(!r.lines.some((l) => / nodes /.test(l)), 'no search ran');
  process.stdout.write(`# bundled book move in ${r.ms.toFixed(1)} ms round trip (go → bestmove)\n`);
});

test('BookFile names a book; BookPick best plays its highest value; analysis requests search', async () => {
  engine.send(`setoption name BookFile value ${FIXTURES}hand.db`);
  const ready = engine.lines.length;
  await engine.ask('isready', 'readyok', 60000);
  assert.ok(
    engine.lines.slice(ready).some((l) => l === `info string book ${FIXTURES}hand.db: 4 positions`),
  );
  engine.send('position startpos');
  const valued = await timedGo('go byoyomi 1000');
  assert.equal(valued.best, 'bestmove 2g2f ponder 8c8d');
  // A book with values gives the GUI the move's value as its score.
  assert.ok(
    valued.lines.some((l) => /^info depth \d+ score cp -?\d+ pv 2g2f 8c8d$/.test(l)),
    valued.lines.join('\n'),
  );
  engine.send('position startpos moves 7g7f');
  assert.equal((await timedGo('go movetime 1000')).best, 'bestmove 3c3d ponder 2g2f');
  // BookMoves 1: the book stops after the first ply.
  engine.send('setoption name BookMoves value 1');
  const searched = await timedGo('go depth 2');
  assert.ok(
    searched.lines.some((l) => l.startsWith('info depth')),
    'go depth searches even in the book',
  );
  const past = await timedGo('go byoyomi 100');
  assert.ok(!past.lines.some((l) => l.startsWith('info string book')), 'ply 2 is past BookMoves 1');
  engine.send('setoption name BookMoves value 24');
});

test('a bad book file is named with its line and the engine plays by search; none turns the book off', async () => {
  engine.send(`setoption name BookFile value ${FIXTURES}bad-number.db`);
  const from = engine.lines.length;
  await engine.ask('isready', 'readyok', 60000);
  const said = engine.lines.slice(from).join('\n');
  assert.match(
    said,
    new RegExp(
      `info string book not used: ${FIXTURES}bad-number\\.db:3: value "forty" is not an integer`,
    ),
  );
  engine.send('position startpos');
  const r = await timedGo('go byoyomi 100');
  assert.ok(!r.lines.some((l) => l.startsWith('info string book ')), 'no book move');
  engine.send('setoption name BookFile value none');
  await engine.ask('isready', 'readyok', 60000);
  const off = await timedGo('go byoyomi 100');
  assert.ok(
    off.lines.some((l) => l.startsWith('info depth')) &&
      !off.lines.some((l) => l.startsWith('info string book ')),
  );
});
