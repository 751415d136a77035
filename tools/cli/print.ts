/**
 * `npm run -s print -- <record> --out <file.pdf|file.html> [--flip] [--moves-per-page N]
 *  [--lang ja|en] [--chromium <path>]`
 *
 * Prints a record (KIF, KI2, CSA, USI/SFEN, JKF; the first game of a file): its headers, the
 * main line's moves with times and comments, N moves a page (default 40), and a page with a
 * board diagram for each bookmark or `#図` comment of the main line. `.html` writes the
 * printable page; `.pdf` prints it through Chromium (playwright-core, the same engine as
 * Electron's printToPDF; default /usr/bin/chromium or $CHROMIUM). See docs/print.md.
 * Exit codes: 0 done, 1 bad input (record, file, no Chromium), 2 usage error.
 */
import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { readRecordFile } from '../../src-main/records/service.ts';
import { printHtml, printPlan } from '../../src-main/services/print/print-html.ts';
import { bundledFontCss } from '../../src-main/services/print/print-font.ts';
import {
  MAX_MOVES_PER_PAGE,
  MIN_MOVES_PER_PAGE,
  MOVES_PER_PAGE,
} from '../../src-main/services/print/print-params.ts';
import { failure, STD_OUTPUT, UsageError, type CliOutput } from './cli-io.ts';

const USAGE =
  'usage: print <record> --out <file.pdf|file.html> [--flip] [--moves-per-page N] [--lang ja|en] [--chromium <path>]';

const OPTIONS = {
  out: { type: 'string' },
  flip: { type: 'boolean' },
  'moves-per-page': { type: 'string' },
  lang: { type: 'string' },
  chromium: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** The page printed to PDF by headless Chromium (A4 from the page's CSS, backgrounds on). */
export async function htmlToPdf(html: string, executablePath: string): Promise<Buffer> {
  const browser = await chromium
    .launch({ executablePath, args: ['--no-sandbox'] })
    .catch((e: Error) => {
      throw new Error(`cannot start Chromium at ${executablePath}: ${e.message.split('\n')[0]}`);
    });
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ printBackground: true, preferCSSPageSize: true });
  } finally {
    await browser.close();
  }
}

/** Moves per page from the command line, within the bounds a page holds. */
function movesPerPage(text: string | undefined): number {
  if (text === undefined) return MOVES_PER_PAGE;
  const n = Number(text);
  if (!Number.isInteger(n) || n < MIN_MOVES_PER_PAGE || n > MAX_MOVES_PER_PAGE)
    throw new UsageError(
      `--moves-per-page is a whole number ${MIN_MOVES_PER_PAGE}–${MAX_MOVES_PER_PAGE}, not "${text}"`,
    );
  return n;
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: string[], io: CliOutput = STD_OUTPUT): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    const { values: v, positionals } = parsed;
    if (v.help) return (io.out(`${USAGE}\n`), 0);
    if (positionals.length !== 1) throw new UsageError('give one record file');
    const out = v.out ?? '';
    const ext = extname(out).toLowerCase();
    if (ext !== '.pdf' && ext !== '.html') throw new UsageError('--out must end in .pdf or .html');
    if (v.lang !== undefined && v.lang !== 'ja' && v.lang !== 'en')
      throw new UsageError(`--lang is ja or en, not "${v.lang}"`);
    const perPage = movesPerPage(v['moves-per-page']);
    const file = positionals[0]!;
    const read = await readRecordFile(file);
    if (!read.ok) {
      const where = read.error.line ? ` (line ${read.error.line})` : '';
      throw new Error(`${file}${where}: ${read.error.message}`);
    }
    const record = read.records[0]!;
    const html = printHtml(record, {
      fileName: basename(file),
      flip: v.flip ?? false,
      lang: (v.lang as 'ja' | 'en' | undefined) ?? 'ja',
      movesPerPage: perPage,
      fontCss: bundledFontCss(),
    });
    const bytes =
      ext === '.html'
        ? Buffer.from(html, 'utf8')
        : await htmlToPdf(html, v.chromium ?? process.env.CHROMIUM ?? '/usr/bin/chromium');
    await writeFile(out, bytes).catch((e: Error) => {
      throw new Error(`${out}: cannot write: ${e.message}`);
    });
    const plan = printPlan(record, perPage);
    io.out(`${out}: ${plan.movePages.length} move pages, ${plan.diagrams.length} diagrams\n`);
    return 0;
  } catch (e) {
    return failure('print', USAGE, e, io);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await main(process.argv.slice(2));
