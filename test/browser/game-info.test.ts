// Issue 41, defect 5: a CSA game's $EVENT shows as the event (棋戦) and $OPENING as the opening
// (戦型), Copy as KIF writes 棋戦, and the game information shows every header the record holds
// (standard ones, 手合割, and any other by its own name), editable and undoable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SKIP_REASON, useBrowserHost } from './harness.ts';
import { clipboard, copyAs, openRecord, openStudy } from './harness-study.ts';

const CSA = join(import.meta.dirname, '../fixtures/study/event-opening.csa');
const KIF = join(import.meta.dirname, '../fixtures/study/all-headers.kif');
const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();

test(
  "a CSA game's $EVENT is its event (棋戦), shown and copied as KIF 棋戦, with opening and end time",
  { skip: SKIP_REASON ?? false },
  async () => {
    await web.browser.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openStudy(web);
    await openRecord(page, CSA, 2);
    await page.getByText(/^Game information/).click();
    const info = page.getByRole('group', { name: 'Game information' });
    assert.equal(await info.getByLabel('Event', { exact: true }).inputValue(), '順位戦');
    assert.equal(await info.getByLabel('Title (表題)').count(), 0, 'no 表題 of its own');
    assert.equal(await info.getByLabel('Opening (戦型)').inputValue(), '矢倉');
    assert.match(await info.getByLabel('End (終了日時)').inputValue(), /2024\/05\/06/);
    assert.equal(await info.getByLabel('Handicap (手合割)').textContent(), 'Even');
    await copyAs(page, 'KIF');
    await page.getByText('Copied as KIF', { exact: true }).waitFor();
    const kif = await clipboard(page);
    assert.match(kif, /^棋戦：順位戦$/m);
    assert.doesNotMatch(kif, /^表題：/m);
    assert.match(kif, /^戦型：矢倉$/m);
    // Editable like the others: one undoable edit of the record's header.
    await info.getByLabel('Opening (戦型)').fill('相掛かり');
    await info.getByLabel('Opening (戦型)').press('Enter');
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await info.getByLabel('Opening (戦型)').inputValue(), '矢倉');
  },
);

test(
  'a KIF with 棋戦, 表題, 戦型, 終了日時, 手合割 and a header of its own shows each, editable',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, KIF, 2);
    await page.getByText(/^Game information/).click();
    const info = page.getByRole('group', { name: 'Game information' });
    const field = (name: string) => info.getByLabel(name, { exact: true });
    assert.equal(await field('Event').inputValue(), '順位戦');
    assert.equal(await field('Title (表題)').inputValue(), 'A級順位戦 第1局');
    assert.equal(await field('Opening (戦型)').inputValue(), '矢倉');
    assert.match(await field('End (終了日時)').inputValue(), /2024\/05\/06 18:00/);
    assert.equal(await field('Uwate (上手)').inputValue(), '上手の人');
    assert.equal(await info.getByLabel('Handicap (手合割)').textContent(), 'Lance handicap');
    // The header tsshogi does not know, as free text under its own name, editable and undoable.
    assert.equal(await field('棋譜ID').inputValue(), 'A-2024-001');
    await field('棋譜ID').fill('B-7');
    await field('棋譜ID').press('Enter');
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await field('棋譜ID').inputValue(), 'A-2024-001');
    await page.getByRole('button', { name: 'Redo' }).click();
    assert.equal(await field('棋譜ID').inputValue(), 'B-7');
  },
);
