/**
 * Test helper: replays the move lines of a CSA game from the even start position with OUR
 * rules core (just enough CSA for the shogi-server rule-test files; not a record parser).
 */
import { readFileSync } from 'node:fs';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE, typeOf, KING } from '../../../src-main/shared/rules/types.ts';
import { CSA_PIECE } from '../../../src-main/shared/records/notation.ts';

const USI_DROP = ' PLNSBRG';
const RANKS = 'abcdefghi';

/** The CSA move lines ("+7776FU") of a file, in order. */
export function csaMoveLines(path: string): string[] {
  const text = readFileSync(path, 'latin1');
  return text
    .split(/\r?\n/)
    .filter((l) => /^[+-]\d{4}[A-Z]{2}/.test(l))
    .map((l) => l.slice(0, 7));
}

/** Converts one CSA move to USI in `pos` (promotion inferred from the piece name). */
export function csaToUsi(pos: Position, csa: string): string {
  const ff = csa[1]!,
    fr = csa[2]!,
    tf = csa[3]!,
    tr = csa[4]!;
  const pt = (CSA_PIECE as readonly string[]).indexOf(csa.slice(5, 7));
  const to = `${tf}${RANKS[Number(tr) - 1]}`;
  if (ff === '0') return `${USI_DROP[pt]}*${to}`;
  const fromSq = (Number(ff) - 1) * 9 + Number(fr) - 1;
  const before = typeOf(pos.pieceOn(fromSq));
  const promote = before !== pt && before !== KING;
  return `${ff}${RANKS[Number(fr) - 1]}${to}${promote ? '+' : ''}`;
}

/** Plays the first `count` moves (all by default) of a CSA file; throws on an illegal one. */
export function replayCsa(path: string, count = Infinity): Position {
  const pos = Position.startpos();
  const lines = csaMoveLines(path);
  for (let i = 0; i < Math.min(count, lines.length); i++) {
    const usi = csaToUsi(pos, lines[i]!);
    const m = parseUsiMove(pos, usi);
    if (m === MOVE_NONE)
      throw new Error(`move ${i + 1} ${lines[i]} (${usi}) illegal in ${pos.sfen()}`);
    pos.doMove(m);
  }
  return pos;
}
