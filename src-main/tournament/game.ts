/**
 * Plays one tournament game between two engines of a slot's pool: clocks, the referee, faults
 * (crash, hang, illegal move, time loss) recorded as the cause of a loss, never as a runner failure.
 */
import { BLACK, WHITE, type Color } from '../shared/rules/types.ts';
import type { Score } from '../shared/usi-protocol.ts';
import type { UsiEngine } from '../usi/usi-engine.ts';
import { GameClock } from './clock.ts';
import { Referee, startSfen, type Outcome, type Termination } from './referee.ts';
import type { EnginePool } from './engine-pool.ts';
import { engineTimeControl, type TournamentConfig } from './config.ts';
import type { GameSpec } from './schedule.ts';
import type { Opening } from './openings.ts';
import type { StallWatch } from './stall-watch.ts';
import { Ponderer, STOP_WAIT_MS } from './ponder.ts';
import type { BookMoveNote, GameBook } from './tournament-book.ts';

/** PV moves kept per move: enough to read the engine's plan, small enough for a 10,000-game journal. */
const PV_MAX_MOVES = 8;

/** Mate scores are stored with this many plies when the engine said `mate +`/`mate -`. */
const UNKNOWN_MATE_PLIES = 999;

/** One move as played, with the thinking time and the mover's own score. */
export interface MoveRecord {
  usi: string;
  timeMs: number;
  /** The mover's score from its own point of view, if it sent one. */
  score?: Score;
  depth?: number;
  /** The mover's principal variation (USI, starting with the move played), at most PV_MAX_MOVES. */
  pv?: string[];
  /** Remaining main time of [black, white] after the move (clocked games). */
  clocks?: [number, number];
  /** Set when the tournament's book played the move (the engine was not asked). */
  book?: BookMoveNote;
}

/** A finished game, as stored in the journal and in results.json. */
export interface GameResult {
  index: number;
  round: number;
  pairId: number;
  black: string;
  white: string;
  blackIndex: number;
  whiteIndex: number;
  /** Index of the opening in the ordered book, and its line in the file (-1: no book). */
  opening: number;
  openingLine: number;
  startSfen: string;
  openingMoves: string[];
  moves: MoveRecord[];
  winner: 'black' | 'white' | null;
  reason: Termination;
  detail?: string;
  startedAt: string;
  durationMs: number;
  /** Sum of the engines' thinking times (wall time from go to bestmove). */
  thinkMs: number;
}

/** Live progress of a game (for UIs). */
export interface MoveEvent {
  game: GameSpec;
  ply: number;
  move: MoveRecord;
  side: Color;
}

/** Everything `playGame` needs. */
export interface GameContext {
  config: TournamentConfig;
  spec: GameSpec;
  opening: Opening | undefined;
  pool: EnginePool;
  onMove?: (e: MoveEvent) => void;
  /** Checked between moves: when true the game is abandoned (returns undefined). */
  aborted?: () => boolean;
  /** When given, receives every line exchanged with the engines, timestamped (the debug log). */
  ioLog?: string[];
  /** The runner's stalls, not charged to the engines (see stall-watch.ts). */
  stalls?: StallWatch;
  /** The tournament's book for this game (config `book`), answering for both engines. */
  book?: GameBook;
}

/** Plays a game to its end. Returns undefined only if aborted (the tournament was stopped). */
export async function playGame(ctx: GameContext): Promise<GameResult | undefined> {
  const { config, spec } = ctx;
  const t0 = performance.now();
  const startedAt = new Date().toISOString();
  const sfen = startSfen(ctx.opening?.sfen ?? 'startpos', config.variant);
  const openingMoves = ctx.opening?.moves ?? [];
  const moves: MoveRecord[] = [];
  const base = {
    index: spec.index,
    round: spec.round,
    pairId: spec.pairId,
    black: config.engines[spec.black]!.name,
    white: config.engines[spec.white]!.name,
    blackIndex: spec.black,
    whiteIndex: spec.white,
    opening: ctx.opening ? spec.opening : -1,
    openingLine: ctx.opening?.line ?? -1,
    startSfen: sfen,
    openingMoves,
    moves,
    startedAt,
  };
  const finish = (o: Outcome): GameResult => ({
    ...base,
    winner: o.winner === null ? null : o.winner === BLACK ? 'black' : 'white',
    reason: o.reason,
    ...(o.detail ? { detail: o.detail } : {}),
    durationMs: performance.now() - t0,
    thinkMs: moves.reduce((s, m) => s + m.timeMs, 0),
  });

  if (ctx.ioLog) startIoLog(ctx.ioLog, ctx.pool, t0, startedAt);
  try {
    const engines = await prepareEngines(ctx);
    if (!Array.isArray(engines)) return finish(engines);
    const referee = new Referee(sfen, openingMoves, config.variant, config.adjudication);
    const clock = new GameClock(
      engineTimeControl(config, spec.black),
      engineTimeControl(config, spec.white),
    );
    const outcome = await playMoves(ctx, engines, referee, clock, sfen, moves);
    if (outcome === undefined) return undefined;
    sendGameOver(engines, outcome);
    return finish(outcome);
  } finally {
    if (ctx.ioLog) ctx.pool.ioLog = undefined;
  }
}

/**
 * Copies the slot's engine I/O into `log` for this game: seconds since the game started, the
 * engine, `>` for a line sent to it and `<` for a line it printed (what cutechess-cli's debug
 * output shows), so a time loss or a protocol fault can be read move by move.
 */
function startIoLog(log: string[], pool: EnginePool, t0: number, startedAt: string): void {
  log.push(`# game started ${startedAt}; seconds since then, engine, > sent / < received`);
  pool.ioLog = (engine, line, toEngine) => {
    const t = ((performance.now() - t0) / 1000).toFixed(3).padStart(9);
    log.push(`${t} ${engine} ${toEngine ? '>' : '<'} ${line}`);
  };
}

/**
 * Acquires both engines at once (their start-up and isready round trips overlap) and sends
 * usinewgame; a side whose engine cannot start or answer loses (black is judged first). A disabled
 * engine forfeits without being started; a game between two disabled engines is a draw.
 */
async function prepareEngines(ctx: GameContext): Promise<[UsiEngine, UsiEngine] | Outcome> {
  const indices = [ctx.spec.black, ctx.spec.white] as const;
  const off = indices.map((i) => ctx.pool.health.disabled(i));
  if (off[0] !== undefined || off[1] !== undefined) {
    const detail = `engine disabled: it ${off[0] ?? off[1]}`;
    if (off[0] !== undefined && off[1] !== undefined)
      return { winner: null, reason: 'disabled', detail: 'both engines disabled' };
    return { winner: off[0] !== undefined ? WHITE : BLACK, reason: 'disabled', detail };
  }
  const got = await Promise.all(indices.map((i) => ctx.pool.acquire(i)));
  for (const side of [BLACK, WHITE] as const) {
    const r = got[side]!;
    if (r.ok) continue;
    ctx.pool.discard(indices[side]);
    // An engine that never completes the handshake is unresponsive, not crashed.
    const timeout = r.error.code === 'ENGINE_TIMEOUT' || r.error.cause === 'timeout';
    const reason: Termination = timeout ? 'hang' : 'crash';
    return { winner: (1 - side) as Color, reason, detail: `could not start: ${r.error.message}` };
  }
  const engines = got.map((r) => (r.ok ? r.value : undefined!)) as [UsiEngine, UsiEngine];
  for (const e of engines) e.newGame();
  return engines;
}

/** The move loop: position + go for the side to move, then clock and referee. */
async function playMoves(
  ctx: GameContext,
  engines: [UsiEngine, UsiEngine],
  referee: Referee,
  clock: GameClock,
  sfen: string,
  moves: MoveRecord[],
): Promise<Outcome | undefined> {
  const usiStart = sfen === startSfen('startpos', 'shogi') ? 'startpos' : sfen;
  const history = [...(ctx.opening?.moves ?? [])];
  const ponder = ctx.config.ponder ? new Ponderer() : undefined;
  const index = (side: Color) => (side === BLACK ? ctx.spec.black : ctx.spec.white);
  for (;;) {
    if (ctx.aborted?.()) return undefined;
    const side = referee.sideToMove;
    const fromBook = playBookMove(ctx, referee, clock, history, moves);
    if (fromBook !== false) {
      if (fromBook) return fromBook;
      continue;
    }
    const engine = engines[side];
    const sentAt = performance.now();
    const hit = await ponder?.take(side, history[history.length - 1], clock.hangTimeoutMs(side));
    if (hit === false) {
      ctx.pool.discard(index(side));
      const detail = `did not answer stop within ${STOP_WAIT_MS} ms after pondering`;
      return { winner: (1 - side) as Color, reason: 'hang', detail };
    }
    if (!hit) engine.position(usiStart, history);
    const r = hit ?? (await engine.go(clock.goParams(side), clock.hangTimeoutMs(side)));
    const unseenMs = ctx.stalls?.unseenMs(sentAt) ?? 0;
    if (!r.ok) {
      ctx.pool.discard(side === BLACK ? ctx.spec.black : ctx.spec.white);
      const reason: Termination = r.error.code === 'ENGINE_TIMEOUT' ? 'hang' : 'crash';
      return { winner: (1 - side) as Color, reason, detail: r.error.message };
    }
    const { bestmove, info } = r.value;
    // Whole milliseconds (USI clocks are integers), less what the runner could not see.
    const elapsedMs = Math.round(Math.max(0, r.value.elapsedMs - unseenMs));
    const allowed = clock.allowedMs(side);
    if (clock.consume(side, elapsedMs)) {
      const stall =
        unseenMs >= 1 ? ` (${Math.round(unseenMs)} ms of runner stall not charged)` : '';
      return {
        winner: (1 - side) as Color,
        reason: 'time-loss',
        detail: `${elapsedMs} ms, allowed ${allowed} ms${stall}`,
      };
    }
    const score = info.score ? finiteScore(info.score) : undefined;
    const outcome = referee.play(bestmove, score);
    if (bestmove !== 'resign' && bestmove !== 'win' && outcome?.reason !== 'illegal-move') {
      const move: MoveRecord = { usi: bestmove, timeMs: elapsedMs };
      if (score) move.score = score;
      if (info.depth !== undefined) move.depth = info.depth;
      if (info.pv && info.pv.length > 0) move.pv = info.pv.slice(0, PV_MAX_MOVES);
      if (clock.clocked(BLACK) || clock.clocked(WHITE)) move.clocks = [...clock.remaining];
      moves.push(move);
      history.push(bestmove);
      ctx.onMove?.({ game: ctx.spec, ply: moves.length, move, side });
      const guess = r.value.ponder;
      if (ponder && !outcome && guess && referee.isLegal(guess)) {
        // Its own time plus the opponent's longest think bound the search, ponder time included.
        const limit = clock.hangTimeoutMs(side) + clock.hangTimeoutMs((1 - side) as Color);
        const at: [string, string[]] = [usiStart, [...history, guess]];
        ponder.start(side, engine, at, clock.goParams(side), limit);
      }
    }
    if (outcome?.reason === 'illegal-move' || outcome?.reason === 'false-declaration') {
      ctx.pool.discard(side === BLACK ? ctx.spec.black : ctx.spec.white); // a confused engine starts afresh
    }
    if (outcome) {
      // A search on the opponent's time is stopped before gameover; one that never stops is killed.
      for (const hung of (await ponder?.stopAll()) ?? []) ctx.pool.discard(index(hung));
      return outcome;
    }
  }
}

/**
 * Plays the book's move for the side to move, if the game is still in the book: the engine is not
 * asked and its clock is not charged (why: the book, not the engine, chose). Returns false when
 * the book has no move here, else the game's outcome after the move (undefined: it goes on).
 */
function playBookMove(
  ctx: GameContext,
  referee: Referee,
  clock: GameClock,
  history: string[],
  moves: MoveRecord[],
): Outcome | undefined | false {
  if (!ctx.book?.active) return false;
  const side = referee.sideToMove;
  const hit = ctx.book.choose(referee.pos.sfen(), history.length + 1, (m) => referee.isLegal(m));
  if (!hit) return false;
  const outcome = referee.play(hit.usi);
  const move: MoveRecord = { usi: hit.usi, timeMs: 0, book: hit.note };
  if (clock.clocked(BLACK) || clock.clocked(WHITE)) move.clocks = [...clock.remaining];
  moves.push(move);
  history.push(hit.usi);
  ctx.onMove?.({ game: ctx.spec, ply: moves.length, move, side });
  return outcome;
}

/** Replaces `mate +`/`mate -` (±Infinity) by a long finite mate so results stay valid JSON. */
function finiteScore(s: Score): Score {
  if (Number.isFinite(s.value)) return s;
  return { ...s, value: Math.sign(s.value) * UNKNOWN_MATE_PLIES };
}

/** Tells both engines the result (if they are still alive). */
function sendGameOver(engines: [UsiEngine, UsiEngine], o: Outcome): void {
  for (const side of [BLACK, WHITE] as const) {
    const r = o.winner === null ? 'draw' : o.winner === side ? 'win' : 'lose';
    engines[side].gameOver(r);
  }
}
