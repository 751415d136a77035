// Browser test of the user's own arrows and marks (issue 44 item 2): right-drag draws an arrow,
// right-click marks a square (Shift: red), the same gesture again removes it; the drawings stay
// out of the comment box, survive Save as KIF and reopening, and Copy as KIF carries them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SKIP_REASON, cell, screenshot, useBrowserHost } from './harness.ts';
import { clipboard, copyAs, openRecord, openStudy, saveAs, studyMoves } from './harness-study.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const saveDir = mkdtempSync(join(tmpdir(), 'banmen-drawings-'));
const web = useBrowserHost(SKIP_REASON, () => ({ env: { BANMEN_RECORDS_DIR: saveDir } }));
web.closePagesAfterEach();

/** The centre of a square on screen. */
async function centre(page: Page, usi: string): Promise<{ x: number; y: number }> {
  const box = (await cell(page, usi).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Right-drags from `from` to `to` (a right-click when they are the same), holding `modifier`. */
async function rightDrag(page: Page, from: string, to: string, modifier?: 'Shift'): Promise<void> {
  const a = await centre(page, from);
  const b = await centre(page, to);
  if (modifier) await page.keyboard.down(modifier);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  if (modifier) await page.keyboard.up(modifier);
}

/** What the user overlay draws: arrows as `2h2d`, marks as `5e`, each with its colour. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const svg = document.querySelector('svg[aria-label^="Your arrows"]');
    return svg?.getAttribute('aria-label')?.replace(/^Your arrows: /, '') ?? '';
  });

/** Waits until the toolbar names the open file `name`. */
const fileNamed = (page: Page, name: string) =>
  page.waitForFunction(
    (n) => document.querySelector('[aria-label="File name"]')?.textContent?.trim() === n,
    name,
  );

const comment = (page: Page) => page.getByRole('textbox', { name: 'Comment' });

test(
  'a right-drag arrow and a right-click mark survive save, reopen and Copy as KIF',
  { skip: SKIP_REASON ?? false },
  async () => {
    await web.browser.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openStudy(web);
    await openRecord(page, GAME, 14);
    await studyMoves(page).nth(4).click();
    await comment(page).fill('Watch the rook.');
    await rightDrag(page, '2h', '2d');
    await rightDrag(page, '5e', '5e', 'Shift');
    await rightDrag(page, '3c', '3c');
    assert.equal(await drawn(page), '2h→2d green, 5e red, 3c green');
    // The same gesture again removes the mark; no context menu got in the way.
    await rightDrag(page, '3c', '3c');
    assert.equal(await drawn(page), '2h→2d green, 5e red');
    assert.equal(await comment(page).inputValue(), 'Watch the rook.', 'markup hidden');
    await screenshot(page, 'study-drawings');

    const dialog = await saveAs(page, { format: 'kif', path: join(saveDir, 'drawn.kif') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const file = join(saveDir, 'drawn.kif');
    assert.ok(existsSync(file), `${file} written`);
    assert.match(
      new TextDecoder('shift_jis').decode(readFileSync(file)),
      /^\*\[%cal G2h2d\] \[%csl R5e\]\r?\n\*Watch the rook\./m,
    );

    // Another record, then the saved one again from the recent files.
    await openRecord(page, GAME, 14);
    await fileNamed(page, 'rook-blunder.kifu');
    await studyMoves(page).nth(4).click();
    assert.equal(await drawn(page), '', 'the other record has no drawings');
    await page.getByLabel('Recent files').selectOption(file);
    await fileNamed(page, 'drawn.kif');
    await studyMoves(page).nth(4).click();
    assert.equal(await drawn(page), '2h→2d green, 5e red');
    assert.equal((await comment(page).inputValue()).trimEnd(), 'Watch the rook.');
    await studyMoves(page).nth(5).click();
    assert.equal(await drawn(page), '', 'drawings belong to their move');

    await copyAs(page, 'KIF');
    await page.getByText('Copied as KIF', { exact: true }).waitFor();
    assert.match(
      await clipboard(page),
      /^ *4 ８四歩\(83\).*\r?\n\*\[%cal G2h2d\] \[%csl R5e\]\r?\n/m,
    );
  },
);
