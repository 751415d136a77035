/**
 * Tsume problem files (pure TS; docs/tsume.md describes the format). Two forms are read:
 * - the shipped JSON: `{"format":"banmen-tsume","version":1,"plies":N,"problems":[…]}`, one
 *   problem per line, each `{id, sfen, solution, nodes, difficulty, source}`;
 * - plain text for composers: one problem per line, an SFEN optionally followed by
 *   `moves <usi…>` (the stated solution); blank lines and `#` comments are skipped.
 */

/** One problem: the position (attacker to move) and, when known, its solution. */
export interface TsumeProblem {
  /** Stable name within its file ("7-0012"), or the line number for text files. */
  id: string;
  sfen: string;
  /** The main line in USI; empty when not stated. */
  solution: string[];
  /** The solver's effort (nodes) to find the mate length from scratch. */
  nodes?: number;
  /** Difficulty on a rating scale (see difficulty.ts). */
  difficulty?: number;
  /** Where the position came from (record file and ply). */
  source?: string;
}

/** The shipped file format's name and version. */
export const FORMAT = 'banmen-tsume';
export const VERSION = 1;

/** A problem file that could not be read: what and where. */
export class ProblemFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProblemFileError';
  }
}

/** Reads a problem file's text (JSON or SFEN lines); `name` is used in error messages. */
export function parseProblemFile(text: string, name: string): TsumeProblem[] {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  return trimmed.startsWith('{') ? parseJson(trimmed, name) : parseLines(trimmed, name);
}

function parseJson(text: string, name: string): TsumeProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ProblemFileError(`${name}: not valid JSON (${(e as Error).message})`);
  }
  const d = data as { format?: unknown; version?: unknown; problems?: unknown };
  if (d.format !== FORMAT || d.version !== VERSION || !Array.isArray(d.problems))
    throw new ProblemFileError(`${name}: not a ${FORMAT} version ${VERSION} file`);
  return d.problems.map((p: unknown, i: number) => checkProblem(p, `${name}: problem ${i + 1}`));
}

function checkProblem(p: unknown, where: string): TsumeProblem {
  const q = p as Partial<TsumeProblem>;
  if (typeof q.sfen !== 'string') throw new ProblemFileError(`${where}: no "sfen" string`);
  const solution = q.solution ?? [];
  if (!Array.isArray(solution) || solution.some((m) => typeof m !== 'string'))
    throw new ProblemFileError(`${where}: "solution" must be a list of USI moves`);
  return { ...q, id: String(q.id ?? where), sfen: q.sfen, solution };
}

function parseLines(text: string, name: string): TsumeProblem[] {
  const out: TsumeProblem[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [pos, moves] = line.replace(/^sfen +/, '').split(/ +moves */);
    const fields = pos!.split(/ +/);
    if (fields.length < 3) throw new ProblemFileError(`${name}: line ${i + 1}: not an SFEN`);
    out.push({
      id: `line ${i + 1}`,
      sfen: fields.slice(0, 4).join(' '),
      solution: moves ? moves.split(/ +/).filter((m) => m !== '') : [],
    });
  });
  return out;
}

/** The JSON text of one length's problem file, one problem per line. */
export function formatProblemFile(plies: number, problems: readonly TsumeProblem[]): string {
  const lines = problems.map((p) => `    ${JSON.stringify(p)}`);
  return `{\n  "format": "${FORMAT}",\n  "version": ${VERSION},\n  "plies": ${plies},\n  "problems": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** The shipped file name for a mate length in plies ("mate-07.json"). */
export function problemFileName(plies: number): string {
  return `mate-${String(plies).padStart(2, '0')}.json`;
}
