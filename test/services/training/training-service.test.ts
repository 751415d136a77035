/**
 * The training service on a few real game records: progress events in order, the history file a
 * reopened dialog redraws from, a stop that keeps the weights so far, bad options refused with
 * typed errors, and "use as engine evaluation" changing what the built-in engine says.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  EventContract,
  TrainingEvent,
  TrainingOptions,
} from '../../../src-main/shared/contract.ts';
import { TrainingService } from '../../../src-main/services/training/training-service.ts';
import { DEFAULT_TRAINING_OPTIONS } from '../../../src-main/services/training/training-options.ts';
import { EngineRegistry } from '../../../src-main/services/engine/engine-registry.ts';
import { SettingsService } from '../../../src-main/services/settings/settings-service.ts';
import { MemoryStore } from '../../../src-main/services/settings/kv-store.ts';
import { UsiHarness } from '../../engine/helpers/usi-harness.ts';

const GAMES = new URL(
  '../../../../shared/data/games/computer_gpsshogi_tournaments_2004-2013/wcsc19/0504/',
  import.meta.url,
).pathname;
const SKIP = existsSync(GAMES)
  ? false
  : `${GAMES} is absent: the training service test needs a few real game records`;

let dir = '';
let records = '';

before(() => {
  if (SKIP) return;
  dir = mkdtempSync(join(tmpdir(), 'banmen-training-'));
  records = join(dir, 'records');
  mkdirSync(records);
  // Three games (about 380 positions) keep the GA to a second or two.
  for (const name of readdirSync(GAMES)
    .filter((n) => n.endsWith('.csa'))
    .sort()
    .slice(0, 3))
    copyFileSync(join(GAMES, name), join(records, name));
});
after(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A service over a fresh data folder, with the events it sends. */
function service(): {
  svc: TrainingService;
  events: TrainingEvent[];
  registry: EngineRegistry;
  root: string;
} {
  const events: TrainingEvent[] = [];
  const registry = new EngineRegistry(new SettingsService(new MemoryStore()));
  const root = mkdtempSync(join(dir, 'data-'));
  const sink = (<E extends keyof EventContract>(channel: E, payload: EventContract[E]) => {
    if (channel === 'training:event') events.push(payload as TrainingEvent);
  }) as ConstructorParameters<typeof TrainingService>[0]['sink'];
  return { svc: new TrainingService({ sink, root, registry }), events, registry, root };
}

/** Small-run options on the test records. */
const tiny = (o: Partial<TrainingOptions> = {}): TrainingOptions => ({
  ...DEFAULT_TRAINING_OPTIONS,
  folder: records,
  skipPlies: 0,
  population: 10,
  generations: 3,
  ...o,
});

/** The engine's `eval` of a middlegame position with the given options. */
async function evalWith(options: Record<string, string | number | boolean>): Promise<string> {
  const e = UsiHarness.ours();
  try {
    await e.handshake(options);
    e.send('position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 3a3b');
    const line = await e.ask('eval', 'info');
    return /eval (-?\d+)/.exec(line)?.[1] ?? line;
  } finally {
    await e.quit();
  }
}

test(
  'a run reports loading, caching and every generation, writes its weights and history, and can be used by the engine',
  { skip: SKIP, timeout: 120_000 },
  async () => {
    const { svc, events, registry, root } = service();
    const started = svc.start(tiny());
    assert.ok(started.ok, JSON.stringify(started));
    assert.equal(svc.start(tiny()).ok, false, 'one run at a time');
    await svc.settled();

    const types = events.map((e) => e.type);
    assert.equal(types[0], 'loaded');
    assert.ok(types.includes('caching'));
    assert.deepEqual(types.filter((t) => t === 'generation').length, 3);
    assert.equal(types.at(-1), 'end');
    const loaded = events[0] as Extract<TrainingEvent, { type: 'loaded' }>;
    assert.ok(loaded.positions > 100, `positions from three games: ${loaded.positions}`);
    const gens = events.filter(
      (e): e is Extract<TrainingEvent, { type: 'generation' }> => e.type === 'generation',
    );
    assert.deepEqual(
      gens.map((g) => g.point.generation),
      [1, 2, 3],
    );
    for (const g of gens) {
      assert.equal(g.point.best, g.point.bestMatches ** 2, 'fitness is matches squared');
      assert.ok(g.point.average <= g.point.best);
      assert.equal(g.positions, loaded.positions);
    }

    const run = started.value;
    assert.ok(run.folder.startsWith(root));
    assert.ok(existsSync(run.weightsFile));
    const history = JSON.parse(readFileSync(join(run.folder, 'history.json'), 'utf8'));
    assert.equal(history.state, 'finished');
    assert.deepEqual(
      history.history,
      gens.map((g) => g.point),
    );

    // A restarted app (a new service over the same folder) redraws the plot from the history.
    const reopened = new TrainingService({ sink: () => {}, root, registry }).current();
    assert.equal(reopened.run?.id, run.id);
    assert.equal(reopened.run?.history.length, 3);
    assert.equal(reopened.inUse, null);

    const before = await evalWith({ ...registry.savedOptions('builtin'), ClassicalFull: true });
    const used = svc.useAsEngineEvaluation(run.id);
    assert.ok(used.ok, JSON.stringify(used));
    assert.equal(used.value.inUse, run.weightsFile);
    assert.equal(registry.savedOptions('builtin').ClassicalWeights, run.weightsFile);
    const after = await evalWith(registry.savedOptions('builtin'));
    assert.notEqual(after, before, 'the engine evaluates with the trained weights');

    const back = svc.useShippedWeights();
    assert.ok(back.ok && back.value.inUse === null);
    assert.deepEqual(registry.savedOptions('builtin'), {});
  },
);

test(
  'a stopped run keeps the weights of its last generation',
  { skip: SKIP, timeout: 120_000 },
  async () => {
    const { svc, events } = service();
    const started = svc.start(tiny({ generations: 500 }));
    assertOk(started);
    const id = started.value.id;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (events.some((e) => e.type === 'generation' && e.point.generation >= 2)) {
          clearInterval(timer);
          resolve();
        }
      }, 20);
    });
    assertOk(svc.stop(id));
    await svc.settled();
    const end = events.at(-1) as Extract<TrainingEvent, { type: 'end' }>;
    assert.equal(end.type, 'end');
    assert.equal(end.run.state, 'stopped');
    assert.ok(end.run.history.length >= 2 && end.run.history.length < 500);
    const weights = JSON.parse(readFileSync(end.run.weightsFile, 'utf8'));
    assert.equal(
      weights.meta.generation,
      end.run.history.at(-1)!.generation,
      'the file holds the last generation',
    );
    assertOk(svc.useAsEngineEvaluation(id));
    assert.equal(svc.stop(id).ok, false, 'nothing left to stop');
  },
);

test(
  'bad options are refused with typed errors; an empty folder fails with no positions',
  { skip: SKIP, timeout: 60_000 },
  async () => {
    const { svc, events } = service();
    const code = (o: Partial<TrainingOptions>) => {
      const r = svc.start(tiny(o));
      return r.ok ? 'ok' : r.error.code;
    };
    assert.equal(code({ population: 1 }), 'TRAIN_BAD_OPTIONS');
    assert.equal(code({ generations: 0 }), 'TRAIN_BAD_OPTIONS');
    assert.equal(code({ crossoverRate: 1.5 }), 'TRAIN_BAD_OPTIONS');
    assert.equal(code({ mutationRate: -0.1 }), 'TRAIN_BAD_OPTIONS');
    assert.equal(code({ folder: '' }), 'TRAIN_NO_SOURCE');
    assert.equal(code({ folder: join(dir, 'no-such-folder') }), 'TRAIN_NO_SOURCE');
    assert.equal(svc.useAsEngineEvaluation('../../etc').ok, false);
    const empty = mkdtempSync(join(dir, 'empty-'));
    assert.equal(code({ folder: empty }), 'ok');
    await svc.settled();
    const end = events.at(-1) as Extract<TrainingEvent, { type: 'end' }>;
    assert.equal(end.run.state, 'failed');
    assert.equal(end.run.error?.code, 'TRAIN_NO_POSITIONS');
    // A positions file of a type the loader does not read says so in the error.
    const notes = join(empty, 'notes.md');
    writeFileSync(notes, 'not positions\n');
    assert.equal(code({ folder: empty, positionsFile: notes }), 'ok');
    await svc.settled();
    const wrong = events.at(-1) as Extract<TrainingEvent, { type: 'end' }>;
    assert.equal(wrong.run.error?.code, 'TRAIN_NO_POSITIONS');
    assert.match(wrong.run.error?.message ?? '', /notes\.md: unknown file type "\.md"/);
    const used = svc.useAsEngineEvaluation(end.run.id);
    assert.ok(!used.ok && used.error.code === 'TRAIN_NO_WEIGHTS');
  },
);
