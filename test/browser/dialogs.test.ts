// Browser test of every dialog not covered elsewhere (Manage engines, both trainings, New tournament,
// Open results, Save as, Position editor, Paste record), as a keyboard user meets them: the focus
// stays inside on Tab, Escape closes the dialog, a click outside closes only those with little to
// lose, and axe-core finds no serious or critical problem in it, light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { menu, screenshot, SKIP_REASON, useBrowserHost } from './harness.ts';
import { axeProblems } from './axe.ts';

const web = useBrowserHost(SKIP_REASON);

/** A dialog: how the user opens it, its name, and whether a click outside closes it. */
interface Case {
  name: string | RegExp;
  open: (page: Page) => Promise<void>;
  /** False where a stray click would lose much work (a form or an edited position). */
  outside: boolean;
}

const study = (page: Page) => page.getByRole('button', { name: 'Study', exact: true }).click();
const CASES: Case[] = [
  {
    name: 'Manage engines',
    open: (p) => menu(p, 'Engine', 'Manage engines…'),
    outside: true,
  },
  {
    name: 'Train classical evaluation',
    open: (p) => menu(p, 'Engine', 'Train classical evaluation…'),
    outside: true,
  },
  {
    name: 'Train network',
    open: (p) => menu(p, 'Engine', 'Train network…'),
    outside: false,
  },
  {
    name: /^New tournament/,
    open: (p) => menu(p, 'Tournament', /^New tournament/),
    outside: false,
  },
  { name: /^Open results/, open: (p) => menu(p, 'Tournament', /^Open results/), outside: true },
  {
    name: 'Save as…',
    open: async (p) => {
      await study(p);
      await p.getByRole('button', { name: 'Save as…' }).click();
    },
    outside: true,
  },
  {
    name: 'Position editor',
    open: async (p) => {
      await study(p);
      await p.getByRole('button', { name: 'Position editor' }).click();
    },
    outside: false,
  },
  {
    name: 'Paste record',
    open: async (p) => {
      await study(p);
      await p.getByRole('button', { name: 'Paste record' }).click();
    },
    outside: true,
  },
];

/** True if the keyboard focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

test(
  'every dialog keeps the focus inside, closes on Escape and passes axe, light and dark',
  { skip: SKIP_REASON ?? false, timeout: 180_000 },
  async () => {
    const page = await web.open();
    await page.setViewportSize({ width: 1024, height: 700 });
    for (const c of CASES) {
      const dialog = page.getByRole('dialog', { name: c.name });
      const what = String(c.name);
      await c.open(page);
      await dialog.waitFor();
      for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
      assert.ok(await focusInDialog(page), `${what}: Tab left the dialog`);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        assert.deepEqual(await axeProblems(page), [], `${what} (${scheme})`);
      }
      await screenshot(page, `dialog-${what.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`);
      await page.emulateMedia({ colorScheme: 'light' });
      // A click in the window's corner, outside the dialog box.
      await page.mouse.click(3, 690);
      await page.waitForTimeout(200);
      assert.equal(
        await dialog.count(),
        c.outside ? 0 : 1,
        `${what}: a click outside ${c.outside ? 'closes' : 'keeps'} it`,
      );
      if (!c.outside) {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      // Escape closes it too (opened again where the click closed it).
      if (c.outside) {
        await c.open(page);
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    }
  },
);
