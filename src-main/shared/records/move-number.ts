/**
 * The number of a record's first move when it starts from a position with its own move number
 * (issue 41, item 24): an SFEN ending in 2 means the next move is move 2, so the record's first
 * move is shown and written as 2. tsshogi numbers every record from 1 and keeps no such number,
 * so it is kept here beside the record (a weak map: it goes with the record object). Pure module.
 */
import type { ImmutableRecord } from 'tsshogi';

const firstNumbers = new WeakMap<ImmutableRecord, number>();

/** Sets the number of the record's first move (1, the default, removes it). */
export function setFirstMoveNumber(record: ImmutableRecord, n: number): void {
  if (Number.isSafeInteger(n) && n > 1) firstNumbers.set(record, n);
  else firstNumbers.delete(record);
}

/** The number of the record's first move: the SFEN's move number it started from, else 1. */
export function firstMoveNumber(record: ImmutableRecord): number {
  return firstNumbers.get(record) ?? 1;
}

/** The move number of ply `ply` (1 = the record's first move) as the record counts it. */
export function moveNumberOf(record: ImmutableRecord, ply: number): number {
  return ply + firstMoveNumber(record) - 1;
}

/** The move number an SFEN ends with (1 when it has none or it is not a positive number). */
export function sfenMoveNumber(sfen: string): number {
  const n = Number(sfen.trim().split(/ +/)[3]);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}
