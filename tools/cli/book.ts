/**
 * `npm run -s book -- <command> …`: opening books, the format taken from each file's extension
 * (`.db` YaneuraOu DB2016, `.bin` Apery; see docs/book-formats.md).
 *
 *     build <record files or folders…> --out <book> [--plies N] [--min-count K]
 *     merge <book…> --out <book>
 *     convert <in> <out>
 *     stats <book>
 *     query <book> [startpos | <sfen>] [moves <usi>…]
 *
 * Writing a format that cannot hold something (depth, comments, …) prints what it dropped.
 * `query` looks a book of 16 MB or more up on demand (.db sorted, .bin, .ybb); `merge`, `convert`
 * and `stats` read every book whole (a 1,000,000-position book takes seconds and some GB).
 * Exits 1 when an input is bad (the message names the file and line), 2 on a usage error.
 */
import { existsSync, statSync } from 'node:fs';
import { Book } from '../../src-main/engine/book/book.ts';
import { readAnyBookFile, writeAnyBookFile } from '../../src-main/engine/book/book-file.ts';
import type { BookProbe } from '../../src-main/engine/book/book-pick.ts';
import { openBookOnDemand } from '../../src-main/engine/book/book-source.ts';
import { PLAY_BOOK_ON_DEMAND_BYTES } from '../../src-main/services/book/play-book.ts';
import { buildPosition } from '../../src-main/engine/engine.ts';
import { buildBook } from '../../src-main/records/book-builder.ts';

const USAGE = `usage: book build <records…> --out <book> [--plies N] [--min-count K]
       book merge <book…> --out <book>
       book convert <in> <out>
       book stats <book>
       book query <book> [startpos | <sfen>] [moves <usi>…]
book files: .db (YaneuraOu DB2016), .bin (Apery)`;

/** Default number of plies a built book covers (the depth of the common even-opening sets). */
const DEFAULT_PLIES = 24;

/** Parsed command line: positional words and `--name value` flags. */
interface Args {
  words: string[];
  flags: Map<string, string>;
}

/** Splits the command line; a string is a usage error. */
function parseArgs(argv: string[]): Args | string {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) words.push(a);
    else if (['--out', '--plies', '--min-count'].includes(a) && argv[i + 1] !== undefined)
      flags.set(a.slice(2), argv[++i]!);
    else return `bad option ${a}\n${USAGE}`;
  }
  return { words, flags };
}

/** A positive integer flag, its default, or an error message. */
function intFlag(args: Args, name: string, fallback: number): number | string {
  const v = args.flags.get(name);
  if (v === undefined) return fallback;
  return /^\d+$/.test(v) && Number(v) > 0
    ? Number(v)
    : `--${name} must be a positive integer, got "${v}"`;
}

/** `build`: records → book file. */
async function build(args: Args): Promise<number> {
  const out = args.flags.get('out');
  const plies = intFlag(args, 'plies', DEFAULT_PLIES);
  const minCount = intFlag(args, 'min-count', 1);
  if (!out || args.words.length === 0)
    return usage(`build needs record files or folders and --out`);
  if (typeof plies === 'string') return usage(plies);
  if (typeof minCount === 'string') return usage(minCount);
  const { book, report } = await buildBook(args.words, {
    plies,
    minCount,
    onProgress: (done, total) => {
      if (done % 100 === 0 || done === total) process.stderr.write(`\r${done}/${total} files`);
    },
  });
  process.stderr.write('\n');
  for (const s of report.skipped) process.stderr.write(`skipped ${s}\n`);
  const err = writeBook(out, book);
  if (err) return fail(err);
  const s = book.stats();
  process.stdout.write(
    `${out}: ${s.positions} positions, ${s.moves} moves from ${report.games} games in ${report.files} files (${report.duplicates} duplicate games left out)\n`,
  );
  return 0;
}

/** Reads every book named (printing what a format could not give back), or prints the first error. */
function readBooks(paths: string[]): Book[] | null {
  const books: Book[] = [];
  for (const p of paths) {
    const r = readAnyBookFile(p);
    if (!r.ok) {
      process.stderr.write(`${r.error.message}\n`);
      return null;
    }
    for (const w of r.warnings) process.stderr.write(`${p}: not read: ${w}\n`);
    books.push(r.book);
  }
  return books;
}

/** Writes a book in its extension's format, printing what that format dropped; an error message or null. */
function writeBook(path: string, book: Book): string | null {
  const r = writeAnyBookFile(path, book);
  if (!r.ok) return r.message;
  for (const w of r.warnings) process.stdout.write(`${path}: dropped: ${w}\n`);
  return null;
}

/** `convert`: one book → another format, by the extensions. */
function convert(args: Args): number {
  const [input, output, extra] = args.words;
  if (!input || !output || extra !== undefined) return usage('convert needs <in> and <out>');
  const books = readBooks([input]);
  if (!books) return 1;
  const err = writeBook(output, books[0]!);
  if (err) return fail(err);
  const s = books[0]!.stats();
  process.stdout.write(`${output}: ${s.positions} positions, ${s.moves} moves from ${input}\n`);
  return 0;
}

/** `merge`: several books → one (counts of shared moves add up). */
function merge(args: Args): number {
  const out = args.flags.get('out');
  if (!out || args.words.length === 0) return usage('merge needs book files and --out');
  const books = readBooks(args.words);
  if (!books) return 1;
  const merged = new Book();
  for (const b of books) merged.merge(b);
  merged.sortByCount();
  const err = writeBook(out, merged);
  if (err) return fail(err);
  process.stdout.write(`${out}: ${merged.size} positions from ${books.length} books\n`);
  return 0;
}

/** `stats`: sizes of a book. */
function stats(args: Args): number {
  if (args.words.length !== 1) return usage('stats needs one book file');
  const books = readBooks(args.words);
  if (!books) return 1;
  const s = books[0]!.stats();
  process.stdout.write(
    `positions ${s.positions}\nmoves ${s.moves}\ntotal count ${s.totalCount}\nplies ${s.minPly}..${s.maxPly}\n`,
  );
  return 0;
}

/**
 * The book `query` reads: looked up on demand from {@link PLAY_BOOK_ON_DEMAND_BYTES} (why: a book
 * of a million positions answers at once instead of loading for seconds), else read whole.
 */
function queryBook(file: string): BookProbe | null {
  if (existsSync(file) && statSync(file).size >= PLAY_BOOK_ON_DEMAND_BYTES) {
    const opened = openBookOnDemand(file);
    if (opened.ok) return opened.source;
  }
  return readBooks([file])?.[0] ?? null;
}

/** `query`: the book moves of one position (the start position by default). */
function query(args: Args): number {
  const [file, ...rest] = args.words;
  if (!file) return usage('query needs a book file');
  const book = queryBook(file);
  if (!book) return 1;
  const movesAt = rest.indexOf('moves');
  const head = movesAt < 0 ? rest : rest.slice(0, movesAt);
  const sfen =
    head.length === 0 || head[0] === 'startpos' ? 'startpos' : head.join(' ').replace(/^sfen /, '');
  const built = buildPosition({ sfen, moves: movesAt < 0 ? [] : rest.slice(movesAt + 1) }, 'shogi');
  if (!built.ok) return fail(`bad position: ${built.error.message}`);
  const moves = book.probe(built.pos.sfen());
  if (!moves) {
    process.stdout.write(`not in the book: ${built.pos.sfen()}\n`);
    return 0;
  }
  const opt = (v: number | null): string => (v === null ? '-' : String(v));
  process.stdout.write(`move   ponder count value depth\n`);
  for (const m of [...moves].sort((a, b) => b.count - a.count)) {
    process.stdout.write(
      `${m.move.padEnd(6)} ${(m.ponder ?? '-').padEnd(6)} ${String(m.count).padStart(5)} ${opt(m.value).padStart(5)} ${opt(m.depth).padStart(5)}\n`,
    );
  }
  return 0;
}

/** Prints a usage error. */
function usage(why: string): number {
  process.stderr.write(`${why}\n${USAGE}\n`);
  return 2;
}

/** Prints an input error. */
function fail(why: string): number {
  process.stderr.write(`${why}\n`);
  return 1;
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') return usage(args);
  const command = args.words.shift();
  if (command === 'build') return build(args);
  if (command === 'merge') return merge(args);
  if (command === 'stats') return stats(args);
  if (command === 'convert') return convert(args);
  if (command === 'query') return query(args);
  return usage(command ? `unknown command ${command}` : 'no command');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
