/**
 * Measures the book's cost inside the engine: opening the book the engine's BookFile names (the
 * bundled book by default; a `.bin`, `.ybb` or a DB2016 file of 16 MB or more is read on demand),
 * the memory that adds, and the engine time of a book answer (the USI front end from receiving
 * `go` to writing `bestmove`, no process or pipe in between): at the start position and after a
 * few plies, and with `--probe <file>` (one SFEN a line) at every listed position.
 *
 *   npm run -s bench:book [-- <book> [--probe <file>]]
 *
 * A 1,000,000-position book and its probe list: `node --import tsx tools/bench/book-formats.ts
 * --generate-only` writes /tmp/banmen-book-1000000.{db,bin,ybb,probe}.
 */
import { UsiFrontEnd, type SearchBackend } from '../../src-main/engine/usi.ts';
import { bundledBookPath } from '../../src-main/engine/book/book-file.ts';
import { readFileSync } from 'node:fs';
import { EngineBook } from '../../src-main/engine/book/engine-book.ts';
import { defaultOptions } from '../../src-main/engine/options.ts';

/** A search thread that is never asked to search: a book miss is answered by it and counted. */
function backend(): SearchBackend & { searches: number } {
  const b = {
    searches: 0,
    post: (req: { type: string }) => {
      if (req.type === 'go') b.searches++;
    },
    signals: new Int32Array(2),
    terminate: () => {},
  };
  return b as SearchBackend & { searches: number };
}

/** Median, 99th percentile and maximum of a list of milliseconds. */
function summary(ms: number[]): string {
  if (ms.length === 0) return 'none';
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))]!.toFixed(3);
  return `median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${s[s.length - 1]!.toFixed(3)} ms`;
}

const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;

function main(): void {
  const args = process.argv.slice(2);
  const probeAt = args.indexOf('--probe');
  const probeFile = probeAt < 0 ? null : args[probeAt + 1]!;
  const path = args.find((a, i) => !a.startsWith('--') && i !== probeAt + 1) ?? bundledBookPath();
  if (!path) throw new Error('no bundled book (resources/book/standard.db) and no book named');
  let last = '';
  const b = backend();
  const front = new UsiFrontEnd(b, (line) => (last = line));
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  // The engine's own book loading, timed alone (the front end below loads its own copy).
  const opened = new EngineBook().configure({ ...defaultOptions(), BookFile: path });
  const openMs = performance.now() - t0;
  global.gc?.();
  const rss1 = process.memoryUsage().rss;
  process.stdout.write(
    `open ${path}: ${openMs.toFixed(1)} ms wall; RSS ${mb(rss0)} → ${mb(rss1)}; ${opened.join('; ')}\n`,
  );
  front.handleLine(`setoption name BookFile value ${path}`);
  front.handleLine('setoption name BookMoves value 10000');
  front.handleLine('isready');
  for (const moves of ['', ' moves 7g7f', ' moves 7g7f 3c3d 2g2f 8c8d']) {
    const times: number[] = [];
    front.handleLine(`position startpos${moves}`);
    for (let i = 0; i < 1000; i++) {
      const before = b.searches;
      const t = performance.now();
      front.handleLine('go btime 60000 wtime 60000 byoyomi 1000');
      times.push(performance.now() - t);
      if (b.searches > before) front.handleReply({ type: 'bestmove', bestmove: 'resign' });
    }
    process.stdout.write(
      `startpos${moves}: ${last}; engine time ${summary(times)} (1000 answers)\n`,
    );
  }
  if (probeFile) probeAll(front, b, probeFile);
  process.stdout.write(`RSS at the end ${mb(process.memoryUsage().rss)}\n`);
}

/** Times the engine's answer at every position of the file: book hits and misses apart. */
function probeAll(front: UsiFrontEnd, b: { searches: number }, file: string): void {
  const sfens = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const hit: number[] = [];
  const miss: number[] = [];
  for (const sfen of sfens) {
    front.handleLine(`position sfen ${sfen}`);
    const before = b.searches;
    const t = performance.now();
    front.handleLine('go btime 60000 wtime 60000 byoyomi 1000');
    const ms = performance.now() - t;
    // Why a reply: a miss started the (idle) search thread; the next position needs it done.
    if (b.searches > before) {
      miss.push(ms);
      front.handleReply({ type: 'bestmove', bestmove: 'resign' });
    } else hit.push(ms);
  }
  process.stdout.write(
    `${sfens.length} listed positions: ${hit.length} book answers, ${summary(hit)}; ` +
      `${miss.length} not in the book (time to hand over to the search), ${summary(miss)}\n`,
  );
}

main();
