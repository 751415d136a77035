/**
 * Line transports for the engine program:
 * - stdin/stdout when started as a plain Node process (`npm run usi`, other GUIs);
 * - Electron's `utilityProcess`, which has no stdin: lines arrive as `process.parentPort`
 *   messages (a string, possibly holding several lines), output still goes to stdout.
 */
import { createInterface } from 'node:readline';

/** The shape of Electron's `process.parentPort` that the engine relies on. */
export interface ParentPortLike {
  on(event: 'message', listener: (e: { data: unknown }) => void): void;
}

/** Delivers every input line to `onLine`; calls `onEnd` when the input closes (stdin EOF). */
export function attachInput(
  onLine: (line: string) => void,
  onEnd: () => void,
): 'parentPort' | 'stdin' {
  const parentPort = (process as unknown as { parentPort?: ParentPortLike }).parentPort;
  if (parentPort) {
    parentPort.on('message', (e) => {
      for (const line of String(e.data).split(/\r?\n/)) onLine(line);
    });
    return 'parentPort';
  }
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on('line', onLine);
  rl.on('close', onEnd);
  return 'stdin';
}

/** Writes one line to stdout (both transports answer there). */
export function writeLine(line: string): void {
  process.stdout.write(line + '\n');
}
