/** The new-game dialog lists every level 0..20 with its approximate strength, weakest first. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { levelChoices, levelStrength } from '../../src-renderer/lib/game/levels.ts';
import { DEFAULT_SKILL } from '../../src-renderer/lib/game/defaults.ts';
import { engineFor } from '../../src-renderer/lib/engine-driver.ts';
import { useLanguage } from '../../src-renderer/lib/text.ts';

test('levels 0..20 are listed with strength labels from beginner to full strength', () => {
  useLanguage(() => 'en');
  const en = levelChoices();
  assert.deepEqual(
    en.map((c) => c.level),
    Array.from({ length: 21 }, (_, i) => i),
  );
  assert.equal(en[0]!.label, '0 · beginner');
  assert.equal(en[20]!.label, '20 · full strength');
  useLanguage(() => 'ja');
  assert.equal(levelStrength(20), '最強');
  useLanguage(() => 'en');
  const order = ['beginner', 'casual player', 'club player', 'strong amateur', 'full strength'];
  const ranks = en.map((c) => order.indexOf(levelStrength(c.level)));
  assert.ok(
    !ranks.includes(-1) && ranks.every((r, i) => i === 0 || r >= ranks[i - 1]!),
    ranks.join(','),
  );
});

test('the default level is one a casual player can beat', () => {
  assert.equal(levelStrength(DEFAULT_SKILL), 'casual player');
});

test('each game against a level gets its own seed, so the replies vary between games', () => {
  const level = { kind: 'builtin', skillLevel: 5 } as const;
  const seeds = new Set(Array.from({ length: 8 }, () => engineFor(level)!.options.SkillSeed));
  assert.ok(seeds.size > 1, `seeds ${[...seeds].join(', ')}`);
  assert.deepEqual(engineFor(level, 42)!.options, { SkillLevel: 5, SkillSeed: 42 });
});
