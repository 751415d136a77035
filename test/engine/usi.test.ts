/**
 * The engine as a GUI sees it: the USI handshake, options, searches of every kind, bad input,
 * and whole games through both transports.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { REPO, UsiHarness } from './helpers/usi-harness.ts';
import { playGame } from './helpers/game.ts';
import { parseEngineMessage } from '../../src-main/shared/usi-protocol.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';

const engines: UsiHarness[] = [];
after(async () => {
  for (const e of engines) await e.quit();
});

function start(kind: 'stdin' | 'parentPort' = 'stdin'): UsiHarness {
  const e = kind === 'stdin' ? UsiHarness.ours() : UsiHarness.oursViaParentPort();
  engines.push(e);
  return e;
}

/** True if `usi` is a legal move after `moves` from the start position. */
function isLegalAfter(moves: string[], usi: string): boolean {
  const pos = Position.startpos();
  for (const m of moves) pos.doMove(parseUsiMove(pos, m));
  return parseUsiMove(pos, usi) !== MOVE_NONE;
}

test('usi handshake lists the required options and answers readyok', async () => {
  const e = start();
  const from = e.lines.length;
  await e.ask('usi', 'usiok');
  const opts = e.lines
    .slice(from)
    .filter((l) => l.startsWith('option name '))
    .map((l) => l.split(' ')[2]);
  for (const name of [
    'USI_Hash',
    'Threads',
    'MultiPV',
    'USI_Ponder',
    'USI_Variant',
    'EvalFile',
    'SkillLevel',
    'NetworkDelay',
  ]) {
    assert.ok(opts.includes(name), `option ${name} is declared`);
  }
  assert.ok(e.lines.some((l) => l.startsWith('id name Banmen')));
  await e.ask('isready', 'readyok');
});

test('bad input is reported on info string and ignored; the engine keeps working', async () => {
  const e = start();
  await e.handshake();
  const cases: Array<[string, RegExp]> = [
    ['frobnicate 3', /unknown command/i],
    ['position sfen garbage b - 1', /position ignored/],
    ['position startpos moves 7g7f 7g7f', /position ignored: move 2 "7g7f"/],
    ['setoption name USI_Hash value lots', /not an integer/],
    ['setoption name NoSuchOption value 1', /unknown option/],
    ['go depth x', /depth/],
  ];
  for (const [line, pattern] of cases) {
    const reply = await e.ask(line, 'info');
    assert.match(reply, /^info string /, `"${line}" answered with info string`);
    assert.match(reply, pattern, `"${line}" explained`);
  }
  // The illegal position line was ignored: the engine still searches the last good position (start).
  e.send('position startpos moves 7g7f');
  const best = await e.go('go depth 3');
  assert.ok(isLegalAfter(['7g7f'], best.move), `bestmove ${best.move} is legal after 7g7f`);
});

test('go depth/nodes/movetime/byoyomi/fischer all answer a legal move with info lines', async () => {
  const e = start();
  // No book: this position is in the bundled book, and the test is about searches.
  await e.handshake({ USI_Hash: 16, BookFile: 'none' });
  e.send('position startpos moves 7g7f 3c3d');
  for (const go of [
    'go depth 4',
    'go nodes 3000',
    'go movetime 300',
    'go btime 1000 wtime 1000 byoyomi 200',
    'go btime 3000 wtime 3000 binc 100 winc 100',
  ]) {
    const from = e.lines.length;
    const best = await e.go(go);
    assert.ok(isLegalAfter(['7g7f', '3c3d'], best.move), `${go}: bestmove ${best.move} legal`);
    const infos = e.lines
      .slice(from)
      .map(parseEngineMessage)
      .filter((m) => m.type === 'info' && m.info.pv);
    assert.ok(infos.length > 0, `${go}: at least one info line with a pv`);
    const last = infos.at(-1)!;
    assert.ok(
      last.type === 'info' &&
        last.info.depth! >= 1 &&
        last.info.nodes! > 0 &&
        last.info.score !== undefined,
    );
  }
});

test('go infinite runs until stop; go ponder waits for ponderhit', async () => {
  const e = start();
  await e.handshake({ USI_Ponder: true });
  e.send('position startpos');
  let got = false;
  const p = e.go('go infinite').then((b) => ((got = true), b));
  await new Promise((r) => setTimeout(r, 700));
  assert.equal(got, false, 'no bestmove before stop');
  e.send('stop');
  const best = await p;
  assert.ok(isLegalAfter([], best.move));

  e.send('position startpos moves 7g7f 3c3d');
  let gotPonder = false;
  const q = e.go('go ponder btime 0 wtime 0 byoyomi 300').then((b) => ((gotPonder = true), b));
  await new Promise((r) => setTimeout(r, 700));
  assert.equal(gotPonder, false, 'no bestmove while pondering');
  e.send('ponderhit');
  const pb = await q;
  assert.ok(isLegalAfter(['7g7f', '3c3d'], pb.move));
});

test('MultiPV reports distinct lines; eval names the evaluator', async () => {
  const e = start();
  await e.handshake({ MultiPV: 3 });
  e.send('position startpos');
  const from = e.lines.length;
  await e.go('go depth 3');
  const last3 = e.lines
    .slice(from)
    .map(parseEngineMessage)
    .filter((m) => m.type === 'info' && m.info.depth === 3 && m.info.multipv !== undefined);
  const firstMoves = new Set(last3.map((m) => (m.type === 'info' ? m.info.pv![0] : '')));
  assert.equal(firstMoves.size, 3, 'three different first moves');
  const evalLine = await e.ask('eval', 'info');
  assert.match(evalLine, /^info string eval -?\d+ evaluator \w+/);
});

test('go mate answers checkmate with a mating line, or nomate', async () => {
  const e = start();
  await e.handshake();
  // Black to move mates with G*5b (king on 5a, black pawn on 5c protects b-file square 5b).
  e.send('position sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1');
  const mate = await e.ask('go mate 5000', 'checkmate');
  assert.equal(mate, 'checkmate G*5b');
  e.send('position startpos');
  const none = await e.ask('go mate 2000', 'checkmate');
  assert.match(none, /^checkmate (nomate|timeout)$/);
});

test('after a refused position (nifu, illegal move) go and go mate answer at once, not for the old position', async () => {
  const e = start();
  await e.handshake();
  // The mate position is accepted first, so an answer for it (G*5b) would be the old bug.
  e.send('position sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1');
  // Nifu: a second black pawn dropped on file 5.
  e.send('position sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1 moves P*5e');
  const from = e.lines.length;
  const best = await e.go('go byoyomi 1000');
  assert.equal(best.move, 'resign');
  assert.ok(
    e.lines
      .slice(from)
      .some((l) =>
        /^info string no search: the last position was refused \(move 1 "P\*5e"/.test(l),
      ),
    'the reason is given on info string',
  );
  assert.equal(await e.ask('go mate 5000', 'checkmate'), 'checkmate nomate');
  // A good position lifts the refusal.
  e.send('position sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1');
  assert.equal(await e.ask('go mate 5000', 'checkmate'), 'checkmate G*5b');
});

test('minishogi: USI_Variant switches the rules', async () => {
  const e = start();
  await e.handshake({ USI_Variant: 'minishogi' });
  e.send('position startpos');
  const best = await e.go('go depth 4');
  const pos = Position.startpos('minishogi');
  assert.notEqual(
    parseUsiMove(pos, best.move),
    MOVE_NONE,
    `bestmove ${best.move} legal in minishogi`,
  );
});

for (const transport of ['stdin', 'parentPort'] as const) {
  test(`a full engine-vs-engine game through the ${transport} transport`, async () => {
    const black = start(transport);
    const white = start(transport);
    const result = await playGame(black, white, {
      variant: 'shogi',
      go: 'go nodes 4000',
      maxPlies: 300,
    });
    assert.ok(result.plies > 0);
    assert.ok(['black', 'white', 'draw'].includes(result.winner), `game ended: ${result.reason}`);
  });
}

test('the package bin entry starts the engine for other GUIs', async () => {
  const pkg = JSON.parse(readFileSync(`${REPO}package.json`, 'utf8')) as {
    bin: Record<string, string>;
  };
  const r = spawnSync(process.execPath, [`${REPO}${pkg.bin['banmen-usi']}`], {
    input: 'usi\nquit\n',
    encoding: 'utf8',
    timeout: 30000,
  });
  assert.match(r.stdout, /^id name Banmen/m);
  assert.match(r.stdout, /^usiok$/m);
});

test('a script piped in at once gets every answer before quit ends the engine', () => {
  // Why all at once: quit arrives while isready still loads the net; Stockfish and YaneuraOu
  // answer everything sent before quit, and so must we.
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${REPO}src-main/engine/main.ts`], {
    input: 'usi\nisready\nposition startpos moves 7g7f\neval\nquit\n',
    encoding: 'utf8',
    timeout: 150_000,
    cwd: REPO,
  });
  assert.match(r.stdout, /^usiok$/m);
  assert.match(r.stdout, /^readyok$/m);
  assert.match(r.stdout, /^info string eval -?\d+ evaluator /m);
  assert.equal(r.status, 0, r.stderr);
});
