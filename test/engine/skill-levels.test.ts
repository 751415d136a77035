/**
 * Levels play real shogi: each level plays the first plies of a few openings against a fixed
 * full-strength opponent (a small node budget), and every move it makes is legal, brings back no
 * earlier position and moves no piece back to a square it stood on during its last three moves
 * unless it captures, checks or saves an attacked piece (the old noise-based level 10 answered
 * rook 8b→4b→6b→8b), or every move within the level's loss bound is such a return (a forced
 * defence, which the level plays on purpose). Levels also search less than full
 * strength and the choice they make among near-equal moves is reproducible.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Engine } from '../../src-main/engine/engine.ts';
import { defaultOptions } from '../../src-main/engine/options.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { moveToUsi, parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';
import { isShuffle, skillSettings } from '../../src-main/engine/skill.ts';

/** Opening moves (USI) each game starts from: the start position and two common first pairs. */
const OPENINGS = [[], ['7g7f', '3c3d'], ['2g2f', '8c8d', '2f2e', '8d8e']];
const LEVELS = [0, 3, 6, 9, 12];
/** Plies of each game checked (both sides' moves). */
const PLIES = 36;
/** The fixed opponent: full strength at this many nodes per move. */
const OPPONENT_NODES = 1500;

/** What the test reads of an engine's `info` report. */
interface Info {
  multipv?: number;
  score?: { kind: string; value: number };
  pv?: string[];
}

/** Keeps the latest line of each MultiPV index from a level's reports. */
function keepLine(lines: Map<number, Info>, i: unknown): void {
  const info = i as Info;
  if (typeof info === 'object' && info?.pv?.length && info.score)
    lines.set(info.multipv ?? 1, info);
}

/**
 * Whether the level had a move to choose that is no shuffle within its loss bound. Without one
 * the return is forced (say, the one defence of a threatened square), which the level plays by
 * design rather than lose more than its bound; the test counts only aimless shuffles.
 */
function hadPurposefulChoice(pos: Position, lines: Map<number, Info>, level: number): boolean {
  const maxLoss = skillSettings(level)!.maxLoss;
  const cps = [...lines.values()].filter((l) => l.score!.kind === 'cp');
  if (cps.length === 0) return true;
  const best = Math.max(...cps.map((l) => l.score!.value));
  return cps.some(
    (l) => best - l.score!.value <= maxLoss && !isShuffle(pos, parseUsiMove(pos, l.pv![0]!)),
  );
}

function engineAt(level: number): Engine {
  const e = new Engine();
  e.configure({ ...defaultOptions(), USI_Hash: 8, SkillLevel: level });
  return e;
}

/** Plays `level` as both colours from each opening; returns the level's moves that shuffle. */
function playGames(level: number): { shuffles: string[]; moves: number } {
  const levelEngine = engineAt(level);
  const opponent = engineAt(20);
  const shuffles: string[] = [];
  let moves = 0;
  for (const [o, opening] of OPENINGS.entries()) {
    for (const levelSide of [0, 1]) {
      levelEngine.newGame();
      opponent.newGame();
      const pos = Position.startpos();
      for (const u of opening) pos.doMove(parseUsiMove(pos, u));
      const trail: string[] = [...opening];
      for (let ply = 0; ply < PLIES; ply++) {
        const ours = pos.sideToMove === levelSide;
        const lines = new Map<number, Info>();
        const answer = ours
          ? levelEngine.go(pos.clone(), {}, (i: unknown) => keepLine(lines, i))
          : opponent.go(pos.clone(), { nodes: OPPONENT_NODES }, () => {});
        if (answer.bestmove === 'resign' || answer.bestmove === 'win') break;
        const m = parseUsiMove(pos, answer.bestmove);
        const tag = `level ${level}, opening ${o}, side ${levelSide}, after ${trail.join(' ') || 'startpos'}`;
        assert.notEqual(m, MOVE_NONE, `${tag}: ${answer.bestmove} is legal`);
        if (ours) {
          moves++;
          if (isShuffle(pos, m) && hadPurposefulChoice(pos, lines, level))
            shuffles.push(`${tag}: ${moveToUsi(m)}`);
        }
        pos.doMove(m);
        trail.push(answer.bestmove);
      }
    }
  }
  return { shuffles, moves };
}

for (const level of LEVELS) {
  test(`level ${level} plays legal openings without shuffling pieces back and forth`, () => {
    const { shuffles, moves } = playGames(level);
    assert.ok(moves >= OPENINGS.length * 2 * 10, `level ${level} played ${moves} moves`);
    assert.deepEqual(shuffles, [], shuffles.join('\n'));
  });
}

test('levels search less the lower they are, and full strength is unrestricted', () => {
  assert.equal(skillSettings(20), null);
  for (let l = 1; l < 20; l++) {
    const lo = skillSettings(l - 1)!;
    const hi = skillSettings(l)!;
    // Stronger: deeper, or as deep with a smaller loss bound or fewer moves to choose among.
    const stronger =
      hi.depth > lo.depth ||
      (hi.depth === lo.depth && (hi.maxLoss < lo.maxLoss || hi.multiPV < lo.multiPV));
    assert.ok(stronger && hi.nodes >= lo.nodes, `level ${l} is stronger than ${l - 1}`);
  }
  const limits = skillSettings(4)!;
  const answer = engineAt(4).go(Position.startpos(), {}, () => {});
  assert.ok(
    answer.outcome!.depth <= limits.depth,
    `level 4 reached depth ${answer.outcome!.depth}`,
  );
  assert.ok(
    answer.outcome!.nodes <= limits.nodes + 200,
    `level 4 searched ${answer.outcome!.nodes} nodes`,
  );
});

test('a level plays the same move in the same position, and other seeds vary it', () => {
  const pos = Position.startpos();
  const first = engineAt(2).go(pos.clone(), {}, () => {}).bestmove;
  assert.equal(engineAt(2).go(pos.clone(), {}, () => {}).bestmove, first);
  const seen = new Set<string>();
  for (let seed = 0; seed < 12; seed++) {
    const e = new Engine();
    e.configure({ ...defaultOptions(), USI_Hash: 8, SkillLevel: 2, SkillSeed: seed });
    seen.add(e.go(pos.clone(), {}, () => {}).bestmove);
  }
  assert.ok(seen.size >= 2, `level 2 answered only ${[...seen].join(', ')} over 12 seeds`);
});
