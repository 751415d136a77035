/**
 * `runCli(script, args)`: runs one of `tools/cli/`'s scripts as `npm run` would (through tsx) and
 * returns its exit status and its stdout and stderr together, for tests that assert on both.
 */
import { spawnSync } from 'node:child_process';

/** Runs `tools/cli/<script>` (e.g. `nnue-train.ts`) with `args`; its status and whole output. */
export function runCli(script: string, args: string[]): { status: number | null; out: string } {
  const path = new URL(`../../tools/cli/${script}`, import.meta.url).pathname;
  const r = spawnSync(process.execPath, ['--import', 'tsx', path, ...args], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}
