/**
 * `npm run -s diagram -- <record> [--ply N] --out <file.svg|png|bod> [--flip] [--style book|board]
 *  [--arrow 7g7f[:color]]... [--mark 5e[:color]]... [--title text | --no-title] [--no-last-move]
 *  [--scale N]`
 * `npm run -s diagram -- <record> --bookmarks <folder> [--format svg|png|bod] [options]`
 *
 * Draws a board diagram of a record (KIF, KI2, CSA, USI/SFEN, JKF) at move N of its main line
 * (default: its last move), or one diagram per bookmark / `#図` comment into a folder.
 * Exit codes: 0 done, 1 bad input (record, square, colour, file), 2 usage error.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { Move, type Record } from 'tsshogi';
import { readRecordFile } from '../../src-main/records/service.ts';
import {
  DiagramError,
  requestAtPly,
  type DiagramArrow,
  type DiagramColor,
  type DiagramMark,
  type DiagramOptions,
} from '../../src-main/shared/records/diagram/index.ts';
import {
  diagramBytes,
  diagramFormatOf,
  writeBatch,
  writeDiagramFile,
  type DiagramFormat,
} from '../../src-main/services/diagram/diagram-export.ts';
import { failure, STD_OUTPUT, UsageError, type CliOutput } from './cli-io.ts';

const USAGE =
  'usage: diagram <record> [--ply N] --out <file.svg|png|bod> | diagram <record> --bookmarks <folder> [--format svg|png|bod]; options: --flip --style book|board --arrow 7g7f[:color] --mark 5e[:color] --title <text> --no-title --no-last-move --scale <n>';

const OPTIONS = {
  ply: { type: 'string' },
  out: { type: 'string' },
  bookmarks: { type: 'string' },
  format: { type: 'string' },
  flip: { type: 'boolean' },
  style: { type: 'string' },
  arrow: { type: 'string', multiple: true },
  mark: { type: 'string', multiple: true },
  title: { type: 'string' },
  'no-title': { type: 'boolean' },
  'no-last-move': { type: 'boolean' },
  scale: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** `7g7f:red` → an arrow (the colour is checked when drawn). */
function arrowArg(text: string): DiagramArrow {
  const m = /^([1-9][a-i])([1-9][a-i])(?::(.+))?$/.exec(text);
  if (!m) throw new DiagramError(`--arrow ${text}: write it as two squares, e.g. 7g7f or 7g7f:red`);
  return { from: m[1]!, to: m[2]!, ...(m[3] && { color: m[3] as DiagramColor }) };
}

/** `5e:blue` → a mark. */
function markArg(text: string): DiagramMark {
  const [square, color] = text.split(':');
  return { square: square!, ...(color && { color: color as DiagramColor }) };
}

/** A number option, or a usage error naming it. */
function numberArg(name: string, text: string | undefined, whole: boolean): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < 0 || (whole && !Number.isInteger(n)))
    throw new UsageError(`--${name} needs a ${whole ? 'whole ' : ''}number, not "${text}"`);
  return n;
}

/** The drawing options the command line gives. */
function drawingOptions(v: ReturnType<typeof parse>['values']): DiagramOptions {
  if (v.style !== undefined && v.style !== 'book' && v.style !== 'board')
    throw new UsageError(`--style is book or board, not "${v.style}"`);
  return {
    style: (v.style as 'book' | 'board' | undefined) ?? 'book',
    flip: v.flip ?? false,
    // Why only when given: otherwise the arrows and marks drawn in the record stay.
    ...(v.arrow && { arrows: v.arrow.map(arrowArg) }),
    ...(v.mark && { marks: v.mark.map(markArg) }),
    ...(v['no-title'] ? { title: '' } : v.title !== undefined ? { title: v.title } : {}),
    ...(v['no-last-move'] && { lastMove: undefined }),
  };
}

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** Reads the record file: the first game, or an Error with the file's problem. */
async function loadRecord(path: string): Promise<Record> {
  const result = await readRecordFile(path);
  if (!result.ok) {
    const where = result.error.line ? ` (line ${result.error.line})` : '';
    throw new DiagramError(`${path}${where}: ${result.error.message}`);
  }
  return result.records[0]!;
}

/** Draws one position to `out`; returns the line to print. */
async function single(record: Record, v: ReturnType<typeof parse>['values']): Promise<string> {
  const out = v.out!;
  const format = diagramFormatOf(out);
  if (!format) throw new UsageError(`--out ${out}: the file must end in .svg, .png, .bod or .txt`);
  // Why not the last node: a record may end in a resignation or other special move.
  const lastPlayed = record.moves.findLast((n) => n.ply === 0 || n.move instanceof Move)!.ply;
  const ply = numberArg('ply', v.ply, true) ?? lastPlayed;
  const request = requestAtPly(record, ply);
  if (!request) throw new DiagramError(`--ply ${ply}: the main line has moves 0–${lastPlayed}`);
  const options = drawingOptions(v);
  const bytes = diagramBytes(record, request, options, format, numberArg('scale', v.scale, false));
  await writeDiagramFile(out, bytes);
  return `${out}: move ${ply}`;
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: string[], io: CliOutput = STD_OUTPUT): Promise<number> {
  try {
    const { values: v, positionals } = parse(argv);
    if (v.help) {
      io.out(`${USAGE}\n`);
      return 0;
    }
    if (positionals.length !== 1) throw new UsageError('give one record file');
    if ((v.out === undefined) === (v.bookmarks === undefined))
      throw new UsageError('give either --out <file> or --bookmarks <folder>');
    const record = await loadRecord(positionals[0]!);
    if (v.out !== undefined) {
      io.out(`${await single(record, v)}\n`);
      return 0;
    }
    const format = (v.format ?? 'png') as DiagramFormat;
    if (!['svg', 'png', 'bod'].includes(format))
      throw new UsageError(`--format is svg, png or bod, not "${format}"`);
    const scale = numberArg('scale', v.scale, false);
    const paths = await writeBatch(record, v.bookmarks!, format, drawingOptions(v), scale);
    if (!paths.length)
      io.err(`${positionals[0]}: no bookmark and no #図 comment: nothing written\n`);
    for (const p of paths) io.out(`${p}\n`);
    return 0;
  } catch (e) {
    return failure('diagram', USAGE, e, io);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await main(process.argv.slice(2));
