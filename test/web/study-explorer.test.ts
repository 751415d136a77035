// Browser test of the study view's opening explorer, as a user: add a record folder by its path,
// watch it index, read the moves of the start position with their games and results, see the
// bundled book's moves, and click a move to play it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SKIP_REASON, screenshot, useBrowserHost } from './harness.ts';

const web = useBrowserHost(SKIP_REASON);

test(
  "the explorer lists the folder's moves and the book's; a click plays the move",
  { skip: SKIP_REASON ?? false },
  async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'explorer-web-')), 'records');
    cpSync(join(import.meta.dirname, '../fixtures/explorer'), folder, { recursive: true });
    const page = await web.browser.newPage();
    await page.goto(web.host.url);
    await page.getByRole('button', { name: 'Study' }).click();
    await page.getByRole('textbox', { name: 'Folder path' }).fill(folder);
    await page.getByRole('button', { name: 'Add folder' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '4 games indexed' })
      .waitFor({ timeout: 60_000 });
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '7g7f', exact: true }) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    // 3 games of 7g7f, one a black win (the CSA game), none drawn or won by white; the last date.
    assert.deepEqual(cells.slice(0, 5), ['7g7f', '3', '33%', '0%', '0%']);
    assert.match(cells[5]!, /^\d{4}-\d\d-\d\d$/);
    assert.ok(
      await page.getByRole('button', { name: /^7g7f \(\d+\)$/ }).isVisible(),
      'the bundled book row',
    );
    await screenshot(page, 'study-explorer');
    await row.getByRole('button', { name: '7g7f', exact: true }).click();
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(1).waitFor();
    // After 7g7f the explorer shows the replies: 3c3d in all three games.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '3c3d', exact: true }) })
      .waitFor();
    await screenshot(page, 'study-explorer-after-move');
  },
);
