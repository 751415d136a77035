/**
 * Shared types of the record-format module: formats, encodings and the typed results that
 * import and export return. Expected failures are values with a code, never exceptions.
 */
import type { Record } from 'tsshogi';

/** Record formats the module reads (all) and writes (all but `usen`). */
export type RecordFormat = 'kif' | 'ki2' | 'csa' | 'jkf' | 'usi' | 'sfen' | 'usen';

/** Formats `exportRecord` can write. */
export type ExportFormat = 'kif' | 'ki2' | 'csa' | 'jkf' | 'usi' | 'sfen';

/** Text encodings the module reads; writing uses `utf-8` or `shift_jis` (CP932). */
export type TextEncoding = 'utf-8' | 'shift_jis' | 'euc-jp' | 'utf-16le' | 'utf-16be';

/** Why an import failed. */
export type ImportErrorCode =
  /** Nothing that looks like a position or a move (empty file, garbage). */
  | 'EMPTY'
  /** The bytes are neither valid in the declared encoding nor in UTF-8 or Shift_JIS. */
  | 'DECODE'
  /** A recognised non-record file (e.g. a YaneuraOu opening book). */
  | 'UNSUPPORTED_FORMAT'
  /** A line the format's grammar cannot read. */
  | 'PARSE'
  /** The start position breaks the rules (e.g. two pawns on a file, a piece that can never move). */
  | 'ILLEGAL_POSITION'
  /** A move the rules core refuses. */
  | 'ILLEGAL_MOVE'
  /** The file is over a size limit (bytes or moves; see `limits.ts`). */
  | 'TOO_LARGE'
  /** The file could not be read (missing, no permission …); only from the file service. */
  | 'READ_FAILED';

/** A failed import: what, where, and the valid part before it when there is one. */
export interface ImportError {
  code: ImportErrorCode;
  /** One line a user can read, e.g. `line 37, move 31 "▲2二角成": the bishop cannot reach 2b`. */
  message: string;
  /** 1-based line in the decoded text (the file's own numbering, before any fix-up). */
  line?: number;
  /** 1-based move number of the offending move. */
  ply?: number;
  /** The offending move as the file wrote it (or as KIF-style text when the format has none). */
  moveText?: string;
  /** 0-based game index for files with several games (CSA `/`, one USI line per game). */
  gameIndex?: number;
  /** The valid part before the error (every branch checked), when anything was valid. */
  partial?: Record;
}

/** Result of `importRecord` / `importRecordText`. */
export type ImportResult =
  | {
      ok: true;
      /**
       * One record per game; most files hold one. In a file of several CSA games, a game's
       * record is built when first read (already checked, so reading it cannot fail).
       */
      records: Record[];
      format: RecordFormat;
      encoding: TextEncoding;
      /** Things the reader tolerated (e.g. a `.kifu` that was not UTF-8). */
      warnings: string[];
    }
  | { ok: false; error: ImportError; format?: RecordFormat; encoding?: TextEncoding };

/** Options of `exportRecord`. */
export interface ExportOptions {
  /** Defaults: Shift_JIS for KIF, KI2 and CSA; UTF-8 for JKF, USI and SFEN. */
  encoding?: 'utf-8' | 'shift_jis';
  /** Line ending; default CRLF for KIF, KI2 and CSA (what Japanese tools write), LF otherwise. */
  newline?: '\n' | '\r\n';
  /** CSA version to write; default `2.2`. */
  csaVersion?: '2.2' | '3.0';
}

/** Result of `exportRecord`. */
export type ExportResult =
  | {
      ok: true;
      text: string;
      bytes: Uint8Array;
      encoding: 'utf-8' | 'shift_jis';
      /** What the target format cannot hold and was left out (variations in CSA, …). */
      dropped: string[];
    }
  | {
      ok: false;
      error: {
        code: 'UNENCODABLE';
        message: string;
        /** Each distinct character Shift_JIS cannot hold, in order of first appearance. */
        characters: string[];
      };
      /** The text that would have been written, so the caller can retry in UTF-8. */
      text: string;
      dropped: string[];
    };
