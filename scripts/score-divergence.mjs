#!/usr/bin/env node
// Counts where two engines disagree about who is winning in a tournament's saved CSA games:
// after a move of ENGINE scored above +T (from ENGINE's side), the opponent's next score, also
// from ENGINE's side, is below −T ("optimistic"), or the reverse ("pessimistic"). Also the median
// depth of each side, and (from the runner's journal.jsonl) each side's median think time: an
// opponent's strength depends on how much of its time it uses, which for gpsusi differed between
// opening sets. Issue 17 measured the built-in engine's optimism this way.
//
//   node scripts/score-divergence.mjs <tournament output folder> <engine name prefix> [T=300] [skip plies=36]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, engine, thresholdArg = '300', skipArg = '36'] = process.argv.slice(2);
if (!dir || !engine) {
  console.error(
    'usage: score-divergence.mjs <output folder> <engine name prefix> [threshold] [skip plies]',
  );
  process.exit(2);
}
const threshold = Number(thresholdArg);
const skip = Number(skipArg);

/** Reads one CSA file's moves with the score ('** …, from black's side) and depth comments after each. */
function readGame(text) {
  const moves = [];
  for (const line of text.split(/\r?\n/)) {
    // A move line starts with the side's sign and four digits; comments after it belong to it.
    if (/^[+-]\d{4}/.test(line)) moves.push({ side: line[0], score: undefined, depth: undefined });
    else if (line.startsWith("'** ") && moves.length > 0) {
      const score = Number(line.slice(4).split(' ')[0]);
      if (Number.isFinite(score)) moves[moves.length - 1].score = score;
    } else if (line.startsWith("'*depth ") && moves.length > 0) {
      moves[moves.length - 1].depth = Number(line.slice(8));
    }
  }
  return moves;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

const totals = { games: 0, optimistic: 0, pessimistic: 0, ours: [], theirs: [] };
for (const name of readdirSync(join(dir, 'games')).filter((n) => n.endsWith('.csa'))) {
  const text = readFileSync(join(dir, 'games', name), 'utf8');
  const blackName = /^N\+(.*)$/m.exec(text)?.[1] ?? '';
  // CSA scores are from black's side; flip them when the engine plays white.
  const us = blackName.startsWith(engine) ? '+' : '-';
  const sign = us === '+' ? 1 : -1;
  const moves = readGame(text);
  totals.games += 1;
  for (let i = skip; i < moves.length; i++) {
    const move = moves[i];
    if (move.depth !== undefined) (move.side === us ? totals.ours : totals.theirs).push(move.depth);
    const reply = moves[i + 1];
    if (move.side !== us || move.score === undefined || reply?.score === undefined) continue;
    const mine = move.score * sign;
    const theirs = reply.score * sign;
    if (mine > threshold && theirs < -threshold) totals.optimistic += 1;
    if (mine < -threshold && theirs > threshold) totals.pessimistic += 1;
  }
}
/** Median think time (ms) of ENGINE's moves and of its opponents' moves, from the journal's game entries. */
function thinkTimes() {
  const file = join(dir, 'journal.jsonl');
  if (!existsSync(file)) return '';
  const ours = [];
  const theirs = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('{"type":"game"')) continue;
    const game = JSON.parse(line);
    // The journal's moves start after the opening: black plays first if the start position has
    // black to move and the opening is even, or white to move and the opening odd.
    const blackToMove = (game.openingMoves.length % 2 === 0) === !/ w /.test(game.startSfen);
    game.moves.forEach((m, i) => {
      const black = (i % 2 === 0) === blackToMove;
      const name = black ? game.black : game.white;
      if (typeof m.timeMs === 'number') (name.startsWith(engine) ? ours : theirs).push(m.timeMs);
    });
  }
  return ` Median think time: ${engine} ${median(ours)} ms, opponent ${median(theirs)} ms.`;
}

console.log(
  `${totals.games} games: ${engine} above +${threshold} while the opponent's reply says below −${threshold}: ` +
    `${totals.optimistic} times; the reverse: ${totals.pessimistic}. ` +
    `Median depth: ${engine} ${median(totals.ours)}, opponent ${median(totals.theirs)}.` +
    thinkTimes(),
);
