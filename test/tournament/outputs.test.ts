import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gameFileBase, resultsCsv, writeGameFiles } from '../../src-main/tournament/outputs.ts';
import { computeStandings, formatStandings } from '../../src-main/tournament/standings.ts';
import { validateConfig, type TournamentConfig } from '../../src-main/tournament/config.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';
import { importRecordText } from '../../src-main/shared/records/import.ts';
import { Color, SpecialMoveType } from 'tsshogi';

function cfg(variant = 'shogi'): TournamentConfig {
  const r = validateConfig({
    name: 'out-test',
    variant,
    engines: [
      { name: 'alpha', command: 'x' },
      { name: 'beta, "b"', command: 'y' },
    ],
    timeControl: { byoyomiMs: 100 },
    output: mkdtempSync(join(tmpdir(), 'tournament-out-')),
  });
  assertOk(r);
  return r.value;
}

function game(over: Partial<GameResult>): GameResult {
  return {
    index: 0,
    round: 0,
    pairId: 0,
    black: 'alpha',
    white: 'beta, "b"',
    blackIndex: 0,
    whiteIndex: 1,
    opening: 0,
    openingLine: 4,
    startSfen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    openingMoves: ['7g7f'],
    moves: [
      { usi: '3c3d', timeMs: 123, score: { kind: 'cp', value: 20 } }, // white's own +20 → black's −20
      { usi: '2g2f', timeMs: 2000, score: { kind: 'cp', value: 35 } },
    ],
    winner: 'black',
    reason: 'resign',
    startedAt: '2026-11-21T12:00:00.000Z',
    durationMs: 2500,
    thinkMs: 2123,
    ...over,
  };
}

test('CSA and KIF of a shogi game: names, book moves, per-move times, black-POV scores, the ending', () => {
  const c = cfg();
  const g = game({ winner: 'black', reason: 'resign' });
  writeGameFiles(c.output, c, g);
  const base = join(c.output, 'games', gameFileBase(g));
  const csa = readFileSync(`${base}.csa`, 'utf8');
  assert.match(csa, /^N\+alpha$/m);
  assert.match(csa, /^\+7776FU\nT0\n-3334FU\nT0\.123\n'\*\* -20\n\+2726FU\nT2\n'\*\* 35\n%TORYO$/m);
  const kif = readFileSync(`${base}.kif`, 'utf8');
  assert.match(kif, /先手：alpha/);
  assert.match(kif, /投了/);
  assert.equal(
    readFileSync(`${base}.usi`, 'utf8').trim(),
    `position sfen ${g.startSfen} moves 7g7f 3c3d 2g2f`,
  );
});

test('perpetual check is written as the foul of the checking side', () => {
  const c = cfg();
  // After 7g7f 3c3d 2g2f white is to move; black wins, so white (to move) committed the foul.
  writeGameFiles(c.output, c, game({ winner: 'black', reason: 'perpetual-check' }));
  const csa = readFileSync(join(c.output, 'games', `${gameFileBase(game({}))}.csa`), 'utf8');
  assert.match(csa, /^%-ILLEGAL_ACTION$/m); // white's illegal action, whoever is to move
  assert.match(csa, /^'\*alpha wins by perpetual-check$/m);
  const mini = cfg('minishogi');
  const g = game({
    startSfen: 'rbsgk/4p/5/P4/KGSBR b - 1',
    openingMoves: [],
    moves: [
      { usi: '5e4d', timeMs: 10 },
      { usi: '1a2b', timeMs: 1500, score: { kind: 'mate', value: -3 } },
    ],
    winner: 'black',
    reason: 'perpetual-check',
  });
  writeGameFiles(mini.output, mini, g);
  const text = readFileSync(join(mini.output, 'games', `${gameFileBase(g)}.csa`), 'utf8');
  assert.match(text, /^\+5544OU\nT0\.010\n-1122OU\nT1\.500\n'\*\* 99997\n%-ILLEGAL_ACTION$/m);
});

test('results.csv quotes names and gives one row per game; standings text has W/D/L and finite Elo', () => {
  const c = cfg();
  const games = [
    game({}),
    game({
      index: 1,
      black: 'beta, "b"',
      white: 'alpha',
      blackIndex: 1,
      whiteIndex: 0,
      winner: 'white',
    }),
  ];
  const csv = resultsCsv(games).trim().split('\n');
  assert.equal(csv.length, 3);
  assert.match(csv[1]!, /^1,1,1,alpha,"beta, ""b""",1-0,black,resign,,5,3,2500,2123,/);
  const s = computeStandings(c, games, 4);
  assert.equal(s.engines[0]!.wins, 2);
  assert.equal(s.engines[1]!.losses, 2);
  const text = formatStandings(c, s);
  assert.match(text, /2\/4 games/);
  // 2–0 with the prior's 2 draws: s = 3/4, 400·log10(3) = 190.8 apart, ±95.4 from the average.
  assert.match(text, /-95\.4/);
  assert.doesNotMatch(text, /inf/);
  assert.match(text, /2\.0\/2/);
});

/** The winner a reader of the record sees: from the last special move and the side to move. */
function readWinner(text: string): string | null {
  const r = importRecordText(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const rec = r.records[0]!;
  rec.goto(Number.MAX_SAFE_INTEGER);
  const last = rec.current;
  const type = 'type' in last.move ? last.move.type : undefined;
  const toMove = last.nextColor === Color.BLACK ? 'black' : 'white';
  const other = toMove === 'black' ? 'white' : 'black';
  switch (type) {
    case SpecialMoveType.RESIGN:
    case SpecialMoveType.TIMEOUT:
    case SpecialMoveType.FOUL_LOSE:
    case SpecialMoveType.MATE:
      return other;
    case SpecialMoveType.FOUL_WIN:
    case SpecialMoveType.ENTERING_OF_KING:
      return toMove;
    case SpecialMoveType.DRAW:
    case SpecialMoveType.REPETITION_DRAW:
    case SpecialMoveType.MAX_MOVES:
    case SpecialMoveType.IMPASS: // 持将棋, which tsshogi writes for a plain draw in KIF
      return null;
    default:
      return `unfinished (${String(type)})`;
  }
}

test('crash, hang, forfeit, time loss, illegal move and adjudication end with standard CSA/KIF endings that re-read with the right winner', () => {
  const c = cfg();
  // After 7g7f 3c3d 2g2f white is to move.
  const cases: [Partial<GameResult>, RegExp, RegExp][] = [
    [{ winner: 'black', reason: 'crash' }, /^%-ILLEGAL_ACTION$/m, /反則負け/], // white (to move) crashed
    [{ winner: 'white', reason: 'crash' }, /^%\+ILLEGAL_ACTION$/m, /反則勝ち/], // black crashed while white thought
    [{ winner: 'black', reason: 'hang' }, /^%-ILLEGAL_ACTION$/m, /反則負け/],
    [{ winner: 'white', reason: 'disabled' }, /^%\+ILLEGAL_ACTION$/m, /反則勝ち/],
    [{ winner: null, reason: 'disabled' }, /^%HIKIWAKE$/m, /引き分け|持将棋|中断/],
    [{ winner: 'black', reason: 'time-loss' }, /^%TIME_UP$/m, /切れ負け/],
    [{ winner: 'black', reason: 'illegal-move' }, /^%ILLEGAL_MOVE$/m, /反則負け/],
    [{ winner: 'black', reason: 'perpetual-check' }, /^%-ILLEGAL_ACTION$/m, /反則負け/],
    [
      {
        winner: 'black',
        reason: 'score-adjudication',
        detail: 'both engines scored black ≥ 3000 for 4 moves',
      },
      /^%TORYO\nT0\n'\*alpha wins by score-adjudication.*\n'\*adjudicated: both engines/m,
      /投了/,
    ],
    [{ winner: 'white', reason: 'score-adjudication' }, /^%\+ILLEGAL_ACTION$/m, /反則勝ち/],
    [
      {
        winner: null,
        reason: 'draw-adjudication',
        detail: 'both engines scored within ±20 for 8 moves',
      },
      /^%HIKIWAKE\nT0\n.*\n'\*adjudicated: both engines scored within/m,
      /持将棋|引き分け/,
    ],
  ];
  for (const [over, csaEnd, kifEnd] of cases) {
    const g = game(over);
    writeGameFiles(c.output, c, g);
    const base = join(c.output, 'games', gameFileBase(g));
    const csa = readFileSync(`${base}.csa`, 'utf8');
    const kif = readFileSync(`${base}.kif`, 'utf8');
    const what = `${over.reason} won by ${over.winner}`;
    assert.match(csa, csaEnd, what);
    assert.doesNotMatch(csa, /%CHUDAN/, what);
    assert.match(kif, kifEnd, what);
    assert.doesNotMatch(kif, /中断/, what);
    assert.equal(readWinner(csa), g.winner, `${what}: CSA re-read`);
    assert.equal(readWinner(kif), g.winner, `${what}: KIF re-read`);
  }
});

test('each move carries score, depth and PV: floodgate CSA and ShogiHome-style KIF comments', () => {
  const c = cfg();
  const g = game({
    moves: [
      {
        usi: '3c3d',
        timeMs: 123,
        score: { kind: 'cp', value: 20 },
        depth: 12,
        pv: ['3c3d', '2g2f', '8c8d'],
      },
      { usi: '2g2f', timeMs: 2000, score: { kind: 'cp', value: 35 }, depth: 9, pv: ['2g2f'] },
    ],
  });
  writeGameFiles(c.output, c, g);
  const base = join(c.output, 'games', gameFileBase(g));
  const csa = readFileSync(`${base}.csa`, 'utf8');
  // White's own +20 is black's −20; the PV after 3c3d is black's 2g2f then white's 8c8d.
  assert.match(
    csa,
    /^-3334FU\nT0\.123\n'\*\* -20 \+2726FU -8384FU\n'\*depth 12\n\+2726FU\nT2\n'\*\* 35\n'\*depth 9$/m,
  );
  const kif = readFileSync(`${base}.kif`, 'utf8');
  assert.match(kif, /^\*\*評価値=-20\n\*\*読み筋=▲２六歩△８四歩\n\*\*深さ=12$/m);
  assert.match(kif, /^\*\*評価値=35\n\*\*深さ=9$/m);
  // Both files re-read with the records module, comments attached to their moves.
  for (const text of [csa, kif]) {
    const r = importRecordText(text);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    const rec = r.records[0]!;
    rec.goto(2);
    assert.match(rec.current.comment, /-20/);
  }
  const mini = cfg('minishogi');
  const mg = game({
    startSfen: 'rbsgk/4p/5/P4/KGSBR b - 1',
    openingMoves: [],
    moves: [
      { usi: '5e4d', timeMs: 10, score: { kind: 'cp', value: 50 }, depth: 3, pv: ['5e4d', '1a2b'] },
    ],
    winner: 'white',
    reason: 'crash',
  });
  writeGameFiles(mini.output, mini, mg);
  const mtext = readFileSync(join(mini.output, 'games', `${gameFileBase(mg)}.csa`), 'utf8');
  assert.match(mtext, /^\+5544OU\nT0\.010\n'\*\* 50 -1122OU\n'\*depth 3\n%\+ILLEGAL_ACTION$/m);
});

test('the KIF speaks Japanese: the ending, the adjudication, the opening line and book moves', () => {
  const c = cfg();
  // No Latin word in any comment line (`*評価値=` and the players' names aside).
  const latinComments = (kif: string) =>
    kif
      .split('\n')
      .filter((l) => l.startsWith('*') && !/^\*\*(評価値|読み筋|深さ)=/.test(l))
      .map((l) => l.replace(/alpha|beta, "b"/g, ''))
      .filter((l) => /[A-Za-z]/.test(l));
  const cases: [Partial<GameResult>, RegExp][] = [
    [{ winner: 'black', reason: 'resign' }, /^\*alphaの勝ち（投了）$/m],
    [{ winner: null, reason: 'max-moves' }, /^\*引き分け（最大手数）$/m],
    [
      {
        winner: 'black',
        reason: 'score-adjudication',
        detail: 'both engines scored black ≥ 3000 for 4 moves',
      },
      /^\*alphaの勝ち（評価値による投了判定）\n\*判定：両エンジンが4手続けて先手に評価値3000以上$/m,
    ],
    [
      {
        winner: null,
        reason: 'draw-adjudication',
        detail: 'both engines scored within ±20 for 8 moves',
      },
      /^\*引き分け（評価値による引き分け判定）\n\*判定：両エンジンの評価値が8手続けて±20以内$/m,
    ],
    [
      { winner: 'white', reason: 'time-loss', detail: '1200 ms, allowed 1000 ms' },
      /^\*beta, "b"の勝ち（時間切れ）\n\*判定：消費1200ミリ秒、持ち時間1000ミリ秒$/m,
    ],
  ];
  for (const [over, ending] of cases) {
    const g = game({
      ...over,
      moves: [
        { usi: '3c3d', timeMs: 10, book: { value: 32, count: 120 } },
        { usi: '2g2f', timeMs: 20, score: { kind: 'cp', value: 35 } },
      ],
    });
    writeGameFiles(c.output, c, g);
    const base = join(c.output, 'games', gameFileBase(g));
    const kif = readFileSync(`${base}.kif`, 'utf8');
    assert.match(kif, ending, over.reason);
    assert.match(kif, /^\*開始局面：定跡ファイルの5行目（1手）$/m);
    assert.match(kif, /^\*定跡手（評価値32、出現120回）$/m);
    assert.deepEqual(latinComments(kif), [], over.reason);
    // The CSA file keeps the English other CSA tools read.
    const csa = readFileSync(`${base}.csa`, 'utf8');
    assert.match(csa, /^'\*(alpha wins|beta, "b" wins|draw) by /m);
    assert.match(csa, /^'\*book move \(value 32, count 120\)$/m);
  }
});
