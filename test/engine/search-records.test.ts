/**
 * The search answers a legal move from every position of real games: each position of a sample
 * of the lishogi record set (openings, middlegames, mates, positions with many pieces in hand) is
 * searched with a small node budget and the answer is checked by the rules core. `resign` is
 * allowed only where no legal move exists, `win` only where the declaration holds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Engine } from '../../src-main/engine/engine.ts';
import { defaultOptions } from '../../src-main/engine/options.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';
import { sharedPath } from './core/shared-data.ts';

/** Games of the set searched move by move (every position of each). */
const GAMES = 12;
const path = sharedPath('games/human_lishogi_prod500_usi.txt');

test(
  `every position of ${GAMES} lishogi games gets a legal bestmove`,
  { skip: path ? false : 'shared data absent (../shared/data/games)' },
  () => {
    const lines = readFileSync(path!, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    const engine = new Engine();
    engine.configure({ ...defaultOptions(), USI_Hash: 16 });
    let positions = 0;
    // Spread the sample over the file rather than its first games.
    const step = Math.floor(lines.length / GAMES);
    for (let g = 0; g < GAMES; g++) {
      const moves = lines[g * step]!.trim().split(/\s+/);
      engine.newGame();
      const pos = Position.startpos();
      for (let ply = 0; ply <= moves.length; ply++) {
        const tag = `game ${g * step + 1} ply ${ply}`;
        const answer = engine.go(pos.clone(), { nodes: 400 }, () => {});
        positions++;
        if (answer.bestmove === 'resign')
          assert.equal(legalMoves(pos).length, 0, `${tag}: resigns only without a legal move`);
        else if (answer.bestmove === 'win')
          assert.ok(pos.canDeclareWin(27), `${tag}: declares only when the rule allows`);
        else
          assert.notEqual(
            parseUsiMove(pos, answer.bestmove),
            MOVE_NONE,
            `${tag}: ${answer.bestmove} is legal`,
          );
        if (ply === moves.length) break;
        const m = parseUsiMove(pos, moves[ply]!);
        if (m === MOVE_NONE) break; // the record's own end (resignation markers, a bad move): stop this game
        pos.doMove(m);
      }
    }
    assert.ok(positions > GAMES * 40, `searched ${positions} positions`);
  },
);
