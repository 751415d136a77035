/**
 * Browser-test helpers for the Practice and Tsume views: showing them and playing a USI move on
 * the board by clicking, as a user does (a drop from the hand, the promotion dialog's choice).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { cell } from './harness.ts';

/** The hand pieces' names by USI drop letter. */
const DROP_NAME: Record<string, string> = {
  P: 'pawn',
  L: 'lance',
  N: 'knight',
  S: 'silver',
  G: 'gold',
  B: 'bishop',
  R: 'rook',
};

/** Shows a view from the header (Practice, Tsume, Study, Play). */
export async function showView(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/**
 * Plays `usi` by clicking: the piece (or the hand piece) then its square, answering the promotion
 * dialog when it asks (`+` promotes).
 */
export async function clickMove(page: Page, usi: string, side: 'black' | 'white' = 'black') {
  const drop = /^([PLNSGBR])\*(\d[a-i])$/.exec(usi);
  if (drop) {
    const name = new RegExp(`^${side} hand, ${DROP_NAME[drop[1]!]},`);
    await page.getByRole('button', { name }).click();
    await cell(page, drop[2]!).click();
    return;
  }
  await cell(page, usi.slice(0, 2)).click();
  await cell(page, usi.slice(2, 4)).click();
  const dialog = page.getByRole('dialog', { name: 'Promote?' });
  // Why a short wait: the dialog shows at once when promotion is optional, or never.
  if (
    await dialog.waitFor({ timeout: 500 }).then(
      () => true,
      () => false,
    )
  ) {
    const choice = usi.endsWith('+') ? 'Promote' : 'Do not promote';
    await dialog.getByRole('button', { name: choice, exact: true }).click();
  }
}

/** The shipped tsume problems' solutions by id (read from resources/tsume). */
export function tsumeSolutions(): Map<string, string[]> {
  const dir = 'resources/tsume';
  const out = new Map<string, string[]>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      problems: Array<{ id: string; solution: string[] }>;
    };
    for (const p of data.problems) out.set(p.id, p.solution);
  }
  return out;
}
