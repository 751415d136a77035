/**
 * Printing a record and writing batches of diagrams for the renderer. Electron prints the page
 * to a PDF (its printToPDF, through `savePdf`) and asks for a batch's folder; the browser host
 * keeps the page as a print view for the tab to open at `/print/<id>` and print, and writes a
 * batch into a new folder under the records folder. Plain Node.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DiagramBatchAnswer, PrintAnswer, Result } from '../../shared/contract.ts';
import { writeBatch } from '../diagram/diagram-export.ts';
import { printHtml, printPlan } from './print-html.ts';
import { bundledFontCss } from './print-font.ts';
import { checkBatchRequest, checkPrintRequest, PrintRequestError } from './print-request.ts';
import { MAX_VIEWS, VIEW_TTL_MS } from './print-params.ts';

/** What the host provides. */
export interface PrintHost {
  /** Electron: prints the page to a PDF where the user chooses; the path, or null if cancelled. */
  savePdf?: (html: string, suggestedName: string) => Promise<string | null>;
  /** Electron: the OS folder picker for a batch; null when cancelled. */
  chooseFolder?: (suggestedName: string) => Promise<string | null>;
  /** Browser host: the folder under which a batch gets its own new folder (the records folder). */
  batchRoot: () => string;
}

/** A prepared print view (browser host). */
interface View {
  html: string;
  expires: number;
}

/** A refusal as the contract's Result. */
function refused(e: unknown): {
  ok: false;
  error: { code: 'BAD_ARGS' | 'FILE_WRITE_FAILED'; message: string };
} {
  if (e instanceof PrintRequestError)
    return { ok: false, error: { code: 'BAD_ARGS', message: `print: ${e.message}` } };
  return {
    ok: false,
    error: { code: 'FILE_WRITE_FAILED', message: e instanceof Error ? e.message : String(e) },
  };
}

/** `root/<stem>-diagrams`, or `-2`, `-3`… when taken (why: never mix with an earlier batch). */
function freshFolder(root: string, stem: string): string {
  const base = join(root, `${stem}-diagrams`);
  let path = base;
  for (let i = 2; existsSync(path); i++) path = `${base}-${i}`;
  return path;
}

/** The print and batch commands behind `print:record` and `diagram:batch`. */
export class PrintService {
  private readonly views = new Map<string, View>();

  constructor(private readonly host: PrintHost) {}

  /** Builds the printable page of a request and saves it as PDF or prepares its print view. */
  async print(raw: unknown): Promise<Result<PrintAnswer>> {
    try {
      const { request, record, stem } = checkPrintRequest(raw);
      const html = printHtml(record, {
        fileName: request.fileName,
        flip: request.flip,
        lang: request.lang,
        fontCss: bundledFontCss(),
      });
      const plan = printPlan(record);
      const pages = plan.movePages.length + plan.diagrams.length;
      if (this.host.savePdf) {
        const path = await this.host.savePdf(html, `${stem}.pdf`);
        return { ok: true, value: path ? { kind: 'saved', path, pages } : { kind: 'cancelled' } };
      }
      return { ok: true, value: { kind: 'view', url: `/print/${this.keep(html)}`, pages } };
    } catch (e) {
      return refused(e);
    }
  }

  /** The print view `id` names (browser host), or null when unknown or expired. */
  view(id: string): string | null {
    this.sweep();
    return this.views.get(id)?.html ?? null;
  }

  /** Writes one diagram per bookmark or `#図` comment into a folder. */
  async batch(raw: unknown): Promise<Result<DiagramBatchAnswer>> {
    try {
      const { request, record, stem, format } = checkBatchRequest(raw);
      const folder = this.host.chooseFolder
        ? await this.host.chooseFolder(`${stem}-diagrams`)
        : freshFolder(this.host.batchRoot(), stem);
      if (!folder) return { ok: true, value: { kind: 'cancelled' } };
      const paths = await writeBatch(record, folder, format, { style: 'book', flip: request.flip });
      return { ok: true, value: { kind: 'written', folder, files: paths.map((p) => basename(p)) } };
    } catch (e) {
      return refused(e);
    }
  }

  /** Stores a view under a fresh unguessable id (why: the route needs no token). */
  private keep(html: string): string {
    this.sweep();
    while (this.views.size >= MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    const id = randomBytes(16).toString('base64url');
    this.views.set(id, { html, expires: Date.now() + VIEW_TTL_MS });
    return id;
  }

  /** Drops expired views. */
  private sweep(): void {
    const now = Date.now();
    for (const [id, v] of this.views) if (v.expires < now) this.views.delete(id);
  }
}
