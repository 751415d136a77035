/**
 * The net-training service on three tiny generations (300 positions at depth 1, one epoch, a
 * 2-game match at 300 nodes), stopped when the third starts: the phases and epochs arrive in
 * order, each generation's net and match are recorded, history.json is read back by a new service,
 * the stop keeps the finished generations' nets and drops the unfinished data, bad options get
 * typed errors, and "use" makes the built-in engine evaluate with the net.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  EventContract,
  NetGeneration,
  NetTrainingEvent,
  NetTrainingOptions,
} from '../../../src-main/shared/contract.ts';
import { NetTrainingService } from '../../../src-main/services/net-training/net-training-service.ts';
import { DEFAULT_NET_TRAINING_OPTIONS } from '../../../src-main/services/net-training/net-options.ts';
import { EngineRegistry } from '../../../src-main/services/engine/engine-registry.ts';
import { SettingsService } from '../../../src-main/services/settings/settings-service.ts';
import { MemoryStore } from '../../../src-main/services/settings/kv-store.ts';
import { trainAddonPath } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { UsiHarness } from '../../engine/helpers/usi-harness.ts';

const RECORDS = new URL('../../fixtures/openings/records/', import.meta.url).pathname;
const SKIP = existsSync(trainAddonPath()) ? false : 'the trainer addon is not built';

let dir = '';
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'banmen-net-training-'));
});
after(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A service over a fresh data folder (one worker and one trainer thread: the machine is shared). */
function service(onEvent: (e: NetTrainingEvent, svc: NetTrainingService) => void = () => {}) {
  const events: NetTrainingEvent[] = [];
  const registry = new EngineRegistry(new SettingsService(new MemoryStore()));
  const root = mkdtempSync(join(dir, 'data-'));
  let svc: NetTrainingService | null = null;
  const sink = (<E extends keyof EventContract>(channel: E, payload: EventContract[E]) => {
    if (channel !== 'net-training:event') return;
    events.push(payload as NetTrainingEvent);
    onEvent(payload as NetTrainingEvent, svc!);
  }) as ConstructorParameters<typeof NetTrainingService>[0]['sink'];
  svc = new NetTrainingService({ sink, root, registry, workers: 1, threads: 1 });
  return { svc, events, registry, root };
}

/** Tiny-run options on the fixture records. */
const tiny = (o: Partial<NetTrainingOptions> = {}): NetTrainingOptions => ({
  ...DEFAULT_NET_TRAINING_OPTIONS,
  recordFolders: [RECORDS],
  generations: 3,
  minutesPerGeneration: 10,
  labelDepth: 1,
  positions: 300,
  epochs: 1,
  gamesPerMatch: 2,
  matchNodes: 300,
  ...o,
});

/** The events as a compact sequence: phase changes, epochs, generations, the end. */
function sequence(events: NetTrainingEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    const label =
      e.type === 'phase'
        ? `${e.generation}:${e.phase}`
        : e.type === 'epoch'
          ? `${e.point.generation}:epoch`
          : e.type === 'generation'
            ? `${e.result.generation}:done`
            : 'end';
    if (out.at(-1) !== label) out.push(label);
  }
  return out;
}

/** The `eval` line of the built-in engine at the start position with the given options. */
async function evalLine(options: Record<string, string | number | boolean>): Promise<string> {
  const e = UsiHarness.ours();
  try {
    await e.handshake(options);
    e.send('position startpos');
    return await e.ask('eval', 'info');
  } finally {
    await e.quit();
  }
}

test(
  'two generations are made, matched and recorded; a stop keeps their nets; use makes the engine load the net',
  { skip: SKIP, timeout: 600_000 },
  async () => {
    // Stop as soon as generation 3 starts making data: it must leave nothing behind. A dialog
    // reopened during the match starts from the match's progress.
    let reopenedProgress: unknown = null;
    let matchEvent: unknown = null;
    const { svc, events, registry, root } = service((e, s) => {
      if (e.type === 'phase' && e.generation === 3) s.stop(e.id);
      if (e.type === 'phase' && e.phase === 'match' && !matchEvent) {
        const { id: _id, type: _type, ...progress } = e;
        matchEvent = progress;
        reopenedProgress = s.current().progress;
      }
    });
    const started = svc.start(tiny());
    assert.ok(started.ok, JSON.stringify(started));
    const busy = svc.start(tiny());
    assert.ok(!busy.ok && busy.error.code === 'NET_BUSY', 'one run at a time');
    await svc.settled();

    assert.deepEqual(sequence(events), [
      '1:data',
      '1:training',
      '1:epoch',
      '1:match',
      '1:done',
      '2:data',
      '2:training',
      '2:epoch',
      '2:match',
      '2:done',
      '3:data',
      'end',
    ]);
    assert.deepEqual(reopenedProgress, matchEvent);
    assert.equal(svc.current().progress, null, 'no progress once the run has ended');
    const end = events.at(-1) as Extract<NetTrainingEvent, { type: 'end' }>;
    assert.equal(end.run.state, 'stopped', JSON.stringify(end.run.error));
    const gens = events
      .filter(
        (e): e is Extract<NetTrainingEvent, { type: 'generation' }> => e.type === 'generation',
      )
      .map((e) => e.result);
    assert.deepEqual(end.run.generations, gens);
    assert.deepEqual(
      gens.map((g) => [g.generation, g.labelledBy, g.match?.opponent]),
      [
        [1, 'classical', 'classical'],
        [2, 'gen 1', 'gen 1'],
      ],
    );
    for (const g of gens) checkGeneration(g);
    assert.equal(end.run.netFile, gens[1]!.netFile, 'the run offers the last finished net');

    // The stop kept both nets and dropped the data (generation 3's too): only nets, matches, book.
    const files = readdirSync(started.value.folder).sort();
    assert.deepEqual(
      files.filter((f) => !f.endsWith('.openings.sfen')),
      ['book.sfen', 'gen1-match', 'gen1.bnnue', 'gen2-match', 'gen2.bnnue', 'history.json'],
    );

    // A restarted app (a new service over the same folder) shows the run from history.json.
    const reopened = new NetTrainingService({ sink: () => {}, root, registry }).current();
    assert.equal(reopened.run?.id, started.value.id);
    assert.equal(reopened.run?.state, 'stopped');
    assert.deepEqual(reopened.run?.generations, gens);

    const used = svc.useNet(started.value.id);
    assert.ok(used.ok, JSON.stringify(used));
    assert.equal(used.value.inUse, gens[1]!.netFile);
    assert.deepEqual(registry.savedOptions('builtin'), { EvalFile: gens[1]!.netFile });
    const line = await evalLine(registry.savedOptions('builtin'));
    assert.match(line, /evaluator nnue-(native|ts)/, 'the engine evaluates with the trained net');

    const back = svc.useShippedNet();
    assert.ok(back.ok && back.value.inUse === null);
    assert.deepEqual(registry.savedOptions('builtin'), {});
  },
);

/** What a user reads in a generation's row: positions, losses, W/D/L and Elo, and its net. */
function checkGeneration(g: NetGeneration): void {
  assert.ok(g.positions >= 300 && g.positions < 700, `positions ${g.positions}`);
  assert.equal(g.valPositions, Math.floor(g.positions / 10));
  assert.equal(g.labelDepth, 1);
  assert.equal(g.epochs.length, 1);
  const [epoch] = g.epochs;
  assert.ok(epoch!.trainLoss > 0 && epoch!.trainLoss < 1, `train loss ${epoch!.trainLoss}`);
  assert.ok(epoch!.valLoss! > 0 && epoch!.valLoss! < 1, `val loss ${epoch!.valLoss}`);
  assert.equal(g.valLoss, epoch!.valLoss);
  const m = g.match!;
  assert.equal(m.wins + m.draws + m.losses, 2, 'a 2-game match');
  assert.ok(Number.isFinite(m.elo));
  assert.ok(existsSync(join(m.folder, 'results.json')), 'the match games are kept');
  assert.ok(existsSync(g.netFile) && g.netFile.endsWith(`gen${g.generation}.bnnue`));
}

test(
  'bad options, missing sources and unknown runs are refused with typed errors',
  { skip: SKIP },
  async () => {
    const { svc, events } = service();
    const code = (o: Partial<NetTrainingOptions>) => {
      const r = svc.start(tiny(o));
      return r.ok ? 'ok' : r.error.code;
    };
    assert.equal(code({ generations: 0 }), 'NET_BAD_OPTIONS');
    assert.equal(code({ minutesPerGeneration: 0 }), 'NET_BAD_OPTIONS');
    assert.equal(code({ gamesPerMatch: 3 }), 'NET_BAD_OPTIONS');
    assert.equal(code({ labelDepth: 1.5 }), 'NET_BAD_OPTIONS');
    assert.equal(code({ positions: 10 }), 'NET_BAD_OPTIONS');
    assert.equal(
      code({ recordFolders: 'records' as unknown as string[] }),
      'NET_BAD_OPTIONS',
      'a path where a list belongs',
    );
    assert.equal(code({ recordFolders: [] }), 'NET_NO_SOURCE');
    assert.equal(code({ recordFolders: [join(dir, 'no-such-folder')] }), 'NET_NO_SOURCE');
    const odd = join(dir, 'odd.bin');
    writeFileSync(odd, new Uint8Array(41));
    assert.equal(code({ recordFolders: [], dataFiles: [odd] }), 'NET_NO_SOURCE');
    assert.equal(code({ startNet: join(dir, 'no-net.bin') }), 'NET_NO_SOURCE');
    assert.equal(svc.stop('nope').ok, false);
    const unknown = svc.useNet('../../etc');
    assert.ok(!unknown.ok && unknown.error.code === 'NET_UNKNOWN_RUN');

    // A folder without a record starts, then fails before any generation: no net to use.
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    assert.equal(code({ recordFolders: [empty] }), 'ok');
    await svc.settled();
    const end = events.at(-1) as Extract<NetTrainingEvent, { type: 'end' }>;
    assert.equal(end.run.state, 'failed');
    assert.equal(end.run.error?.code, 'NET_NO_SOURCE');
    const noNet = svc.useNet(end.run.id);
    assert.ok(!noNet.ok && noNet.error.code === 'NET_NO_NET');
  },
);
