/**
 * Reads a board diagram's SVG back to a position, from its `data-piece` / `data-square` /
 * `data-count` attributes only (as a screen reader or a scraper would), into SFEN board and
 * hand fields; the tests compare them with the position drawn.
 */
const SFEN_LETTER: { [type: string]: string } = {
  pawn: 'p',
  lance: 'l',
  knight: 'n',
  silver: 's',
  gold: 'g',
  bishop: 'b',
  rook: 'r',
  king: 'k',
  promPawn: '+p',
  promLance: '+l',
  promKnight: '+n',
  promSilver: '+s',
  horse: '+b',
  dragon: '+r',
};

/** One `<text data-piece=…>` element: its attributes and its text content. */
export interface PieceElement {
  side: 'b' | 'w';
  type: string;
  square?: string;
  count?: number;
  text: string;
  /** True if the piece's group turns it 180°. */
  turned: boolean;
}

/** Every element with a `data-piece` attribute, in document order. */
export function pieceElements(svg: string): PieceElement[] {
  const out: PieceElement[] = [];
  const re =
    /(<g transform="rotate\(180[^"]*\)">)?<text data-piece="([bw])-(\w+)"([^>]*)>(.*?)<\/text>/g;
  for (const m of svg.matchAll(re)) {
    const attrs = m[4]!;
    const square = / data-square="([1-9][a-i])"/.exec(attrs)?.[1];
    const count = / data-count="(\d+)"/.exec(attrs)?.[1];
    out.push({
      side: m[2] as 'b' | 'w',
      type: m[3]!,
      ...(square && { square }),
      ...(count && { count: Number(count) }),
      text: m[5]!.replace(/<[^>]+>/g, ''),
      turned: m[1] !== undefined,
    });
  }
  return out;
}

/** The SFEN board and hands fields (`lnsg…`, `b`/`w` omitted, hands `2Pb` or `-`) the SVG shows. */
export function readBack(svg: string): { board: string; hands: string } {
  const grid: string[][] = Array.from({ length: 9 }, () => Array<string>(9).fill(''));
  let hands = '';
  const order = ['rook', 'bishop', 'gold', 'silver', 'knight', 'lance', 'pawn'];
  const handPieces: PieceElement[] = [];
  for (const p of pieceElements(svg)) {
    const letter = SFEN_LETTER[p.type]!;
    const sided = p.side === 'b' ? letter.toUpperCase() : letter;
    if (p.square) {
      const file = Number(p.square[0]);
      const rank = p.square.charCodeAt(1) - 97;
      grid[rank]![9 - file] = sided;
    } else handPieces.push(p);
  }
  for (const side of ['b', 'w'])
    for (const type of order)
      for (const p of handPieces.filter((h) => h.side === side && h.type === type)) {
        const letter = SFEN_LETTER[type]!;
        hands += `${p.count! > 1 ? p.count : ''}${side === 'b' ? letter.toUpperCase() : letter}`;
      }
  const board = grid
    .map((row) =>
      row
        .map((c) => c || '1')
        .join('')
        .replace(/1+/g, (ones) => String(ones.length)),
    )
    .join('/');
  return { board, hands: hands || '-' };
}
