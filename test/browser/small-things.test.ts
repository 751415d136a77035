// Browser test of defect 24 (issue 41), the small things a user notices: the window shows where to
// drop while a file is dragged over it, Study asks about unsaved changes before the file chooser
// opens (not after a file was chosen), and KIF lists hand pieces largest first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { cell, SKIP_REASON, useBrowserHost } from './harness.ts';
import { readFileSync } from 'node:fs';
import { clipboard, copyAs, openStudy, saveAs, studyMoves } from './harness-study.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

/** Pastes `text` in Study as a record. */
async function paste(page: Page, text: string) {
  await page.getByRole('button', { name: 'Paste record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste record' });
  await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: /^Open/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('a file dragged over the window shows where to drop it', { skip: SKIP }, async () => {
  const page = await web.open();
  const zone = page.getByRole('status').filter({ hasText: 'Drop a record file' });
  assert.equal(await zone.count(), 0);
  const dt = await page.evaluateHandle(() => {
    const d = new DataTransfer();
    d.items.add(new File(['x'], 'game.kif'));
    return d;
  });
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: dt });
  await zone.waitFor();
  await page.dispatchEvent('main', 'dragleave', { dataTransfer: dt });
  await zone.waitFor({ state: 'detached' });
});

test('Study asks about unsaved changes before the file chooser opens', { skip: SKIP }, async () => {
  const page = await openStudy(web);
  await paste(page, 'position startpos moves 7g7f 3c3d');
  // An edit: a variation after the first move.
  await studyMoves(page).nth(1).click();
  await cell(page, '8c').click();
  await cell(page, '8d').click();
  let chooser = false;
  page.on('filechooser', () => (chooser = true));
  const chosen = page.waitForEvent('filechooser');
  await page.locator('label', { hasText: 'Open…' }).click();
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await ask.waitFor();
  assert.equal(chooser, false, 'no file chooser before the question is answered');
  await ask.getByRole('button', { name: "Don't save" }).click();
  const fc = await chosen;
  await fc.setFiles({
    name: 'next.usi',
    mimeType: 'text/plain',
    buffer: Buffer.from('position startpos moves 2g2f\n'),
  });
  // Opened at once: the user already answered, so nothing asks again.
  await studyMoves(page)
    .nth(1)
    .filter({ hasText: /[2２]六歩|P-2f|P26/ })
    .waitFor();
  assert.equal(await ask.count(), 0);
});

test('KIF lists the pieces in hand largest first', { skip: SKIP }, async () => {
  await web.browser.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await openStudy(web);
  await paste(page, 'sfen lnsgkgsnl/9/9/9/9/9/9/9/LNSGKGSNL b RB2G2S2N2L9Pr2p 1');
  await copyAs(page, 'KIF');
  const kif = await clipboard(page);
  assert.match(kif, /^先手の持駒：飛　角　金二　銀二　桂二　香二　歩九/m);
  assert.match(kif, /^後手の持駒：飛　歩二/m);
});

test(
  'a pasted SFEN with move number 2 numbers its first move 2, and Save as SFEN keeps it',
  { skip: SKIP },
  async () => {
    const page = await openStudy(web);
    // After 7g7f: white to move, and the next move is move 2.
    await paste(page, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2');
    await cell(page, '8c').click();
    await cell(page, '8d').click();
    const first = studyMoves(page).nth(1);
    await first.filter({ hasText: /８四歩/ }).waitFor();
    assert.equal((await first.locator('.ply').textContent())?.trim(), '2');
    await cell(page, '2g').click();
    await cell(page, '2f').click();
    await studyMoves(page)
      .nth(2)
      .filter({ hasText: /２六歩/ })
      .waitFor();
    assert.equal((await studyMoves(page).nth(2).locator('.ply').textContent())?.trim(), '3');
    // Saved as SFEN, the next move after these two is move 4, as the pasted SFEN counts it.
    const dialog = await saveAs(page, { format: 'sfen' });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const saved = readFileSync((await (await downloading).path())!, 'utf8');
    assert.match(saved.trim(), / w - 4$/);
    // A record pasted with its moves counts the same way (no question: the record was just saved).
    await paste(
      page,
      'position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2 moves 8c8d',
    );
    await studyMoves(page)
      .nth(1)
      .filter({ hasText: /８四歩/ })
      .waitFor();
    assert.equal((await studyMoves(page).nth(1).locator('.ply').textContent())?.trim(), '2');
  },
);
