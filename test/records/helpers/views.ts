/**
 * What each format can hold, as a projection of a record: the round-trip test compares
 * `view(original, f)` with `view(reimported, f)`. Everything a projection leaves out is listed in
 * LIMITS with the reason — that list is the documentation of our formats' losses.
 */
import {
  Move,
  RecordMetadataKey,
  getCSASpecialMoveName,
  reverseColor,
  type ImmutableNode,
  type ImmutableRecord,
} from 'tsshogi';
import type { ExportFormat } from '../../../src-main/shared/records/index.ts';
import { csaTimeLimit } from '../../../src-main/shared/records/csa-time-limit.ts';
import { moveKey } from './snapshot.ts';

/** What each target format cannot hold, and why. */
export const LIMITS: { [f in Exclude<ExportFormat, 'sfen'>]: string[] } = {
  kif: [
    'the JKF header "手合割" (JKF keeps it as a header; KIF writes it as the start position)',
    'endings 最大手数 (MAX_MOVES) and 引き分け (DRAW): KIF has one word for both, 持将棋',
  ],
  ki2: [
    'per-move times: KI2 has no field for them',
    'the JKF header "手合割" (see kif)',
    'endings 最大手数 and 引き分け (see kif)',
  ],
  csa: [
    'variations: CSA holds one line',
    'bookmarks: CSA has no bookmarks',
    'endings without a CSA name (封じ手, 不戦勝/不戦敗, N手詰 and other free text)',
    'header fields CSA has no key for (KIF custom keys such as 戦型 details, 先手省略名, 手合割, 備考 in V2.2) and a second event title ($EVENT holds one of 棋戦/表題)',
    'empty comment lines and trailing spaces ("\'*" lines of nothing are not comments)',
    'sub-second times in V2.2 (T is whole seconds)',
  ],
  jkf: [
    'bookmarks: JKF has no bookmarks',
    'endings without a JKF name (封じ手, N手詰 and other free text), with their times and comments',
    'trailing spaces of comment lines',
  ],
  usi: ['everything but the start position and the moves of the main line (USI is a move list)'],
};

/** True if a format has a name for this ending (CSA and JKF use the CSA names). */
function csaNamed(node: ImmutableNode): boolean {
  return (
    node.move instanceof Move ||
    getCSASpecialMoveName(node.move, reverseColor(node.nextColor)) !== undefined
  );
}

/** The KIF word for an ending (MAX_MOVES and DRAW share 持将棋). */
function kifKey(node: ImmutableNode): string {
  const k = moveKey(node);
  return k === 'special:maxMoves' || k === 'special:draw' ? 'special:impass' : k;
}

/** Comment lines without trailing spaces or empty lines. */
function looseComment(c: string): string {
  return c
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '')
    .join('\n');
}

/** CSA's header fields as written by our writer (names, event, site, times, opening, `$` customs). */
function csaMetadata(r: ImmutableRecord): string[] {
  const m = r.metadata;
  const g = (k: RecordMetadataKey) => m.getStandardMetadata(k);
  const out = [
    `N+=${g(RecordMetadataKey.BLACK_NAME) ?? g(RecordMetadataKey.SHITATE_NAME) ?? ''}`,
    `N-=${g(RecordMetadataKey.WHITE_NAME) ?? g(RecordMetadataKey.UWATE_NAME) ?? ''}`,
    `EVENT=${g(RecordMetadataKey.TOURNAMENT) ?? g(RecordMetadataKey.TITLE) ?? ''}`,
    `SITE=${g(RecordMetadataKey.PLACE) ?? ''}`,
    `START=${g(RecordMetadataKey.START_DATETIME) ?? g(RecordMetadataKey.DATE) ?? ''}`,
    `END=${g(RecordMetadataKey.END_DATETIME) ?? ''}`,
    `OPENING=${g(RecordMetadataKey.STRATEGY) ?? ''}`,
  ];
  // The writer puts the time limit in CSA's HH:MM+SS form when it can read it (issue 21).
  const limit = g(RecordMetadataKey.TIME_LIMIT);
  const csa = limit !== undefined ? csaTimeLimit(limit, '2.2') : null;
  if (csa?.ok) out.push(`TIME_LIMIT=${csa.value}`);
  for (const k of m.customMetadataKeys)
    if (/^[A-Z][A-Z0-9_+-]*$/.test(k)) out.push(`${k}=${m.getCustomMetadata(k)}`);
  return out.sort();
}

/** All header fields but JKF's 手合割. */
function allMetadata(r: ImmutableRecord): string[] {
  const out: string[] = [];
  for (const k of r.metadata.standardMetadataKeys)
    out.push(`${k}=${r.metadata.getStandardMetadata(k)}`);
  for (const k of r.metadata.customMetadataKeys)
    if (k !== '手合割') out.push(`${k}=${r.metadata.getCustomMetadata(k)}`);
  return out.sort();
}

/** The projection of a record onto what format `f` holds, as comparable lines. */
export function view(
  r: ImmutableRecord,
  f: Exclude<ExportFormat, 'sfen'>,
): { [aspect: string]: string[] } {
  const v = {
    start: [r.initialPosition.sfen],
    tree: [] as string[],
    comments: [] as string[],
    times: [] as string[],
    bookmarks: [] as string[],
    metadata: [] as string[],
  };
  const mainOnly = f === 'csa' || f === 'usi';
  const keep = (n: ImmutableNode) =>
    f === 'usi' ? n.move instanceof Move : f === 'csa' || f === 'jkf' ? csaNamed(n) : true;
  const note = (n: ImmutableNode, p: string) => {
    const c = f === 'csa' || f === 'jkf' ? looseComment(n.comment) : n.comment.replace(/\n+$/, '');
    if (c && f !== 'usi') v.comments.push(`${p}:${c}`);
    if (n.bookmark && (f === 'kif' || f === 'ki2')) v.bookmarks.push(`${p}:${n.bookmark}`);
  };
  note(r.first, '');
  const walk = (node: ImmutableNode, path: string) => {
    let i = 0;
    for (let c = node.next; c && (i === 0 || !mainOnly); c = c.branch, i++) {
      if (!keep(c)) continue;
      const p = `${path}/${i}`;
      v.tree.push(`${p}:${f === 'kif' || f === 'ki2' ? kifKey(c) : moveKey(c)}`);
      if (c.elapsedMs && f !== 'ki2' && f !== 'usi')
        v.times.push(`${p}:${Math.floor(c.elapsedMs / 1000)}`);
      note(c, p);
      walk(c, p);
    }
  };
  walk(r.first, '');
  v.metadata = f === 'usi' ? [] : f === 'csa' ? csaMetadata(r) : allMetadata(r);
  return v;
}
