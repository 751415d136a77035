// Browser test of defect 23 (issue 41): New game's Black and White columns line up row by row,
// the New tournament title has no "…" and shows engine names whole, Paste record confirms with
// "Open", Manage engines' Save lights up only after a change, and the Settings lists line up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { menu, openSettings, screenshot, SKIP_REASON, useBrowserHost } from './harness.ts';
import { showStudy } from './harness-study.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

/** The top and left edge of an element, in CSS pixels. */
const box = async (l: Locator) => {
  const b = (await l.boundingBox())!;
  return { top: Math.round(b.y), left: Math.round(b.x), right: Math.round(b.x + b.width) };
};

test("New game's Black and White columns line up row by row", { skip: SKIP }, async () => {
  const page = await web.open();
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  // The default game: Black a human (no skill level), White the built-in engine (with one).
  await dialog.locator('#black-player').selectOption('human');
  await dialog.locator('#white-player').selectOption('builtin');
  await screenshot(page, 'new-game-rows');
  for (const field of ['main time', 'byoyomi', 'increment']) {
    const name = (side: string) => new RegExp(`^${side} ${field}`, 'i');
    const black = await box(dialog.getByRole('spinbutton', { name: name('Black') }));
    const white = await box(dialog.getByRole('spinbutton', { name: name('White') }));
    assert.equal(black.top, white.top, `${field}: both sides on one row`);
  }
});

test(
  'New tournament: no "…" in the title and engine names shown whole',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await menu(page, 'Tournament', /^New tournament/);
    const dialog = page.getByRole('dialog', { name: /^New tournament/ });
    await dialog.waitFor();
    assert.equal(
      (await dialog.getByRole('heading').first().textContent())?.trim(),
      'New tournament',
    );
    const name = dialog.getByRole('textbox', { name: 'Name 1' });
    await name.fill('Banmen level 20 (full strength, 1 thread)');
    await screenshot(page, 'new-tournament');
    const fits = await name.evaluate((e) => e.scrollWidth <= e.clientWidth);
    assert.ok(fits, 'the whole engine name is visible in its field');
  },
);

test('Paste record confirms with "Open", not "Open…"', { skip: SKIP }, async () => {
  const page = await web.open();
  await showStudy(page);
  await page.getByRole('button', { name: 'Paste record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste record' });
  await dialog.getByRole('textbox').fill('position startpos moves 7g7f 3c3d');
  assert.equal(await dialog.getByRole('button', { name: 'Open…' }).count(), 0);
  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
});

test("Manage engines' Save is enabled only after a change", { skip: SKIP }, async () => {
  const page = await web.open();
  await menu(page, 'Engine', 'Manage engines…');
  const dialog = page.getByRole('dialog', { name: 'Manage engines' });
  await dialog
    .getByRole('button', { name: /^Banmen/ })
    .first()
    .click();
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  const field = dialog.getByRole('spinbutton').first();
  await field.waitFor({ timeout: 30_000 });
  assert.equal(await save.isDisabled(), true, 'nothing changed yet');
  const was = await field.inputValue();
  await field.fill(String(Number(was) + 1));
  await field.press('Tab');
  assert.equal(await save.isDisabled(), false, 'a field changed');
  await save.click();
  await dialog.getByRole('status').filter({ hasText: /saved/i }).waitFor();
  assert.equal(await save.isDisabled(), true, 'saved: nothing left to save');
});

test('the Settings lists line up, Board colour too', { skip: SKIP }, async () => {
  const page = await web.open();
  const settings = await openSettings(page);
  await screenshot(page, 'settings');
  const edges = [];
  for (const select of await settings.getByRole('combobox').all()) edges.push(await box(select));
  assert.ok(edges.length >= 6, `${edges.length} lists`);
  for (const e of edges) {
    assert.equal(e.left, edges[0]!.left, `left edges: ${JSON.stringify(edges)}`);
    assert.equal(e.right, edges[0]!.right, `right edges: ${JSON.stringify(edges)}`);
  }
});
