/**
 * tanuki-tsume-shogi problems (../shared/data/tsume/tanuki-tsume-shogi/mate{1,3,5,7}.json):
 * the file's own coordinates (x = file, y = rank, 1-based; the attacker moves up the board and
 * has no king) turned into SFEN and USI. Used by the rules tests and the mate-search tests.
 */
import { readFileSync } from 'node:fs';
import { sharedPath } from '../core/shared-data.ts';

export interface TsumeProblem {
  id: number;
  mateLength: number;
  initial: {
    pieces: Array<{ x: number; y: number; owner: 'attacker' | 'defender'; type: string }>;
    hands: Record<'attacker' | 'defender', Record<string, number>>;
  };
  solution: Array<{
    from?: [number, number];
    drop?: string;
    to: [number, number];
    promote: boolean;
  }>;
}

const RANKS = 'abcdefghi';

/** Path of the mate-in-n file, or null when the shared data is absent. */
export function tsumePath(n: number): string | null {
  return sharedPath(`tsume/tanuki-tsume-shogi/mate${n}.json`);
}

/** Every problem of a file. */
export function loadTsume(path: string): TsumeProblem[] {
  return JSON.parse(readFileSync(path, 'utf8')) as TsumeProblem[];
}

/** The problem's start as SFEN: the attacker is black. */
export function tsumeToSfen(p: TsumeProblem): string {
  const grid: string[][] = Array.from({ length: 9 }, () => new Array<string>(9).fill(''));
  for (const pc of p.initial.pieces)
    grid[pc.y - 1]![9 - pc.x] =
      pc.owner === 'attacker' ? pc.type.toUpperCase() : pc.type.toLowerCase();
  const rows = grid.map((row) => {
    let s = '';
    let empty = 0;
    for (const c of row) {
      if (c === '') {
        empty++;
        continue;
      }
      if (empty) s += String(empty);
      empty = 0;
      s += c;
    }
    return s + (empty ? String(empty) : '');
  });
  let hand = '';
  for (const [owner, upper] of [
    ['attacker', true],
    ['defender', false],
  ] as const) {
    for (const t of 'RBGSNLP') {
      const n = p.initial.hands[owner][t] ?? 0;
      if (n > 0) hand += (n > 1 ? String(n) : '') + (upper ? t : t.toLowerCase());
    }
  }
  return `${rows.join('/')} b ${hand || '-'} 1`;
}

/** The file's solution as USI moves. */
export function tsumeSolutionUsi(p: TsumeProblem): string[] {
  const sq = ([x, y]: [number, number]): string => `${x}${RANKS[y - 1]}`;
  return p.solution.map((mv) =>
    mv.drop ? `${mv.drop}*${sq(mv.to)}` : `${sq(mv.from!)}${sq(mv.to)}${mv.promote ? '+' : ''}`,
  );
}
