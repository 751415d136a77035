import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';
import { engineGameLine, playEngineGame } from '../../src-main/tune/engine-games.ts';
import { loadExpertPositions } from '../../src-main/tune/expert-positions.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';

const GPSUSI = '/usr/games/gpsusi';
const skip = existsSync(GPSUSI) ? false : `${GPSUSI} is absent (apt-get install gpsshogi)`;
const OPENING = ['7g7f', '3c3d', '2g2f', '4c4d'];

test(
  'gpsusi plays itself from an opening: the game keeps the opening, every move is legal, and each becomes an expert position',
  { skip },
  async () => {
    const engine = new UsiEngine(() => spawnTransport({ command: GPSUSI }));
    assertOk(await engine.start());
    assertOk(await engine.isReady());
    const game = await playEngineGame(engine, OPENING, { byoyomiMs: 50, maxPlies: 10 });
    await engine.quit();
    assert.equal(game.end, 'max-moves');
    assert.deepEqual(game.moves.slice(0, 4), OPENING);
    assert.equal(game.moves.length, 10);
    const pos = Position.startpos();
    for (const usi of game.moves) {
      const m = parseUsiMove(pos, usi);
      assert.notEqual(m, MOVE_NONE, `${usi} is legal`);
      pos.doMove(m);
    }
    const dir = mkdtempSync(join(tmpdir(), 'banmen-games-'));
    try {
      const file = join(dir, 'games.usi');
      writeFileSync(file, `${engineGameLine(game)}\n`);
      const loaded = loadExpertPositions([file], { skipPlies: 4 });
      assert.deepEqual(
        loaded.positions.map((p) => p.move),
        game.moves.slice(4),
      );
      assert.equal(loaded.positions[0]!.previous, '4c4d');
    } finally {
      rmSync(dir, { recursive: true });
    }
  },
);
