/**
 * CSA writer (V2.2 and V3.0), main line only. Written here rather than with tsshogi's
 * `exportCSA` because that drops the date of `$START_TIME`, writes `$END_TIME` from the wrong
 * field and knows only some handicap `PI` lines.
 */
import {
  Color,
  Move,
  RecordMetadataKey,
  Square,
  formatCSAMove,
  getBlackPlayerName,
  getCSASpecialMoveName,
  getWhitePlayerName,
  reverseColor,
  type ImmutablePosition,
  type ImmutableRecord,
  type ImmutableRecordMetadata,
} from 'tsshogi';
import { presetBySfen } from './handicap.ts';
import { csaTimeLimit } from './csa-time-limit.ts';
import { isTimeUpText } from './jkf-endings.ts';

const CSA_PIECE: { [type: string]: string } = {
  pawn: 'FU',
  lance: 'KY',
  knight: 'KE',
  silver: 'GI',
  gold: 'KI',
  bishop: 'KA',
  rook: 'HI',
  king: 'OU',
  promPawn: 'TO',
  promLance: 'NY',
  promKnight: 'NK',
  promSilver: 'NG',
  horse: 'UM',
  dragon: 'RY',
};
const V2_TIME = /^[0-9]+:[0-9]{2}\+[0-9]+$/;
const V3_TIME = /^[0-9.]+\+[0-9.]+\+[0-9.]+$/;

/** Options of the CSA writer. */
export interface CsaWriteOptions {
  version: '2.2' | '3.0';
  encoding: 'utf-8' | 'shift_jis';
}

/** The `$KEY:value` header lines a CSA version can hold, and the metadata keys it had to leave out. */
function headerLines(
  meta: ImmutableRecordMetadata,
  v3: boolean,
): { lines: string[]; dropped: string[] } {
  const get = (k: RecordMetadataKey) => meta.getStandardMetadata(k);
  const lines: string[] = [];
  // N+/N- carry the names (full names first, 下手/上手 when there are no 先手/後手).
  const written = new Set<RecordMetadataKey>([
    RecordMetadataKey.BLACK_NAME,
    RecordMetadataKey.WHITE_NAME,
  ]);
  if (get(RecordMetadataKey.BLACK_NAME) === undefined) written.add(RecordMetadataKey.SHITATE_NAME);
  if (get(RecordMetadataKey.WHITE_NAME) === undefined) written.add(RecordMetadataKey.UWATE_NAME);
  const asSides = [RecordMetadataKey.SHITATE_NAME, RecordMetadataKey.UWATE_NAME].filter(
    (k) => written.has(k) && get(k) !== undefined,
  );
  const put = (csa: string, key: RecordMetadataKey, ok = true) => {
    const value = get(key);
    if (
      value === undefined ||
      !ok ||
      (csa.startsWith('$TIME') && !(v3 ? V3_TIME : V2_TIME).test(value))
    )
      return;
    lines.push(`$${csa}:${value}`);
    written.add(key);
  };
  put(
    'EVENT',
    get(RecordMetadataKey.TOURNAMENT) !== undefined
      ? RecordMetadataKey.TOURNAMENT
      : RecordMetadataKey.TITLE,
  );
  put('SITE', RecordMetadataKey.PLACE);
  put(
    'START_TIME',
    get(RecordMetadataKey.START_DATETIME) !== undefined
      ? RecordMetadataKey.START_DATETIME
      : RecordMetadataKey.DATE,
  );
  put('END_TIME', RecordMetadataKey.END_DATETIME);
  const dropped: string[] = [];
  const limit = get(RecordMetadataKey.TIME_LIMIT);
  if (limit !== undefined) {
    // Why converted: KIF's 持ち時間 is free text (`30分+30秒`); CSA readers expect their own form.
    const csa = csaTimeLimit(limit, v3 ? '3.0' : '2.2');
    if (csa.ok) lines.push(`$${v3 ? 'TIME' : 'TIME_LIMIT'}:${csa.value}`);
    else dropped.push(csa.reason);
    // Why a note: the KIF wording cannot be kept, and reads back as the CSA form.
    if (csa.ok && csa.value !== limit)
      dropped.push(
        `header 持ち時間 in its own words ("${limit}" is written as $${v3 ? 'TIME' : 'TIME_LIMIT'}:${csa.value})`,
      );
    written.add(RecordMetadataKey.TIME_LIMIT);
  }
  put('TIME+', RecordMetadataKey.BLACK_TIME_LIMIT, v3);
  put('TIME-', RecordMetadataKey.WHITE_TIME_LIMIT, v3);
  put('OPENING', RecordMetadataKey.STRATEGY);
  put('MAX_MOVES', RecordMetadataKey.MAX_MOVES, v3);
  put('JISHOGI', RecordMetadataKey.JISHOGI, v3);
  put('NOTE', RecordMetadataKey.NOTE, v3);
  dropped.push(
    ...[...meta.standardMetadataKeys].filter((k) => !written.has(k)).map((k) => `header ${k}`),
  );
  // CSA has only N+/N-: 下手/上手 read back as 先手/後手 (Banmen keeps the reading of CSA
  // names as they are, as the app's player fields do).
  if (asSides.length > 0) dropped.push('header 下手/上手 as such (N+/N- read back as 先手/後手)');
  // Why a note: CSA readers (tsshogi, ShogiHome) read $EVENT back as 表題, so 棋戦 changes name.
  if (written.has(RecordMetadataKey.TOURNAMENT))
    dropped.push('header 棋戦 as such ($EVENT reads back as 表題)');
  for (const key of meta.customMetadataKeys) {
    // CSA files keep unknown `$KEY:` lines (e.g. $EVENT variants of servers); Japanese KIF keys cannot be written.
    if (/^[A-Z][A-Z0-9_+-]*$/.test(key)) lines.push(`$${key}:${meta.getCustomMetadata(key)}`);
    else dropped.push(`header ${key}`);
  }
  return { lines, dropped };
}

/** The start position: `PI…` for the handicap presets, else a full board with hands. */
function positionLines(pos: ImmutablePosition): string[] {
  const turn = pos.color === Color.BLACK ? '+' : '-';
  const preset = presetBySfen(pos.sfen);
  if (preset) return [`PI${preset.csaRemoved}`, turn];
  const lines: string[] = [];
  for (let rank = 1; rank <= 9; rank++) {
    let line = `P${rank}`;
    for (let file = 9; file >= 1; file--) {
      const p = pos.board.at(new Square(file, rank));
      line += p ? (p.color === Color.BLACK ? '+' : '-') + CSA_PIECE[p.type] : ' * ';
    }
    lines.push(line);
  }
  for (const [mark, c] of [
    ['+', Color.BLACK],
    ['-', Color.WHITE],
  ] as const) {
    let hand = '';
    pos.hand(c).forEach((t, n) => (hand += `00${CSA_PIECE[t]}`.repeat(n)));
    if (hand) lines.push(`P${mark}${hand}`);
  }
  lines.push(turn);
  return lines;
}

/** `'*` comment lines of a node comment. */
function commentLines(comment: string): string[] {
  return comment === ''
    ? []
    : comment
        .replace(/\n$/, '')
        .split('\n')
        .map((l) => `'*${l}`);
}

/** Writes the main line of a record as CSA; returns the text and what CSA could not hold. */
export function writeCsa(
  record: ImmutableRecord,
  options: CsaWriteOptions,
): { text: string; dropped: string[] } {
  const v3 = options.version === '3.0';
  const lines: string[] = [];
  if (v3) lines.push(`'CSA encoding=${options.encoding === 'utf-8' ? 'UTF-8' : 'SHIFT_JIS'}`);
  else if (options.encoding === 'utf-8') lines.push(`'encoding=UTF-8`);
  lines.push(v3 ? 'V3.0' : 'V2.2');
  const black = getBlackPlayerName(record.metadata);
  const white = getWhitePlayerName(record.metadata);
  if (black) lines.push(`N+${black}`);
  if (white) lines.push(`N-${white}`);
  const header = headerLines(record.metadata, v3);
  lines.push(
    ...header.lines,
    ...positionLines(record.initialPosition),
    ...commentLines(record.first.comment),
  );
  const dropped = [...header.dropped];
  // No `T` lines for a record without times (why: `T0` after every move would claim times the source never had).
  const timed = record.moves.some((n) => n.elapsedMs > 0);
  for (const node of record.moves.slice(1)) {
    const move = node.move;
    const name =
      move instanceof Move
        ? formatCSAMove(move)
        : (getCSASpecialMoveName(move, reverseColor(node.nextColor)) ??
          // A free-text time-up (KIF "Time-up") is CSA's %TIME_UP, as in JKF.
          (isTimeUpText(node) ? 'TIME_UP' : undefined));
    if (move instanceof Move) lines.push(name!);
    else if (name) lines.push(`%${name}`);
    else dropped.push(`move ${node.ply}: the ending "${node.displayText}" has no CSA name`);
    if (name && timed)
      lines.push(
        `T${v3 && node.elapsedMs % 1000 !== 0 ? (node.elapsedMs / 1000).toFixed(3) : Math.floor(node.elapsedMs / 1000)}`,
      );
    lines.push(...commentLines(node.comment));
  }
  const blank = blankCommentPlies(record);
  if (blank.length > 0)
    dropped.push(
      `empty comment lines (CSA readers drop them), in the comments of move ${blank.join(', ')}`,
    );
  return { text: lines.join('\n') + '\n', dropped };
}

/** Plies of the main line whose comment has an empty line inside (0 is the start position). */
function blankCommentPlies(record: ImmutableRecord): number[] {
  return record.moves
    .filter((n) => n.comment.replace(/\n$/, '').split('\n').includes('') && n.comment !== '')
    .map((n) => n.ply);
}
