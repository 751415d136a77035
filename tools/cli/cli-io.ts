/**
 * What the record CLIs (diagram, print) share: where they print, the usage error, and how a
 * failure becomes an exit code (2 for a usage error, 1 for bad input or an unwritable file).
 */

/** Where a CLI prints: standard output and error by default. */
export interface CliOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Standard output and error. */
export const STD_OUTPUT: CliOutput = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
};

/** A usage error (exit 2), as opposed to bad input (exit 1). */
export class UsageError extends Error {}

/**
 * Prints a failure of CLI `name` and returns its exit code. Why every Error counts as bad input:
 * a bad record, a bad option value or an unwritable file all say what and where in the message.
 */
export function failure(name: string, usage: string, e: unknown, io: CliOutput): number {
  if (e instanceof UsageError) {
    io.err(`${name}: ${e.message}\n${usage}\n`);
    return 2;
  }
  if (e instanceof Error) {
    io.err(`${name}: ${e.message}\n`);
    return 1;
  }
  throw e;
}
