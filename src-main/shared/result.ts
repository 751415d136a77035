/**
 * The one result shape: expected failures are values with a typed code, not exceptions.
 * Every layer (the IPC contract, services, config readers, record readers) answers with it, so a
 * caller reads `r.ok`, then `r.value` or `r.error.code` / `r.error.message`, and nothing else.
 *
 * Pure module (shared with the renderer): no Node, DOM or Electron API.
 */

/** An expected failure: a stable code the UI can translate, a message, and where it happened. */
export interface Failure<C extends string = string> {
  code: C;
  /** What went wrong, in words (English), naming what and where. */
  message: string;
  /** Where: a config field (`engines[1].command`), a file, a line. */
  where?: string;
  /** The technical part alone (an exit code, a path), for a UI that words the rest itself. */
  detail?: string;
}

/** A success carrying `value`, or a failure carrying a typed `error`. */
export type Result<T, E extends Failure = Failure> =
  { ok: true; value: T } | { ok: false; error: E };

/** The failure half of a result, whatever its value type (it fits any `Result<T, E>`). */
export type Err<E extends Failure = Failure> = { ok: false; error: E };

/** A success. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Where a failure happened and its technical detail, both optional. */
export interface FailureAt {
  where?: string;
  detail?: string;
}

/** A failure with `code` and `message`, and optionally where it happened and a technical detail. */
export function err<C extends string>(
  code: C,
  message: string,
  at: FailureAt = {},
): Err<Failure<C>> {
  const error: Failure<C> = { code, message };
  if (at.where !== undefined) error.where = at.where;
  if (at.detail !== undefined) error.detail = at.detail;
  return { ok: false, error };
}
