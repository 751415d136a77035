/**
 * Browser-test helpers for the Study view: showing it, opening a record file, playing a
 * variation, Copy as, Save as… and dropping a file, as a user does them.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { cell, type BrowserHost } from './harness.ts';

/** Entries of Study's move list (entry 0 is the start position, entry n is move n). */
export function studyMoves(page: Page): Locator {
  return page.getByRole('region', { name: 'Moves' }).getByRole('listitem');
}

/** Shows the Study view from the header. */
export async function showStudy(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Study', exact: true }).click();
}

/**
 * A new page on the app showing Study, resized to `size` first when given (the layout tests
 * measure at a set size).
 */
export async function openStudy(
  web: BrowserHost,
  size?: { width: number; height: number },
): Promise<Page> {
  const page = await web.open();
  if (size) await page.setViewportSize(size);
  await showStudy(page);
  return page;
}

/**
 * Opens `file` through Study's file input and waits until move `lastMove` is listed; returns the
 * move list.
 */
export async function openRecord(page: Page, file: string, lastMove: number): Promise<Locator> {
  await page.locator('#study-open-input').setInputFiles(file);
  const moves = studyMoves(page);
  await moves.nth(lastMove).waitFor();
  return moves;
}

/**
 * Plays `from`→`to` on the board after move `after` of the list, making a variation, and waits
 * until the variation tree shows a move matching `shown`.
 */
export async function playVariation(
  page: Page,
  after: number,
  from: string,
  to: string,
  shown: RegExp,
): Promise<void> {
  await studyMoves(page).nth(after).click();
  await cell(page, from).click();
  await cell(page, to).click();
  await page.getByRole('treeitem', { name: shown }).first().waitFor();
}

/** Copies the record in `format` (KIF, KI2, CSA, …) through the Copy as menu. */
export async function copyAs(page: Page, format: string): Promise<void> {
  await page.getByRole('button', { name: 'Copy as' }).click();
  await page.getByRole('menuitem', { name: format, exact: true }).click();
}

/** What the page reads from the clipboard (the context must have been granted clipboard-read). */
export function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Opens the Save as… dialog and sets what is given, in the order a user fills it: format,
 * encoding, path. Returns the dialog.
 */
export async function saveAs(
  page: Page,
  fields: { format?: string; encoding?: string; path?: string } = {},
): Promise<Locator> {
  await page.getByRole('button', { name: 'Save as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as…' });
  if (fields.format) await dialog.getByLabel('Format').selectOption(fields.format);
  if (fields.encoding) await dialog.getByLabel('Encoding').selectOption(fields.encoding);
  if (fields.path !== undefined)
    await dialog.getByLabel('Save to path (optional)').fill(fields.path);
  return dialog;
}

/**
 * Drops the text of `file` on the element `target` (a CSS selector) as a file named `name`
 * (the file's own name by default), as a drag from the desktop does.
 */
export async function dropFile(
  page: Page,
  target: string,
  file: string,
  name = basename(file),
): Promise<void> {
  const text = readFileSync(file, 'utf8');
  // Why built in the page: a DataTransfer cannot be sent from Node, only made where it is used.
  const dt = await page.evaluateHandle(
    ([t, n]) => {
      const d = new DataTransfer();
      d.items.add(new File([t], n));
      return d;
    },
    [text, name] as const,
  );
  await page.dispatchEvent(target, 'drop', { dataTransfer: dt });
}
