// Issue 42 F6: a bad opening file's error quoted about 60 characters of its first line, so
// naming `/etc/shadow` or `.npmrc` as an opening book showed the secret in the app. Errors now
// name the file and line and say what is wrong, never quoting the file's text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOpenings } from '../../src-main/tournament/openings.ts';
import { loadExpertPositions } from '../../src-main/tune/expert-positions.ts';
import { TournamentService } from '../../src-main/services/tournament/tournament-service.ts';
import type { TournamentEvent, TournamentForm } from '../../src-main/shared/contract.ts';

const SECRET = 'hunter2SECRET';
/** First lines of files a page might name: each holds the secret in a different shape. */
const FIRST_LINES = [
  `root:${SECRET}:19000:0:99999:7:::`,
  `//registry.npmjs.org/:_authToken=${SECRET}`,
  `lnsgkgsnl/9/9/9/9/9/9/9/9 ${SECRET} - 1`,
  `lnsgkgsnl/9/9/9/9/9/9/9/9 b ${SECRET} 1`,
  `startpos moves 7g7f ${SECRET}`,
  `PATH=/usr/bin\0HOME=/root\0TOKEN=${SECRET}`,
];

/** A file whose first line is `line`, in a fresh folder. */
function secretFile(line: string, name = 'secret'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'banmen-f6-')), name);
  writeFileSync(file, `${line}\nstartpos\n`);
  return file;
}

test('an opening book error names the file and line but never quotes the text', () => {
  for (const line of FIRST_LINES) {
    const file = secretFile(line);
    const r = loadOpenings({ file, order: 'sequential' }, 'shogi', 1);
    assert.ok(!r.ok, line);
    assert.ok(r.error.message.startsWith(`${file}:1: `), r.error.message);
    assert.ok(!r.error.message.includes(SECRET), r.error.message);
  }
});

test('a positions file for training names the line without quoting it', () => {
  const file = secretFile(`{"sfen": "${SECRET}`, 'positions.jsonl');
  const { errors } = loadExpertPositions([file]);
  assert.equal(errors.length, 1);
  assert.match(errors[0]!.message, /^line 1: not a JSON object$/);
});

test('the app hears of a bad opening file without its text', async () => {
  const file = secretFile(FIRST_LINES[0]!);
  const root = mkdtempSync(join(tmpdir(), 'banmen-f6-root-'));
  let resolveEnd: (e: TournamentEvent) => void = () => {};
  const ended = new Promise<TournamentEvent>((r) => (resolveEnd = r));
  const svc = new TournamentService(
    (channel, payload) => {
      const e = payload as TournamentEvent;
      if (channel === 'tournament:event' && e.type === 'ended') resolveEnd(e);
    },
    root,
    () => [],
  );
  const form: TournamentForm = {
    name: 'f6',
    variant: 'shogi',
    format: 'round-robin',
    gamesPerPair: 2,
    engines: [
      { engineId: 'builtin', name: 'a', options: {} },
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
    openings: { file, order: 'sequential', plies: 0, seed: 1 },
    concurrency: 1,
    adjudication: { resignScore: 0, resignMoves: 0, maxMoves: 16 },
    output: '',
  };
  const started = svc.start(form);
  const text = started.ok ? JSON.stringify(await ended) : started.error.message;
  assert.match(text, new RegExp(`${file}:1`));
  assert.ok(!text.includes(SECRET), text);
});
