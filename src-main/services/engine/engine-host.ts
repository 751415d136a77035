/**
 * The engine host service: starts engines, forwards `go` requests, streams `info` to the
 * renderer and reports an engine's death as a clear message (the game itself is kept by the
 * renderer, which only loses its opponent).
 */
import { fileOptionError } from './file-options.ts';
import type {
  BestMove,
  EngineDescriptor,
  EngineOptionDef,
  EngineGoArgs,
  EngineInfo,
  EngineSession,
  EngineStartArgs,
  EventSink,
  IpcError,
  Result,
} from '../../shared/contract.ts';
import type { EngineConnection, EngineLauncher } from './engine-connection.ts';
import { usiOptionsError, usiPositionError, type UsiFieldError } from '../../usi/usi-field.ts';
import { ownerOf, PageOwners } from './page-owners.ts';

/** How long a failed search waits for the engine's exit to be reported. */
const EXIT_SETTLE_MS = 200;

/** Id of the built-in engine. */
export const BUILTIN_ENGINE_ID = 'builtin';

interface Running {
  conn: EngineConnection;
  /** The page that started it, if any (see `quitOwnedBy`). */
  owner: string | null;
  busy: boolean;
  /** Once the engine died: the error every later call gets. */
  dead: IpcError | null;
}

/** Manages every running engine by an opaque handle. */
export class EngineHost {
  private readonly running = new Map<string, Running>();
  private next = 1;
  private readonly owners = new PageOwners();

  constructor(
    private readonly launch: EngineLauncher,
    private readonly sink: EventSink,
    private readonly listExternal: () => EngineDescriptor[] = () => [],
  ) {}

  /** The engines the user can choose: the built-in one first. */
  list(): EngineDescriptor[] {
    return [{ id: BUILTIN_ENGINE_ID, name: 'Banmen', builtin: true }, ...this.listExternal()];
  }

  /** Launches an engine; failures are values with a message for the user. */
  async start(args: EngineStartArgs): Promise<Result<EngineSession>> {
    if (!args || typeof args.engineId !== 'string') return bad('engine:start needs an engineId');
    if (!this.list().some((e) => e.id === args.engineId)) {
      return {
        ok: false,
        error: { code: 'UNKNOWN_ENGINE', message: `No engine called ${args.engineId}` },
      };
    }
    const badField = usiOptionsError('options', args.options);
    if (badField) return refused(badField);
    const badFile = fileOptionError(args.options);
    if (badFile) return { ok: false, error: { code: 'BAD_ARGS', message: badFile } };
    let conn: EngineConnection;
    try {
      conn = await this.launch({
        engineId: args.engineId,
        variant: args.variant,
        options: args.options ?? {},
      });
    } catch (err) {
      return {
        ok: false,
        error: {
          code: 'ENGINE_START_FAILED',
          message: `The engine could not start: ${errText(err)}`,
        },
      };
    }
    const owner = ownerOf(args.owner);
    // Why: the page may have gone while the engine started; nobody would ever quit it.
    if (owner !== null && this.owners.isGone(owner)) {
      await conn.quit().catch(() => undefined);
      return {
        ok: false,
        error: {
          code: 'ENGINE_NOT_RUNNING',
          message: 'The page that asked for the engine is gone',
        },
      };
    }
    const handle = `e${this.next++}`;
    const entry: Running = { conn, owner, busy: false, dead: null };
    this.running.set(handle, entry);
    conn.onExit((message) => this.died(handle, entry, message));
    return { ok: true, value: { handle, name: conn.name } };
  }

  /**
   * Starts an engine without options just to read the options it declares, then quits it
   * (buttons are left out: Manage engines has nothing to save for them).
   */
  async declaredOptions(engineId: string): Promise<Result<EngineOptionDef[]>> {
    const started = await this.start({ engineId, variant: 'shogi', options: {} });
    if (!started.ok) return started;
    const conn = this.running.get(started.value.handle)!.conn;
    const declared = (conn.options ?? []).filter((o): o is EngineOptionDef => o.type !== 'button');
    await this.quit(started.value.handle);
    return { ok: true, value: declared.map((o) => ({ ...o })) };
  }

  /** Asks for a move; resolves when the engine answers or dies. */
  async go(args: EngineGoArgs): Promise<Result<BestMove>> {
    const entry = args && this.running.get(args.handle);
    if (!entry)
      return {
        ok: false,
        error: { code: 'ENGINE_NOT_RUNNING', message: 'That engine is not running' },
      };
    if (entry.dead) return { ok: false, error: entry.dead };
    const badField = usiPositionError(args.sfen, args.moves);
    if (badField) return refused(badField);
    if (entry.busy)
      return { ok: false, error: { code: 'ENGINE_BUSY', message: 'The engine is still thinking' } };
    entry.busy = true;
    try {
      const onInfo = (info: EngineInfo) => this.sink('engine:info', { handle: args.handle, info });
      return { ok: true, value: await entry.conn.go(args.sfen, args.moves, args.time, onInfo) };
    } catch (err) {
      // Why the pause: a dying process fails the search before its exit event arrives.
      if (!entry.dead) await new Promise((r) => setTimeout(r, EXIT_SETTLE_MS));
      const error: IpcError = entry.dead ?? {
        code: 'ENGINE_DIED',
        message: `The engine failed: ${errText(err)}`,
        detail: errText(err),
      };
      return { ok: false, error };
    } finally {
      entry.busy = false;
    }
  }

  /** Tells a thinking engine to move now. */
  stop(handle: string): void {
    this.running.get(handle)?.conn.stop();
  }

  /** Ends one engine. */
  async quit(handle: string): Promise<void> {
    const entry = this.running.get(handle);
    this.running.delete(handle);
    if (entry && !entry.dead) await entry.conn.quit().catch(() => undefined);
  }

  /**
   * Ends every engine a page started, once that page went away (reload, closed tab), and refuses
   * the ones it is still starting.
   */
  async quitOwnedBy(owner: string): Promise<void> {
    this.owners.gone(owner);
    const mine = [...this.running].filter(([, e]) => e.owner === owner).map(([h]) => h);
    await Promise.all(mine.map((h) => this.quit(h)));
  }

  /** Ends every engine (app quit). */
  async quitAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((h) => this.quit(h)));
  }

  private died(handle: string, entry: Running, message: string): void {
    if (!this.running.has(handle) || entry.dead) return;
    entry.dead = {
      code: 'ENGINE_DIED',
      message: `The engine stopped unexpectedly (${message}). The game is kept; you can continue with another player.`,
      detail: message,
    };
    this.sink('engine:exit', { handle, error: entry.dead });
  }
}

function bad(message: string): Result<never> {
  return { ok: false, error: { code: 'BAD_ARGS', message } };
}

/** A USI field refused before anything was sent. */
function refused(e: UsiFieldError): Result<never> {
  return { ok: false, error: { code: e.code, message: e.message, detail: e.field } };
}

function errText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
