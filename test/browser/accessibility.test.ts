// Browser test of defect 22 (issue 41), as a screen-reader or low-vision user meets the app: one
// `main` landmark and one `h1`, New game's fields each with a name of their own, and axe-core
// finding no serious or critical problem with any board colour the Settings offer, light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openSettings, SKIP_REASON, useBrowserHost } from './harness.ts';
import { showStudy } from './harness-study.ts';
import { axeProblems } from './axe.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

/** The accessible names of the New game dialog's form fields, in order. */
async function fieldNames(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.waitFor();
  const names: string[] = [];
  for (const role of ['combobox', 'spinbutton'] as const)
    for (const field of await dialog.getByRole(role).all())
      names.push(
        await field.evaluate((e) => {
          // The label's text without the options of the select inside it.
          const label = (e as HTMLInputElement).labels?.[0]?.cloneNode(true) as HTMLElement;
          label?.querySelectorAll('select, input').forEach((c) => c.remove());
          return label?.textContent ?? '';
        }),
      );
  return names.map((n) => n.replace(/\s+/g, ' ').trim());
}

test('the app has one main landmark and one h1, in Play and in Study', { skip: SKIP }, async () => {
  const page = await web.open();
  for (const view of ['Play', 'Study']) {
    if (view === 'Study') await showStudy(page);
    assert.equal(await page.getByRole('main').count(), 1, `one main landmark (${view})`);
    assert.equal(await page.locator('h1').count(), 1, `one h1 (${view})`);
    assert.match((await page.locator('h1').textContent()) ?? '', new RegExp(view));
    // The board and the record are inside the landmark, so "skip to main" lands on them.
    assert.equal(
      await page.getByRole('main').getByRole('grid').count(),
      1,
      `board in main (${view})`,
    );
  }
});

test("New game's fields have no duplicate accessible names", { skip: SKIP }, async () => {
  const page = await web.open();
  await page.getByRole('button', { name: 'New game' }).click();
  const names = await fieldNames(page);
  const dup = names.filter((n, i) => names.indexOf(n) !== i);
  assert.deepEqual(dup, [], `names: ${names.join(' | ')}`);
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('combobox', { name: /^Black player$/i }).waitFor();
  await dialog.getByRole('combobox', { name: /^White player$/i }).waitFor();
  await dialog.getByRole('spinbutton', { name: /^White main time \(min\)$/i }).waitFor();
});

test(
  'axe finds no serious or critical problem with any board colour, light and dark',
  { skip: SKIP, timeout: 240_000 },
  async () => {
    const page = await web.open();
    let settings = await openSettings(page);
    const colours = await settings
      .getByRole('combobox', { name: 'Board colour' })
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.ok(colours.includes('walnut') && colours.length >= 4, colours.join());
    await page.keyboard.press('Escape');
    for (const colour of colours) {
      settings = await openSettings(page);
      await settings.getByRole('combobox', { name: 'Board colour' }).selectOption(colour);
      await page.keyboard.press('Escape');
      await settings.waitFor({ state: 'detached' });
      for (const view of ['Play', 'Study'])
        for (const scheme of ['light', 'dark'] as const) {
          await page.getByRole('button', { name: view, exact: true }).click();
          await page.emulateMedia({ colorScheme: scheme });
          assert.deepEqual(await axeProblems(page), [], `${view}, ${colour} board, ${scheme}`);
        }
    }
  },
);
