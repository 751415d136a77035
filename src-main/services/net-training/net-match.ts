/**
 * A generation's match: the new net against the previous one (or the classical evaluation, or the
 * start net), both played by the built-in engine at a fixed node count, run by the tournament
 * runner into the run folder. The result is W/D/L from the new net's side and its Elo.
 */
import type { IpcError, NetMatchResult } from '../../shared/contract.ts';
import { bundledResource } from '../../engine/resources.ts';
import { validateConfig } from '../../tournament/config.ts';
import { Tournament, type GameFinishedEvent } from '../../tournament/tournament.ts';
import type { TransportFactory } from '../../usi/launcher.ts';

/** One side of a match: a net file, or null for the classical evaluation. */
export interface MatchSide {
  name: string;
  net: string | null;
}

/** What a match needs. */
export interface MatchPlan {
  folder: string;
  /** Sides 0 (the new net) and 1 (the opponent). */
  sides: [MatchSide, MatchSide];
  games: number;
  nodes: number;
  /** A file of `sfen …` lines, played in order, each with both colours. */
  openings: string;
  seed: number;
  transports: TransportFactory;
  onGame?: (done: number, total: number, etaMs: number | null) => void;
  /** Aborting stops the match between two moves (the app is quitting). */
  signal?: AbortSignal;
}

/** The built-in engine's options for one side: its net, or explicitly the classical evaluation. */
function sideOptions(side: MatchSide): Record<string, string | number> {
  // Why no book: the match compares the nets from the given openings, not the bundled book.
  const common = { USI_Hash: 16, BookFile: 'none' };
  if (side.net) return { ...common, EvalFile: side.net };
  // Why name the shipped weights: that chooses the classical evaluation even when a default net ships.
  const weights = bundledResource('classical/weights.json');
  return weights ? { ...common, ClassicalWeights: weights } : common;
}

/** The tournament config of a match (the CLI's JSON format, validated as the CLI's is). */
function matchConfig(p: MatchPlan): unknown {
  return {
    name: `${p.sides[0].name} vs ${p.sides[1].name}`,
    variant: 'shogi',
    format: 'round-robin',
    gamesPerPair: p.games,
    engines: p.sides.map((s) => ({ name: s.name, builtin: true, options: sideOptions(s) })),
    timeControl: { nodes: p.nodes },
    openings: { file: p.openings, order: 'sequential' },
    concurrency: 1,
    adjudication: { resignScore: 3000, resignMoves: 4, maxMoves: 320, declarationRule: 27 },
    seed: p.seed,
    output: p.folder,
  };
}

/** Plays the match; W/D/L and Elo of side 0, or why it could not be played. */
export async function playNetMatch(
  p: MatchPlan,
): Promise<{ ok: true; value: NetMatchResult } | { ok: false; error: IpcError }> {
  const fail = (message: string) => ({
    ok: false as const,
    error: { code: 'NET_FAILED' as const, message },
  });
  const checked = validateConfig(matchConfig(p));
  if (!checked.ok) return fail(`match config: ${checked.error.where}: ${checked.error.message}`);
  const t = new Tournament(checked.value, p.transports);
  const stop = (): void => t.stop();
  p.signal?.addEventListener('abort', stop, { once: true });
  t.on('game-finished', (e: GameFinishedEvent) =>
    p.onGame?.(e.progress.done, e.progress.total, e.progress.etaMs ?? null),
  );
  try {
    const out = await t.run();
    if (!out.ok) return fail(`match: ${out.error.message}`);
    if (out.status === 'stopped') return fail('match: stopped');
    const a = out.standings.engines.find((e) => e.index === 0)!;
    const b = out.standings.engines.find((e) => e.index === 1)!;
    // Why twice the bar: each engine's bar is half the difference's (elo.ts, two engines).
    return {
      ok: true,
      value: {
        opponent: p.sides[1].name,
        games: a.games,
        wins: a.wins,
        draws: a.draws,
        losses: a.losses,
        elo: a.elo - b.elo,
        error95: a.error95 === null ? null : 2 * a.error95,
        folder: p.folder,
      },
    };
  } finally {
    p.signal?.removeEventListener('abort', stop);
  }
}
