/**
 * `assertOk(r)`: asserts that a typed result (`{ ok: true, … } | { ok: false, error }`) is ok, and
 * when it is not, fails with the result's error in the message (why: `assert.ok(r.ok)` throws
 * the reason away and leaves only "false == true").
 */
import assert from 'node:assert/strict';

/** Asserts `r.ok`; narrows `r` to its ok variant like `assert.ok(r.ok)` does. */
export function assertOk<T extends { ok: boolean }>(
  r: T,
  what = 'expected an ok result',
): asserts r is T & { ok: true } {
  if (!r.ok) assert.fail(`${what}, got ${describe(r)}`);
}

/** The error of a failed result as text (the whole result when it has no `error`). */
function describe(r: object): string {
  const detail: unknown = 'error' in r ? r.error : r;
  // Why a try: a result may hold a cyclic object (a tsshogi record) that JSON cannot write.
  try {
    return (JSON.stringify(detail) ?? String(detail)).slice(0, 2000);
  } catch {
    return String(detail);
  }
}
