import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSfen } from '../../../src-main/shared/rules/sfen.ts';
import { perft } from '../../../src-main/shared/rules/perft.ts';
import type { Variant } from '../../../src-main/shared/rules/types.ts';
import { loadPerftReference } from './shared-data.ts';

/** Entries above this many leaves are left to the depth-5 test and the benchmark. */
const NODE_BUDGET = 5_000_000;
const SECTIONS: Array<[string, Variant]> = [
  ['standard', 'shogi'],
  ['standard_talkchess_gentest', 'shogi'],
  ['standard_random_depth1', 'shogi'],
  ['minishogi', 'minishogi'],
  ['minishogi_random_depth1', 'minishogi'],
];

const reference = loadPerftReference();

for (const [section, variant] of SECTIONS) {
  test(
    `perft agrees with ../shared/data perft_reference.json [${section}]`,
    { skip: reference ? false : 'shared data absent' },
    () => {
      const entries = reference![section];
      assert.ok(entries && entries.length > 0, `section ${section} is empty`);
      let checked = 0;
      for (const e of entries) {
        const r = parseSfen(e.sfen, variant);
        assert.ok(r.ok, `${e.name ?? e.sfen}: ${r.ok ? '' : r.error.message}`);
        for (const [depth, expected] of Object.entries(e.perft)) {
          if (expected > NODE_BUDGET) continue;
          assert.equal(
            perft(r.position, Number(depth)),
            expected,
            `${e.name ?? ''} ${e.sfen} depth ${depth}`,
          );
          checked++;
        }
        assert.equal(
          r.position.sfen().split(' ')[0],
          e.sfen.split(' ')[0],
          'position restored after perft',
        );
      }
      assert.ok(checked >= entries.length, 'every entry has at least one depth within budget');
    },
  );
}
