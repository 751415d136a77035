/**
 * The module-boundary rules of the ESLint config do what they say: pure modules use no
 * Node/Electron API and the renderer imports only pure src-main modules. The whole-tree checks
 * (ESLint, tsc, svelte-check, Prettier, clang-format) are `npm run -s check`, a CI step of its own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));

/** Lints `code` as if it were the file `name`; returns the rule ids reported. */
function lintAs(name: string, code: string): string[] {
  const r = spawnSync(
    `${REPO}node_modules/.bin/eslint`,
    ['--stdin', '--stdin-filename', name, '--format', 'json'],
    { cwd: REPO, input: code, encoding: 'utf8' },
  );
  const results = JSON.parse(r.stdout) as Array<{
    messages: Array<{ ruleId: string | null; message: string }>;
  }>;
  return results.flatMap((f) => f.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

test('the boundary rules refuse what they should and allow the pure modules', () => {
  const renderer = 'src-renderer/lib/probe.ts';
  assert.ok(
    lintAs(
      renderer,
      "import { Searcher } from '../../src-main/engine/search.ts';\nexport const x = Searcher;\n",
    ).some((m) => m.startsWith('no-restricted-imports')),
    'renderer importing the search is refused',
  );
  assert.ok(
    lintAs(
      renderer,
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    ).some((m) => m.startsWith('no-restricted-imports')),
    'renderer importing node:fs is refused',
  );
  assert.deepEqual(
    lintAs(
      renderer,
      "import { Position } from '../../src-main/shared/rules/position.ts';\nexport const x = Position;\n",
    ),
    [],
    'renderer may import the rules core',
  );
  assert.ok(
    lintAs(
      'src-main/shared/rules/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    ).some((m) => m.startsWith('no-restricted-imports')),
    'the rules core may not use Node',
  );
  assert.ok(
    lintAs(
      'src-main/shared/contract/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    ).some((m) => m.startsWith('no-restricted-imports')),
    'no module of the shared folder may use Node (a glob, not a list)',
  );
});
