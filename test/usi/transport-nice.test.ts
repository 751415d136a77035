import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const transport = fileURLToPath(new URL('../../src-main/usi/transport.ts', import.meta.url));
/** Whether the kernel schedules by autogroup now (a machine may switch it off, and then plain nice works). */
function autogroupsOn(): boolean {
  const knob = '/proc/sys/kernel/sched_autogroup_enabled';
  return (
    existsSync('/proc/self/autogroup') &&
    existsSync(knob) &&
    readFileSync(knob, 'utf8').trim() === '1'
  );
}

const skip =
  process.platform !== 'linux' || !autogroupsOn()
    ? 'needs Linux autogroups switched on (/proc/sys/kernel/sched_autogroup_enabled = 1)'
    : false;

/**
 * What a program started by spawnTransport under `nice -n <n>` reads from its own autogroup file,
 * half a second after it started: the runner sets the group's nice just after the spawn, and a
 * bare `cat` could read the file first when the machine is busy (it did in a full `npm test`).
 */
function engineAutogroup(nice: number): string {
  const script = `
    import { spawnTransport } from ${JSON.stringify(transport)};
    const t = spawnTransport({ command: 'sh', args: ['-c', 'sleep 0.5; cat /proc/self/autogroup'] });
    t.onLine((line) => console.log(line));`;
  const r = spawnSync(
    'nice',
    ['-n', String(nice), process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 30000 },
  );
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim();
}

test(
  'an engine started under nice keeps that niceness in its own scheduling group',
  { skip },
  () => {
    // setsid puts the engine in a new autogroup; without the fix its line says "nice 0".
    assert.match(engineAutogroup(9), /nice 9$/);
  },
);
