/**
 * Checks a print or batch request from the (untrusted) renderer field by field and reads its
 * record; a bad request becomes a PrintRequestError saying which field and why. Plain Node.
 */
import type { Record } from 'tsshogi';
import type { DiagramBatchRequest, PrintRequest } from '../../shared/contract.ts';
import { importRecordText } from '../../shared/records/index.ts';
import { MAX_RECORD_TEXT } from './print-params.ts';

/** A request the service refuses; the message names the field. */
export class PrintRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintRequestError';
  }
}

/** A checked request with its record read. */
export interface CheckedPrint {
  request: PrintRequest;
  record: Record;
  /** The file name without its extension, safe as a file name ('record' when empty). */
  stem: string;
}

/** The file name without extension and without characters no file system takes. */
export function safeStem(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_')
    .slice(0, 80)
    .trim();
  return stem || 'record';
}

/** Checks `raw` as a PrintRequest and imports its KIF. */
export function checkPrintRequest(raw: unknown): CheckedPrint {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as { [k: string]: unknown };
  if (typeof o.kif !== 'string' || o.kif.length === 0)
    throw new PrintRequestError('kif must be the record as KIF text');
  if (o.kif.length > MAX_RECORD_TEXT)
    throw new PrintRequestError(`kif is longer than ${MAX_RECORD_TEXT} characters`);
  const fileName = typeof o.fileName === 'string' ? o.fileName.slice(0, 255) : '';
  const lang = o.lang === 'en' ? 'en' : 'ja';
  const imported = importRecordText(o.kif);
  if (!imported.ok) throw new PrintRequestError(`the record: ${imported.error.message}`);
  return {
    request: { kif: o.kif, fileName, flip: o.flip === true, lang },
    record: imported.records[0]!,
    stem: safeStem(fileName),
  };
}

/** Checks `raw` as a DiagramBatchRequest (a print request plus the format svg or png). */
export function checkBatchRequest(raw: unknown): CheckedPrint & { format: 'svg' | 'png' } {
  const format = (raw as Partial<DiagramBatchRequest> | null)?.format;
  if (format !== 'svg' && format !== 'png')
    throw new PrintRequestError('format must be svg or png');
  return { ...checkPrintRequest(raw), format };
}
