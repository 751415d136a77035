/**
 * JKF (JSON棋譜フォーマット) reading through tsshogi, after turning the handicap presets tsshogi
 * 2.2 refuses (3, 5, 5_L, 7_L, 7_R) into an explicit `OTHER` board.
 */
import { Record, importJKF, type JKF, type JKFInitialData } from 'tsshogi';
import { presetByJkf } from './handicap.ts';
import type { ParseOutcome } from './parsed-game.ts';
import type { LineScan } from './line-scan.ts';
import { CSA_PIECE } from './scan-csa.ts';

const KIND: { [sfen: string]: string } = {
  p: 'FU',
  l: 'KY',
  n: 'KE',
  s: 'GI',
  g: 'KI',
  b: 'KA',
  r: 'HI',
  k: 'OU',
  '+p': 'TO',
  '+l': 'NY',
  '+n': 'NK',
  '+s': 'NG',
  '+b': 'UM',
  '+r': 'RY',
};

/** JKF `initial.data` (board[file−1][rank−1], hands, colour) of a start position given as SFEN. */
export function jkfInitialData(sfen: string): JKFInitialData {
  const [boardField, turn, handField] = sfen.split(' ');
  const board: Array<Array<{ color?: number; kind?: string }>> = Array.from(
    { length: 9 },
    () => [],
  );
  boardField!.split('/').forEach((row, r) => {
    let file = 9;
    for (const token of row.match(/\+?[a-zA-Z]|[1-9]/g) ?? []) {
      if (/[1-9]/.test(token)) {
        for (let k = 0; k < Number(token); k++) board[--file]![r] = {};
        continue;
      }
      file--;
      board[file]![r] = {
        color: token === token.toLowerCase() ? 1 : 0,
        kind: KIND[token.toLowerCase()]!,
      };
    }
  });
  const hands: Array<{ [kind: string]: number }> = [{}, {}];
  for (const [, n, p] of (handField ?? '-').matchAll(/([0-9]*)([a-zA-Z])/g)) {
    hands[p === p!.toLowerCase() ? 1 : 0]![KIND[p!.toLowerCase()]!] = Number(n || 1);
  }
  return { color: turn === 'b' ? 0 : 1, board, hands } as unknown as JKFInitialData;
}

/** Swaps the sign of ±ILLEGAL_ACTION specials everywhere in a JKF move list (tsshogi reads them reversed; see parse-csa.ts). */
function fixIllegalActions(moves: JKF['moves']): void {
  for (const m of moves) {
    if (m.special === '+ILLEGAL_ACTION' || m.special === '-ILLEGAL_ACTION') {
      m.special = (
        m.special === '+ILLEGAL_ACTION' ? '-ILLEGAL_ACTION' : '+ILLEGAL_ACTION'
      ) as never;
    }
    for (const fork of m.forks ?? []) fixIllegalActions(fork);
  }
}

/** The 1-based line of a character offset (why: JSON errors give offsets, users read lines). */
function lineOfOffset(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/**
 * The 1-based line where each element of the top-level `moves` array starts (why: JKF errors
 * must name a line, and tsshogi reads the parsed object, which has none). `text` is valid JSON.
 */
export function moveElementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inMoves = false;
  let lastString = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    else if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) if (text[j] === '\\') j++;
      lastString = text.slice(i + 1, j);
      i = j;
    } else if (c === '{' || c === '[') {
      if (inMoves && depth === 2) lines.push(line);
      if (c === '[' && depth === 1 && lastString === 'moves') inMoves = true;
      depth++;
    } else if (c === '}' || c === ']') {
      depth--;
      if (depth === 1) inMoves = false;
    }
  }
  return lines;
}

/** The JKF with only the first `n` main-line moves and no variations. */
function mainLinePrefix(jkf: JKF, n: number): JKF {
  return { ...jkf, moves: jkf.moves.slice(0, n).map(({ forks: _forks, ...m }) => m) };
}

/**
 * The piece each main-line move of a JKF names (before the move), by move number, for the
 * piece check (why: tsshogi moves whatever stands on `from` and ignores `piece`).
 */
function writtenMoves(jkf: JKF): LineScan['moves'] {
  const moves: LineScan['moves'] = new Map();
  jkf.moves.forEach((m, ply) => {
    const piece = m.move?.piece ? CSA_PIECE[m.move.piece] : undefined;
    if (piece)
      moves.set(ply, {
        line: ply + 1,
        ply,
        text: JSON.stringify(m.move),
        piece,
        pieceAfterMove: false,
      });
  });
  return moves;
}

/** Parses a JKF text into one game. */
export function parseJkf(text: string): ParseOutcome {
  let jkf: JKF;
  try {
    jkf = JSON.parse(text) as JKF;
  } catch (e) {
    const at = /position ([0-9]+)/.exec(String(e));
    const line = at ? lineOfOffset(text, Number(at[1])) : undefined;
    return {
      ok: false,
      error: {
        code: 'PARSE',
        line,
        message: `${line ? `line ${line}: ` : ''}not valid JSON (${(e as Error).message})`,
      },
    };
  }
  if (typeof jkf !== 'object' || jkf === null || !Array.isArray(jkf.moves)) {
    return { ok: false, error: { code: 'PARSE', message: 'a JKF record needs a "moves" array' } };
  }
  const preset = jkf.initial && !jkf.initial.data ? presetByJkf(jkf.initial.preset) : undefined;
  if (preset?.patched)
    jkf = { ...jkf, initial: { preset: 'OTHER', data: jkfInitialData(preset.sfen) } };
  fixIllegalActions(jkf.moves);
  const record = importJKF(jkf);
  // The "lines" of a JKF game are the elements of its moves array (element k is move k), so
  // the pipeline finds the first bad move (and any illegal move tsshogi let pass before it)
  // and names the text line where that element starts.
  const starts = moveElementLines(text);
  const game = {
    firstLine: 1,
    lineCount: jkf.moves.length,
    parsePrefix: (n: number) => importJKF(mainLinePrefix(jkf, n)),
    toTextLine: (n: number) => starts[n - 1] ?? 1,
    plyOfLine: (n: number) => n - 1,
    hasPosition: true,
    scan: { fault: null, skipped: [], moves: writtenMoves(jkf) },
  };
  if (record instanceof Error)
    return { ok: true, count: 1, games: [{ ...game, record: new Record(), failure: record }] };
  return { ok: true, count: 1, games: [{ ...game, record }] };
}
