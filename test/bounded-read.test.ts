// Issue 42 F7: files named by the user (or a page, or a saved setting) are read through one
// bounded reader: a regular file only, at most a cap. `/dev/zero` grew the host without limit
// and a FIFO hung it; both must now fail at once with a clear error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BoundedReadError,
  readFileBounded,
  readFileBoundedSync,
} from '../src-main/bounded-read.ts';
import { loadOpenings } from '../src-main/tournament/openings.ts';
import { loadExpertPositions } from '../src-main/tune/expert-positions.ts';
import { fileOptionError } from '../src-main/services/engine/file-options.ts';
import { EngineRegistry } from '../src-main/services/engine/engine-registry.ts';
import { SettingsService } from '../src-main/services/settings/settings-service.ts';
import { MemoryStore } from '../src-main/services/settings/kv-store.ts';
import { formToConfig } from '../src-main/services/tournament/form-config.ts';
import type { TournamentForm } from '../src-main/shared/contract.ts';

const SKIP = process.platform === 'win32' ? 'no /dev/zero or mkfifo on Windows' : false;

/** A FIFO nobody writes to (opening it for reading would block forever without O_NONBLOCK). */
function fifo(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'banmen-fifo-')), 'book.sfen');
  execFileSync('mkfifo', [path]);
  return path;
}

test(
  'the bounded reader refuses /dev/zero and a FIFO at once, and caps a regular file',
  { skip: SKIP },
  async () => {
    const fifoPath = fifo();
    for (const path of ['/dev/zero', fifoPath]) {
      assert.throws(
        () => readFileBoundedSync(path),
        (e: BoundedReadError) => e.code === 'NOT_A_FILE',
      );
      await assert.rejects(readFileBounded(path), (e: BoundedReadError) => e.code === 'NOT_A_FILE');
    }
    const file = join(mkdtempSync(join(tmpdir(), 'banmen-cap-')), 'big.txt');
    writeFileSync(file, 'x'.repeat(1000));
    assert.equal(readFileBoundedSync(file, 1000).length, 1000);
    assert.throws(() => readFileBoundedSync(file, 999), /larger than 999 bytes/);
    await assert.rejects(
      readFileBounded(file, 999),
      (e: BoundedReadError) => e.code === 'TOO_LARGE',
    );
    assert.throws(
      () => readFileBoundedSync(join(file, 'nope')),
      (e: BoundedReadError) => e.code === 'UNREADABLE',
    );
    // A /proc file says size 0 but has content: it is read to its end.
    if (existsSync('/proc/self/status'))
      assert.match(readFileBoundedSync('/proc/self/status').toString(), /^Name:/);
  },
);

test(
  'opening books and positions files: /dev/zero and a FIFO fail with the path named',
  { skip: SKIP },
  () => {
    const fifoPath = fifo();
    for (const path of ['/dev/zero', fifoPath]) {
      const r = loadOpenings({ file: path, order: 'sequential' }, 'shogi', 1);
      assert.ok(!r.ok && r.error.code === 'OPENINGS_UNREADABLE', path);
      assert.equal(r.error.message, `${path}: is not a regular file`);
    }
    const positions = join(mkdtempSync(join(tmpdir(), 'banmen-fifo-')), 'p.jsonl');
    execFileSync('mkfifo', [positions]);
    const { errors } = loadExpertPositions([positions]);
    assert.match(errors[0]!.message, /is not a regular file/);
  },
);

test('EvalFile and BookFile must name a regular file before they are saved', { skip: SKIP }, () => {
  const fifoPath = fifo();
  assert.match(
    fileOptionError({ EvalFile: '/dev/zero' }) ?? '',
    /^EvalFile: \/dev\/zero: is not a regular file/,
  );
  assert.match(fileOptionError({ BookFile: fifoPath }) ?? '', /^BookFile: .*is not a regular file/);
  assert.equal(fileOptionError({ EvalFile: 'default-net', BookFile: '' }), null);
  assert.equal(
    fileOptionError({ EvalFile: '/nonexistent/net.bnnue' }),
    null,
    'the engine reports a missing file',
  );
  const settings = new SettingsService(new MemoryStore());
  const reg = new EngineRegistry(settings);
  const r = reg.saveOptions('builtin', { EvalFile: '/dev/zero' });
  assert.ok(!r.ok && /is not a regular file/.test(r.error.message));
  assert.deepEqual(settings.get().builtinEngineOptions, {});
});

test(
  'a planted EvalFile is left out of analysis and review; a tournament form refuses it',
  { skip: SKIP },
  () => {
    const store = new MemoryStore();
    store.set('settings', {
      version: 1,
      builtinEngineOptions: { EvalFile: '/dev/zero', Hash: 16 },
    });
    const reg = new EngineRegistry(new SettingsService(store));
    const builtin = reg.launchSpecs().find((e) => e.id === 'builtin')!;
    assert.deepEqual(builtin.options, { Hash: 16 });
    const form = {
      name: 'f7',
      variant: 'shogi',
      format: 'round-robin',
      gamesPerPair: 2,
      engines: [
        { engineId: 'builtin', name: 'a', options: { BookFile: fifo() } },
        { engineId: 'builtin', name: 'b', options: {} },
      ],
      timeControl: {
        kind: 'byoyomi',
        initialMs: 0,
        byoyomiMs: 100,
        incrementMs: 0,
        moveTimeMs: 0,
        nodes: 0,
        depth: 0,
        timeLoss: false,
      },
      openings: { file: '', order: 'sequential', plies: 0, seed: 1 },
      concurrency: 1,
      adjudication: { resignScore: 0, resignMoves: 0, maxMoves: 16 },
      output: '',
    } as TournamentForm;
    const r = formToConfig(form, [], mkdtempSync(join(tmpdir(), 'banmen-f7-')));
    assert.ok(
      !r.ok && /^engines\[0\]\.options\.BookFile: .*is not a regular file/.test(r.error.message),
    );
  },
);
