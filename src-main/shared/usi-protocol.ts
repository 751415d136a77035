/**
 * The one USI protocol parser/formatter of the project, for both directions:
 * - GUI → engine commands (`usi`, `position`, `go`, …): `parseGuiCommand` (used by the engine),
 *   `formatGuiCommand` (used by the engine host and the tournament runner);
 * - engine → GUI messages (`id`, `option`, `info`, `bestmove`, …): `parseEngineMessage` (hosts),
 *   `formatEngineMessage` (the engine).
 *
 * Pure module: no Node, DOM or Electron API. Moves are kept as USI strings and never validated here.
 *
 * Decisions where the USI spec is silent:
 * - `score mate +` / `score mate -` (mate found, length unknown) parse to `value: ±Infinity` and format
 *   back to `mate +` / `mate -`. A mate score `value` is otherwise plies to mate, negative when mated.
 * - `position sfen` with only 3 SFEN fields gets move number `1` appended.
 * - `formatGuiCommand` rounds `go` numbers to non-negative integers (USI has no fractions).
 * - Unknown `go` and `info` tokens are skipped; malformed numbers in a GUI command are an error,
 *   malformed numbers in `info` drop just that field.
 */

/** Parameters of `go`. Times are milliseconds, `mate` is the mate-search time or 'infinite'. */
export interface GoParams {
  btime?: number;
  wtime?: number;
  byoyomi?: number;
  binc?: number;
  winc?: number;
  movetime?: number;
  depth?: number;
  nodes?: number;
  infinite?: boolean;
  ponder?: boolean;
  mate?: number | 'infinite';
  searchmoves?: string[];
}

/** A command from the GUI to the engine. */
export type GuiCommand =
  | { type: 'usi' }
  | { type: 'isready' }
  | { type: 'usinewgame' }
  | { type: 'stop' }
  | { type: 'ponderhit' }
  | { type: 'quit' }
  /** Non-standard debug command: print the static evaluation. */
  | { type: 'eval' }
  | { type: 'setoption'; name: string; value?: string }
  /** `sfen` is the 4 SFEN fields joined by single spaces, or 'startpos'. Moves are USI strings. */
  | { type: 'position'; sfen: string | 'startpos'; moves: string[] }
  | { type: 'go'; params: GoParams }
  | { type: 'gameover'; result: 'win' | 'lose' | 'draw' };

/** Why a GUI command line could not be parsed. */
export type UsiParseError = {
  code: 'USI_EMPTY' | 'USI_UNKNOWN_COMMAND' | 'USI_BAD_ARGUMENT' | 'USI_MISSING_ARGUMENT';
  message: string;
};

/** Result of `parseGuiCommand`. */
export type GuiParseResult =
  { ok: true; command: GuiCommand } | { ok: false; error: UsiParseError };

/** An engine score. `mate`: plies to mate (negative: being mated); ±Infinity for `mate +`/`mate -`. */
export interface Score {
  kind: 'cp' | 'mate';
  value: number;
  bound?: 'lower' | 'upper';
}

/** Fields of an `info` line; absent fields were not sent (or were malformed). */
export interface InfoFields {
  depth?: number;
  seldepth?: number;
  time?: number;
  nodes?: number;
  nps?: number;
  hashfull?: number;
  multipv?: number;
  currmovenumber?: number;
  score?: Score;
  pv?: string[];
  currmove?: string;
  string?: string;
}

/** An option the engine declares in its `usi` answer. */
export interface UsiOptionDef {
  name: string;
  type: 'check' | 'spin' | 'combo' | 'button' | 'string' | 'filename';
  default?: string | number | boolean;
  min?: number;
  max?: number;
  vars?: string[];
}

/** A message from the engine to the GUI. */
export type EngineMessage =
  | { type: 'id'; field: 'name' | 'author'; value: string }
  | { type: 'option'; option: UsiOptionDef }
  | { type: 'usiok' }
  | { type: 'readyok' }
  /** `move` is a USI move, `resign` or `win` (entering-king declaration). */
  | { type: 'bestmove'; move: string; ponder?: string }
  | { type: 'info'; info: InfoFields }
  | {
      type: 'checkmate';
      result: 'mate' | 'nomate' | 'timeout' | 'notimplemented';
      moves?: string[];
    }
  | { type: 'unknown'; line: string };

const NO_ARG_COMMANDS = [
  'usi',
  'isready',
  'usinewgame',
  'stop',
  'ponderhit',
  'quit',
  'eval',
] as const;
type NoArgCommand = (typeof NO_ARG_COMMANDS)[number];

/** Splits a line on any run of whitespace, dropping the ends (robust to tabs, CR, double spaces). */
function tokenize(line: string): string[] {
  const t = line.trim();
  return t === '' ? [] : t.split(/\s+/);
}

/** Parses a non-negative decimal integer; undefined for anything else ("1e3", "-5", "12ms"). */
function parseNat(tok: string | undefined): number | undefined {
  return tok !== undefined && /^\+?\d+$/.test(tok) ? Number(tok) : undefined;
}

/** Parses a signed decimal integer; undefined if malformed. */
function parseInt10(tok: string | undefined): number | undefined {
  return tok !== undefined && /^[+-]?\d+$/.test(tok) ? Number(tok) : undefined;
}

function fail(code: UsiParseError['code'], message: string): GuiParseResult {
  return { ok: false, error: { code, message } };
}

/** Parses one line sent by a GUI to an engine. */
export function parseGuiCommand(line: string): GuiParseResult {
  const toks = tokenize(line);
  const head = toks[0];
  if (head === undefined) return fail('USI_EMPTY', 'empty line');
  if ((NO_ARG_COMMANDS as readonly string[]).includes(head)) {
    return { ok: true, command: { type: head as NoArgCommand } };
  }
  switch (head) {
    case 'setoption':
      return parseSetOption(toks);
    case 'position':
      return parsePosition(toks);
    case 'go':
      return parseGo(toks);
    case 'gameover':
      return parseGameOver(toks);
    default:
      return fail('USI_UNKNOWN_COMMAND', `unknown command: ${head}`);
  }
}

/** `setoption name <id…> [value <x…>]`: names and values may contain spaces. */
function parseSetOption(toks: string[]): GuiParseResult {
  if (toks[1] !== 'name') return fail('USI_MISSING_ARGUMENT', 'setoption: expected "name"');
  const v = toks.indexOf('value', 2);
  const nameToks = v < 0 ? toks.slice(2) : toks.slice(2, v);
  if (nameToks.length === 0) return fail('USI_MISSING_ARGUMENT', 'setoption: empty option name');
  const name = nameToks.join(' ');
  if (v < 0) return { ok: true, command: { type: 'setoption', name } };
  return { ok: true, command: { type: 'setoption', name, value: toks.slice(v + 1).join(' ') } };
}

/** `position startpos|sfen <4 fields> [moves m1 m2 …]`. */
function parsePosition(toks: string[]): GuiParseResult {
  const m = toks.indexOf('moves', 1);
  const moves = m < 0 ? [] : toks.slice(m + 1);
  const spec = m < 0 ? toks.slice(1) : toks.slice(1, m);
  if (spec[0] === 'startpos') {
    if (spec.length !== 1) return fail('USI_BAD_ARGUMENT', 'position startpos: unexpected tokens');
    return { ok: true, command: { type: 'position', sfen: 'startpos', moves } };
  }
  if (spec[0] !== 'sfen')
    return fail('USI_MISSING_ARGUMENT', 'position: expected "startpos" or "sfen"');
  const fields = spec.slice(1);
  if (fields.length === 3) fields.push('1'); // some GUIs omit the move number
  if (fields.length !== 4) {
    return fail('USI_BAD_ARGUMENT', `position sfen: expected 4 SFEN fields, got ${fields.length}`);
  }
  return { ok: true, command: { type: 'position', sfen: fields.join(' '), moves } };
}

const GO_NUMBER_KEYS = [
  'btime',
  'wtime',
  'byoyomi',
  'binc',
  'winc',
  'movetime',
  'depth',
  'nodes',
] as const;
const GO_KEYWORDS = new Set<string>([
  ...GO_NUMBER_KEYS,
  'infinite',
  'ponder',
  'mate',
  'searchmoves',
]);

/** `go [ponder] [btime x] … [infinite] [mate x|infinite] [searchmoves m…]`. */
function parseGo(toks: string[]): GuiParseResult {
  const params: GoParams = {};
  for (let i = 1; i < toks.length; i++) {
    const key = toks[i]!;
    if (key === 'infinite' || key === 'ponder') {
      params[key] = true;
    } else if ((GO_NUMBER_KEYS as readonly string[]).includes(key)) {
      const n = parseNat(toks[i + 1]);
      if (n === undefined)
        return fail('USI_BAD_ARGUMENT', `go ${key}: bad number "${toks[i + 1] ?? ''}"`);
      params[key as (typeof GO_NUMBER_KEYS)[number]] = n;
      i++;
    } else if (key === 'mate') {
      const arg = toks[i + 1];
      const n = arg === 'infinite' ? 'infinite' : parseNat(arg);
      if (n === undefined) return fail('USI_BAD_ARGUMENT', `go mate: bad argument "${arg ?? ''}"`);
      params.mate = n;
      i++;
    } else if (key === 'searchmoves') {
      // Moves run until the next go keyword (a move can never look like one).
      const list: string[] = [];
      while (i + 1 < toks.length && !GO_KEYWORDS.has(toks[i + 1]!)) list.push(toks[++i]!);
      params.searchmoves = list;
    }
    // Unknown tokens are skipped so newer GUIs' extensions do not break us.
  }
  return { ok: true, command: { type: 'go', params } };
}

/** `gameover win|lose|draw`. */
function parseGameOver(toks: string[]): GuiParseResult {
  const r = toks[1];
  if (r === 'win' || r === 'lose' || r === 'draw')
    return { ok: true, command: { type: 'gameover', result: r } };
  return fail('USI_BAD_ARGUMENT', `gameover: expected win, lose or draw, got "${r ?? ''}"`);
}

/** Formats a GUI command as one line (no newline). */
export function formatGuiCommand(c: GuiCommand): string {
  switch (c.type) {
    case 'setoption':
      return c.value === undefined
        ? `setoption name ${c.name}`
        : `setoption name ${c.name} value ${c.value}`;
    case 'position': {
      const base = c.sfen === 'startpos' ? 'position startpos' : `position sfen ${c.sfen}`;
      return c.moves.length > 0 ? `${base} moves ${c.moves.join(' ')}` : base;
    }
    case 'go':
      return formatGo(c.params);
    case 'gameover':
      return `gameover ${c.result}`;
    default:
      return c.type;
  }
}

/** `go` in the conventional order: ponder first, searchmoves last (it swallows the rest). */
function formatGo(p: GoParams): string {
  const out = ['go'];
  if (p.ponder) out.push('ponder');
  for (const k of GO_NUMBER_KEYS)
    if (p[k] !== undefined) out.push(k, String(Math.max(0, Math.round(p[k]!)))); // USI wants integers
  if (p.mate !== undefined) out.push('mate', String(p.mate));
  if (p.infinite) out.push('infinite');
  if (p.searchmoves && p.searchmoves.length > 0) out.push('searchmoves', ...p.searchmoves);
  return out.join(' ');
}

/** Parses one line sent by an engine. Never fails: unrecognised lines are `{type:'unknown'}`. */
export function parseEngineMessage(line: string): EngineMessage {
  const toks = tokenize(line);
  const unknown: EngineMessage = { type: 'unknown', line };
  switch (toks[0]) {
    case 'usiok':
      return { type: 'usiok' };
    case 'readyok':
      return { type: 'readyok' };
    case 'id':
      if ((toks[1] === 'name' || toks[1] === 'author') && toks.length > 2) {
        return { type: 'id', field: toks[1], value: restOfLine(line, 2) };
      }
      return unknown;
    case 'bestmove':
      return parseBestMove(toks) ?? unknown;
    case 'info':
      return { type: 'info', info: parseInfo(line, toks) };
    case 'option':
      return parseOption(toks) ?? unknown;
    case 'checkmate':
      return parseCheckmate(toks);
    default:
      return unknown;
  }
}

/**
 * The text after the first `n` tokens, keeping its inner spacing (for `id name`, `info string`).
 * Works on the original line so "info string  a  b" keeps its double spaces.
 */
function restOfLine(line: string, n: number): string {
  let rest = line.replace(/^\s+/, '');
  for (let i = 0; i < n; i++) rest = rest.replace(/^\S+\s*/, '');
  return rest.replace(/\s+$/, '');
}

function parseBestMove(toks: string[]): EngineMessage | undefined {
  const move = toks[1];
  if (move === undefined) return undefined;
  if (toks[2] === 'ponder' && toks[3] !== undefined)
    return { type: 'bestmove', move, ponder: toks[3] };
  return { type: 'bestmove', move };
}

function parseCheckmate(toks: string[]): EngineMessage {
  const a = toks[1];
  if (a === 'nomate' || a === 'timeout' || a === 'notimplemented')
    return { type: 'checkmate', result: a };
  return { type: 'checkmate', result: 'mate', moves: toks.slice(1) };
}

const INFO_NUMBER_KEYS = [
  'depth',
  'seldepth',
  'time',
  'nodes',
  'nps',
  'hashfull',
  'multipv',
  'currmovenumber',
] as const;
const INFO_KEYWORDS = new Set<string>([
  ...INFO_NUMBER_KEYS,
  'score',
  'pv',
  'currmove',
  'string',
  'cpuload',
]);

/** Parses the fields of an `info` line; unknown tokens and malformed numbers are skipped. */
function parseInfo(line: string, toks: string[]): InfoFields {
  const info: InfoFields = {};
  for (let i = 1; i < toks.length; i++) {
    const key = toks[i]!;
    if ((INFO_NUMBER_KEYS as readonly string[]).includes(key)) {
      const n = parseInt10(toks[i + 1]);
      if (n !== undefined) {
        info[key as (typeof INFO_NUMBER_KEYS)[number]] = n;
        i++;
      }
    } else if (key === 'score') {
      i = parseScore(toks, i + 1, info);
    } else if (key === 'currmove' && toks[i + 1] !== undefined) {
      info.currmove = toks[++i];
    } else if (key === 'pv') {
      const pv: string[] = [];
      while (i + 1 < toks.length && !INFO_KEYWORDS.has(toks[i + 1]!)) pv.push(toks[++i]!);
      info.pv = pv;
    } else if (key === 'string') {
      info.string = restOfLine(line, i + 1); // `string` takes the rest of the line, keywords included
      break;
    }
  }
  return info;
}

/**
 * Parses `cp <n> [lowerbound|upperbound]` or `mate <n|+|-> [bound]` starting at toks[i].
 * Returns the index of the last token consumed.
 */
function parseScore(toks: string[], i: number, info: InfoFields): number {
  const kind = toks[i];
  if (kind !== 'cp' && kind !== 'mate') return i - 1;
  const arg = toks[i + 1];
  let value = parseInt10(arg);
  if (kind === 'mate' && arg === '+') value = Infinity;
  if (kind === 'mate' && arg === '-') value = -Infinity;
  if (value === undefined) return i;
  const score: Score = { kind, value };
  let last = i + 1;
  const b = toks[i + 2];
  if (b === 'lowerbound' || b === 'upperbound') {
    score.bound = b === 'lowerbound' ? 'lower' : 'upper';
    last++;
  }
  info.score = score;
  return last;
}

const OPTION_TYPES = ['check', 'spin', 'combo', 'button', 'string', 'filename'] as const;

/** `option name <id> type <t> [default <x>] [min <n>] [max <n>] [var <v>]*`. */
function parseOption(toks: string[]): EngineMessage | undefined {
  const t = toks.indexOf('type');
  if (toks[1] !== 'name' || t < 3) return undefined;
  const type = toks[t + 1] as UsiOptionDef['type'];
  if (!OPTION_TYPES.includes(type)) return undefined;
  const option: UsiOptionDef = { name: toks.slice(2, t).join(' '), type };
  const vars: string[] = [];
  for (let i = t + 2; i < toks.length; i++) {
    const key = toks[i]!;
    if (key === 'default') {
      // A string default may contain spaces: it runs to the end of the line (or to min/max/var for others).
      const stop =
        type === 'string' || type === 'filename' ? toks.length : nextOptionKey(toks, i + 1);
      option.default = optionDefault(type, toks.slice(i + 1, stop).join(' '));
      i = stop - 1;
    } else if ((key === 'min' || key === 'max') && parseInt10(toks[i + 1]) !== undefined) {
      option[key] = parseInt10(toks[++i]);
    } else if (key === 'var' && toks[i + 1] !== undefined) {
      vars.push(toks[++i]!);
    }
  }
  if (type === 'combo') option.vars = vars;
  return { type: 'option', option };
}

function nextOptionKey(toks: string[], from: number): number {
  for (let i = from; i < toks.length; i++)
    if (['min', 'max', 'var', 'default'].includes(toks[i]!)) return i;
  return toks.length;
}

/** Typed default: check → boolean, spin → number, `<empty>` → ''. */
function optionDefault(type: UsiOptionDef['type'], raw: string): string | number | boolean {
  if (type === 'check') return raw === 'true';
  if (type === 'spin') return parseInt10(raw) ?? 0;
  return raw === '<empty>' ? '' : raw;
}

/** Formats an engine message as one line (no newline). */
export function formatEngineMessage(m: EngineMessage): string {
  switch (m.type) {
    case 'id':
      return `id ${m.field} ${m.value}`;
    case 'option':
      return formatOption(m.option);
    case 'bestmove':
      return m.ponder ? `bestmove ${m.move} ponder ${m.ponder}` : `bestmove ${m.move}`;
    case 'info':
      return formatInfo(m.info);
    case 'checkmate':
      return m.result === 'mate'
        ? `checkmate ${(m.moves ?? []).join(' ')}`.trimEnd()
        : `checkmate ${m.result}`;
    case 'unknown':
      return m.line;
    default:
      return m.type;
  }
}

function formatOption(o: UsiOptionDef): string {
  const out = ['option name', o.name, 'type', o.type];
  if (o.default !== undefined) {
    out.push('default', o.default === '' ? '<empty>' : String(o.default));
  }
  if (o.min !== undefined) out.push('min', String(o.min));
  if (o.max !== undefined) out.push('max', String(o.max));
  for (const v of o.vars ?? []) out.push('var', v);
  return out.join(' ');
}

/** `info` in the conventional order; pv and string come last as both run to the line's end. */
function formatInfo(info: InfoFields): string {
  const out = ['info'];
  for (const k of INFO_NUMBER_KEYS) if (info[k] !== undefined) out.push(k, String(info[k]));
  if (info.score) out.push('score', ...formatScore(info.score));
  if (info.currmove !== undefined) out.push('currmove', info.currmove);
  if (info.pv && info.pv.length > 0) out.push('pv', ...info.pv);
  if (info.string !== undefined) out.push('string', info.string);
  return out.join(' ');
}

function formatScore(s: Score): string[] {
  let v = String(s.value);
  if (s.kind === 'mate' && s.value === Infinity) v = '+';
  if (s.kind === 'mate' && s.value === -Infinity) v = '-';
  const out = [s.kind, v];
  if (s.bound) out.push(s.bound === 'lower' ? 'lowerbound' : 'upperbound');
  return out;
}
