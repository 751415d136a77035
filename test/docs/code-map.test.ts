// The newcomer test: a reader who picks a feature from the README's "Using it" list finds it in one
// hop. For each feature below, the README's code map must have a row that names it, every path in
// that row's code column must exist, and those folders must hold the feature: a file whose path, or
// an export in it, carries the feature's word. Everything is read from README.md as it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const README = readFileSync('README.md', 'utf8');

/** The bold names of the "Using it" list (`- **Play** …`, and bold ones inside an item). */
function usingItFeatures(): Map<string, string> {
  const section = README.split(/^## /m).find((s) => s.startsWith('Using it'));
  assert.ok(section, 'the README has a "Using it" section');
  const items = section.split(/^- /m).slice(1);
  const out = new Map<string, string>();
  for (const item of items)
    for (const m of item.matchAll(/\*\*([^*]+)\*\*/g)) out.set(m[1]!.toLowerCase(), item);
  return out;
}

/** A code-map row: its feature words and the paths its code column names. */
interface Row {
  feature: string;
  code: string[];
}

/** The code map's rows (the table under "## Code map"). */
function codeMap(): Row[] {
  const section = README.split(/^## /m).find((s) => s.startsWith('Code map'));
  assert.ok(section, 'the README has a "Code map" section');
  const rows = section.split('\n').filter((l) => /^\|/.test(l));
  const header = rows[0]!.split('|').map((c) => c.trim().toLowerCase());
  const [feat, code] = [header.indexOf('feature'), header.indexOf('code')];
  assert.ok(feat > 0 && code > 0, 'the code map has feature and code columns');
  return rows.slice(2).map((r) => {
    const cells = r.split('|');
    return { feature: cells[feat]!.trim(), code: paths(cells[code]!) };
  });
}

/**
 * The paths of a code cell, resolved as a reader does: a bare name (`options.ts`, `lib/text.ts`)
 * is under the nearest earlier path that holds it (`src-main/engine/usi.ts`, `options.ts`).
 */
function paths(cell: string): string[] {
  const out: string[] = [];
  for (const m of cell.matchAll(/`([^`]+)`/g)) {
    const name = m[1]!;
    if (/\s/.test(name) || !/[./]/.test(name)) continue; // a word in backquotes, not a path
    if (out.length === 0 || name.startsWith('src-')) {
      out.push(name);
      continue;
    }
    const bases = out.flatMap((p) => ancestors(p));
    out.push(bases.map((b) => posix.join(b, name)).find((p) => exists(p)) ?? name);
  }
  return out;
}

/** A path's folders, nearest first (`a/b/c.ts` → `a/b`, `a`, `.`). */
function ancestors(p: string): string[] {
  const out: string[] = [];
  let d = p.endsWith('/') ? p.slice(0, -1) : dirname(p);
  for (;;) {
    out.push(d);
    if (d === '.' || d === '') return out;
    d = dirname(d);
  }
}

/** True if a path, or a glob's files (`why-*.ts`), exist. */
function exists(p: string): boolean {
  return files(p).length > 0 || (existsSync(p) && statSync(p).isDirectory());
}

/** The files a path names: a file, a folder's files (recursively), or a glob's matches. */
function files(p: string): string[] {
  if (p.includes('*')) {
    const dir = dirname(p);
    const re = new RegExp(`^${posix.basename(p).replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => re.test(f))
          .map((f) => join(dir, f))
      : [];
  }
  if (!existsSync(p)) return [];
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p, { recursive: true, encoding: 'utf8' })
    .map((f) => join(p, f))
    .filter((f) => statSync(f).isFile());
}

/** True if a file's path or one of its exports carries `word`. */
function holds(file: string, word: string): boolean {
  if (file.toLowerCase().includes(word)) return true;
  if (!/\.(ts|svelte|cc|h)$/.test(file)) return false;
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/export\s+(?:async\s+)?(?:function|class|const|interface|type)\s+(\w+)/g),
  ]
    .map((m) => m[1]!.toLowerCase())
    .some((name) => name.includes(word));
}

/**
 * The features picked from "Using it": the bold name there, a word of the code map row that
 * covers it, and the feature's word the code must carry (each word also in the README's item).
 */
const PICKED = [
  { feature: 'play', row: 'play (board, clock', word: 'clock' },
  { feature: 'study', row: 'study editor', word: 'study' },
  { feature: 'learn', row: 'practice deck', word: 'practice' },
  { feature: 'tsume', row: 'tsume problems', word: 'tsume' },
  { feature: 'play from here', row: 'play (board', word: 'play-from' },
  { feature: 'tournaments', row: 'engine tournaments', word: 'tournament' },
  { feature: 'training', row: 'classical training', word: 'ga' },
  { feature: 'settings', row: 'interface: theme', word: 'settings' },
  { feature: 'diagrams', row: 'board diagrams', word: 'diagram' },
  { feature: 'books', row: 'book panel', word: 'book' },
  { feature: 'records are checked, not trusted', row: 'game records', word: 'kif' },
];

test('the README lists the features and maps them to folders', () => {
  assert.ok(usingItFeatures().size >= 10, 'at least 10 features in "Using it"');
  assert.ok(codeMap().length >= 10, 'at least 10 rows in the code map');
});

for (const pick of PICKED) {
  test(`a newcomer finds "${pick.feature}" in one hop: the code map's folders exist and hold it`, () => {
    const item = usingItFeatures().get(pick.feature);
    assert.ok(item, `"${pick.feature}" is a feature of the README's "Using it" list`);
    const row = codeMap().find((r) => r.feature.toLowerCase().includes(pick.row));
    assert.ok(row, `the code map has a row for "${pick.feature}" (${pick.row})`);
    assert.ok(row.code.length > 0, `the row "${row.feature}" names its code`);
    const said = `${item} ${row.feature}`.toLowerCase().replace(/-/g, ' ');
    assert.ok(said.includes(pick.word.replace(/-/g, ' ')), `the README says "${pick.word}" there`);
    for (const p of row.code) assert.ok(exists(p), `${p} (code map row "${row.feature}") exists`);
    const found = row.code.flatMap(files).find((f) => holds(f, pick.word));
    assert.ok(found, `a file under ${row.code.join(', ')} carries "${pick.word}"`);
  });
}
