// Browser tests: a finished game is saved as KIF with its result, and a record file opens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  cell,
  recordItems,
  screenshot,
  SKIP_REASON,
  startGame,
  useBrowserHost,
  resign,
} from './harness.ts';

const web = useBrowserHost(SKIP_REASON);

test(
  'a resigned game is saved as KIF with its moves and result, and opens again',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open();
    // Before any game there is nothing to save (no empty file), and the tooltip says so.
    const save = page.getByRole('button', { name: 'Save record' });
    assert.ok(await save.isDisabled(), 'Save record is greyed out with no moves');
    await save.hover({ force: true });
    await page.getByText('No moves to save yet.').waitFor();
    await startGame(page, async (d) => {
      await d.locator('#white-player').selectOption('human');
    });
    for (const [from, to] of [
      ['7g', '7f'],
      ['3c', '3d'],
      ['8h', '2b'],
    ]) {
      await cell(page, from!).click();
      await cell(page, to!).click();
      if (to === '2b')
        await page
          .getByRole('dialog', { name: 'Promote?' })
          .getByRole('button', { name: 'Promote', exact: true })
          .click();
    }
    await resign(page);
    await recordItems(page)
      .filter({ hasText: 'Black wins by resignation after 3 moves' })
      .waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save record' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^banmen-\d{12}\.kifu$/);
    const kif = readFileSync((await download.path())!, 'utf8');
    assert.match(kif, /７六歩\(77\)/);
    assert.match(kif, /２二角成\(88\)/);
    assert.match(kif, /投了/);
    // The headers a KIF reader expects of a played game (defect 24).
    assert.match(kif, /^開始日時：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/m);
    assert.match(kif, /^持ち時間：10分 \+ 秒読み30秒$/m);

    const fresh = await web.open();
    await fresh.locator('#open-record-input').setInputFiles({
      name: 'game.kifu',
      mimeType: 'text/plain',
      buffer: Buffer.from(kif, 'utf8'),
    });
    await fresh.getByRole('gridcell', { name: '2b, black horse' }).waitFor();
    assert.deepEqual(await recordItems(fresh).allTextContents(), [
      '▲７六歩',
      '△３四歩',
      '▲２二角成',
      'Black wins by resignation after 3 moves',
    ]);
    await screenshot(fresh, 'opened-record');
    await page.close();
    await fresh.close();
  },
);

test(
  'a file that is not a record is refused with a message',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open();
    await page.locator('#open-record-input').setInputFiles({
      name: 'notes.kif',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello\nworld\n'),
    });
    await page.getByRole('alert').waitFor();
    assert.ok(((await page.getByRole('alert').textContent()) ?? '').length > 10);
    await page.close();
  },
);
