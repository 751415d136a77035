import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromGray, toGray } from '../../../src-main/tune/ga/gray.ts';

test('Gray code round-trips and neighbours differ in exactly one bit', () => {
  for (let n = 0; n < 4096; n++) {
    assert.equal(fromGray(toGray(n)), n);
    const diff = toGray(n) ^ toGray(n + 1);
    assert.equal(diff & (diff - 1), 0, `gray(${n}) and gray(${n + 1}) differ in more than one bit`);
    assert.notEqual(diff, 0);
  }
  assert.equal(toGray(2), 3);
  assert.equal(toGray(7), 4);
});
