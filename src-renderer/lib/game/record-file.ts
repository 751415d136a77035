/**
 * Saving and opening game records through the records module (src-main/shared/records): the
 * game becomes a tsshogi Record with its result as the closing special move, and a file
 * becomes a start SFEN plus the main line's USI moves. Loaded lazily (why: the encoders are
 * large and the board must be interactive fast).
 */
import type { EndReason, Game, GameResult } from './game';

/** A record read from a file: start position, main-line moves and how it ended. */
export interface OpenedRecord {
  sfen: string;
  moves: string[];
  format: string;
  /** The closing special move's verdict, seen from the side to move after the last move. */
  end: { reason: EndReason; sideToMoveWins: boolean | null } | null;
}

/** What a record's closing special move (tsshogi type name) says about the game. */
export function endOfSpecial(type: string): OpenedRecord['end'] {
  const table: Record<string, OpenedRecord['end']> = {
    resign: { reason: 'resign', sideToMoveWins: false },
    timeout: { reason: 'time', sideToMoveWins: false },
    mate: { reason: 'checkmate', sideToMoveWins: false },
    repetitionDraw: { reason: 'sennichite', sideToMoveWins: null },
    maxMoves: { reason: 'max-moves', sideToMoveWins: null },
    enteringOfKing: { reason: 'declaration', sideToMoveWins: true },
    foulWin: { reason: 'illegal-move', sideToMoveWins: true },
    foulLose: { reason: 'illegal-move', sideToMoveWins: false },
  };
  return table[type] ?? null;
}

/** The tsshogi special move that closes a record with `result`. */
async function specialFor(result: GameResult, sideToMove: 0 | 1) {
  const { SpecialMoveType } = await import('tsshogi');
  switch (result.reason) {
    case 'checkmate':
      return SpecialMoveType.MATE;
    case 'resign':
      return SpecialMoveType.RESIGN;
    case 'time':
      return SpecialMoveType.TIMEOUT;
    case 'sennichite':
      return SpecialMoveType.REPETITION_DRAW;
    case 'max-moves':
      return SpecialMoveType.MAX_MOVES;
    case 'declaration':
      return result.winner === sideToMove
        ? SpecialMoveType.ENTERING_OF_KING
        : SpecialMoveType.FOUL_LOSE;
    default:
      // Perpetual check, uchifuzume, illegal move: a foul decided for or against the side to move.
      return result.winner === sideToMove ? SpecialMoveType.FOUL_WIN : SpecialMoveType.FOUL_LOSE;
  }
}

/** KIF text (UTF-8) of a standard-shogi game, or null for minishogi (no KIF board for 5×5). */
export async function gameToKif(
  game: Game,
  names: [string, string],
  headers: { startedAt?: number; timeLimit?: string } = {},
): Promise<string | null> {
  if (game.variant !== 'shogi') return null;
  const { Position, Record, RecordMetadataKey } = await import('tsshogi');
  const { exportRecord } = await import('../../../src-main/shared/records/index');
  const pos = Position.newBySFEN(game.startSfen);
  if (!pos) return null;
  const record = new Record(pos);
  record.metadata.setStandardMetadata(RecordMetadataKey.BLACK_NAME, names[0]);
  record.metadata.setStandardMetadata(RecordMetadataKey.WHITE_NAME, names[1]);
  if (headers.startedAt !== undefined)
    record.metadata.setStandardMetadata(
      RecordMetadataKey.START_DATETIME,
      kifDateTime(new Date(headers.startedAt)),
    );
  if (headers.timeLimit)
    record.metadata.setStandardMetadata(RecordMetadataKey.TIME_LIMIT, headers.timeLimit);
  for (const e of game.entries) {
    const m = record.position.createMoveByUSI(e.usi);
    if (!m) return null;
    record.append(m, { ignoreValidation: true });
    record.current.setElapsedMs(e.ms);
  }
  if (game.result)
    record.append(await specialFor(game.result, game.turn), { ignoreValidation: true });
  const out = exportRecord(record, 'kif', { encoding: 'utf-8', newline: '\n' });
  return out.ok ? out.text : null;
}

/** A KIF date and time, "2026/11/24 13:05:09" (local time, as a player's clock shows it). */
function kifDateTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/**
 * Hands the file chosen in an `<input type="file">` to `open` as bytes and a name, then clears
 * the input so that choosing the same file again fires another change.
 */
export async function takePickedFile(
  e: Event,
  open: (bytes: Uint8Array, name: string) => unknown,
): Promise<void> {
  const input = e.currentTarget as HTMLInputElement;
  const file = input.files?.[0];
  if (file) await open(new Uint8Array(await file.arrayBuffer()), file.name);
  input.value = '';
}

/** Reads a record file's bytes; an error message when the file is not a readable record. */
export async function openRecordBytes(
  bytes: Uint8Array,
  fileName: string,
): Promise<OpenedRecord | { error: string }> {
  const { importRecord } = await import('../../../src-main/shared/records/index');
  const r = importRecord(bytes, fileName);
  if (!r.ok) return { error: r.error.message };
  const record = r.records[0]!;
  const moves: string[] = [];
  let end: OpenedRecord['end'] = null;
  for (const node of record.moves) {
    const m = node.move as { usi?: string; type?: string };
    if (node.ply > 0 && typeof m.usi === 'string') moves.push(m.usi);
    else if (node.ply > 0 && typeof m.type === 'string') end = endOfSpecial(m.type);
  }
  return { sfen: record.initialPosition.sfen, moves, format: r.format, end };
}

/** `banmen-YYYYMMDDhhmm.kifu` (UTC) for a save at `now`. */
export function kifFileName(now: number): string {
  return `banmen-${new Date(now).toISOString().slice(0, 16).replace(/[-:T]/g, '')}.kifu`;
}
