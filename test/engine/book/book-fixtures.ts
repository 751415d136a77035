/** The well-formed book fixtures the format round-trip tests share. */
import { readFileSync } from 'node:fs';
import { assertOk } from '../../helpers/assert-ok.ts';
import { Book } from '../../../src-main/engine/book/book.ts';
import { parseBook } from '../../../src-main/engine/book/db2016.ts';
import { REPO } from '../helpers/usi-harness.ts';

/** Fixture names under test/fixtures/book/. */
export const FIXTURES = ['hand.db', 'hand-written.db', 'formats.db', 'play.db'];

/** The fixture as a book (positions without moves left out: no format writes them). */
export function fixture(name: string): Book {
  const path = `${REPO}test/fixtures/book/${name}`;
  const parsed = parseBook(readFileSync(path, 'utf8'), path);
  assertOk(parsed);
  return Book.from(parsed.entries.filter((e) => e.moves.length > 0));
}
