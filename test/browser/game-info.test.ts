// Issue 41, defect 5 (part): a CSA game's event and opening ($EVENT, $OPENING, read as 表題 and
// 戦型) and its end time show in Study's game information, editable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SKIP_REASON, useBrowserHost } from './harness.ts';
import { openRecord, openStudy } from './harness-study.ts';

const CSA = join(import.meta.dirname, '../fixtures/study/event-opening.csa');
const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();

test(
  'a CSA game shows its event, opening and end time in the game information',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, CSA, 2);
    await page.getByText(/^Game information/).click();
    const info = page.getByRole('group', { name: 'Game information' });
    assert.equal(await info.getByLabel('Title (表題)').inputValue(), '順位戦');
    assert.equal(await info.getByLabel('Opening (戦型)').inputValue(), '矢倉');
    assert.match(await info.getByLabel('End (終了日時)').inputValue(), /2024\/05\/06/);
    // Editable like the others: one undoable edit of the record's header.
    await info.getByLabel('Opening (戦型)').fill('相掛かり');
    await info.getByLabel('Opening (戦型)').press('Enter');
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await info.getByLabel('Opening (戦型)').inputValue(), '矢倉');
  },
);
