// Browser test of the study view's opening explorer, as a user: add a record folder by its path,
// watch it index, read the moves of the start position with their games and results, see the
// bundled book's moves (in the chosen notation), preview one by hovering, and click it to play it;
// in Japanese, a refused folder is explained in Japanese; the yagura tree as a source. Issue 41
// defect 10: the result shares add up to 100 % and undated games show no date.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SKIP_REASON, openSettings, screenshot, studyTab, useBrowserHost } from './harness.ts';
import { assertOk } from '../helpers/assert-ok.ts';
import { TreeExplorer } from '../../src-main/services/explorer/tree-explorer.ts';
import { notateUsiLine } from '../../src-main/shared/records/notation.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { parseSfen, parseUsiMove } from '../../src-main/shared/rules/sfen.ts';

const web = useBrowserHost(SKIP_REASON);
const START = Position.startpos().sfen();

/** The SFEN after one USI move from `sfen`. */
function afterMove(sfen: string, usi: string): string {
  const parsed = parseSfen(sfen);
  if (!parsed.ok) throw new Error(parsed.error.message);
  parsed.position.doMove(parseUsiMove(parsed.position, usi));
  return parsed.position.sfen();
}

test(
  "the explorer lists the folder's moves and the book's; a click plays the move",
  { skip: SKIP_REASON ?? false },
  async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'explorer-web-')), 'records');
    cpSync(join(import.meta.dirname, '../fixtures/explorer'), folder, { recursive: true });
    const page = await web.browser.newPage();
    await page.goto(web.host.url);
    await page.getByRole('button', { name: 'Study' }).click();
    await studyTab(page, 'Explorer');
    await page.getByRole('textbox', { name: 'Folder path' }).fill(folder);
    await page.getByRole('button', { name: 'Add folder' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '4 games indexed' })
      .waitFor({ timeout: 60_000 });
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '▲７六歩', exact: true }) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    // 3 games of 7g7f: one a black win (the CSA game, dated 2024-05-06 in its header), two USI
    // lines without a result, their own share: the four shares add up to 100 % (issue 41, 10).
    assert.deepEqual(cells, ['▲７六歩', '3', '33%', '0%', '0%', '67%', '2024-05-06']);
    // 2g2f's only game is a USI line: no result, and no date of its own (not its file's date).
    const other = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '▲２六歩', exact: true }) });
    assert.deepEqual(await other.getByRole('cell').allTextContents(), [
      '▲２六歩',
      '1',
      '0%',
      '0%',
      '0%',
      '100%',
      'undated',
    ]);
    // The "No result" column and the legend say what the shares are.
    assert.match(
      (await page.getByTitle('Games whose record does not say how they ended').textContent()) ?? '',
      /No result/,
    );
    await page.getByText(/add up to 100 %/).waitFor();
    assert.ok(
      await page.getByRole('button', { name: /^▲７六歩 \(\d+\)$/ }).isVisible(),
      'the bundled book row',
    );
    await screenshot(page, 'study-explorer');
    // Hovering a move previews the position after it; leaving it shows the record's again.
    const link = row.getByRole('button', { name: '▲７六歩', exact: true });
    await link.hover();
    await page.getByRole('gridcell', { name: '7f, black pawn' }).waitFor();
    await screenshot(page, 'study-explorer-preview');
    await page.mouse.move(0, 0);
    await page.getByRole('gridcell', { name: '7g, black pawn' }).waitFor();
    await row.getByRole('button', { name: '▲７六歩', exact: true }).click();
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(1).waitFor();
    // After 7g7f the explorer shows the replies: 3c3d in all three games.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '△３四歩', exact: true }) })
      .waitFor();
    await screenshot(page, 'study-explorer-after-move');
    // Why close: an open tab keeps autosaving its record (7g7f) into the storage the next tab shares.
    await page.close();
  },
);

test(
  'in Japanese at 1024×700 the explorer is translated, styled like the other panels and reachable',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.browser.newPage();
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto(web.host.url + '&lang=ja');
    await page.getByRole('button', { name: '検討', exact: true }).click();
    const settings = await openSettings(page, '設定');
    await settings.getByLabel('表記').selectOption('western');
    await page.keyboard.press('Escape');
    // The first test left the Explorer tab chosen, and the settings remember it.
    const explorer = page.getByRole('tabpanel', { name: '定跡', exact: true });
    // The folder of the first test is still indexed: its moves show in western notation.
    await explorer.getByRole('button', { name: 'P-7f', exact: true }).waitFor();
    assert.deepEqual(await explorer.locator('thead th').allTextContents(), [
      '指し手',
      '局数',
      '先手勝',
      '引分',
      '後手勝',
      '結果なし',
      '最終',
    ]);
    // The side pane scrolls to the folder controls, which stay inside the window, with no
    // sideways scrolling.
    const add = page.getByRole('button', { name: 'フォルダを追加' });
    await add.scrollIntoViewIfNeeded();
    const box = (await add.boundingBox())!;
    assert.ok(box.y >= 0 && box.y + box.height <= 700, `Add folder at y=${box.y}`);
    assert.ok(box.x + box.width <= 1024, `Add folder at x=${box.x}`);
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    assert.ok(scroll <= client, `sideways scroll ${scroll} > ${client}`);
    // A refused folder is explained in Japanese (the host's message is English), path kept.
    await page.getByRole('textbox', { name: 'フォルダのパス' }).fill('records');
    await add.click();
    const refused = explorer.getByRole('alert');
    await refused.waitFor();
    assert.equal(await refused.textContent(), 'フォルダーの絶対パスではありません（records）');
    await screenshot(page, 'study-explorer-ja-1024x700');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'study-explorer-ja-1920x1080');
  },
);

test(
  "the explorer shows the yagura tree's moves with games and share; a click plays the move",
  { skip: SKIP_REASON ?? false },
  async () => {
    const trees = new TreeExplorer(); // the bundled file, as the host reads it
    const start = trees.query('yagura', START);
    assertOk(start);
    const page = await web.browser.newPage();
    await page.goto(web.host.url);
    // Why: the test before chose western notation, and the settings keep it.
    const settings = await openSettings(page);
    await settings.getByLabel('Notation').selectOption('japanese');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Study' }).click();
    const explorer = await studyTab(page, 'Explorer');
    await explorer.getByLabel('Source').selectOption('yagura');
    const table = explorer.getByRole('table', { name: 'Moves of the Yagura tree' });
    const first = start.value.moves[0]!;
    const firstText = notateUsiLine(START, [first.move]).japanese[0]!;
    const share = `${Math.round((100 * first.count) / start.value.games)}%`;
    const row = table.getByRole('row').nth(1);
    await row.getByRole('button', { name: firstText, exact: true }).waitFor();
    assert.deepEqual(await row.getByRole('cell').allTextContents(), [
      firstText,
      String(first.count),
      share,
    ]);
    assert.equal(await table.getByRole('row').count(), start.value.moves.length + 1);
    await explorer
      .getByText(`${start.value.games} games of the Yagura tree reach this position`)
      .waitFor();
    await screenshot(page, 'study-explorer-yagura');
    // The click plays the move: the record and the board move on, and the tree answers for
    // white now (from white's yagura games).
    await row.getByRole('button', { name: firstText, exact: true }).click();
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(1).waitFor();
    const to = first.move.slice(2, 4);
    await page
      .getByRole('gridcell', { name: `${to[0]}${to[1]}, black` })
      .first()
      .waitFor();
    const next = trees.query('yagura', afterMove(START, first.move));
    assertOk(next);
    const reply = next.value.moves[0]!;
    const replyText = notateUsiLine(afterMove(START, first.move), [reply.move], first.move)
      .japanese[0]!;
    await table.getByRole('button', { name: replyText, exact: true }).waitFor();
    await screenshot(page, 'study-explorer-yagura-after-move');
    await page.close();
  },
);
