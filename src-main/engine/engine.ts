/**
 * The engine proper: position set-up, evaluator choice, search and mate search, independent of
 * any transport. It runs inside the search worker (see search-worker.ts); bench and tests call it
 * directly.
 */
import { Position } from '../shared/rules/position.ts';
import { parseSfen, parseUsiMove, moveToUsi } from '../shared/rules/sfen.ts';
import { MOVE_NONE, type Move } from '../shared/rules/types.ts';
import type { Evaluator } from './eval/evaluator.ts';
import { createEvaluator, type EvaluatorChoice } from './eval/factory.ts';
import { MaterialEvaluator } from './eval/material.ts';
import { defaultOptions, type EngineOptions } from './options.ts';
import { applySearchParams } from './params.ts';
import { RootSearch, SIGNAL_WORDS, type HelperRole, type SearchOutcome } from './rootsearch.ts';
import { Searcher } from './search.ts';
import { skillSettings } from './skill.ts';
import { planTime } from './timeman.ts';
import { TranspositionTable, type SharedTable } from './tt.ts';
import { solveMate, type MateResult } from './mate/dfpn.ts';
import { bundledMstPath, loadMstGuide, type MstGuide } from './mst/mst-guide.ts';
import type { GoParams, InfoFields } from '../shared/usi-protocol.ts';

/** A position as USI describes it: a start SFEN (or 'startpos') and the moves played since. */
export interface PositionSpec {
  sfen: string | 'startpos';
  moves: string[];
}

/** Typed error for a position that cannot be set up. */
export interface PositionError {
  code: 'BAD_SFEN' | 'ILLEGAL_MOVE';
  message: string;
}

/** Builds a Position from a spec, checking every move with the rules core. */
export function buildPosition(
  spec: PositionSpec,
  variant: 'shogi' | 'minishogi',
): { ok: true; pos: Position } | { ok: false; error: PositionError } {
  let pos: Position;
  if (spec.sfen === 'startpos') pos = Position.startpos(variant);
  else {
    const parsed = parseSfen(spec.sfen, variant);
    if (!parsed.ok)
      return { ok: false, error: { code: 'BAD_SFEN', message: parsed.error.message } };
    pos = parsed.position;
  }
  for (let i = 0; i < spec.moves.length; i++) {
    const m = parseUsiMove(pos, spec.moves[i]!);
    if (m === MOVE_NONE) {
      return {
        ok: false,
        error: {
          code: 'ILLEGAL_MOVE',
          message: `move ${i + 1} "${spec.moves[i]}" is illegal or malformed`,
        },
      };
    }
    pos.doMove(m);
  }
  return { ok: true, pos };
}

/** Depth of the warm-up search at the first `isready` (tens of milliseconds on an idle core). */
const WARM_UP_DEPTH = 6;

/** The answer to `go`: a USI move, `resign` or `win`, and an optional ponder move. */
export interface GoAnswer {
  bestmove: string;
  ponder?: string;
  outcome?: SearchOutcome;
}

export class Engine {
  options: EngineOptions = defaultOptions();
  readonly tt: TranspositionTable;
  readonly searcher: Searcher;
  readonly root: RootSearch;
  private evaluatorKey = '';
  /** The native net's process-wide number (helper threads share it), if the evaluator has one. */
  sharedNet: number | undefined;
  /** Set on a helper's engine: the main thread's `sharedNet`, used by the next configure. */
  useSharedNet: number | undefined;
  private hashSize: number;
  /** The move sequence trees, read at the first configure that asks for them. */
  private mst: MstGuide | null = null;

  /** A Lazy SMP helper's engine: its table is the main thread's, which it never resizes or clears. */
  private readonly follower: boolean;

  /** `shared`: the main thread's table, for a helper thread's engine (smp/helper-worker.ts). */
  constructor(signals: Int32Array = new Int32Array(SIGNAL_WORDS), shared?: SharedTable) {
    this.hashSize = this.options.USI_Hash;
    this.follower = shared !== undefined;
    this.tt = new TranspositionTable(this.hashSize, shared);
    // A helper gets its evaluator at its first configure, from the main thread's shared net.
    const evaluator = this.follower
      ? new MaterialEvaluator()
      : createEvaluator(this.choice()).evaluator;
    this.searcher = new Searcher(this.tt, evaluator);
    this.root = new RootSearch(this.searcher, signals);
  }

  get evaluator(): Evaluator {
    return this.searcher.evaluator;
  }

  private choice(): EvaluatorChoice {
    return {
      evalFile: this.options.EvalFile,
      backend: this.options.NnueBackend,
      variant: this.options.USI_Variant,
      classicalWeights: this.options.ClassicalWeights,
      classicalFull: this.options.ClassicalFull,
      sharedNet: this.useSharedNet,
    };
  }

  /** Applies options (after setoption/isready). Returns messages for `info string` lines. */
  configure(options: EngineOptions): string[] {
    this.options = { ...options };
    applySearchParams(options.tune ?? {});
    this.searcher.refreshTunables();
    const messages: string[] = [];
    if (options.USI_Hash !== this.hashSize && !this.follower) {
      this.hashSize = options.USI_Hash;
      this.tt.resize(this.hashSize);
    }
    const key = JSON.stringify(this.choice());
    if (key !== this.evaluatorKey) {
      const made = createEvaluator(this.choice(), this.searcher.evaluator);
      // A kept previous evaluator (the new file failed to load) keeps its net.
      if (made.evaluator !== this.searcher.evaluator) this.sharedNet = made.sharedNet;
      this.searcher.evaluator = made.evaluator;
      this.evaluatorKey = key;
      messages.push(...made.messages);
    }
    if (options.MSTStrategy !== 'none' && this.mst === null) messages.push(this.loadMst());
    return messages;
  }

  /** Reads the bundled move sequence trees; the message says what was read or why not. */
  private loadMst(): string {
    const path = bundledMstPath();
    if (path === null) return 'MSTStrategy: no move sequence trees in this build (resources/mst)';
    const loaded = loadMstGuide(path);
    if (!loaded.ok) return `MSTStrategy not used: ${loaded.message}`;
    this.mst = loaded.guide;
    return `move sequence trees ${path}`;
  }

  /**
   * Runs a short search from the start position and forgets it: the first `go` of a process
   * then runs compiled code instead of paying V8's warm-up on the clock. Called at `isready`.
   */
  warmUp(): void {
    const pos = Position.startpos(this.options.USI_Variant);
    this.go(pos, { depth: WARM_UP_DEPTH }, () => {});
    this.newGame();
  }

  /** `usinewgame`: forget everything learned in the previous game so games are reproducible. */
  newGame(): void {
    if (!this.follower) this.tt.clear();
    this.searcher.clearHistory();
  }

  /**
   * Searches `pos` for the `go` parameters. The caller has reset the stop/ponderhit signals.
   * `startedAt` (performance.now() clock) is when `go` arrived, if earlier than this call.
   * `helper`: this is a Lazy SMP helper's search (no clock: it runs until the main thread stops it).
   */
  go(
    pos: Position,
    params: GoParams,
    onInfo: (info: InfoFields) => void,
    startedAt?: number,
    helper?: HelperRole,
  ): GoAnswer {
    if (pos.canDeclareWin(this.options.EnteringKingRule === 'CSARule24' ? 24 : 27))
      return { bestmove: 'win' };
    const s = this.searcher;
    s.rules = {
      declarationRule: this.options.EnteringKingRule === 'CSARule24' ? 24 : 27,
      maxMoves: this.options.MaxMovesToDraw,
    };
    s.skill = skillSettings(this.options.SkillLevel, this.options.SkillSeed);
    const time = planTime(pos.sideToMove, params, {
      networkDelay: this.options.NetworkDelay,
      minimumThinkingTime: this.options.MinimumThinkingTime,
      gamePly: pos.gamePly,
    });
    const searchMoves = (params.searchmoves ?? [])
      .map((u) => parseUsiMove(pos, u))
      .filter((m) => m !== MOVE_NONE);
    const outcome = this.root.run(
      pos,
      {
        depth: params.depth,
        nodes: helper ? undefined : params.nodes,
        infinite: params.infinite || helper !== undefined,
        ponder: params.ponder && !helper,
        // Infinite searches ignore the clock; ponder keeps the plan for after ponderhit.
        time: params.infinite || helper ? { ...time, limited: false } : time,
        multiPV: this.options.MultiPV,
        searchMoves: searchMoves.length > 0 ? searchMoves : undefined,
        startedAt,
        moveBonus: this.rootBonuses(pos),
        helper,
      },
      onInfo,
    );
    if (outcome.bestMove === MOVE_NONE) return { bestmove: 'resign', outcome };
    const answer: GoAnswer = { bestmove: moveToUsi(outcome.bestMove), outcome };
    if (outcome.ponderMove !== MOVE_NONE) answer.ponder = moveToUsi(outcome.ponderMove as Move);
    return answer;
  }

  /** The MST bonus of the root moves that follow the chosen tree at `pos`, if any. */
  private rootBonuses(pos: Position): Map<Move, number> | undefined {
    const o = this.options;
    if (o.MSTStrategy === 'none' || this.mst === null || o.USI_Variant !== 'shogi')
      return undefined;
    return this.mst.rootBonuses(pos, o.MSTStrategy, o.MSTBonus, o.MSTNear) ?? undefined;
  }

  /** `go mate`: df-pn proof-number search within `timeMs` (Infinity for `infinite`). */
  mate(pos: Position, timeMs: number): MateResult {
    return solveMate(pos, { timeMs, signals: this.root.signals });
  }

  /** The static evaluation of `pos` for the `eval` command. */
  evaluate(pos: Position): { value: number; name: string } {
    this.evaluator.reset(pos);
    return { value: this.evaluator.evaluate(pos), name: this.evaluator.name };
  }
}
