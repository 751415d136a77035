/**
 * The opening explorer's store: a sorted binary index of (position, move, game) occurrences in
 * a folder of its own, kept across restarts.
 *
 * - `games.bin`: 8 bytes a game: the date (YYYYMMDD, 0 when unknown) and `file << 2 | result`.
 * - `seg-<first>-<end>.bin`: one sorted run of 16-byte occurrences (key high word, key low word,
 *   move, game), sorted by key; games `first` to `end - 1` were added with it. Runs are merged
 *   two at a time as they grow (a log-structured merge), so a query searches a few runs only.
 * - `files.tsv`: the manifest, one line a record file: path, mtime, size, live flag. It is
 *   written last, through a rename: after a crash, games and runs it does not count are dropped.
 *
 * The key is the engine's 64-bit Zobrist key, which includes both hands, so transpositions merge.
 * A query binary-searches each run with positional reads: no run is held in memory.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { moveToUsi } from '../shared/rules/sfen.ts';
import type { ExplorerMove } from '../shared/explorer-move.ts';
import { writeFileAtomicSync } from '../atomic-write.ts';

export type { ExplorerMove };

/** Who won a game as the index keeps it. */
export type GameResult = 'unknown' | 'black' | 'white' | 'draw';
const RESULTS: readonly GameResult[] = ['unknown', 'black', 'white', 'draw'];

/** One record file as the manifest lists it. */
export interface IndexedFile {
  path: string;
  mtimeMs: number;
  size: number;
  /** False once the file changed or disappeared: its games no longer count. */
  live: boolean;
}

/** One game to add: its date, result and the (key, move) pairs of the plies indexed. */
export interface GameOccurrences {
  date: number;
  result: GameResult;
  /** Flat triples: key high word, key low word, engine move. */
  plies: Int32Array | number[];
}

const RECORD_BYTES = 16;
const HEADER_BYTES = 16;
const MAGIC = 0x53584d42; // "BMXS"
const MANIFEST_HEADER = 'banmen-explorer-files 1';

/** A sorted run on disk. */
interface Run {
  first: number;
  end: number;
  count: number;
  path: string;
  fd: number;
}

export class PositionIndex {
  private readonly files: IndexedFile[] = [];
  private games = new Uint32Array(0);
  private gameCount = 0;
  private runs: Run[] = [];

  private constructor(readonly dir: string) {}

  /** Opens (or creates) the index in `dir`, dropping anything a crash left uncounted. */
  static open(dir: string): PositionIndex {
    mkdirSync(dir, { recursive: true });
    const index = new PositionIndex(dir);
    index.load();
    return index;
  }

  /** The manifest's files (live and dead). */
  get indexedFiles(): readonly IndexedFile[] {
    return this.files;
  }

  /** Number of games that still count. */
  get liveGames(): number {
    let n = 0;
    for (let g = 0; g < this.gameCount; g++)
      if (this.files[this.games[2 * g + 1]! >>> 2]?.live) n++;
    return n;
  }

  /** Reads the manifest, the games and the runs (why: the manifest decides what survived a crash). */
  private load(): void {
    const manifest = join(this.dir, 'files.tsv');
    let counted = 0;
    if (existsSync(manifest)) {
      const lines = readFileSync(manifest, 'utf8').split('\n');
      if (lines[0] !== MANIFEST_HEADER) throw new Error(`${manifest}: not an explorer manifest`);
      counted = Number(lines[1]);
      for (const line of lines.slice(2)) {
        const [path, mtime, size, live] = line.split('\t');
        if (path)
          this.files.push({ path, mtimeMs: Number(mtime), size: Number(size), live: live === '1' });
      }
    }
    const gamesPath = join(this.dir, 'games.bin');
    const bytes = existsSync(gamesPath) ? readFileSync(gamesPath) : Buffer.alloc(0);
    this.games = new Uint32Array(Math.max(1024, counted * 2));
    this.games.set(
      new Uint32Array(bytes.buffer, bytes.byteOffset, Math.min(bytes.length >> 2, counted * 2)),
    );
    this.gameCount = counted;
    for (const name of readdirSync(this.dir)) {
      const m = /^seg-(\d+)-(\d+)\.bin$/.exec(name);
      if (!m) continue;
      const path = join(this.dir, name);
      if (Number(m[2]) > counted) rmSync(path);
      else this.runs.push(this.openRun(Number(m[1]), Number(m[2]), path));
    }
    this.dropMergedLeftovers();
  }

  /**
   * Removes runs whose games a larger run also holds: a crash between writing a merged run and
   * deleting its two sources leaves both on disk, which would count those games twice.
   */
  private dropMergedLeftovers(): void {
    const covered = (r: Run): boolean =>
      this.runs.some(
        (o) => o !== r && o.first <= r.first && r.end <= o.end && o.end - o.first > r.end - r.first,
      );
    const leftovers = this.runs.filter(covered);
    for (const r of leftovers) {
      closeSync(r.fd);
      rmSync(r.path);
    }
    this.runs = this.runs.filter((r) => !leftovers.includes(r)).sort((a, b) => a.first - b.first);
  }

  private openRun(first: number, end: number, path: string): Run {
    const fd = openSync(path, 'r');
    const head = Buffer.alloc(HEADER_BYTES);
    readSync(fd, head, 0, HEADER_BYTES, 0);
    if (head.readUInt32LE(0) !== MAGIC) throw new Error(`${path}: not an explorer run`);
    return { first, end, count: head.readUInt32LE(8), path, fd };
  }

  /** The live manifest entry of a path, if any. */
  liveFile(path: string): IndexedFile | undefined {
    return this.files.find((f) => f.live && f.path === path);
  }

  /** Marks a file's games as no longer counting (it changed or disappeared); saved with the next commit. */
  retire(path: string): void {
    for (const f of this.files) if (f.path === path) f.live = false;
  }

  /**
   * Adds a batch of files and their games, durably: the games, a sorted run, then the manifest.
   * Why batches: one sort and one write per batch instead of per file.
   */
  commit(batch: Array<{ file: Omit<IndexedFile, 'live'>; games: GameOccurrences[] }>): void {
    const first = this.gameCount;
    let total = 0;
    for (const b of batch) for (const g of b.games) total += g.plies.length / 3;
    const keyHi = new Int32Array(total);
    const keyLo = new Int32Array(total);
    const move = new Int32Array(total);
    const game = new Uint32Array(total);
    let n = 0;
    for (const b of batch) {
      this.retire(b.file.path);
      const fileIndex = this.files.push({ ...b.file, live: true }) - 1;
      for (const g of b.games) {
        const id = this.addGame(g.date, fileIndex, g.result);
        for (let i = 0; i < g.plies.length; i += 3, n++) {
          keyHi[n] = g.plies[i]!;
          keyLo[n] = g.plies[i + 1]!;
          move[n] = g.plies[i + 2]!;
          game[n] = id;
        }
      }
    }
    writeFileSync(
      join(this.dir, 'games.bin'),
      Buffer.from(this.games.buffer, 0, this.gameCount * 8),
    );
    if (total > 0)
      this.runs.push(this.writeRun(first, this.gameCount, sortedRecords(keyHi, keyLo, move, game)));
    // Why the manifest before merging: a merged run is only valid once the manifest counts its games.
    this.saveManifest();
    this.compact();
  }

  private addGame(date: number, file: number, result: GameResult): number {
    if (this.games.length < (this.gameCount + 1) * 2) {
      const grown = new Uint32Array(this.games.length * 2);
      grown.set(this.games);
      this.games = grown;
    }
    this.games[2 * this.gameCount] = date;
    this.games[2 * this.gameCount + 1] = (file << 2) | RESULTS.indexOf(result);
    return this.gameCount++;
  }

  /** Writes a run through a temporary file and a rename. */
  private writeRun(first: number, end: number, records: Buffer): Run {
    const path = join(this.dir, `seg-${first}-${end}.bin`);
    const head = Buffer.alloc(HEADER_BYTES);
    head.writeUInt32LE(MAGIC, 0);
    head.writeUInt32LE(1, 4);
    head.writeUInt32LE(records.length / RECORD_BYTES, 8);
    writeFileAtomicSync(path, Buffer.concat([head, records]));
    return this.openRun(first, end, path);
  }

  /** Merges the two newest runs while the newer is at least half the older (why: few runs, linear merges). */
  private compact(): void {
    while (this.runs.length >= 2) {
      const b = this.runs[this.runs.length - 1]!;
      const a = this.runs[this.runs.length - 2]!;
      if (b.count * 2 < a.count) return;
      const merged = this.writeRun(
        a.first,
        b.end,
        mergeRuns(readRun(a), readRun(b), (g) => this.isLive(g)),
      );
      for (const r of [a, b]) {
        closeSync(r.fd);
        rmSync(r.path);
      }
      this.runs.splice(-2, 2, merged);
    }
  }

  private saveManifest(): void {
    const lines = [
      MANIFEST_HEADER,
      String(this.gameCount),
      ...this.files.map((f) => `${f.path}\t${f.mtimeMs}\t${f.size}\t${f.live ? 1 : 0}`),
    ];
    const path = join(this.dir, 'files.tsv');
    writeFileAtomicSync(path, `${lines.join('\n')}\n`);
  }

  /** The moves played from the position with key (hi, lo), most played first. */
  query(hi: number, lo: number): ExplorerMove[] {
    const byMove = new Map<number, ExplorerMove>();
    const buf = Buffer.alloc(RECORD_BYTES * 256);
    for (const run of this.runs) {
      let at = lowerBound(run, hi >>> 0, lo >>> 0);
      while (at < run.count) {
        const n = Math.min(256, run.count - at);
        readSync(run.fd, buf, 0, n * RECORD_BYTES, HEADER_BYTES + at * RECORD_BYTES);
        let i = 0;
        for (
          ;
          i < n &&
          buf.readUInt32LE(i * 16) === hi >>> 0 &&
          buf.readUInt32LE(i * 16 + 4) === lo >>> 0;
          i++
        ) {
          this.count(byMove, buf.readUInt32LE(i * 16 + 8), buf.readUInt32LE(i * 16 + 12));
        }
        if (i < n) break;
        at += n;
      }
    }
    return [...byMove.values()].sort((a, b) => b.games - a.games);
  }

  /** True if a game's file still counts. */
  private isLive(game: number): boolean {
    return this.files[this.games[2 * game + 1]! >>> 2]?.live === true;
  }

  /** Adds one occurrence to its move's tally, unless its file no longer counts. */
  private count(byMove: Map<number, ExplorerMove>, move: number, game: number): void {
    if (!this.isLive(game)) return;
    const meta = this.games[2 * game + 1]!;
    let e = byMove.get(move);
    if (!e)
      byMove.set(
        move,
        (e = {
          move: moveToUsi(move),
          games: 0,
          blackWins: 0,
          whiteWins: 0,
          draws: 0,
          lastPlayed: 0,
        }),
      );
    e.games++;
    const result = RESULTS[meta & 3];
    if (result === 'black') e.blackWins++;
    else if (result === 'white') e.whiteWins++;
    else if (result === 'draw') e.draws++;
    e.lastPlayed = Math.max(e.lastPlayed, this.games[2 * game]!);
  }

  /** Closes the runs' files. */
  close(): void {
    for (const r of this.runs) closeSync(r.fd);
    this.runs = [];
  }

  /** Bytes on disk (for the benchmark). */
  sizeOnDisk(): number {
    return readdirSync(this.dir).reduce((t, n) => t + statSync(join(this.dir, n)).size, 0);
  }
}

/** First record index whose key is not below (hi, lo), by bisection with positional reads. */
function lowerBound(run: Run, hi: number, lo: number): number {
  const rec = Buffer.alloc(8);
  let a = 0;
  let b = run.count;
  while (a < b) {
    const mid = (a + b) >>> 1;
    readSync(run.fd, rec, 0, 8, HEADER_BYTES + mid * RECORD_BYTES);
    const h = rec.readUInt32LE(0);
    const l = rec.readUInt32LE(4);
    if (h < hi || (h === hi && l < lo)) a = mid + 1;
    else b = mid;
  }
  return a;
}

/** Packs occurrences into records sorted by key (unsigned high, then low word). */
function sortedRecords(
  keyHi: Int32Array,
  keyLo: Int32Array,
  move: Int32Array,
  game: Uint32Array,
): Buffer {
  const order = new Uint32Array(keyHi.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort(
    (x, y) => (keyHi[x]! >>> 0) - (keyHi[y]! >>> 0) || (keyLo[x]! >>> 0) - (keyLo[y]! >>> 0),
  );
  const out = Buffer.alloc(order.length * RECORD_BYTES);
  for (let i = 0; i < order.length; i++) {
    const j = order[i]!;
    out.writeUInt32LE(keyHi[j]! >>> 0, i * 16);
    out.writeUInt32LE(keyLo[j]! >>> 0, i * 16 + 4);
    out.writeUInt32LE(move[j]! >>> 0, i * 16 + 8);
    out.writeUInt32LE(game[j]!, i * 16 + 12);
  }
  return out;
}

/** A run's records. */
function readRun(run: Run): Buffer {
  const buf = Buffer.alloc(run.count * RECORD_BYTES);
  if (buf.length > 0) readSync(run.fd, buf, 0, buf.length, HEADER_BYTES);
  return buf;
}

/**
 * Merges two sorted record buffers into one (linear), keeping only the records of games `keep`
 * accepts (why: games of changed or deleted files are purged as their runs merge).
 */
function mergeRuns(a: Buffer, b: Buffer, keep: (game: number) => boolean): Buffer {
  const out = Buffer.alloc(a.length + b.length);
  let i = 0;
  let j = 0;
  let o = 0;
  while (i < a.length || j < b.length) {
    const takeA =
      j >= b.length ||
      (i < a.length &&
        (a.readUInt32LE(i) < b.readUInt32LE(j) ||
          (a.readUInt32LE(i) === b.readUInt32LE(j) &&
            a.readUInt32LE(i + 4) <= b.readUInt32LE(j + 4))));
    const src = takeA ? a : b;
    const at = takeA ? i : j;
    if (keep(src.readUInt32LE(at + 12))) {
      src.copy(out, o, at, at + RECORD_BYTES);
      o += RECORD_BYTES;
    }
    if (takeA) i += RECORD_BYTES;
    else j += RECORD_BYTES;
  }
  return out.subarray(0, o);
}
