/**
 * A minimal CSA V3.0 writer for minishogi games (tsshogi, behind the records module, holds 9×9 boards
 * only). The board is written as five `P1`..`P5` lines of five squares (files 5..1); moves use the
 * usual CSA squares (file digit, rank digit), which agree with USI for the 5×5 board. The file starts
 * with a `'variant minishogi` comment so readers know it is not a 9×9 game. Endings and comments
 * follow the 9×9 records (endings.ts, move-comments.ts).
 */
import { parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import {
  BLACK,
  HAND_TYPES,
  MOVE_NONE,
  PROMOTE,
  colorOf,
  dropType,
  fileOf,
  handCount,
  isDrop,
  isPromotion,
  makeSquare,
  moveFrom,
  moveTo,
  movedPiece,
  rankOf,
  typeOf,
} from '../shared/rules/types.ts';
import type { Position } from '../shared/rules/position.ts';
import type { GameResult } from './game.ts';
import { gameEnding } from './endings.ts';
import { blackPovCp } from './score.ts';
import { CSA_PIECE } from '../shared/records/index.ts';

/** The five board lines and the two hand lines of a position. */
function boardLines(pos: Position): string[] {
  const lines: string[] = [];
  for (let rank = 1; rank <= 5; rank++) {
    let row = `P${rank}`;
    for (let file = 5; file >= 1; file--) {
      const pc = pos.pieceOn(makeSquare(file, rank));
      row += pc === 0 ? ' * ' : (colorOf(pc) === BLACK ? '+' : '-') + CSA_PIECE[typeOf(pc)];
    }
    lines.push(row);
  }
  for (const c of [0, 1] as const) {
    const items = HAND_TYPES.flatMap((pt) =>
      Array<string>(handCount(pos.hand(c), pt)).fill(`00${CSA_PIECE[pt]}`),
    );
    if (items.length > 0) lines.push(`P${c === 0 ? '+' : '-'}${items.join('')}`);
  }
  return lines;
}

/** One move in CSA: `+5453FU`, drops from `00`, the piece after the move. */
function csaMove(pos: Position, usi: string): string | undefined {
  const m = parseUsiMove(pos, usi);
  if (m === MOVE_NONE) return undefined;
  const side = pos.sideToMove === BLACK ? '+' : '-';
  const to = moveTo(m);
  const from = isDrop(m) ? '00' : `${fileOf(moveFrom(m))}${rankOf(moveFrom(m))}`;
  const type = isDrop(m) ? dropType(m) : typeOf(movedPiece(m)) + (isPromotion(m) ? PROMOTE : 0);
  pos.doMove(m);
  return `${side}${from}${fileOf(to)}${rankOf(to)}${CSA_PIECE[type]}`;
}

/** Seconds with milliseconds, as CSA V3.0 allows. */
const seconds = (ms: number) => (ms % 1000 === 0 ? String(ms / 1000) : (ms / 1000).toFixed(3));

/** The engine's PV after its move, in CSA moves (`pos` is the position after the move). */
function pvAfter(pos: Position, m: GameResult['moves'][number]): string[] {
  if (!m.pv || m.pv[0] !== m.usi) return [];
  const copy = pos.clone();
  const out: string[] = [];
  for (const usi of m.pv.slice(1)) {
    const text = csaMove(copy, usi);
    if (!text) break;
    out.push(text);
  }
  return out;
}

/** The CSA text of a minishogi game. */
export function minishogiCsa(g: GameResult, event: string): string {
  const r = parseSfen(g.startSfen, 'minishogi');
  if (!r.ok) return '';
  const pos = r.position;
  const lines = ["'CSA encoding=UTF-8", 'V3.0', `N+${g.black}`, `N-${g.white}`, `$EVENT:${event}`];
  lines.push(
    `$START_TIME:${g.startedAt.replace('T', ' ').replace(/-/g, '/').slice(0, 19)}`,
    "'variant minishogi",
  );
  lines.push(...boardLines(pos), pos.sideToMove === BLACK ? '+' : '-');
  for (const usi of g.openingMoves) lines.push(csaMove(pos, usi) ?? `'illegal ${usi}`, 'T0');
  for (const m of g.moves) {
    const moverIsBlack = pos.sideToMove === BLACK;
    const text = csaMove(pos, m.usi);
    if (!text) break;
    lines.push(text, `T${seconds(m.timeMs)}`);
    if (m.score)
      lines.push(`'** ${[blackPovCp(m.score, moverIsBlack), ...pvAfter(pos, m)].join(' ')}`);
    if (m.depth !== undefined) lines.push(`'*depth ${m.depth}`);
  }
  const ending = gameEnding(g);
  lines.push(ending.csa, `'${g.winner ?? 'draw'} ${g.reason}${g.detail ? ` (${g.detail})` : ''}`);
  if (ending.note) lines.push(`'${ending.note}`);
  return lines.join('\n') + '\n';
}
