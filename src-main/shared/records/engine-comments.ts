/**
 * Evaluations and principal variations that engines (through Floodgate, ShogiHome or ShogiGUI)
 * wrote into a record's comments, read as numbers and moves. Pure module.
 *
 * The forms, as the comment text reads after tsshogi strips the file's own comment mark
 * (CSA `'*`, KIF `*`), checked against ShogiHome's comment reader and writer:
 * - Floodgate / CSA: `'** 123 -3334FU +2726FU` → `* 123 -3334FU +2726FU` (a CSA V3 writer may
 *   add ` #<nodes>`);
 * - ShogiHome KIF: `*#評価値=123`, `*#読み筋=△３四歩▲２六歩`, `*#詰み=先手勝ち:5手` (`#` for
 *   analysis, `*` — a KIF line `**評価値=` — for a player);
 * - ShogiGUI KIF: `**対局 時間 … 深さ 10 … 評価値 123 読み筋 △３四歩 ▲２六歩` (or `解析`).
 *
 * Every writer records the score from Black's side (ShogiHome's `SearchInfo.score` is "先手から
 * 見た評価値", and it writes the Floodgate form from that same value), and the PV starts from the
 * position after the move whose comment holds it.
 */
import {
  Color,
  Move,
  Position,
  parseCSAMove,
  parsePV,
  type ImmutablePosition,
  type ImmutableRecord,
} from 'tsshogi';

/** The writer whose form a comment line had. */
export type EngineCommentSource = 'floodgate' | 'shogihome' | 'shogigui';

/** What an engine comment says about the position after its move. */
export interface EngineComment {
  /** Black's score in centipawns; for a mate, ±30000 (the value Floodgate writers use). */
  cp: number | null;
  /** Plies to mate when the comment states a mate and its distance: positive when Black mates. */
  mate?: number;
  /** The PV as USI moves from the position after the move (empty when none was readable). */
  pv: string[];
  source: EngineCommentSource;
}

/** An engine comment on a main-line move. */
export interface RecordedEvaluation extends EngineComment {
  /** The ply of the move whose comment holds it (0 = the comment before the first move). */
  ply: number;
}

/** The score writers give a mate (why: Floodgate has no mate syntax; ShogiHome writes ±30000). */
export const MATE_CP = 30000;

const FLOODGATE = /^\* *([+-]?\d+)((?: +[+-]\d{4}[A-Z]{2})*)(?: +#\d+)? *$/;
const SHOGIHOME_SCORE = /^[*#]評価値=([+-]?\d+)/;
const SHOGIHOME_MATE = /^[*#]詰み=(先手勝ち|後手勝ち)(?::(\d+)手)?/;
const SHOGIHOME_PV = /^[*#]読み筋=(.+)$/;
const SHOGIGUI = /^\*(?:対局|解析)(?: .*)? 評価値 ([+-]?\d+)/;
const SHOGIGUI_PV = /^\*(?:対局|解析) .* 読み筋 (.+)$/;

/** USI moves of CSA moves played in turn from `position`; stops at the first unreadable one. */
function csaPv(position: ImmutablePosition, text: string): string[] {
  const pos = position.clone();
  const out: string[] = [];
  for (const token of text.trim().split(/ +/)) {
    if (token === '') break;
    const move = parseCSAMove(pos, token);
    // Why validated: a PV of a garbled comment must not put an illegal position on the board.
    if (move instanceof Error || !pos.doMove(move)) break;
    out.push(move.usi);
  }
  return out;
}

/** USI moves of a KIF-style PV (`▲７六歩△３四歩`); text before the side to move's mark is skipped. */
function kifPv(position: ImmutablePosition, text: string): string[] {
  const mark = position.color === Color.BLACK ? /[▲☗]/ : /[△☖▽]/;
  const start = text.search(mark);
  if (start < 0) return [];
  // parsePV does not check legality; the renderer's notation stops at the first illegal move.
  return parsePV(position, text.slice(start)).map((m) => m.usi);
}

/** The score a line states, with its writer, or null. */
function scoreOf(line: string): Omit<EngineComment, 'pv'> | null {
  let m = FLOODGATE.exec(line);
  if (m) return { cp: Number(m[1]), source: 'floodgate' };
  m = SHOGIHOME_SCORE.exec(line);
  if (m) return { cp: Number(m[1]), source: 'shogihome' };
  m = SHOGIHOME_MATE.exec(line);
  if (m) {
    const sign = m[1] === '先手勝ち' ? 1 : -1;
    // Without a distance (`#詰み=先手勝ち`) only the winner is known.
    const mate = m[2] !== undefined ? { mate: sign * Number(m[2]) } : {};
    return { cp: sign * MATE_CP, ...mate, source: 'shogihome' };
  }
  m = SHOGIGUI.exec(line);
  if (m) return { cp: Number(m[1]), source: 'shogigui' };
  return null;
}

/** The PV a line states (USI moves from `position`), or null when it states none. */
function pvOf(line: string, position: ImmutablePosition): string[] | null {
  let m = FLOODGATE.exec(line);
  if (m) return m[2] ? csaPv(position, m[2]) : null;
  m = SHOGIHOME_PV.exec(line) ?? SHOGIGUI_PV.exec(line);
  return m ? kifPv(position, m[1]!) : null;
}

/**
 * Reads the engine lines of one comment; `position` is the position after the move the comment
 * belongs to (null: scores only, no PV). Null when the comment states no score and no PV. The first score and the first
 * PV win (why: a comment may hold a player's and an analyst's lines; the first is the player's
 * in every writer we know).
 */
export function readEngineComment(
  comment: string,
  position: ImmutablePosition | null,
): EngineComment | null {
  if (comment === '') return null;
  let score: Omit<EngineComment, 'pv'> | null = null;
  let pv: string[] | null = null;
  for (const raw of comment.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!score) score = scoreOf(line);
    if (!pv && position) pv = pvOf(line, position);
    if (score && (pv || !position)) break;
  }
  if (!score && !pv) return null;
  return { cp: null, source: 'shogihome', ...score, pv: pv ?? [] };
}

/** A comment that may hold an engine line (all of them start with `*` or `#`). */
const MAYBE_ENGINE = /^[*#]/m;

/**
 * The engine comments of a record's main line, in ply order (why the main line: the
 * evaluation graph runs along it). With `pv: false`, scores only (PVs empty): no position is
 * made (why: the study view's chart reads this on every cursor move); otherwise a position is
 * made from the node's SFEN for each comment that may hold an engine line.
 */
export function recordedEvaluations(
  record: ImmutableRecord,
  options: { pv?: boolean } = {},
): RecordedEvaluation[] {
  const withPv = options.pv ?? true;
  const out: RecordedEvaluation[] = [];
  for (let node: ImmutableRecord['first'] | null = record.first; node; node = node.next) {
    if (node.ply > 0 && !(node.move instanceof Move)) break;
    if (!MAYBE_ENGINE.test(node.comment)) continue;
    const pos = !withPv
      ? null
      : node.ply === 0
        ? record.initialPosition
        : Position.newBySFEN(node.sfen);
    const read = readEngineComment(node.comment, pos);
    if (read) out.push({ ply: node.ply, ...read });
  }
  return out;
}
