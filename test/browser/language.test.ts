// Browser test: the Japanese UI speaks Japanese everywhere a user (or a screen reader) meets
// words: the visible text and the aria-label, title and placeholder of Play, New game, Study with
// a record and every panel open, the Position editor, Save as, Manage engines, training and New
// tournament. Technical names (SFEN, USI, KIF, …) and paths are allowed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { menu, screenshot, SKIP_REASON, useBrowserHost } from './harness.ts';

const web = useBrowserHost(SKIP_REASON);
const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');

/**
 * Latin words that are names, not English: formats, protocols, the app, its measures and
 * methods (SPRT, SPSA), and the fixture record's player names (Sente, Gote).
 */
const NAMES = new Set(
  'SFEN USI KIF KI2 CSA JKF BOD JSONL UTF Shift_JIS Banmen Elo LOS MultiPV SPRT SPSA LLR OK nps alt Sente Gote'.split(
    ' ',
  ),
);

/** English words in the page's text and labels (paths, file names and names left out). */
async function englishWords(page: Page): Promise<string[]> {
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (!n.parentElement!.closest('script,style')) out.push(n.textContent!);
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder]'))
      for (const a of ['aria-label', 'title', 'placeholder']) out.push(el.getAttribute(a) ?? '');
    return out;
  });
  const words = new Set<string>();
  for (const t of texts)
    for (const token of t.split(/[\s()（）、,;:=]+/)) {
      // Why: a path or file name ("/path/to/engine", "games/*.log", "rook-blunder.kifu") is not prose.
      if (/[/.]/.test(token)) continue;
      for (const w of token.match(/[A-Za-z_]{3,}/g) ?? []) if (!NAMES.has(w)) words.add(w);
    }
  return [...words];
}

test(
  'the Japanese UI has no English words in its text or labels',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open('&lang=ja');
    const views: [string, () => Promise<void>, (() => Promise<void>)?][] = [
      ['対局', async () => {}],
      [
        '新規対局',
        () => page.getByRole('button', { name: '新規対局' }).click(),
        () => page.keyboard.press('Escape'),
      ],
      [
        '検討',
        async () => {
          await page.getByRole('button', { name: '検討', exact: true }).click();
          await page.locator('#study-open-input').setInputFiles(GAME);
          await page
            .getByRole('region', { name: '指し手' })
            .getByRole('listitem')
            .nth(14)
            .waitFor();
        },
      ],
      [
        '局面編集',
        () => page.getByRole('button', { name: '局面編集' }).click(),
        () => page.keyboard.press('Escape'),
      ],
      [
        '名前を付けて保存',
        () => page.getByRole('button', { name: '名前を付けて保存…' }).click(),
        () => page.keyboard.press('Escape'),
      ],
      [
        'エンジン管理',
        () => menu(page, 'エンジン', /^エンジン管理/),
        () => page.keyboard.press('Escape'),
      ],
      ['学習', () => menu(page, 'エンジン', /^古典評価/), () => page.keyboard.press('Escape')],
      ['新規大会', () => menu(page, '大会', /^新規大会/), () => page.keyboard.press('Escape')],
    ];
    for (const [name, open, close] of views) {
      await open();
      await page.waitForTimeout(300);
      assert.deepEqual(await englishWords(page), [], `English in ${name}`);
      if (name === '局面編集') await screenshot(page, 'position-editor-ja');
      await close?.();
    }
  },
);
