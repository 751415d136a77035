/**
 * BOD, the standard text board diagram (盤面図) of KIF files: write it for the record's current
 * position, with the move number and last move lines, and read it back. Reading goes through
 * the records module's KIF reader (importRecordText), the same path as pasting any record.
 * Pure module.
 */
import { exportBOD, type ImmutableRecord } from 'tsshogi';
import { importRecordText } from '../import.ts';

/** A board diagram read back: the position, and the move number and last move's square when given. */
export type BodResult =
  | {
      ok: true;
      /** SFEN of the position (move number from `手数＝` when present, else 1). */
      sfen: string;
      /** The `手数＝N` line's N, when present. */
      ply?: number;
      /** USI square the last move went to (`２二角成` → `2b`), when the line names one. */
      lastMoveSquare?: string;
    }
  | { ok: false; message: string };

/** The BOD of a record's current position, ending `手数＝N  ▲… まで` after a move (LF line ends). */
export function recordToBod(record: ImmutableRecord): string {
  return (
    exportBOD(record)
      .split('\n')
      .filter((l) => l !== '')
      .join('\n') + '\n'
  );
}

const ZEN_DIGITS = '１２３４５６７８９';
const KAN_RANKS = '一二三四五六七八九';

/** The destination of a KIF move text such as `２二角成(88)`; none for `同　角` (why: the square is the previous move's, which BOD does not give). */
function moveSquare(text: string): string | undefined {
  const m = /^[▲△☗☖]?([１-９])([一二三四五六七八九])/.exec(text.trim());
  if (!m) return undefined;
  return `${ZEN_DIGITS.indexOf(m[1]!) + 1}${String.fromCharCode(97 + KAN_RANKS.indexOf(m[2]!))}`;
}

/** Reads a BOD text (as copied from a KIF file or by `recordToBod`). */
export function parseBod(text: string): BodResult {
  const result = importRecordText(text);
  if (!result.ok) return { ok: false, message: `not a board diagram: ${result.error.message}` };
  if (result.format !== 'kif')
    return {
      ok: false,
      message: `not a board diagram: this is ${result.format.toUpperCase()} text`,
    };
  const record = result.records[0]!;
  if (record.moves.length > 1)
    return {
      ok: false,
      message: 'not a board diagram: the text holds moves (open it as a record)',
    };
  const ply = /^手数[＝=]\s*([0-9]+)(.*)$/m.exec(text);
  const n = ply ? Number(ply[1]) : undefined;
  const fields = record.initialPosition.sfen.split(' ');
  const sfen = [...fields.slice(0, 3), String((n ?? 0) + 1)].join(' ');
  const last = ply ? moveSquare(ply[2]!) : undefined;
  return {
    ok: true,
    sfen,
    ...(n !== undefined && { ply: n }),
    ...(last && { lastMoveSquare: last }),
  };
}
