/**
 * The engine's USI front-end: parses GUI commands (with the project's one USI parser),
 * validates positions with the rules core, keeps the options, and forwards searches to the
 * search worker. Bad input never crashes it: it answers with an `info string` and goes on.
 */
import { EngineBook } from './book/engine-book.ts';
import { buildPosition, type PositionSpec } from './engine.ts';
import {
  defaultOptions,
  OPTION_DEFS,
  setOption,
  TUNABLE_OPTION_DEFS,
  type EngineOptions,
} from './options.ts';
import { SIGNAL_PONDERHIT, SIGNAL_STOP } from './rootsearch.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';
import {
  formatEngineMessage,
  parseGuiCommand,
  type EngineMessage,
  type GoParams,
} from '../shared/usi-protocol.ts';

export const ENGINE_NAME = 'Banmen 0.1';
export const ENGINE_AUTHOR = 'the Banmen developers';
/**
 * How long `quit` waits for the worker to answer what was sent before it. A net load is about 1 s
 * on an idle machine but took over 18 s on a loaded one (2026-11-29), and the answers must not be
 * lost; only a wedged worker (a bug) is cut off, and GUIs kill a slow engine on their own.
 */
const QUIT_GRACE_MS = 120_000;

/** Where searches run: the worker thread in the program, anything with the same shape in tests. */
export interface SearchBackend {
  post(req: WorkerRequest): void;
  /** Shared [stop, ponderhit] words the search polls. */
  readonly signals: Int32Array;
  terminate(): void;
}

type Busy = 'idle' | 'search' | 'ponder' | 'infinite' | 'mate';

export class UsiFrontEnd {
  private options: EngineOptions = defaultOptions();
  private optionsDirty = true;
  private position: PositionSpec = { sfen: 'startpos', moves: [] };
  /** Why the last `position` was refused; searches answer without searching until a good one arrives. */
  private positionRefused: string | null = null;
  private busy: Busy = 'idle';
  /** A bestmove finished during ponder/infinite, held until stop or ponderhit (USI). */
  private heldBestmove: EngineMessage | null = null;
  private readyWaiting = false;
  private quitting = false;
  private exited = false;
  private readonly book = new EngineBook();

  constructor(
    private readonly backend: SearchBackend,
    private readonly out: (line: string) => void,
    private readonly onQuit: () => void = () => {},
  ) {}

  /** Feeds one line from the GUI. */
  handleLine(raw: string): void {
    const line = raw.trim();
    if (line === '' || this.quitting) return;
    const parsed = parseGuiCommand(line);
    if (!parsed.ok) {
      this.infoString(`${parsed.error.message} (ignored: "${line}")`);
      return;
    }
    const c = parsed.command;
    switch (c.type) {
      case 'usi':
        return this.answerUsi();
      case 'isready':
        return this.answerIsReady();
      case 'setoption':
        return this.applyOption(c.name, c.value);
      case 'usinewgame':
        return this.backend.post({ type: 'newgame' });
      case 'position':
        return this.setPosition({ sfen: c.sfen, moves: c.moves });
      case 'go':
        return this.go(c.params);
      case 'stop':
        return this.stop();
      case 'ponderhit':
        return this.ponderhit();
      case 'gameover':
        if (this.busy !== 'idle') this.stop();
        return;
      case 'eval':
        return this.backend.post({ type: 'eval', position: this.position });
      case 'quit':
        return this.quit();
    }
  }

  /** Handles a reply from the search worker. */
  handleReply(msg: WorkerReply): void {
    switch (msg.type) {
      case 'configured':
        for (const m of msg.messages) this.infoString(m);
        if (this.readyWaiting) {
          this.readyWaiting = false;
          this.send({ type: 'readyok' });
        }
        return;
      case 'info':
        this.send({ type: 'info', info: msg.info });
        return;
      case 'bestmove':
        return this.finishSearch({ type: 'bestmove', move: msg.bestmove, ponder: msg.ponder });
      case 'mate':
        this.busy = 'idle';
        this.send({
          type: 'checkmate',
          result: msg.result.kind,
          moves: msg.result.kind === 'mate' ? msg.result.moves : undefined,
        });
        return;
      case 'eval':
        this.infoString(`eval ${msg.value} evaluator ${msg.name}`);
        return;
      case 'quitting':
        return this.exit();
    }
  }

  /**
   * `quit`: a running search stops, but every command sent before `quit` is still answered (a
   * script piped in at once gets its `readyok` and `eval`, as Stockfish's and YaneuraOu's do): the
   * worker answers `quitting` after the requests queued before it. A wedged worker is not waited
   * for beyond QUIT_GRACE_MS.
   */
  private quit(): void {
    this.quitting = true;
    Atomics.store(this.backend.signals, SIGNAL_STOP, 1);
    this.backend.post({ type: 'quit' });
    setTimeout(() => this.exit(), QUIT_GRACE_MS).unref();
  }

  /** Ends the worker and the process, once. */
  private exit(): void {
    if (this.exited) return;
    this.exited = true;
    this.backend.terminate();
    this.onQuit();
  }

  private answerUsi(): void {
    this.send({ type: 'id', field: 'name', value: ENGINE_NAME });
    this.send({ type: 'id', field: 'author', value: ENGINE_AUTHOR });
    for (const option of OPTION_DEFS) this.send({ type: 'option', option });
    // Why hidden: the tuned search parameters are for tuners, not for players' option dialogs.
    if (process.env.BANMEN_TUNE_OPTIONS === '1')
      for (const option of TUNABLE_OPTION_DEFS) this.send({ type: 'option', option });
    this.send({ type: 'usiok' });
  }

  /** Options are applied (and a net loaded) here, so the GUI's wait for readyok covers the loading. */
  private answerIsReady(): void {
    if (!this.optionsDirty) {
      this.send({ type: 'readyok' });
      return;
    }
    this.optionsDirty = false;
    this.readyWaiting = true;
    this.configure();
  }

  /** Sends the options to the search thread; the book (read here, in the front end) loads now. */
  private configure(): void {
    for (const m of this.book.configure(this.options)) this.infoString(m);
    this.backend.post({ type: 'configure', options: this.options });
  }

  /**
   * Plays a book move at once for a game's `go` (clock, byoyomi, movetime or none); analysis
   * requests (depth, nodes, infinite, ponder, searchmoves, mate) always search. True if it answered.
   */
  private answerFromBook(p: GoParams): boolean {
    if (
      p.mate !== undefined ||
      p.infinite ||
      p.ponder ||
      p.depth !== undefined ||
      p.nodes !== undefined ||
      p.searchmoves
    )
      return false;
    const built = buildPosition(this.position, this.options.USI_Variant);
    const choice = built.ok ? this.book.choose(built.pos) : null;
    if (choice === null) return false;
    const c = choice.chosen;
    this.infoString(
      `book ${c.move} count ${c.count}${c.value === null ? '' : ` value ${c.value}`} of ${choice.candidates.length} moves`,
    );
    // Why a PV line: a GUI shows the book move (and its value when the book has one) where it
    // shows the search's line, instead of an empty panel for the whole opening.
    const pv = choice.ponder ? [choice.move, choice.ponder] : [choice.move];
    this.send({
      type: 'info',
      info: {
        depth: c.depth ?? 0,
        ...(c.value === null ? {} : { score: { kind: 'cp' as const, value: c.value } }),
        pv,
      },
    });
    this.send({ type: 'bestmove', move: choice.move, ponder: choice.ponder ?? undefined });
    return true;
  }

  private applyOption(name: string, value: string | undefined): void {
    const r = setOption(this.options, name, value);
    if (!r.ok) this.infoString(`${r.message} (ignored)`);
    else this.optionsDirty = true;
  }

  /**
   * A malformed position or one with an illegal move is refused, and the next searches say so
   * instead of answering for the previous position, whose move may be illegal in the GUI's game.
   */
  private setPosition(spec: PositionSpec): void {
    const built = buildPosition(spec, this.options.USI_Variant);
    if (!built.ok) {
      this.positionRefused = built.error.message;
      this.infoString(`position ignored: ${built.error.message}`);
      return;
    }
    this.position = spec;
    this.positionRefused = null;
  }

  /** Answers `go` / `go mate` at once when the last position was refused; true if it did. */
  private answerRefused(params: GoParams): boolean {
    if (this.positionRefused === null) return false;
    this.infoString(`no search: the last position was refused (${this.positionRefused})`);
    if (params.mate !== undefined) this.send({ type: 'checkmate', result: 'nomate' });
    else this.send({ type: 'bestmove', move: 'resign' });
    return true;
  }

  private go(params: GoParams): void {
    const receivedAt = performance.timeOrigin + performance.now();
    if (this.busy !== 'idle') {
      this.infoString('go ignored: a search is already running (send stop first)');
      return;
    }
    if (this.answerRefused(params)) return;
    // Options set without a following isready still take effect before this search.
    if (this.optionsDirty) {
      this.optionsDirty = false;
      this.configure();
    }
    if (this.answerFromBook(params)) return;
    Atomics.store(this.backend.signals, SIGNAL_STOP, 0);
    Atomics.store(this.backend.signals, SIGNAL_PONDERHIT, 0);
    this.heldBestmove = null;
    if (params.mate !== undefined) {
      this.busy = 'mate';
      this.backend.post({
        type: 'mate',
        position: this.position,
        timeMs: params.mate === 'infinite' ? Infinity : params.mate,
      });
      return;
    }
    this.busy = params.ponder ? 'ponder' : params.infinite ? 'infinite' : 'search';
    this.backend.post({ type: 'go', position: this.position, params, receivedAt });
  }

  private stop(): void {
    if (this.busy === 'idle') return;
    Atomics.store(this.backend.signals, SIGNAL_STOP, 1);
    this.releaseHeld();
  }

  private ponderhit(): void {
    if (this.busy !== 'ponder') return;
    Atomics.store(this.backend.signals, SIGNAL_PONDERHIT, 1);
    this.busy = 'search';
    this.releaseHeld();
  }

  /** A search ended: answer now, or hold the answer while pondering or infinite (USI). */
  private finishSearch(msg: EngineMessage): void {
    const stopped = Atomics.load(this.backend.signals, SIGNAL_STOP) !== 0;
    if ((this.busy === 'ponder' || this.busy === 'infinite') && !stopped) {
      this.heldBestmove = msg;
      return;
    }
    this.busy = 'idle';
    this.send(msg);
  }

  private releaseHeld(): void {
    if (this.heldBestmove === null) return;
    const msg = this.heldBestmove;
    this.heldBestmove = null;
    this.busy = 'idle';
    this.send(msg);
  }

  private infoString(text: string): void {
    this.send({ type: 'info', info: { string: text } });
  }

  private send(msg: EngineMessage): void {
    this.out(formatEngineMessage(msg));
  }
}
