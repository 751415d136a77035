/**
 * Checks of the text that goes into a USI command. A USI command is one line, so a CR, LF or
 * NUL inside an option name or value, an SFEN or a move would end it early and make the rest
 * a second command (`16\nsetoption name …`). Every place that accepts such text from outside
 * (the renderer, a settings file, a tournament config) refuses it here, naming the field.
 */

/** The characters that would split or truncate a USI command line. */
const LINE_SPLITTING = /[\r\n\0]/;

/** A USI field that cannot be sent, and where it was found. */
export interface UsiFieldError {
  code: 'USI_FIELD_INVALID';
  /** Where the text came from, e.g. `options.Hash` or `moves[3]`. */
  field: string;
  message: string;
}

/** True if `text` holds a CR, LF or NUL. */
export function splitsUsiLine(text: string): boolean {
  return LINE_SPLITTING.test(text);
}

/** The error for a string field that would split its command, or null (numbers and booleans pass). */
export function usiFieldError(field: string, value: unknown): UsiFieldError | null {
  if (typeof value !== 'string' || !splitsUsiLine(value)) return null;
  // Why JSON.stringify: it shows the line break as \n instead of breaking the message.
  const shown = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return {
    code: 'USI_FIELD_INVALID',
    field,
    message: `${field} contains a line break or NUL character (${shown}); USI commands are one line`,
  };
}

/** The first option name or value under `field` that would split a `setoption`, or null. */
export function usiOptionsError(field: string, options: unknown): UsiFieldError | null {
  if (!options || typeof options !== 'object') return null;
  for (const [name, value] of Object.entries(options)) {
    const bad = usiFieldError(`${field} name`, name) ?? usiFieldError(`${field}.${name}`, value);
    if (bad) return bad;
  }
  return null;
}

/** The first part of a position (SFEN, then each move) that would split a `position`, or null. */
export function usiPositionError(sfen: unknown, moves: unknown): UsiFieldError | null {
  const list = Array.isArray(moves) ? (moves as unknown[]) : [];
  return (
    usiFieldError('sfen', sfen) ??
    list.reduce<UsiFieldError | null>((e, m, i) => e ?? usiFieldError(`moves[${i}]`, m), null)
  );
}
