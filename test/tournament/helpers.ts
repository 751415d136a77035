// Shared helpers of the tournament tests: build a validated config in a temp folder, run it, read results.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { validateConfig, type TournamentConfig } from '../../src-main/tournament/config.ts';
import { Tournament } from '../../src-main/tournament/tournament.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

export const SHARED = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
export const TAYA36 = join(SHARED, 'openings/taya36_2020-11-06.sfen');
export const FSF = '/usr/games/fairy-stockfish';
export const GPSUSI = '/usr/games/gpsusi';
export const BUILTIN_MAIN = fileURLToPath(
  new URL('../../src-main/engine/main.ts', import.meta.url),
);

/** Reasons that mean an engine misbehaved (never expected from a healthy engine). */
export const FAULTS = ['crash', 'hang', 'illegal-move', 'false-declaration', 'time-loss'];

/** Validates a config (output in a fresh temp folder), failing the test on a config error. */
export function makeConfig(raw: Record<string, unknown>): TournamentConfig {
  const r = validateConfig({ output: mkdtempSync(join(tmpdir(), 'tournament-')), ...raw });
  assert.ok(r.ok, r.ok ? '' : `${r.error.where}: ${r.error.message}`);
  return r.value;
}

/** The taya36 book (24 plies) when the shared data is present, else no book (start position). */
export function bookIfPresent(): Record<string, unknown> {
  return existsSync(TAYA36)
    ? { openings: { file: TAYA36, order: 'random', plies: 24, seed: 7 } }
    : {};
}

/** Runs a tournament to the end and returns its games in schedule order. */
export async function runToEnd(cfg: TournamentConfig): Promise<GameResult[]> {
  const out = await new Tournament(cfg).run();
  assert.ok(out.ok, out.ok ? '' : out.error.message);
  assert.equal(out.status, 'finished');
  const games: GameResult[] = JSON.parse(
    readFileSync(join(cfg.output, 'results.json'), 'utf8'),
  ).games;
  return games.sort((a, b) => a.index - b.index);
}

/** Checks the games ended normally and each has its CSA and KIF file. */
export function assertHealthyGames(
  cfg: TournamentConfig,
  games: GameResult[],
  expected: number,
): void {
  assert.equal(games.length, expected);
  for (const g of games) {
    assert.ok(
      !FAULTS.includes(g.reason),
      `game ${g.index + 1} ${g.black} vs ${g.white}: ${g.reason} ${g.detail ?? ''}`,
    );
    assert.ok(
      (g as GameResult & { plies: number }).plies > g.openingMoves.length,
      `game ${g.index + 1} has no move played`,
    );
  }
  const files = readdirSync(join(cfg.output, 'games'));
  assert.equal(files.filter((f) => f.endsWith('.csa')).length, expected);
  assert.equal(files.filter((f) => f.endsWith('.kif')).length, expected);
  const standings = readFileSync(join(cfg.output, 'standings.txt'), 'utf8');
  for (const e of cfg.engines) assert.ok(standings.includes(e.name), standings);
}
