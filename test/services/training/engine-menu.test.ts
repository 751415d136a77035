/** The native Engine menu offers both trainings in both languages and sends their commands. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from '../../../src-main/app/menu.ts';
import type { MenuCommand } from '../../../src-main/shared/contract.ts';

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

test('Engine › Train Network… sends train-network (English and Japanese), next to the classical one', () => {
  const sent: MenuCommand[] = [];
  for (const [lang, label] of [
    ['en', 'Train Network…'],
    ['ja', 'NNUE評価関数の学習…'],
  ] as const) {
    const items = engineMenu(lang, (c) => void sent.push(c));
    const at = items.findIndex((i) => i.label === label);
    assert.ok(at > 0, `${lang}: ${label} is in the Engine menu`);
    assert.equal(
      items[at - 1]!.label,
      lang === 'ja' ? '古典評価関数の学習…' : 'Train Classical Evaluation…',
    );
    (items[at]!.click as () => void)();
  }
  assert.deepEqual(sent, ['train-network', 'train-network']);
});
