/**
 * `npm run -s tune:games -- --out <file.usi> [--engine /usr/games/gpsusi] [--openings <file>]
 * [--games N] [--byoyomi ms] [--worker i --workers n]`: a USI engine plays itself from book
 * openings and each game is appended to the file as a `startpos moves …` line, which tune:ga,
 * movematch and move-prior-cli read as expert positions. A file that already has lines is
 * resumed: that many games of this worker are skipped. Run one worker per core.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cliArgs, usageError } from '../../src-main/cli-args.ts';
import { loadOpenings } from '../../src-main/tournament/openings.ts';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';
import { engineGameLine, playEngineGame } from '../../src-main/tune/engine-games.ts';

const { values } = cliArgs('tune:games', {
  options: {
    out: { type: 'string' },
    engine: { type: 'string', default: '/usr/games/gpsusi' },
    openings: { type: 'string', default: '../shared/data/openings/records2016_10818.sfen' },
    plies: { type: 'string', default: '24' },
    seed: { type: 'string', default: '1' },
    games: { type: 'string', default: '1000000' },
    byoyomi: { type: 'string', default: '200' },
    'max-plies': { type: 'string', default: '320' },
    worker: { type: 'string', default: '0' },
    workers: { type: 'string', default: '1' },
  },
});

/** A usage error of this script (exit code 2). */
function fail(message: string): never {
  return usageError('tune:games', message);
}

const out = values.out ?? fail('--out <file.usi> is required');
const [worker, workers, games] = [
  Number(values.worker),
  Number(values.workers),
  Number(values.games),
];
if (!(workers >= 1 && worker >= 0 && worker < workers))
  fail('--worker must be in 0 .. --workers - 1');
const book = loadOpenings(
  {
    file: values.openings,
    order: 'random',
    plies: Number(values.plies),
    seed: Number(values.seed),
  },
  'shogi',
  Number(values.seed),
);
if (!book.ok) fail(book.error.message);
// Resuming: the games already in the file are this worker's first ones.
const done = existsSync(out) ? readFileSync(out, 'utf8').split('\n').filter(Boolean).length : 0;
const engine = new UsiEngine(() => spawnTransport({ command: values.engine, args: [] }));
const started = await engine.start();
if (!started.ok) fail(`${values.engine}: ${started.error.message}`);
const ready = await engine.isReady();
if (!ready.ok) fail(`${values.engine}: ${ready.error.message}`);
const opt = { byoyomiMs: Number(values.byoyomi), maxPlies: Number(values['max-plies']) };
for (let k = done; k < games; k++) {
  const index = worker + k * workers;
  if (index >= book.openings.length) break;
  const opening = book.openings[index]!;
  if (opening.sfen !== 'startpos')
    fail(`${values.openings}:${opening.line + 1}: only startpos openings`);
  const g = await playEngineGame(engine, opening.moves, opt);
  appendFileSync(out, `${engineGameLine(g)}\n`);
  console.error(
    `game ${k + 1} (opening line ${opening.line + 1}): ${g.moves.length} plies, ${g.end}${g.detail ? ` (${g.detail})` : ''}`,
  );
  if (g.end === 'engine-error' && !(await engine.restart()).ok)
    fail(`${values.engine} could not be restarted`);
}
await engine.quit();
