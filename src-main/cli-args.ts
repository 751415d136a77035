/**
 * Command-line parsing for the npm scripts: `node:util`'s parseArgs, but an unknown option or a
 * missing value is a usage error naming the script (exit code 2), never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Prints `<script>: <message>` and exits with the usage-error code. */
export function usageError(script: string, message: string): never {
  console.error(`${script}: ${message}`);
  process.exit(2);
}

/** parseArgs over the process arguments; a malformed command line exits with a usage error. */
export function cliArgs<T extends ParseArgsConfig>(
  script: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (e) {
    // Why: parseArgs throws TypeErrors with a code for every user mistake; those are not bugs.
    if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))
      usageError(script, e.message);
    throw e;
  }
}
