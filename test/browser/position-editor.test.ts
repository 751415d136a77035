// Issue 41, defect 4: the position editor's file numbers stand over their columns (also
// flipped), White's 17 pawns in hand read "17", English refusals hold no Japanese words, Use
// position and Cancel are in view at 1024×700, Use position can be undone, and the Preset box
// names the preset the position is, or says "Custom".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SKIP_REASON, screenshot, useBrowserHost } from './harness.ts';
import { openRecord, openStudy, studyMoves } from './harness-study.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();
const SKIP = SKIP_REASON ?? false;

/** Study's position editor, opened on a fresh page (at `size` when given). */
async function openEditor(page?: Page, size?: { width: number; height: number }) {
  page ??= await openStudy(web, size);
  await page.getByRole('button', { name: 'Position editor' }).click();
  return { page, dialog: page.getByRole('dialog', { name: 'Position editor' }) };
}

/** Where the centre of each file number is, and the centre of that file's squares. */
async function fileCentres(
  dialog: Locator,
): Promise<{ label: string; label_x: number; x: number }[]> {
  const labels = dialog.locator('.files span');
  const out = [];
  for (let i = 0; i < (await labels.count()); i++) {
    const label = labels.nth(i);
    const text = (await label.textContent())!.trim();
    const box = (await label.boundingBox())!;
    const sq = (await dialog
      .getByRole('gridcell', { name: new RegExp(`^${text}e`) })
      .boundingBox())!;
    out.push({ label: text, label_x: box.x + box.width / 2, x: sq.x + sq.width / 2 });
  }
  return out;
}

/** Asserts that each file number is centred over its own column (within 3 px). */
async function assertFilesAligned(dialog: Locator, order: string): Promise<void> {
  const centres = await fileCentres(dialog);
  assert.equal(centres.map((c) => c.label).join(''), order);
  for (const c of centres)
    assert.ok(
      Math.abs(c.label_x - c.x) < 3,
      `file ${c.label} at ${c.label_x}, its squares at ${c.x}`,
    );
}

test(
  'the file numbers stand over their columns, also after Flip (which shows the board from White)',
  { skip: SKIP },
  async () => {
    const { dialog } = await openEditor();
    await assertFilesAligned(dialog, '987654321');
    const first = dialog.getByRole('gridcell').first();
    assert.match((await first.getAttribute('aria-label')) ?? '', /^9a, white lance/);
    await dialog.getByRole('button', { name: 'Flip' }).click();
    assert.match((await first.getAttribute('aria-label')) ?? '', /^1i, black lance/);
    await assertFilesAligned(dialog, '123456789');
  },
);

test(
  "White's 17 pawns in hand read 17: the field holds two digits beside its spin buttons",
  {
    skip: SKIP,
  },
  async () => {
    const { dialog } = await openEditor();
    await dialog.getByLabel('Preset').selectOption({ label: 'Mate problem' });
    const field = dialog.getByLabel('white in hand: pawn');
    await field.fill('17');
    await field.press('Tab');
    assert.equal(await field.inputValue(), '17');
    // The text box inside a number field is its content width less the spin buttons (15 px).
    const room = await field.evaluate((e) => {
      const cs = getComputedStyle(e);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontSize} ${cs.fontFamily}`;
      const content = e.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return { content: content - 15, text: ctx.measureText('17').width };
    });
    assert.ok(room.content >= room.text, `room ${room.content}px for "17" of ${room.text}px`);
  },
);

test(
  "an impossible position is refused in English words only (Black's pawn on 9a), Japanese in 日本語",
  { skip: SKIP },
  async () => {
    const { page, dialog } = await openEditor();
    await dialog.getByRole('button', { name: 'black pawn' }).click();
    await dialog.getByRole('gridcell', { name: /^9a/ }).click();
    await dialog.getByRole('button', { name: 'Use position' }).click();
    const refused = dialog.getByRole('alert', { name: 'Position refused' });
    const text = (await refused.textContent()) ?? '';
    assert.match(text, /Black's pawn on 9a could never move/);
    assert.doesNotMatch(text, /[\u3040-\u30ff\u4e00-\u9fff]/, text);
    await page.close();
    const ja = await web.open('&lang=ja');
    await ja.getByRole('button', { name: '検討', exact: true }).click();
    await ja.getByRole('button', { name: '局面編集' }).click();
    const jd = ja.getByRole('dialog', { name: '局面編集' });
    await jd.getByRole('button', { name: '先手 歩' }).click();
    await jd.getByRole('gridcell', { name: /^9a/ }).click();
    await jd.getByRole('button', { name: 'この局面にする' }).click();
    assert.match(
      (await jd.getByRole('alert').last().textContent()) ?? '',
      /９一の先手の歩は二度と動けません/,
    );
  },
);

test(
  'at 1024×700 Use position and Cancel are in view without scrolling',
  { skip: SKIP },
  async () => {
    const { page, dialog } = await openEditor(undefined, { width: 1024, height: 700 });
    for (const name of ['Use position', 'Cancel']) {
      const button = dialog.getByRole('button', { name, exact: true });
      const box = (await button.boundingBox())!;
      assert.ok(
        box.y >= 0 && box.y + box.height <= 700,
        `${name} at y ${box.y}–${box.y + box.height}`,
      );
      // Nothing covers it: the point at its centre is the button.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.textContent?.trim(),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      assert.equal(hit, name);
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `position-editor-1024-${scheme}`);
    }
  },
);

test(
  'Use position can be undone: Undo (button or Ctrl+Z) brings back the replaced record',
  { skip: SKIP },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, GAME, 14);
    for (const how of ['button', 'Ctrl+Z'] as const) {
      const { dialog } = await openEditor(page);
      await dialog.getByLabel('Preset').selectOption({ label: 'Mate problem' });
      await dialog.getByRole('button', { name: 'Use position' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await studyMoves(page).count(), 1, 'the new record has no moves');
      if (how === 'button') await page.getByRole('button', { name: 'Undo', exact: true }).click();
      else await page.keyboard.press('Control+z');
      await studyMoves(page).nth(14).waitFor();
      assert.match((await studyMoves(page).nth(13).textContent()) ?? '', /７三飛成/, how);
    }
  },
);

test(
  'the Preset box names the preset the position is, and says Custom for any other',
  { skip: SKIP },
  async () => {
    const { page, dialog } = await openEditor();
    const preset = dialog.getByLabel('Preset');
    const shown = () => preset.evaluate((e: HTMLSelectElement) => e.selectedOptions[0]?.text);
    assert.equal(await shown(), 'Even');
    await preset.selectOption({ label: 'Mate problem' });
    assert.equal(await shown(), 'Mate problem');
    // A mate problem set up by hand (a gold from White's hand on 5c): no preset any more.
    await dialog.getByLabel('white in hand: gold').fill('3');
    await dialog.getByLabel('white in hand: gold').press('Tab');
    await dialog.getByRole('button', { name: 'black gold' }).click();
    await dialog.getByRole('gridcell', { name: /^5c/ }).click();
    assert.equal(await shown(), 'Custom');
    await dialog.getByRole('button', { name: 'Use position' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Reopened on that position (the tsume now loaded), the box still says Custom, not Even.
    const again = (await openEditor(page)).dialog;
    assert.equal(
      await again
        .getByLabel('Preset')
        .evaluate((e: HTMLSelectElement) => e.selectedOptions[0]?.text),
      'Custom',
    );
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `position-editor-custom-${scheme}`);
    }
  },
);
