/**
 * The settings' `lastGame` rebuilt field by field from the contract's NewGameOptions (issue 42,
 * Low): a `settings:update` with a deeply nested `lastGame` once passed a shallow check and then
 * broke every settings read (structured clone, JSON) until restart. Only known fields of known
 * types are copied, so nothing nested survives; anything else makes the whole value null.
 */
import type {
  NewGameOptions,
  PlayBookOptions,
  PlayerSpec,
  SideTime,
  StartKind,
} from '../../shared/contract.ts';
import { isObj } from '../../shared/validate.ts';

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
/** A short text field (ids, start kinds): why the cap, a page could send megabytes. */
const isShort = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;

function player(v: unknown): PlayerSpec | null {
  if (!isObj(v)) return null;
  if (v.kind === 'human') return { kind: 'human' };
  if (v.kind === 'builtin' && isCount(v.skillLevel))
    return { kind: 'builtin', skillLevel: v.skillLevel };
  if (v.kind === 'external' && isShort(v.engineId))
    return { kind: 'external', engineId: v.engineId };
  return null;
}

function sideTime(v: unknown): SideTime | null {
  if (!isObj(v) || !isCount(v.mainMs) || !isCount(v.byoyomiMs) || !isCount(v.incrementMs))
    return null;
  return { mainMs: v.mainMs, byoyomiMs: v.byoyomiMs, incrementMs: v.incrementMs };
}

/** The Play book's settings, or null (no book, or a malformed one: the game plays without). */
function playBook(v: unknown): PlayBookOptions | null {
  if (!isObj(v) || !isShort(v.name, 120) || !isCount(v.maxPly) || !isCount(v.margin)) return null;
  if (v.pick !== 'softmax' && v.pick !== 'count') return null;
  return { name: v.name, maxPly: v.maxPly, pick: v.pick, margin: v.margin };
}

/** A clean copy of a new game's options, or null when any field is missing or of a wrong type. */
export function cleanNewGame(v: unknown): NewGameOptions | null {
  if (!isObj(v)) return null;
  const black = player(v.black);
  const white = player(v.white);
  const blackTime = sideTime(v.blackTime);
  const whiteTime = sideTime(v.whiteTime);
  if (v.variant !== 'shogi' && v.variant !== 'minishogi') return null;
  if (!black || !white || !blackTime || !whiteTime) return null;
  if (!isShort(v.start, 32) || !isShort(v.sfen, 2000) || !isCount(v.maxMoves)) return null;
  return {
    variant: v.variant,
    black,
    white,
    start: v.start as StartKind,
    sfen: v.sfen,
    blackTime,
    whiteTime,
    maxMoves: v.maxMoves,
    ...(v.book ? { book: playBook(v.book) } : {}),
  };
}
