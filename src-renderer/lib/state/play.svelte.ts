/**
 * The state of play: the current game, the user's piece selection, promotion choice, clocks and
 * the engine turn-taking. Components read it; user actions call its methods.
 */
import type {
  BanmenApi,
  EngineInfo,
  Lang,
  NewGameOptions,
  SavedGame,
} from '../../../src-main/shared/contract';
import type { Move } from '../../../src-main/shared/rules/types';
import { STARTPOS_SFEN } from '../../../src-main/shared/rules/sfen';
import { Game, type GameResult } from '../game/game';
import { GameClock } from '../game/clock';
import { MoveInput } from '../game/move-input.svelte';
import { isHandicapSfen, startSfen } from '../game/handicaps';
import { EngineDriver } from '../engine-driver';
import { Sounds } from './sounds';
import { errorText, type CodedError } from '../error-text';
import { savedGameOf } from '../game/saved';
import type { OpenedRecord } from '../game/record-file';
import { blackChartCp, type EvalPoint } from '../game/eval-score';
import { EvalHistory } from './eval-history.svelte';
import { LookBackBoard } from '../game/look-back';
import type { BoardModel } from '../study/board-model';

/** The even start position shown before the first game. */
/** How often a running game is autosaved between moves (its clocks move on). */
const AUTOSAVE_EVERY_MS = 2000;

function initialGame(): Game {
  const g = Game.create('shogi', STARTPOS_SFEN);
  if (!g.ok) throw new Error(`startpos rejected: ${g.message}`);
  return g.game;
}

/** Play state shared by the board, hands, clocks, record and dialogs. */
export class PlayState extends MoveInput {
  /** Bumped on every game mutation (why private: readers go through `game`, which reads it). */
  #version = $state(0);
  #game: Game = $state.raw(initialGame());
  options: NewGameOptions | null = $state(null);
  playing = $state(false);
  thinking = $state(false);
  info: EngineInfo | null = $state(null);
  /** The side whose engine produced `info` (scores are from its point of view). */
  infoSide: 0 | 1 = $state(0);
  /** The position `info` is about (its PV is shown in the chosen notation from there). */
  infoSfen = $state('');
  message: string | null = $state(null);
  now = $state(Date.now());
  /** When the current game started (ms since the epoch), for the game information. */
  startedAt = $state(Date.now());
  clock: GameClock | null = $state.raw(null);
  /** The move the board looks back at (a read-only earlier position), or null for the live one. */
  viewPly: number | null = $state(null);
  /** The engines' evaluations after each of their moves, from Black's side, for the chart. */
  readonly evals = new EvalHistory();
  private engines: EngineDriver | null = null;
  private gameId = 0;
  /** The game has left its book (why kept: once out, the book is not asked again). */
  private bookOut = false;
  private ticker: ReturnType<typeof setInterval> | null = null;
  /** When the game was last autosaved (ms since the epoch). */
  private savedAt = 0;
  /** The piece click and the countdown beeps (their volume is set from the settings). */
  readonly sounds = new Sounds();
  beeps = true;
  pieceSound = true;

  /**
   * @param lang The UI language now (engine errors are worded in it).
   */
  constructor(
    private readonly api: BanmenApi | null,
    private readonly lang: () => Lang = () => 'en',
  ) {
    super();
    api?.on('engine:info', ({ handle, info }) => {
      // Why the check: the browser host broadcasts to every tab; only our engines count.
      if (this.engines?.owns(handle)) this.info = { ...this.info, ...info };
    });
    api?.on('engine:exit', ({ handle, error }) => this.engineDied(handle, error));
    // Why: a reload or a closed tab must give back the clocks as they were at that moment.
    globalThis.addEventListener?.('pagehide', () => this.playing && this.autosave());
  }

  /** The game (why a getter: the Game object is not reactive; reading it tracks each mutation). */
  get game(): Game {
    void this.#version;
    return this.#game;
  }
  set game(g: Game) {
    this.#game = g;
  }

  /** True when the game started from a handicap set-up (sides named 下手/上手 in Japanese). */
  get handicap(): boolean {
    return isHandicapSfen(this.game.startSfen);
  }
  /** True if a human may move now. */
  get canMove(): boolean {
    return (
      this.playing &&
      !this.thinking &&
      !this.promotion &&
      !this.game.result &&
      !this.engines?.isEngine(this.game.turn)
    );
  }

  /** The last move, for its highlight. */
  get lastMove(): Move | null {
    return this.game.entries.at(-1)?.move ?? null;
  }

  /** The engine's current best move (first PV move) as USI, for the arrow. */
  get bestUsi(): string | null {
    return this.thinking ? (this.info?.pv?.[0] ?? null) : null;
  }

  /**
   * The chart's points: the engines' evaluations after their moves and, while an engine thinks,
   * its current one at the next ply.
   */
  get chartPoints(): EvalPoint[] {
    const live = this.thinking && this.info ? this.infoScore() : null;
    const ply = this.game.entries.length + 1;
    return live === null ? this.evals.points : [...this.evals.points, { ply, value: live }];
  }

  /** The thinking engine's latest score from Black's side, for the chart (null without one). */
  private infoScore(): number | null {
    const i = this.info;
    return i ? blackChartCp({ cp: i.scoreCp, mate: i.scoreMate }, this.infoSide) : null;
  }

  /** What the board shows: the live game, or the earlier position the user looks back at. */
  get board(): BoardModel {
    const ply = this.viewPly;
    if (ply === null) return this;
    return new LookBackBoard(this.game, ply, () => this.toLive());
  }

  /** Looks one move further back (from the live position: at the position before the last move). */
  stepBack(): void {
    const at = this.viewPly ?? this.game.entries.length;
    if (at > 0) this.viewPly = at - 1;
  }

  /** Looks one move further forward; past the last move the board is live again. */
  stepForward(): void {
    if (this.viewPly === null) return;
    const next = this.viewPly + 1;
    this.viewPly = next >= this.game.entries.length ? null : next;
  }

  /** Back to the live position. */
  toLive(): void {
    this.viewPly = null;
  }

  /**
   * Starts a game from `sfen` ("Play from here": Study's position, or any caller's), with the
   * players and clocks of `options`; its start fields are replaced. Returns the error text, if any.
   */
  playFromPosition(
    sfen: string,
    options: NewGameOptions,
    variant: NewGameOptions['variant'] = 'shogi',
  ): Promise<string | null> {
    return this.newGame({ ...options, variant, start: 'sfen', sfen });
  }

  /** Starts a new game from the dialog's options. */
  async newGame(options: NewGameOptions, resume: SavedGame | null = null): Promise<string | null> {
    await this.endSession();
    const created = Game.create(
      options.variant,
      startSfen(options.variant, options.start, options.sfen),
      options.maxMoves,
    );
    if (!created.ok) return created.message;
    const id = ++this.gameId;
    this.game = created.game;
    this.options = options;
    this.bookOut = false;
    this.viewPly = null;
    this.evals.clear();
    for (const e of resume?.evals ?? []) this.evals.set(e.ply, e.value);
    this.startedAt = resume ? Date.parse(resume.savedAt) || Date.now() : Date.now();
    for (const m of resume?.moves ?? []) if (!this.game.playUsi(m.usi, m.ms).ok) break;
    this.clock = new GameClock([options.blackTime, options.whiteTime], resume?.remainingMs);
    this.engines = this.api ? new EngineDriver(this.api) : null;
    const err = this.engines
      ? await this.engines.start(options.variant, [options.black, options.white])
      : null;
    const errText = err && errorText(err);
    if (id !== this.gameId) return null;
    this.pick = null;
    this.promotion = null;
    this.info = null;
    this.message = errText;
    this.playing = !err;
    this.#version++;
    if (this.playing) this.beginTurn();
    return errText;
  }

  /**
   * Shows the autosaved game behind the Resume offer, as it was (board of its variant, moves,
   * clocks, chart), without starting it; null goes back to the even start.
   */
  preview(saved: SavedGame | null): void {
    if (this.playing || this.options) return; // a game was started meanwhile: it stays

    const created = saved
      ? Game.create(saved.options.variant, saved.startSfen, saved.options.maxMoves)
      : null;
    this.game = created?.ok ? created.game : initialGame();
    this.evals.clear();
    this.clock = null;
    if (saved && created?.ok) {
      for (const m of saved.moves) if (!this.game.playUsi(m.usi, m.ms).ok) break;
      for (const e of saved.evals ?? []) this.evals.set(e.ply, e.value);
      const o = saved.options;
      this.clock = new GameClock([o.blackTime, o.whiteTime], saved.remainingMs);
    }
    this.gameId++;
    this.info = null;
    this.#version++;
  }

  /** Shows an opened record (not a game in progress): its start and main line. */
  async loadRecord(
    sfen: string,
    moves: string[],
    end: OpenedRecord['end'] = null,
  ): Promise<string | null> {
    await this.endSession();
    const created = Game.create('shogi', sfen);
    if (!created.ok) return created.message;
    this.gameId++;
    for (const m of moves) if (!created.game.playUsi(m, 0).ok) break;
    if (end && !created.game.result) {
      const stm = created.game.turn;
      const winner =
        end.sideToMoveWins === null ? null : end.sideToMoveWins ? stm : ((stm ^ 1) as 0 | 1);
      created.game.result = { winner, reason: end.reason };
    }
    this.game = created.game;
    this.options = null;
    this.viewPly = null;
    this.evals.clear();
    this.clock = null;
    this.playing = false;
    this.pick = null;
    this.info = null;
    this.#version++;
    return null;
  }

  /** Resigns for the human side to move (or the first human side). */
  resign(): void {
    if (!this.playing || this.game.result) return;
    const human = this.engines?.isEngine(this.game.turn)
      ? ((this.game.turn ^ 1) as 0 | 1)
      : this.game.turn;
    this.finish(this.game.resign(human));
  }

  /** Entering-king declaration by the side to move. */
  declare(): void {
    if (!this.canMove) return;
    this.finish(this.game.declare());
  }

  /** True if the side to move may declare a win now (entering king, 27-point rule). */
  get canDeclare(): boolean {
    return this.canMove && this.game.canDeclare();
  }

  /**
   * Takes back the user's last move: one ply between two humans, and against an engine the
   * engine's reply too (one move pair), so the user is to move again.
   */
  takeback(): void {
    const plies = this.takebackPlies();
    if (plies === 0) return;
    for (let i = 0; i < plies; i++) this.game.takeback();
    this.evals.truncate(this.game.entries.length);
    // Why: the engine's line was about a position that is no longer on the board.
    this.info = null;
    this.pick = null;
    this.#version++;
    this.autosave();
    this.beginTurn();
  }

  /**
   * Pauses the user's clock while the play view is not shown (the engine's own thinking time
   * runs on: it is already searching with the time it was given).
   */
  setAway(away: boolean): void {
    if (!this.clock || !this.playing) return;
    if (away && !this.thinking) this.clock.pause(Date.now());
    else if (!away) this.clock.resume(Date.now());
  }

  /** True if the user may take back a move now. */
  get takebackAllowed(): boolean {
    return this.takebackPlies() > 0;
  }

  /** How many plies a take-back removes now (0 = none: no game, engine to move, no own move). */
  private takebackPlies(): number {
    const n = this.game.entries.length;
    if (!this.playing || this.thinking || this.game.result || n === 0) return 0;
    const engine = (c: number) => this.engines?.isEngine(c as 0 | 1) ?? false;
    if (engine(0) && engine(1)) return 0;
    if (!engine(0) && !engine(1)) return 1;
    // Against an engine the user is to move: the last ply is the engine's reply.
    return n >= 2 ? 2 : 0;
  }

  protected commit(m: Move): void {
    const press = this.clock?.press(Date.now());
    if (press?.flagged) return this.finish(this.game.timeLoss(press.side));
    const result = this.game.play(m, press?.ms ?? 0);
    if (this.pieceSound) this.sounds.piece();
    this.#version++;
    if (result) return this.finish(result);
    this.autosave();
    this.beginTurn();
  }

  private beginTurn(): void {
    const side = this.game.turn;
    this.clock?.start(side, Date.now());
    this.ensureTicker();
    if (this.engines?.isEngine(side)) void this.engineTurn(side);
  }

  private async engineTurn(side: 0 | 1): Promise<void> {
    const id = this.gameId;
    this.thinking = true;
    this.info = null;
    this.infoSide = side;
    this.infoSfen = this.game.pos.sfen();
    const booked = await this.bookMove();
    if (id !== this.gameId || this.game.result) return;
    if (booked) {
      this.thinking = false;
      return this.engineMove(booked);
    }
    const clock = this.clock!;
    const now = Date.now();
    const [b, w] = [clock.view(0, now), clock.view(1, now)];
    const r = await this.engines!.go(side, this.game.startSfen, this.game.usiMoves(), {
      btimeMs: Math.max(0, b.mainMs),
      wtimeMs: Math.max(0, w.mainMs),
      byoyomiMs: clock.timeOf(side).byoyomiMs,
      bincMs: clock.timeOf(0).incrementMs,
      wincMs: clock.timeOf(1).incrementMs,
    });
    if (id !== this.gameId || this.game.result) return;
    this.thinking = false;
    if (!r.ok) {
      // The engine:exit event may have told the user already; keep the first, clearest message.
      const handle = this.engines?.handle(side);
      if (handle) this.engineDied(handle, r.error);
      return;
    }
    this.engineMove(r.value.move);
  }

  /**
   * The game's book move for the engine to move, or null once the game has left the book (a book
   * that cannot be read says why, and the engines play on).
   */
  private async bookMove(): Promise<string | null> {
    const book = this.options?.book;
    if (!book || this.bookOut || !this.api) return null;
    const ply = this.game.entries.length + 1;
    const r = await this.api.invoke('book:play-move', book, this.game.pos.sfen(), ply);
    if (r.ok && r.value) return r.value.usi;
    this.bookOut = true;
    if (!r.ok) this.message = errorText(r.error);
    return null;
  }

  private engineMove(usi: string): void {
    const press = this.clock?.press(Date.now());
    if (press?.flagged) return this.finish(this.game.timeLoss(press.side));
    if (usi === 'resign') return this.finish(this.game.resign(this.game.turn));
    if (usi === 'win') return this.finish(this.game.declare());
    const score = this.info && this.infoScore();
    const r = this.game.playUsi(usi, press?.ms ?? 0);
    // The engine's last evaluation belongs to the position its move leads to.
    // No score and `info string book …` (or nothing): the engine answered from its book.
    const book = !this.info || /^book /.test(this.info.text ?? '');
    if (r.ok && score !== null) this.evals.set(this.game.entries.length, score);
    else if (r.ok && book) this.evals.setBook(this.game.entries.length);
    if (r.ok && this.pieceSound) this.sounds.piece();
    this.#version++;
    if (r.result) return this.finish(r.result);
    this.autosave();
    this.beginTurn();
  }

  private engineDied(handle: string, error: CodedError): void {
    const side = this.engines?.drop(handle);
    if (side === null || side === undefined) return;
    // Why quit: a hung engine is still running; a dead one is simply forgotten by the host.
    void this.api?.invoke('engine:quit', handle);
    this.thinking = false;
    this.message = errorText(error);
    this.#version++;
  }

  private ensureTicker(): void {
    this.ticker ??= setInterval(() => this.tick(), 100);
  }

  private tick(): void {
    this.now = Date.now();
    const clock = this.clock;
    if (!clock || !this.playing || this.game.result || clock.runningSide === null) return;
    if (this.now - this.savedAt >= AUTOSAVE_EVERY_MS) this.autosave();
    const side = clock.runningSide;
    const v = clock.view(side, this.now);
    if (v.flagged) {
      this.engines?.stop();
      this.finish(this.game.timeLoss(side));
    } else if (this.beeps && !this.engines?.isEngine(side) && !clock.unlimited(side)) {
      this.sounds.countdown(v.mainMs > 0 ? v.mainMs : v.byoyomiMs);
    }
  }

  /**
   * Abandons the running game (the user chose "Abandon game" before a new one): the clock stops,
   * the engines end and the game is not offered for resuming; the moves stay on the board.
   */
  abandon(): void {
    if (!this.playing) return;
    this.info = null;
    this.finish(null);
  }

  private finish(_result: GameResult | null): void {
    this.clock?.halt(Date.now());
    this.thinking = false;
    this.pick = null;
    this.promotion = null;
    this.playing = false;
    this.#version++;
    void this.api?.invoke('autosave:clear');
    void this.endSession();
  }

  private async endSession(): Promise<void> {
    const e = this.engines;
    this.engines = null;
    if (e) {
      e.stop();
      await e.quit();
    }
  }

  private autosave(): void {
    if (!this.api || !this.options || !this.clock) return;
    this.savedAt = Date.now();
    const options = $state.snapshot(this.options) as NewGameOptions;
    void this.api.invoke(
      'autosave:save',
      savedGameOf(options, this.game, this.clock, this.evals.points, this.savedAt),
    );
  }
}
