/**
 * Study's "Print record" and "Save bookmarked diagrams" commands (docs/print.md): the record
 * goes to main as KIF; Electron saves a PDF or the diagrams where the user chooses, the browser
 * host opens its print view in a new tab and asks the browser to print it.
 */
import type { ImmutableRecord } from 'tsshogi';
import type {
  DiagramBatchAnswer,
  DiagramBatchRequest,
  Lang,
  PrintAnswer,
  PrintRequest,
  Result,
} from '../../../src-main/shared/contract';
import { copyRecordAs } from '../../../src-main/shared/records/clipboard';
import { markedRequests } from '../../../src-main/shared/records/diagram/index';
import { t } from '../text';

/** What the commands need of the study. */
export interface PrintSource {
  record: ImmutableRecord;
  fileName: string;
  print: (request: PrintRequest) => Promise<Result<PrintAnswer>>;
  batch: (request: DiagramBatchRequest) => Promise<Result<DiagramBatchAnswer>>;
}

/** What to tell the user: a message, whether it is an error; null for nothing (cancelled). */
export type PrintOutcome = { message: string; error: boolean } | null;

/** The request for the record as the study holds it. */
function request(src: PrintSource, flipped: boolean, lang: Lang): PrintRequest {
  return { kif: copyRecordAs(src.record, 'kif'), fileName: src.fileName, flip: flipped, lang };
}

/** Opens the browser host's print view in a new tab and prints it once loaded; false if blocked. */
function openPrintView(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.addEventListener('load', () => tab.print(), { once: true });
  return true;
}

/** Prints the record: a PDF (Electron) or the print view (browser host). */
export async function printRecord(
  src: PrintSource,
  flipped: boolean,
  lang: Lang,
): Promise<PrintOutcome> {
  const r = await src.print(request(src, flipped, lang));
  if (!r.ok) return { message: t('study.printFailed', { reason: r.error.message }), error: true };
  const a = r.value;
  if (a.kind === 'cancelled') return null;
  if (a.kind === 'saved')
    return {
      message: t('study.printPdfSaved', { pages: String(a.pages), path: a.path }),
      error: false,
    };
  if (!openPrintView(a.url)) return { message: t('study.printPopupBlocked'), error: true };
  return { message: t('study.printPrintView', { pages: String(a.pages) }), error: false };
}

/** Saves one diagram per bookmark or `#図` comment into a folder. */
export async function saveBookmarkDiagrams(
  src: PrintSource,
  flipped: boolean,
  lang: Lang,
  format: 'svg' | 'png',
): Promise<PrintOutcome> {
  // Why here: say so at once rather than ask for a folder that would stay empty.
  if (markedRequests(src.record).length === 0)
    return { message: t('study.printBatchNone'), error: true };
  const r = await src.batch({ ...request(src, flipped, lang), format });
  if (!r.ok) return { message: t('study.printFailed', { reason: r.error.message }), error: true };
  if (r.value.kind === 'cancelled') return null;
  const { folder, files } = r.value;
  return {
    message: t('study.printBatchSaved', { count: String(files.length), folder }),
    error: false,
  };
}
