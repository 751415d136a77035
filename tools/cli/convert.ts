/**
 * `npm run -s convert -- <in> <out> [--utf8] [--csa3] [--to <ext>]`
 *
 * Converts a record file by extension (`.kif .kifu .ki2 .ki2u .csa .jkf .usi .sfen`), or every
 * record file of a folder (`<in>` a folder, `<out>` a folder, `--to` the target extension).
 * `--max-mb <n>` and `--max-moves <n>` raise (or lower) the size limits of reading (64 MB,
 * 500,000 moves). Exits 1 with the error message when an input is bad, 2 on a usage error.
 */
import { stat } from 'node:fs/promises';
import { convertFile, convertFolder, type ConvertResult } from '../../src-main/records/service.ts';
import {
  RECORD_EXTENSIONS,
  type ExportOptions,
  type ImportLimits,
} from '../../src-main/shared/records/index.ts';

const USAGE = `usage: convert <in-file> <out-file> | convert <in-folder> <out-folder> --to <${RECORD_EXTENSIONS.join('|')}> [--utf8] [--csa3] [--max-mb <n>] [--max-moves <n>]`;

/** Parsed command line. */
interface Args {
  input: string;
  output: string;
  to?: string;
  options: ExportOptions;
  limits: ImportLimits;
}

/** A positive whole number option value, or a usage error. */
function count(name: string, value: string | undefined): number | string {
  const n = Number(value);
  return Number.isInteger(n) && n > 0
    ? n
    : `${name} needs a positive whole number, not "${value ?? ''}"`;
}

/** Reads the command line; a string is a usage error. */
function parseArgs(argv: string[]): Args | string {
  const positional: string[] = [];
  const options: ExportOptions = {};
  const limits: ImportLimits = {};
  let to: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--max-mb' || a === '--max-moves') {
      const n = count(a, argv[++i]);
      if (typeof n === 'string') return n;
      if (a === '--max-mb') limits.maxBytes = n * 1024 * 1024;
      else limits.maxMoves = limits.maxGameMoves = n; // lifting the limit lifts both
    } else if (a === '--utf8') options.encoding = 'utf-8';
    else if (a === '--csa3') options.csaVersion = '3.0';
    else if (a === '--to') to = argv[++i];
    else if (a.startsWith('--')) return `unknown option ${a}`;
    else positional.push(a);
  }
  if (positional.length !== 2) return USAGE;
  if (to !== undefined && !to.startsWith('.')) to = `.${to}`;
  return { input: positional[0]!, output: positional[1]!, to, options, limits };
}

/** Prints each result's messages; true if all succeeded. */
function report(results: ConvertResult[]): boolean {
  for (const r of results) {
    for (const m of r.messages) (r.ok ? process.stdout : process.stderr).write(`${m}\n`);
    // Why a hint: the limits guard against mistakes, and a user with a real big file may lift them.
    if (r.code === 'TOO_LARGE')
      process.stderr.write(
        `${r.input}: to read it anyway, raise the limit with --max-mb <n> or --max-moves <n>\n`,
      );
    if (r.ok) process.stdout.write(`${r.input} → ${r.outputs.join(', ')}\n`);
  }
  return results.every((r) => r.ok);
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n`);
    return 2;
  }
  const info = await stat(args.input).catch(() => null);
  if (!info) {
    process.stderr.write(`${args.input}: no such file or folder\n`);
    return 1;
  }
  if (info.isDirectory()) {
    if (!args.to) {
      process.stderr.write(`converting a folder needs --to <extension>\n${USAGE}\n`);
      return 2;
    }
    const results = await convertFolder(
      args.input,
      args.output,
      args.to,
      args.options,
      args.limits,
    );
    process.stdout.write(
      `${results.filter((r) => r.ok).length} of ${results.length} files converted\n`,
    );
    return report(results) ? 0 : 1;
  }
  return report([await convertFile(args.input, args.output, args.options, args.limits)]) ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
