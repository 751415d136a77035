/**
 * From a record to diagram requests: the position at a move number of the main line, the last
 * move to shade, a title from the players and the move number; and the nodes a batch draws
 * (every bookmark, and every comment with a `#図` or `#diagram` line). Pure module.
 */
import { Move, type ImmutableNode, type ImmutableRecord, type Record } from 'tsshogi';
import { pathOf } from '../tree.ts';
import type { DiagramOptions } from './diagram-types.ts';
import { diagramDrawings, parseDrawings } from '../drawings.ts';

/** A comment line that asks for a diagram of its move's position in a batch export. */
export const DIAGRAM_MARKER = /^[ \t]*#(?:図|diagram)(?:[ \t].*)?$/m;

/** One diagram to draw: the position and what to shade and say, plus a name for its file. */
export interface DiagramRequest {
  sfen: string;
  ply: number;
  options: Pick<DiagramOptions, 'lastMove' | 'title' | 'arrows' | 'marks'>;
  /** Short name for a file: the bookmark, else the move number. */
  label: string;
  /** The node's path in the tree (sibling index per ply). */
  path: number[];
}

/** `☗２二角成` → `▲２二角成` (why: books write ▲△, and the bundled font has them). */
const plainMarks = (text: string): string => text.replace(/☗/g, '▲').replace(/☖/g, '△');

/** The title line of a node: `▲羽生 △藤井　3手目 ▲２二角成まで`, players left out when unknown. */
export function diagramTitle(record: ImmutableRecord, node: ImmutableNode): string {
  const black = record.metadata.getStandardMetadata('blackName' as never);
  const white = record.metadata.getStandardMetadata('whiteName' as never);
  const players = [black && `▲${black}`, white && `△${white}`].filter(Boolean).join(' ');
  const moveText =
    node.move instanceof Move ? `${node.ply}手目 ${plainMarks(node.displayText)}まで` : '開始局面';
  return [players, moveText].filter(Boolean).join('　');
}

/** The request for one node of a record, with the arrows and marks drawn on it (see drawings.ts). */
export function requestAt(record: ImmutableRecord, node: ImmutableNode): DiagramRequest {
  const lastMove = node.move instanceof Move ? node.move.to.usi : undefined;
  const drawn = diagramDrawings(parseDrawings(node.comment));
  return {
    sfen: node.sfen,
    ply: node.ply,
    options: {
      title: diagramTitle(record, node),
      ...(lastMove && { lastMove }),
      ...(drawn.arrows.length > 0 && { arrows: drawn.arrows }),
      ...(drawn.marks.length > 0 && { marks: drawn.marks }),
    },
    label: node.bookmark.trim() || `${node.ply}`,
    path: pathOf(node),
  };
}

/** The request for the main line's position after `ply` moves, or null when the line is shorter. */
export function requestAtPly(record: Record, ply: number): DiagramRequest | null {
  const line = record.moves;
  const node = line.find((n) => n.ply === ply && (n.ply === 0 || n.move instanceof Move));
  return node ? requestAt(record, node) : null;
}

/** Every node with a bookmark or a diagram marker in its comment, variations included, in tree order. */
export function markedRequests(record: ImmutableRecord): DiagramRequest[] {
  const out: DiagramRequest[] = [];
  record.forEach((node) => {
    if (node.bookmark.trim() !== '' || DIAGRAM_MARKER.test(node.comment))
      out.push(requestAt(record, node));
  });
  return out;
}
