/**
 * Main lines of every real KIF, KI2 and CSA file compared with json-kifu-format, an independent
 * strict (PEG) parser. Files it refuses (non-standard lines such as `#RESIGN`, `**` PV lines,
 * `手数＝0` board diagrams) are counted and listed, not compared.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jkfModule from 'json-kifu-format';
import { Move, SpecialMoveType } from 'tsshogi';
import { decodeRecordBytes } from '../../src-main/shared/records/index.ts';
import { SHARED_DATA, SKIP_NO_DATA, importShared, realFiles } from './helpers/shared-files.ts';

const { JKFPlayer } = jkfModule;
const DROP_LETTER: { [kind: string]: string } = {
  FU: 'P',
  KY: 'L',
  KE: 'N',
  GI: 'S',
  KI: 'G',
  KA: 'B',
  HI: 'R',
};
const RANK = ' abcdefghi';

/** The main line json-kifu-format reads, as USI moves; null when it refuses the file. */
function theirMainLine(text: string, format: string): string[] | null {
  let player;
  try {
    player =
      format === 'kif'
        ? JKFPlayer.parseKIF(text)
        : format === 'ki2'
          ? JKFPlayer.parseKI2(text)
          : JKFPlayer.parseCSA(text);
  } catch {
    return null;
  }
  const out: string[] = [];
  for (const { move } of player.kifu.moves) {
    if (!move?.to) continue;
    const to = `${move.to.x}${RANK[move.to.y]}`;
    out.push(
      move.from
        ? `${move.from.x}${RANK[move.from.y]}${to}${move.promote ? '+' : ''}`
        : `${DROP_LETTER[move.piece]}*${to}`,
    );
  }
  return out;
}

test(
  'main lines agree with json-kifu-format on every file both accept',
  { skip: SKIP_NO_DATA },
  () => {
    let agree = 0;
    const refused: string[] = [];
    const problems: string[] = [];
    for (const rel of realFiles()) {
      const r = importShared(rel);
      if (!r.ok || !['kif', 'ki2', 'csa'].includes(r.format)) continue;
      const decoded = decodeRecordBytes(readFileSync(join(SHARED_DATA, rel)), rel);
      assertOk(decoded);
      const theirs = theirMainLine(decoded.text, r.format);
      if (!theirs) {
        refused.push(rel);
        continue;
      }
      const record = r.records[0]!;
      const ours = record.moves.flatMap((n) => (n.move instanceof Move ? [n.move.usi] : []));
      // A recorded illegal last move is read by us as 反則負け (see real-files.test.ts): compare without it.
      const last = record.moves[record.moves.length - 1]!.move;
      const foul =
        !(last instanceof Move) &&
        'type' in last &&
        last.type === SpecialMoveType.FOUL_LOSE &&
        theirs.length === ours.length + 1;
      if (JSON.stringify(ours) === JSON.stringify(foul ? theirs.slice(0, -1) : theirs)) agree++;
      else
        problems.push(
          `${rel}: first difference at move ${ours.findIndex((u, i) => u !== theirs[i]) + 1}`,
        );
    }
    console.log(
      `json-kifu-format agrees on ${agree} files; refuses ${refused.length}:\n${refused.join('\n')}`,
    );
    assert.deepEqual(problems, []);
    assert.ok(agree > 550, `only ${agree} files compared`);
  },
);
