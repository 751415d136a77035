// Browser test of defect 24 (issue 41): a tournament's KIF, opened in Study in the Japanese UI,
// says in Japanese why the game ended, where its opening came from and which moves the book
// played (it said "alpha wins by score-adjudication", "opening: line 5 of the book", "book
// move (…)"). The KIF is written by the runner's own code (writeGameFiles), without engines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { SKIP_REASON, screenshot, useBrowserHost } from './harness.ts';
import { assertOk } from '../helpers/assert-ok.ts';
import { gameFileBase, writeGameFiles } from '../../src-main/tournament/outputs.ts';
import { validateConfig } from '../../src-main/tournament/config.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

/** Writes the files of a 3-ply game (1 opening ply, a book reply, an engine move); returns the KIF's path. */
function tournamentKif(): string {
  const r = validateConfig({
    name: 'kif-ja',
    variant: 'shogi',
    engines: [
      { name: 'alpha', command: 'x' },
      { name: 'beta', command: 'y' },
    ],
    timeControl: { byoyomiMs: 100 },
    output: mkdtempSync(join(tmpdir(), 'tournament-kif-ja-')),
  });
  assertOk(r);
  const g: GameResult = {
    index: 0,
    round: 0,
    pairId: 0,
    black: 'alpha',
    white: 'beta',
    blackIndex: 0,
    whiteIndex: 1,
    opening: 0,
    openingLine: 4,
    startSfen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    openingMoves: ['7g7f'],
    moves: [
      { usi: '3c3d', timeMs: 10, book: { value: 32, count: 120 } },
      { usi: '2g2f', timeMs: 2000, score: { kind: 'cp', value: 3500 } },
    ],
    winner: 'black',
    reason: 'score-adjudication',
    detail: 'both engines scored black ≥ 3000 for 4 moves',
    startedAt: '2026-11-29T09:00:00.000Z',
    durationMs: 2500,
    thinkMs: 2010,
  };
  writeGameFiles(r.value.output, r.value, g);
  return join(r.value.output, 'games', `${gameFileBase(g)}.kif`);
}

test(
  "a tournament game's KIF in the Japanese UI: its ending, opening and book move say so in Japanese",
  { skip: SKIP },
  async () => {
    const kif = tournamentKif();
    const page = await web.open('&lang=ja');
    await page.getByRole('button', { name: '検討', exact: true }).click();
    await page.locator('#study-open-input').setInputFiles(kif);
    const moves = page.getByRole('region', { name: '指し手' }).getByRole('listitem');
    await moves.nth(4).waitFor();
    const comment = page.getByRole('textbox', { name: 'コメント' });
    await moves.nth(4).click();
    assert.equal(
      (await comment.inputValue()).trim(),
      'alphaの勝ち（評価値による投了判定）\n判定：両エンジンが4手続けて先手に評価値3000以上',
    );
    await screenshot(page, 'tournament-kif-ja-ending');
    await moves.nth(2).click();
    assert.equal((await comment.inputValue()).trim(), '定跡手（評価値32、出現120回）');
    await moves.nth(0).click();
    assert.equal((await comment.inputValue()).trim(), '開始局面：定跡ファイルの5行目（1手）');
  },
);
