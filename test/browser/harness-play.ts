/**
 * The Play fixture shared by the browser tests that play the built-in engine: a data folder with
 * books or engines in place, the usual "me by hand against the fast engine" new-game settings,
 * and a move that waits for the engine's reply. (The host and browser come from harness.ts.)
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { cell, fastEngine, recordItems } from './harness.ts';

/** A new-game dialog, as startGame hands it to its `configure`. */
type Dialog = ReturnType<Page['getByRole']>;

/** An external engine as the settings file registers it. */
export interface RegisteredEngine {
  id: string;
  name: string;
  path: string;
  args?: string[];
}

/**
 * A fresh data folder (`banmen-<name>-…`) holding `files` (path in the folder → file copied
 * there) and, when given, `engines` registered in its settings, as a user's would be.
 */
export function playDataDir(
  name: string,
  setup: { files?: Record<string, string>; engines?: RegisteredEngine[] } = {},
): string {
  const dataDir = mkdtempSync(join(tmpdir(), `banmen-${name}-`));
  for (const [to, from] of Object.entries(setup.files ?? {})) {
    mkdirSync(dirname(join(dataDir, to)), { recursive: true });
    copyFileSync(from, join(dataDir, to));
  }
  if (setup.engines) {
    const settings = { settings: { version: 1, externalEngines: setup.engines } };
    writeFileSync(join(dataDir, 'settings.json'), JSON.stringify(settings));
  }
  return dataDir;
}

/**
 * New-game settings: the user plays Black by hand against the fast built-in engine as White;
 * `configure` may first change more (variant, start position, clocks).
 */
export function vsEngine(configure: (dialog: Dialog) => Promise<void> = async () => {}) {
  return async (dialog: Dialog) => {
    await configure(dialog);
    await dialog.locator('#black-player').selectOption('human');
    await fastEngine(dialog, 'white');
  };
}

/**
 * New-game settings: an even shogi game between two fast built-in engines; `configure` then
 * changes more (a book, a move limit).
 */
export function engineVsEngine(configure: (dialog: Dialog) => Promise<void> = async () => {}) {
  return async (dialog: Dialog) => {
    await dialog.locator('#variant').selectOption('shogi');
    await dialog.locator('#start').selectOption('even');
    await fastEngine(dialog, 'black');
    await fastEngine(dialog, 'white');
    await configure(dialog);
  };
}

/** Plays `from` → `to` by two clicks and waits until the record shows ply `reply` (the answer). */
export async function moveAndAwaitReply(
  page: Page,
  from = '7g',
  to = '7f',
  reply = 1,
): Promise<void> {
  await cell(page, from).click();
  await cell(page, to).click();
  await recordItems(page).nth(reply).waitFor({ timeout: 45_000 });
}
