/**
 * Full games against a real, independent engine (Debian's fairy-stockfish) in both variants,
 * refereed by our rules core: neither side may play an illegal move. (Debian's fairy-stockfish
 * 11.1 names its variant option UCI_Variant even in USI mode.)
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { UsiHarness } from './helpers/usi-harness.ts';
import { playGame } from './helpers/game.ts';

const FSF = '/usr/games/fairy-stockfish';
const skip = !existsSync(FSF) && `${FSF} is not installed (apt-get install fairy-stockfish)`;
const engines: UsiHarness[] = [];
after(async () => {
  for (const e of engines) await e.quit();
});

for (const variant of ['shogi', 'minishogi'] as const) {
  for (const oursPlays of ['black', 'white'] as const) {
    test(
      `${variant}: a full game against fairy-stockfish, ours as ${oursPlays}`,
      { skip },
      async () => {
        const ours = UsiHarness.ours();
        const fsf = UsiHarness.external(FSF);
        engines.push(ours, fsf);
        const [black, white] = oursPlays === 'black' ? [ours, fsf] : [fsf, ours];
        const result = await playGame(black, white, {
          variant,
          go: 'go btime 0 wtime 0 byoyomi 100',
          maxPlies: 400,
          setup: async (e) => {
            await e.handshake(
              e === fsf
                ? { UCI_Variant: variant, Threads: 1, Hash: 16 }
                : { USI_Variant: variant, USI_Hash: 16 },
            );
          },
        });
        assert.ok(result.plies > 0, 'moves were played');
        console.log(
          `${variant}, ours ${oursPlays}: ${result.winner} by ${result.reason} after ${result.plies} plies`,
        );
      },
    );
  }
}
