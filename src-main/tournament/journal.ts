/**
 * The run journal: one JSON line per finished game, appended and fsynced before the game counts.
 * A tournament killed at any moment (even `kill -9`) restarts from it: finished games are kept,
 * a torn last line (killed mid-write) is cut off, and no game is played twice.
 */
import {
  closeSync,
  fsync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import type { GameResult } from './game.ts';
import type { ProcessRecord } from './orphans.ts';

/** First line of a journal: which tournament it belongs to. */
export interface JournalHeader {
  type: 'header';
  /** Hash of the tournament-defining config; a different config must not resume this folder. */
  configHash: string;
  createdAt: string;
}

/** Why a journal could not be used. */
export interface JournalError {
  code: 'JOURNAL_OTHER_TOURNAMENT' | 'JOURNAL_CORRUPT';
  message: string;
}

/** What a journal held on opening. */
export type JournalOpen =
  { ok: true; journal: Journal; games: GameResult[] } | { ok: false; error: JournalError };

/** An append-only journal file. */
export class Journal {
  private constructor(private readonly fd: number) {}

  /** Opens (creating if needed) the journal of `configHash`, returning the games it holds. */
  static open(path: string, configHash: string): JournalOpen {
    const games: GameResult[] = [];
    let missingNewline = false;
    if (existsSync(path)) {
      const text = readFileSync(path, 'utf8');
      const lines = text.split('\n');
      let goodBytes = 0;
      for (const [i, line] of lines.entries()) {
        if (line === '') {
          goodBytes += i < lines.length - 1 ? 1 : 0;
          continue;
        }
        let rec: JournalHeader | ({ type: 'game' } & GameResult);
        try {
          rec = JSON.parse(line);
        } catch {
          // A torn line can only be the last (appends are sequential); anything else is damage.
          if (i >= lines.length - 2) break;
          return {
            ok: false,
            error: { code: 'JOURNAL_CORRUPT', message: `${path}:${i + 1}: not JSON` },
          };
        }
        if (rec.type === 'header' && rec.configHash !== configHash) {
          return {
            ok: false,
            error: {
              code: 'JOURNAL_OTHER_TOURNAMENT',
              message: `${path} belongs to a different tournament configuration; use another output folder`,
            },
          };
        }
        if (rec.type === 'game') {
          const { type: _t, ...game } = rec;
          games.push(game);
        }
        goodBytes += Buffer.byteLength(line, 'utf8') + 1;
      }
      const fileBytes = Buffer.byteLength(text, 'utf8');
      missingNewline = goodBytes > fileBytes; // a complete last record whose newline was not written
      truncateSync(path, Math.min(goodBytes, fileBytes));
    }
    const fd = openSync(path, 'a');
    const journal = new Journal(fd);
    if (missingNewline) writeSync(fd, '\n');
    if (!existsSync(path) || readFileSync(path, 'utf8') === '') {
      journal.append({ type: 'header', configHash, createdAt: new Date().toISOString() });
    }
    return { ok: true, journal, games: dedupe(games) };
  }

  /** Appends a finished game durably (written and fsynced before returning). */
  appendGame(g: GameResult): void {
    this.append({ type: 'game', ...g });
  }

  /**
   * Appends a finished game; resolves once it is on disk. The fsync runs in the thread pool, so a
   * slow disk (tens of ms on a busy machine) never stalls the clocks of the games still running.
   */
  async appendGameDurably(g: GameResult): Promise<void> {
    writeSync(this.fd, JSON.stringify({ type: 'game', ...g }) + '\n');
    await new Promise<void>((res, rej) => fsync(this.fd, (e) => (e ? rej(e) : res())));
  }

  /**
   * Records an engine process so that a resumed run can end it if this run is killed. Written
   * without fsync: the line only has to outlive this process, not the machine.
   */
  appendProcess(rec: ProcessRecord): void {
    writeSync(this.fd, JSON.stringify(rec) + '\n');
  }

  private append(rec: object): void {
    writeSync(this.fd, JSON.stringify(rec) + '\n');
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** Keeps the first record of each game index (defensive: a game is never recorded twice). */
function dedupe(games: GameResult[]): GameResult[] {
  const seen = new Set<number>();
  return games.filter((g) => !seen.has(g.index) && seen.add(g.index));
}
