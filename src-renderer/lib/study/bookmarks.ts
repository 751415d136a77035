/** Every bookmarked move of a variation tree (main line and variations), for the jump list. */
import type { VariationLine } from '../../../src-main/shared/study/index';

/** A bookmark and where it is. */
export interface BookmarkEntry {
  name: string;
  path: number[];
}

/** The bookmarks in tree order. */
export function bookmarksOf(line: VariationLine): BookmarkEntry[] {
  return line.entries.flatMap((e, i) => [
    ...(e.bookmark ? [{ name: e.bookmark, path: e.path }] : []),
    ...line.variations[i]!.flatMap(bookmarksOf),
  ]);
}
