/**
 * Which castles each engine of a tournament run completed: every game of the run's output folder
 * (results.json and the games/ records) replayed through the formation classifier, counted by
 * engine and castle family. This is the paper's second figure (how often the yagura was built).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CASTLE_FAMILIES, type CastleFamily } from '../engine/mst/formation.ts';
import { classifyGame } from '../engine/mst/game-strategy.ts';
import { mainLineUsi } from './book-builder.ts';
import { readRecordFile } from './service.ts';

/** One engine's counts. */
export interface EngineFormations {
  games: number;
  /** Games in which the engine completed each family (its first castle) within the classifier's plies. */
  castles: Record<CastleFamily, number>;
  /** Games with no castle completed. */
  none: number;
}

/** Result of {@link countFormations}: counts by engine name, or why the folder cannot be read. */
export type FormationsResult =
  | { ok: true; engines: Map<string, EngineFormations>; skipped: string[] }
  | { ok: false; message: string };

interface RunGame {
  index: number;
  black: string;
  white: string;
}

/** A run's game record path, as the tournament names them (game-0001-<black>-vs-<white>.usi). */
function gamePath(folder: string, g: RunGame): string {
  return join(
    folder,
    'games',
    `game-${String(g.index + 1).padStart(4, '0')}-${g.black}-vs-${g.white}.usi`,
  );
}

function emptyCounts(): EngineFormations {
  const castles = Object.fromEntries(CASTLE_FAMILIES.map((f) => [f, 0])) as Record<
    CastleFamily,
    number
  >;
  return { games: 0, castles, none: 0 };
}

/** Counts the castles completed by each engine of the run in `folder`. */
export async function countFormations(folder: string): Promise<FormationsResult> {
  let games: RunGame[];
  try {
    games = (
      JSON.parse(await readFile(join(folder, 'results.json'), 'utf8')) as { games: RunGame[] }
    ).games;
  } catch (e) {
    return { ok: false, message: `${folder}/results.json: ${(e as Error).message}` };
  }
  const engines = new Map<string, EngineFormations>();
  const skipped: string[] = [];
  for (const g of games) {
    const path = gamePath(folder, g);
    const read = await readRecordFile(path);
    if (!read.ok || read.records.length === 0) {
      skipped.push(`${path}: ${read.ok ? 'no game' : read.error.message}`);
      continue;
    }
    const r = read.records[0]!;
    const cls = classifyGame(r.initialPosition.sfen, mainLineUsi(r));
    if (!cls.ok) {
      skipped.push(`${path}: ${cls.message}`);
      continue;
    }
    [g.black, g.white].forEach((name, c) => {
      if (!engines.has(name)) engines.set(name, emptyCounts());
      const e = engines.get(name)!;
      const side = cls.sides[c]!;
      e.games++;
      if (side.castle === null) e.none++;
      else e.castles[side.castle]++;
    });
  }
  return { ok: true, engines, skipped };
}
