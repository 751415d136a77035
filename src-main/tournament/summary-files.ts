/**
 * results.json, results.csv and standings.txt kept up to date during a run without stalling it: each
 * game's JSON and CSV text is made once, when the game is added, and a rewrite only joins the texts
 * (no pass over the games) and writes through the thread pool (fs.promises), one rewrite at a time.
 * The text is exactly what `resultsJson`/`resultsCsv` give (a test checks it).
 */
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameResult } from './game.ts';
import type { TournamentConfig } from './config.ts';
import { formatStandings, type Standings } from './standings.ts';
import { CSV_HEADER, csvRow, gameSummary } from './outputs.ts';

/** One game's texts, by schedule index. */
interface Row {
  index: number;
  json: string;
  csv: string;
}

/** Writes a file atomically without blocking the event loop (temp + rename). */
async function writeAtomicAsync(path: string, text: string): Promise<void> {
  const tmp = `${path}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, path);
}

/** The summary files of one tournament folder. */
export class SummaryFiles {
  private readonly rows: Row[] = [];
  private writing: Promise<void> | undefined;

  constructor(private readonly config: TournamentConfig) {}

  /** Adds a finished game (kept in schedule order; games arrive nearly in order). */
  add(g: GameResult): void {
    const json = JSON.stringify(gameSummary(g), null, 2).replace(/^/gm, '    ');
    const row = { index: g.index, json, csv: csvRow(g) };
    let i = this.rows.length;
    while (i > 0 && this.rows[i - 1]!.index > g.index) i--;
    this.rows.splice(i, 0, row);
  }

  /** The text of results.json with these standings. */
  resultsJson(standings: Standings): string {
    const c = this.config;
    const head = [
      '{',
      `  "name": ${JSON.stringify(c.name)},`,
      `  "variant": ${JSON.stringify(c.variant)},`,
      `  "format": ${JSON.stringify(c.format)},`,
      `  "standings": ${JSON.stringify(standings, null, 2).replace(/\n/g, '\n  ')},`,
    ].join('\n');
    const games =
      this.rows.length === 0
        ? '  "games": []'
        : `  "games": [\n${this.rows.map((r) => r.json).join(',\n')}\n  ]`;
    return `${head}\n${games}\n}\n`;
  }

  /** The text of results.csv. */
  resultsCsv(): string {
    return [CSV_HEADER, ...this.rows.map((r) => r.csv)].join('\n') + '\n';
  }

  /**
   * Rewrites the three files; waits for a rewrite already under way first (two rewrites never
   * interleave their temp files).
   */
  async write(standings: Standings): Promise<void> {
    while (this.writing) await this.writing;
    const out = this.config.output;
    const json = this.resultsJson(standings);
    const csv = this.resultsCsv();
    const txt = formatStandings(this.config, standings);
    this.writing = Promise.all([
      writeAtomicAsync(join(out, 'results.json'), json),
      writeAtomicAsync(join(out, 'results.csv'), csv),
      writeAtomicAsync(join(out, 'standings.txt'), txt),
    ]).then(
      () => {
        this.writing = undefined;
      },
      (e: unknown) => {
        this.writing = undefined;
        throw e;
      },
    );
    await this.writing;
  }
}
