/**
 * Teacher labels for fitting the classical evaluation: positions taken from saved games, each
 * scored by a stronger USI engine's search (the teacher). One JSON object per line:
 * `{"sfen": …, "score": cp from the side to move, "best": USI move}`; mate scores are kept as
 * `"mate": plies` so a fit can leave them out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Position } from '../../shared/rules/position.ts';
import { legalMoves } from '../../shared/rules/movegen.ts';
import { parseSfen, parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE, type Variant } from '../../shared/rules/types.ts';

/** One labelled position. */
export interface Label {
  sfen: string;
  /** Centipawns from the side to move's view (absent for a mate score). */
  score?: number;
  /** Plies to mate, negative when the side to move is mated. */
  mate?: number;
  /** The teacher's best move. */
  best: string;
}

/** Why a game line was skipped. */
export interface SkippedLine {
  where: string;
  reason: string;
}

/** The `.usi` files of a tournament output folder (its `games/`), or the file itself. */
export function gameFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  const dir = statSync(join(path, 'games'), { throwIfNoEntry: false })?.isDirectory()
    ? join(path, 'games')
    : path;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.usi'))
    .sort()
    .map((f) => join(dir, f));
}

/** The SFEN without its move number: the key under which a position is labelled once. */
export const positionKey = (sfen: string): string => sfen.split(' ').slice(0, 3).join(' ');

/**
 * Every position of every game line (`position sfen … moves …` or `startpos moves …`) in
 * `files`, in order, each once; positions with no legal move are left out.
 */
export function gamePositions(
  files: readonly string[],
  variant: Variant,
  skipped: SkippedLine[] = [],
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    lines.forEach((text, i) => {
      if (text.trim() === '') return;
      const r = walkLine(text, variant);
      if (typeof r === 'string') return skipped.push({ where: `${file}:${i + 1}`, reason: r });
      for (const sfen of r) {
        const key = positionKey(sfen);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(sfen);
      }
    });
  }
  return out;
}

/** The SFENs along one game line, or why it cannot be read. */
function walkLine(text: string, variant: Variant): string[] | string {
  const body = text.trim().replace(/^position\s+/, '');
  const [head, tail] = body.split(/\s+moves\s*/);
  let pos: Position;
  if (head === 'startpos') pos = Position.startpos(variant);
  else {
    const parsed = parseSfen(head!.replace(/^sfen\s+/, ''), variant);
    if (!parsed.ok) return parsed.error.message;
    pos = parsed.position;
  }
  const sfens: string[] = [];
  for (const usi of (tail ?? '').split(/\s+/).filter((t) => t !== '')) {
    if (legalMoves(pos).length > 0) sfens.push(pos.sfen());
    const m = parseUsiMove(pos, usi);
    // Why: a game's last move may be a foul the referee caught; the positions before it still count.
    if (m === MOVE_NONE) return sfens;
    pos.doMove(m);
  }
  if (legalMoves(pos).length > 0) sfens.push(pos.sfen());
  return sfens;
}

/** Parses a labels file; lines that are not labels are reported by line number. */
export function readLabels(text: string, skipped: SkippedLine[] = [], file = 'labels'): Label[] {
  const out: Label[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const o = JSON.parse(line) as Label;
      if (typeof o.sfen === 'string' && typeof o.best === 'string') out.push(o);
      else skipped.push({ where: `${file}:${i + 1}`, reason: 'no sfen or best move' });
    } catch {
      // Why: a labeller stopped mid-write leaves one partial last line; resuming must not fail on it.
      skipped.push({ where: `${file}:${i + 1}`, reason: 'not JSON' });
    }
  });
  return out;
}
