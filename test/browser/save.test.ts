// Issue 41, defect 6: saving in the browser host keeps the file's name and says where it went.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { cell, resign, SKIP_REASON, startGame, humanGame, useBrowserHost } from './harness.ts';
import { openRecord, openStudy } from './harness-study.ts';

const KIF = join(import.meta.dirname, '../fixtures/study/timed-game.kif');
const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

test(
  'Study › Save of a .kif opened from disk downloads it under its own name, and says so',
  { skip: SKIP },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, KIF, 1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), 'timed-game.kif');
    await page
      .getByText("Downloaded as timed-game.kif to the browser's downloads folder.")
      .waitFor();
  },
);

test('Play › Save record says which file was downloaded and where', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, humanGame());
  await cell(page, '7g').click();
  await cell(page, '7f').click();
  await resign(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save record' }).click();
  const name = (await downloading).suggestedFilename();
  const notice = page.getByRole('alert').filter({ hasText: name });
  await notice.waitFor();
  assert.match((await notice.textContent()) ?? '', /downloads folder/);
});
