/**
 * Self-play teacher data for NNUE training (YaneuraOu's `gensfen` idea, our own code): the
 * built-in engine plays itself from a book opening; every position it searches is labelled with
 * the search score and best move, and once the game ends each kept position gets the result.
 *
 * - Diversity: after the book, `randomMoves` of the first `randomPlies` plies are played by a
 *   second, MultiPV search; the move is drawn uniformly among the PV moves scored within
 *   `margin` cp of the best (so the game branches without throwing away material the way a
 *   random legal move would). The label of such a position is still the single-PV search.
 * - Positions not written (as YaneuraOu's gensfen): the side to move in check, a mate score,
 *   |score| above `evalLimit`, and a position already written by this generator (a
 *   direct-mapped table of position keys, like gensfen's hash).
 * - Game end: the tournament `Referee` (mate, sennichite, perpetual check, declaration,
 *   `maxPlies` draw) with score adjudication: both sides' searches beyond ±`evalLimit` on
 *   consecutive plies end the game as a win for the side ahead.
 * Everything is seeded: the same seed, opening and limits give the same records.
 */
import { canDeclareWin } from '../../shared/rules/gameend.ts';
import { moveToUsi, parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE, type Move } from '../../shared/rules/types.ts';
import type { Position } from '../../shared/rules/position.ts';
import type { Evaluator } from '../../engine/eval/evaluator.ts';
import { VALUE_MATE_IN_MAX_PLY } from '../../engine/params.ts';
import { RootSearch, usiScore, type SearchOutcome } from '../../engine/rootsearch.ts';
import { Searcher } from '../../engine/search.ts';
import { TranspositionTable } from '../../engine/tt.ts';
import { Referee, type Termination } from '../../tournament/referee.ts';
import type { InfoFields } from '../../shared/usi-protocol.ts';
import { Prng } from '../../engine/prng.ts';
import { makePsv, PSV_SIZE, setPsvGameResult, writePsv, type GameResult } from './psv.ts';

/** How positions are searched, chosen and kept. */
export interface GensfenOptions {
  /** Node budget of each labelling search (with `depth`, whichever ends first). */
  nodes?: number;
  /** Depth of each labelling search. */
  depth?: number;
  /** |score| cap: positions beyond it are not written, and games end by adjudication there. */
  evalLimit: number;
  /** Number of plies, among the first `randomPlies` after the book, played by a MultiPV choice. */
  randomMoves: number;
  randomPlies: number;
  /** MultiPV lines searched for a random choice. */
  multiPV: number;
  /** A random choice keeps the PV moves within this many cp of the best. */
  margin: number;
  /** A game not over after this many plies (book included) is a draw. */
  maxPlies: number;
  /** Transposition table size in MB. */
  hashMb: number;
}

/** Defaults of the CLI; see the README's "NNUE training data" for the reasons. */
export const GENSFEN_DEFAULTS: GensfenOptions = {
  nodes: undefined,
  depth: 4,
  evalLimit: 3000,
  randomMoves: 4,
  randomPlies: 16,
  multiPV: 4,
  margin: 100,
  maxPlies: 320,
  hashMb: 16,
};

/** One finished game's kept records and what it cost. */
export interface GeneratedGame {
  /** `count` records of PSV_SIZE bytes, game result filled in. */
  bytes: Uint8Array;
  count: number;
  /** Plies played after the book. */
  plies: number;
  end: Termination;
  nodes: number;
}

/** A book opening: a start SFEN (or 'startpos') and USI moves from it. */
export interface GensfenOpening {
  sfen: string;
  moves: string[];
}

/** Size of the table of written position keys (entries). */
const SEEN_SIZE = 1 << 22;
const NO_TIME = { optimum: Infinity, maximum: Infinity, limited: false };

/** Plays self-play games with one evaluator and one transposition table. */
export class SfenGenerator {
  private readonly tt: TranspositionTable;
  private readonly searcher: Searcher;
  private readonly root: RootSearch;
  private readonly rng: Prng;
  /** High key word by low key bits of positions already written (0 = empty). */
  private readonly seen = new Int32Array(SEEN_SIZE);

  constructor(
    evaluator: Evaluator,
    private readonly opt: GensfenOptions,
    seed: number,
  ) {
    this.tt = new TranspositionTable(opt.hashMb);
    this.searcher = new Searcher(this.tt, evaluator);
    this.root = new RootSearch(this.searcher);
    this.rng = new Prng(seed);
  }

  /** Plays one game from `opening` and returns its records. @throws if the opening is illegal. */
  playGame(opening: GensfenOpening): GeneratedGame {
    const o = this.opt;
    const referee = new Referee(opening.sfen, opening.moves, 'shogi', {
      maxMoves: o.maxPlies,
      resignScore: o.evalLimit,
      resignMoves: 1,
    });
    this.tt.clear();
    this.searcher.clearHistory();
    const randomAt = this.randomPlies();
    /** The side to move of each record kept so far, for its result. */
    const kept: number[] = [];
    const bytes = new Uint8Array((o.maxPlies + 1) * PSV_SIZE);
    let nodes = 0;
    for (let ply = 0; ; ply++) {
      const pos = referee.pos;
      if (canDeclareWin(pos, 27)) return this.finish(referee.play('win')!, kept, bytes, ply, nodes);
      const out = this.search(pos, 1);
      nodes += out.nodes;
      if (out.bestMove === MOVE_NONE)
        return this.finish(referee.play('resign')!, kept, bytes, ply, nodes);
      if (this.keep(pos, out.score)) {
        const r = makePsv(pos, out.score, out.bestMove, 0);
        if (r.ok) {
          writePsv(r.record, bytes, kept.length * PSV_SIZE);
          kept.push(pos.sideToMove);
        }
      }
      const move = randomAt.has(ply) ? this.randomChoice(pos, out) : out.bestMove;
      const end = referee.play(moveToUsi(move), usiScore(out.score));
      if (end) return this.finish(end, kept, bytes, ply + 1, nodes);
    }
  }

  /** The plies after the book that get a MultiPV choice: `randomMoves` distinct draws. */
  private randomPlies(): Set<number> {
    const s = new Set<number>();
    const n = Math.min(this.opt.randomMoves, this.opt.randomPlies);
    while (s.size < n) s.add(this.rng.int(this.opt.randomPlies));
    return s;
  }

  /** Searches `pos` under the labelling limits with `multiPV` lines. */
  private search(
    pos: Position,
    multiPV: number,
    onInfo: (i: InfoFields) => void = () => {},
  ): SearchOutcome {
    return this.root.run(
      pos,
      { depth: this.opt.depth, nodes: this.opt.nodes, time: NO_TIME, multiPV },
      onInfo,
    );
  }

  /** True if the position goes into the data: not in check, no mate score, within the cap, new. */
  private keep(pos: Position, score: number): boolean {
    if (
      pos.inCheck() ||
      Math.abs(score) >= VALUE_MATE_IN_MAX_PLY ||
      Math.abs(score) > this.opt.evalLimit
    )
      return false;
    const i = pos.key() & (SEEN_SIZE - 1);
    const hi = pos.keyHi() | 1; // | 1 so that a stored key is never the empty marker 0
    if (this.seen[i] === hi) return false;
    this.seen[i] = hi;
    return true;
  }

  /** A move drawn among the MultiPV lines within `margin` of the best line of the last full iteration. */
  private randomChoice(pos: Position, labelled: SearchOutcome): Move {
    let lines: { score: number; move: string }[] = [];
    let depth = -1;
    this.search(pos, this.opt.multiPV, (info) => {
      if (info.score?.bound || !info.pv?.length || info.score?.kind !== 'cp') return;
      if (info.depth !== depth) [lines, depth] = [[], info.depth ?? -1];
      lines.push({ score: info.score.value, move: info.pv[0]! });
    });
    const best = Math.max(...lines.map((l) => l.score));
    const near = lines.filter((l) => l.score >= best - this.opt.margin);
    if (near.length === 0) return labelled.bestMove;
    const m = parseUsiMove(pos, near[this.rng.int(near.length)]!.move);
    return m === MOVE_NONE ? labelled.bestMove : m;
  }

  /** Fills in each kept record's result from the side it was written for. */
  private finish(
    end: { winner: 0 | 1 | null; reason: Termination },
    kept: readonly number[],
    bytes: Uint8Array,
    plies: number,
    nodes: number,
  ): GeneratedGame {
    kept.forEach((side, i) => {
      const result: GameResult = end.winner === null ? 0 : end.winner === side ? 1 : -1;
      setPsvGameResult(bytes, i * PSV_SIZE, result);
    });
    return {
      bytes: bytes.subarray(0, kept.length * PSV_SIZE),
      count: kept.length,
      plies,
      end: end.reason,
      nodes,
    };
  }
}
