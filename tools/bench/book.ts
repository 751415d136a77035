/**
 * Measures the book's cost inside the engine: reading the bundled book, and the engine time of a
 * book answer (the USI front end from receiving `go` to writing `bestmove`, no process or pipe
 * in between), at the start position and after a few book plies.
 *
 *   npm run -s bench:book [-- <book.db>]
 */
import { UsiFrontEnd, type SearchBackend } from '../../src-main/engine/usi.ts';
import { bundledBookPath, readBookFile } from '../../src-main/engine/book/book-file.ts';

/** A search thread that is never used: a book answer must not reach it. */
const idleBackend: SearchBackend = {
  post: (req) => {
    if (req.type === 'go') throw new Error('the search ran: no book move');
  },
  signals: new Int32Array(2),
  terminate: () => {},
};

/** Median and maximum of a list of milliseconds. */
function summary(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(3)} ms, max ${s[s.length - 1]!.toFixed(3)} ms`;
}

function main(): void {
  const path = process.argv[2] ?? bundledBookPath();
  if (!path) throw new Error('no bundled book (resources/book/standard.db) and no book named');
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const read = readBookFile(path);
  const cpu = process.cpuUsage(cpu0);
  if (!read.ok) throw new Error(read.error.message);
  process.stdout.write(
    `read ${path}: ${read.book.size} positions in ${(performance.now() - t0).toFixed(1)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(1)} ms CPU\n`,
  );
  let last = '';
  const front = new UsiFrontEnd(idleBackend, (line) => (last = line));
  front.handleLine(`setoption name BookFile value ${path}`);
  front.handleLine('isready');
  for (const moves of ['', ' moves 7g7f', ' moves 7g7f 3c3d 2g2f 8c8d']) {
    const times: number[] = [];
    front.handleLine(`position startpos${moves}`);
    for (let i = 0; i < 1000; i++) {
      const t = performance.now();
      front.handleLine('go btime 60000 wtime 60000 byoyomi 1000');
      times.push(performance.now() - t);
    }
    process.stdout.write(
      `startpos${moves}: ${last}; engine time ${summary(times)} (1000 answers)\n`,
    );
  }
}

main();
