/**
 * Drives the engines of a game through the IPC contract: starts one per engine side, asks for
 * moves with the clock state, and ends them with the game.
 */
import type {
  BanmenApi,
  BestMove,
  GoTime,
  PlayerSpec,
  Result,
  VariantName,
} from '../../src-main/shared/contract';
import { PAGE_ID } from './bridge';
import { claimEngines } from './engine-claims';

/**
 * Engine id and USI options for a player, or null for a human. A built-in level gets a fresh
 * `SkillSeed` per game: a level's choice among near-equal moves is a hash of the position and the
 * seed, so without it every game against the same level would repeat the same replies.
 */
export function engineFor(
  p: PlayerSpec,
  seed: number = Math.floor(Math.random() * 2 ** 31),
): { engineId: string; options: Record<string, number> } | null {
  if (p.kind === 'builtin')
    return { engineId: 'builtin', options: { SkillLevel: p.skillLevel, SkillSeed: seed } };
  if (p.kind === 'external') return { engineId: p.engineId, options: {} };
  return null;
}

/** The engines of one game, one per engine side. */
export class EngineDriver {
  private readonly handles: [string | null, string | null] = [null, null];
  /** Names the engines reported. */
  readonly names: [string | null, string | null] = [null, null];
  /** Set by `quit`: an engine whose start answers later is quit at once (no orphan). */
  private closed = false;

  constructor(private readonly api: BanmenApi) {}

  /** Starts the engine sides; returns the error if one failed. */
  async start(
    variant: VariantName,
    players: [PlayerSpec, PlayerSpec],
  ): Promise<{ code: string; message: string } | null> {
    for (const side of [0, 1] as const) {
      const e = engineFor(players[side]);
      if (!e) continue;
      if (this.closed) return null;
      const r = await this.api.invoke('engine:start', {
        engineId: e.engineId,
        variant,
        options: e.options,
        owner: PAGE_ID,
      });
      if (!r.ok) return r.error;
      // Why: the game was replaced while this engine started; nobody else would quit it.
      if (this.closed) {
        await this.api.invoke('engine:quit', r.value.handle);
        return null;
      }
      this.handles[side] = r.value.handle;
      this.claim();
      this.names[side] = r.value.name;
    }
    return null;
  }

  /** The handle of a side's engine. */
  handle(side: 0 | 1): string | null {
    return this.handles[side];
  }

  /** True if `handle` is one of this game's engines. */
  owns(handle: string): boolean {
    return this.handles.includes(handle);
  }

  /** True if the side is played by a running engine. */
  isEngine(side: 0 | 1): boolean {
    return this.handles[side] !== null;
  }

  /** Asks the side's engine for a move. */
  go(side: 0 | 1, sfen: string, moves: string[], time: GoTime): Promise<Result<BestMove>> {
    const handle = this.handles[side]!;
    return this.api.invoke('engine:go', { handle, sfen, moves, time });
  }

  /** Tells the thinking engines to move now. */
  stop(): void {
    for (const h of this.handles) if (h) void this.api.invoke('engine:stop', h);
  }

  /** Forgets a dead engine (the side becomes a human so the game can go on). */
  drop(handle: string): 0 | 1 | null {
    const side = this.handles.indexOf(handle);
    if (side < 0) return null;
    this.handles[side] = null;
    this.claim();
    return side as 0 | 1;
  }

  /** Tells the leak guard how many engines the game holds (one game per page at a time). */
  private claim(): void {
    claimEngines('play', this.handles.filter((h) => h !== null).length);
  }

  /** Quits every engine of the game. */
  async quit(): Promise<void> {
    this.closed = true;
    const hs = this.handles.splice(0, 2, null, null);
    this.claim();
    await Promise.all(hs.map((h) => (h ? this.api.invoke('engine:quit', h) : undefined)));
  }
}
