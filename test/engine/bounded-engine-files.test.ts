/**
 * Issue 42 F7, the engine's own reads: the built-in engine read EvalFile, BookFile and
 * ClassicalWeights with readFileSync, so a FIFO named there hung `isready` for good and
 * /dev/zero grew the engine without limit (the host checks a value before it saves or sends it,
 * but a check and a later read are two reads). The engine now reads them through the bounded
 * reader: a FIFO or a device fails at once, the engine says why and keeps its evaluator and book.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';
import { loadNnue } from '../../src-main/engine/eval/nnue/load.ts';
import { readAnyBookFile, readBookFile } from '../../src-main/engine/book/book-file.ts';

const ENGINE_MAIN = fileURLToPath(new URL('../../src-main/engine/main.ts', import.meta.url));
const skip = process.platform === 'win32' ? 'no mkfifo or /dev/null on Windows' : false;

/** A FIFO nobody writes to: opening it for reading blocks forever unless opened non-blocking. */
function fifo(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'banmen-engine-fifo-')), name);
  execFileSync('mkfifo', [path]);
  return path;
}

// A device, not a FIFO, in-process: on the old code a FIFO would block this test process for good.
test('the engine loaders refuse a device at once, naming the file', { skip }, () => {
  const r = loadNnue('/dev/null');
  assert.ok(!r.ok);
  assert.equal(r.error.message, '/dev/null: is not a regular file');
  const b = readBookFile('/dev/null');
  assert.ok(!b.ok);
  assert.equal(b.error.message, '/dev/null: cannot read the book (is not a regular file)');
  // readAnyBookFile goes by the extension first: a book.db that links to the device.
  const link = join(mkdtempSync(join(tmpdir(), 'banmen-engine-dev-')), 'book.db');
  symlinkSync('/dev/null', link);
  const any = readAnyBookFile(link);
  assert.ok(!any.ok);
  assert.equal(any.error.message, `${link}: cannot read the book (is not a regular file)`);
});

test(
  'FIFOs as EvalFile, BookFile and ClassicalWeights: the engine answers readyok and says why',
  { skip },
  async (t) => {
    const engine = new UsiEngine(() =>
      spawnTransport({ command: process.execPath, args: ['--import', 'tsx', ENGINE_MAIN] }),
    );
    t.after(() => engine.kill());
    const said: string[] = [];
    engine.on('recv', (line: string) => {
      if (line.startsWith('info string ')) said.push(line.slice('info string '.length));
    });
    assert.ok((await engine.start(60_000)).ok, 'the engine starts');
    const net = fifo('nn.bin'),
      book = fifo('book.db'),
      weights = fifo('weights.json');
    const ready = async (): Promise<void> => {
      const r = await engine.isReady(60_000);
      assert.ok(
        r.ok,
        `isready was answered (a FIFO hung it before): ${r.ok ? '' : r.error.message}`,
      );
    };
    engine.setOption('EvalFile', net);
    engine.setOption('BookFile', book);
    await ready();
    // Apart: weights that cannot be read stop the evaluator choice before EvalFile is looked at.
    engine.setOption('ClassicalWeights', weights);
    await ready();
    const all = said.join('\n');
    assert.ok(
      said.some((s) =>
        s.startsWith(
          `EvalFile ${net}: ${net}: is not a regular file (NNUE_FILE); keeping evaluator`,
        ),
      ),
      all,
    );
    assert.ok(
      said.includes(`book not used: ${book}: cannot read the book (is not a regular file)`),
      all,
    );
    assert.ok(
      said.some((s) =>
        s.startsWith(
          `ClassicalWeights ${weights}: cannot read the file: ${weights}: is not a regular file`,
        ),
      ),
      all,
    );
    await engine.quit();
  },
);
