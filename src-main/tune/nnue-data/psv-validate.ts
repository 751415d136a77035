/**
 * Validation of a teacher-data file: every record decoded (board, kings, piece set, rules, score
 * range, result, move legality) with errors naming the record index, and a summary of what the
 * data holds (results, score distribution, plies, side to move, positions in check).
 */
import { decodePsv, PSV_SIZE } from './psv.ts';
import { forEachPsv, psvFileShape } from './psv-file.ts';

/** One bad record. */
export interface PsvRecordError {
  index: number;
  code: string;
  message: string;
}

/** Upper bounds of the |score| histogram buckets (the last bucket is open). */
export const SCORE_BUCKETS = [100, 300, 600, 1000, 2000, 3000] as const;

/** What `validatePsvFile` found. */
export interface PsvReport {
  records: number;
  valid: number;
  /** Bytes after the last whole record. */
  trailingBytes: number;
  /** The first `maxErrors` errors, in file order. */
  errors: PsvRecordError[];
  /** Errors by code, all of them. */
  errorCounts: Record<string, number>;
  /** Valid records by result from the side to move: win, draw, loss. */
  results: { win: number; draw: number; loss: number };
  /** Valid records by |score| bucket: counts[i] has |score| ≤ SCORE_BUCKETS[i] (and above the previous bound); the last is above all. */
  scoreBuckets: number[];
  meanScore: number;
  meanAbsScore: number;
  minPly: number;
  maxPly: number;
  blackToMove: number;
  inCheck: number;
}

/**
 * Validates every record of `path`. Returns a typed error only when the file cannot be read;
 * bad records are counted in the report.
 */
export function validatePsvFile(
  path: string,
  maxErrors = 20,
): { ok: true; report: PsvReport } | { ok: false; error: { code: string; message: string } } {
  const shape = psvFileShape(path);
  if (!shape.ok) return shape;
  const r = emptyReport(shape.value.records, shape.value.trailingBytes);
  let sum = 0;
  let sumAbs = 0;
  forEachPsv(path, (rec, index) => {
    const d = decodePsv(rec);
    if (!d.ok) {
      r.errorCounts[d.error.code] = (r.errorCounts[d.error.code] ?? 0) + 1;
      if (r.errors.length < maxErrors) r.errors.push({ index, ...d.error });
      return;
    }
    const v = d.value;
    r.valid++;
    if (v.gameResult === 1) r.results.win++;
    else if (v.gameResult === 0) r.results.draw++;
    else r.results.loss++;
    const abs = Math.abs(v.score);
    let b = SCORE_BUCKETS.findIndex((x) => abs <= x);
    if (b < 0) b = SCORE_BUCKETS.length;
    r.scoreBuckets[b]!++;
    sum += v.score;
    sumAbs += abs;
    r.minPly = Math.min(r.minPly, v.gamePly);
    r.maxPly = Math.max(r.maxPly, v.gamePly);
    if (v.position.sideToMove === 0) r.blackToMove++;
    if (v.position.inCheck()) r.inCheck++;
  });
  if (r.valid > 0) {
    r.meanScore = sum / r.valid;
    r.meanAbsScore = sumAbs / r.valid;
  } else r.minPly = 0;
  return { ok: true, report: r };
}

/** A report with nothing counted yet. */
function emptyReport(records: number, trailingBytes: number): PsvReport {
  return {
    records,
    valid: 0,
    trailingBytes,
    errors: [],
    errorCounts: {},
    results: { win: 0, draw: 0, loss: 0 },
    scoreBuckets: new Array<number>(SCORE_BUCKETS.length + 1).fill(0),
    meanScore: 0,
    meanAbsScore: 0,
    minPly: Infinity,
    maxPly: 0,
    blackToMove: 0,
    inCheck: 0,
  };
}

/** The report as the lines the CLI prints. */
export function formatPsvReport(path: string, r: PsvReport): string[] {
  const pct = (n: number): string => (r.valid > 0 ? `${((100 * n) / r.valid).toFixed(1)}%` : '-');
  const lines = [
    `${path}: ${r.records} records (${r.records * PSV_SIZE} bytes), ${r.valid} valid, ${r.records - r.valid} bad`,
  ];
  if (r.trailingBytes > 0)
    lines.push(
      `bad length: ${r.trailingBytes} bytes after record ${r.records - 1} (not a multiple of ${PSV_SIZE})`,
    );
  for (const e of r.errors) lines.push(`record ${e.index}: ${e.code}: ${e.message}`);
  const hidden = r.records - r.valid - r.errors.length;
  if (hidden > 0) lines.push(`… ${hidden} more bad records`);
  if (Object.keys(r.errorCounts).length > 0) {
    lines.push(
      `errors by code: ${Object.entries(r.errorCounts)
        .map(([c, n]) => `${c} ${n}`)
        .join(', ')}`,
    );
  }
  const { win, draw, loss } = r.results;
  lines.push(
    `results (side to move): win ${win} (${pct(win)}), draw ${draw} (${pct(draw)}), loss ${loss} (${pct(loss)})`,
  );
  const bounds = SCORE_BUCKETS.map((b, i) => `≤${b} ${pct(r.scoreBuckets[i]!)}`);
  lines.push(
    `|score|: ${bounds.join(', ')}, >${SCORE_BUCKETS[SCORE_BUCKETS.length - 1]} ${pct(r.scoreBuckets[SCORE_BUCKETS.length]!)}`,
  );
  lines.push(
    `score mean ${r.meanScore.toFixed(1)}, mean |score| ${r.meanAbsScore.toFixed(1)}; game ply ${r.minPly}..${r.maxPly}`,
  );
  lines.push(`black to move ${pct(r.blackToMove)}, in check ${r.inCheck}`);
  return lines;
}
