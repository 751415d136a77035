/**
 * Clipboard helpers: a record as KIF, KI2, CSA or USI text, a position as SFEN or BOD (the
 * KIF board diagram). Pasting goes through `importRecordText`, which detects any of these.
 */
import { Position, Record, exportBOD, type ImmutablePosition, type ImmutableRecord } from 'tsshogi';
import { formatRecord } from './export.ts';

/** Formats a record can be copied as. */
export type ClipboardRecordFormat = 'kif' | 'ki2' | 'csa' | 'usi';

/** The text to put on the clipboard for a record (LF line endings; the OS layer converts). */
export function copyRecordAs(record: ImmutableRecord, format: ClipboardRecordFormat): string {
  return formatRecord(record, format, { encoding: 'utf-8', newline: '\n' }).text;
}

/** SFEN of a position (move number 1 unless given). */
export function positionToSfen(position: ImmutablePosition, moveNumber = 1): string {
  return position.getSFEN(moveNumber);
}

/** BOD board diagram of a position: hands, the 9×9 board and the side to move. */
export function positionToBod(position: ImmutablePosition): string {
  const bod = exportBOD(new Record(Position.newBySFEN(position.sfen)!));
  return (
    bod
      .split('\n')
      .filter((l) => !/^(?:手数＝|$)/.test(l))
      .join('\n') + '\n'
  );
}
