/** The native Engine menu offers training in both languages and sends `train-classical`. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from '../../../src-main/app/menu.ts';
import type { MenuCommand } from '../../../src-main/ipc/contract.ts';

/** The Engine menu's items in a language. */
function engineMenu(
  lang: 'en' | 'ja',
  send: (c: MenuCommand) => void,
): MenuItemConstructorOptions[] {
  const menu = buildMenuTemplate(lang, send, false);
  const engine = menu.find((m) => m.label === (lang === 'ja' ? 'エンジン' : 'Engine'));
  return (engine?.submenu ?? []) as MenuItemConstructorOptions[];
}

test('Engine › Train Classical Evaluation… sends train-classical (English and Japanese)', () => {
  const sent: MenuCommand[] = [];
  for (const [lang, label] of [
    ['en', 'Train Classical Evaluation…'],
    ['ja', '古典評価関数の学習…'],
  ] as const) {
    const item = engineMenu(lang, (c) => void sent.push(c)).find((i) => i.label === label);
    assert.ok(item, `${lang}: ${label} is in the Engine menu`);
    (item.click as () => void)();
  }
  assert.deepEqual(sent, ['train-classical', 'train-classical']);
});
