// Junk from an untrusted renderer: every invoke channel is called with malformed arguments and must
// answer (no exception, no rejected promise, no hang), and any refusal must be a typed error with a
// code. Valid-looking junk must not start an engine, write a file or change settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INVOKE_CHANNELS } from '../../src-main/shared/contract.ts';
import { createInvokeHandlers } from '../../src-main/services/ipc-handlers.ts';
import { createServices } from '../../src-main/services/create-services.ts';

const JUNK: unknown[][] = [
  [],
  [null],
  [undefined, undefined, undefined],
  [42],
  [-1, NaN],
  ['x'],
  ['../../../etc/passwd', 'AAAA'],
  [{}],
  [[]],
  [{ engineId: 42, multiPV: 'many', sfen: 7, moves: 'x' }],
  [{ toString: 5 }],
  [{ name: 1, engines: 'x', timeControl: null, openings: 3, adjudication: [] }],
  ['h', { sfen: null, moves: [1, 2] }, 'soon'],
  [Object.create(null)],
  // An own __proto__ key, as JSON from a hostile renderer would carry it.
  [JSON.parse('{"__proto__": {"engineId": "builtin", "sfen": "startpos"}}')],
  ['x'.repeat(100_000)],
];

/** A result is a typed refusal when it is `{ ok: false, error: { code: string, message: string } }`. */
function refusalProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || (value as { ok?: unknown }).ok !== false) return null;
  const error = (value as { error?: { code?: unknown; message?: unknown } }).error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    return `refusal without a code and message: ${JSON.stringify(value).slice(0, 200)}`;
  return null;
}

test('every IPC channel answers junk without throwing, with typed errors', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'banmen-fuzz-'));
  const events: string[] = [];
  const services = createServices({
    dataDir,
    sink: (channel) => void events.push(String(channel)),
    host: 'web',
    osLang: 'en_US.UTF-8',
  });
  const before = JSON.stringify(services.settings.load().settings);
  const handlers = createInvokeHandlers(services) as unknown as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  const failures: string[] = [];
  for (const channel of INVOKE_CHANNELS) {
    for (const args of JUNK) {
      const label = `${channel}(${JSON.stringify(args).slice(0, 60)})`;
      try {
        const value = await Promise.race([
          Promise.resolve(handlers[channel]!(...args)),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('no answer in 10 s')), 10_000),
          ),
        ]);
        const problem = refusalProblem(value);
        if (problem) failures.push(`${label}: ${problem}`);
      } catch (e) {
        failures.push(`${label}: threw ${(e as Error).message}`);
      }
    }
  }
  assert.deepEqual(failures, []);
  // Nothing the junk asked for took effect: no engine runs, no settings changed, no record written.
  assert.deepEqual(
    process.getActiveResourcesInfo().filter((r) => r === 'ProcessWrap'),
    [],
    'no child process was started',
  );
  assert.equal(JSON.stringify(services.settings.load().settings), before);
  assert.deepEqual(
    readdirSync(dataDir).filter((f) => /\.(kif|kifu|ki2|ki2u|csa|jkf)$/.test(f)),
    [],
  );
});
