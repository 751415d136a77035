import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readRecordFile } from '../../../src-main/records/service.ts';
import { printHtml, printPlan } from '../../../src-main/services/print/print-html.ts';
import { readBack } from '../../helpers/diagram-readback.ts';
import { assertOk } from '../../helpers/assert-ok.ts';

const FIXTURE = 'test/fixtures/print/annotated.kifu';

/** The fixture's first record (96 rows: 95 moves and 中断; diagrams at 12, 30, 61 and 95). */
async function fixture() {
  const r = await readRecordFile(FIXTURE);
  assertOk(r);
  return r.records[0]!;
}

/** The page sections of the HTML in order: `moves` or `diagram@ply`. */
function sections(html: string): string[] {
  return [...html.matchAll(/<section class="page (moves|diagram)"(?: data-ply="(\d+)")?/g)].map(
    (m) => (m[2] ? `${m[1]}@${m[2]}` : m[1]!),
  );
}

/** The position after `ply` moves of the main line, as SFEN board and hands. */
function positionAt(record: Awaited<ReturnType<typeof fixture>>, ply: number) {
  record.goto(ply);
  const [board, , hands] = record.position.sfen.split(' ');
  return { board: board!, hands: hands! };
}

test('a record prints as pages of 40 moves, each followed by the diagrams of its moves', async () => {
  const record = await fixture();
  const html = printHtml(record, { fileName: 'annotated.kifu' });
  assert.deepEqual(sections(html), [
    'moves',
    'diagram@12',
    'diagram@30',
    'moves',
    'diagram@61',
    'moves',
    'diagram@95',
  ]);
  const plan = printPlan(record, 20);
  assert.deepEqual(
    plan.movePages.map((p) => [p[0]!.ply, p.at(-1)!.ply]),
    [
      [1, 20],
      [21, 40],
      [41, 60],
      [61, 80],
      [81, 96],
    ],
  );
  assert.deepEqual(
    plan.diagrams.map((n) => n.ply),
    [12, 30, 61, 95],
  );
});

test('the printed page has the headers, every move with its times and its comment', async () => {
  const record = await fixture();
  const html = printHtml(record, { fileName: 'annotated.kifu' });
  assert.match(html, /<h1>練習対局<\/h1>/, 'the event is the title');
  for (const [k, v] of [
    ['先手', '山田'],
    ['後手', '鈴木'],
    ['場所', '将棋会館'],
    ['持ち時間', '30分\\+30秒'],
    ['記録係', '田中'],
  ])
    assert.match(html, new RegExp(`<dt>${k}</dt><dd>${v}</dd>`), `header ${k}`);
  assert.match(html, /<p class="start-comment">序盤の研究会の一局。<\/p>/);
  const rows = [...html.matchAll(/<tr data-ply="(\d+)">/g)].map((m) => Number(m[1]));
  assert.deepEqual(
    rows,
    Array.from({ length: 96 }, (_, i) => i + 1),
    'each row once, in order',
  );
  assert.match(
    html,
    /<tr data-ply="1"><td class="ply">1<\/td><td class="move">▲５八金右<\/td><td class="time">0:42 \/ 0:00:42<\/td>/,
  );
  assert.match(html, /<tr data-ply="96">[^]*?中断/);
  assert.match(html, /<td class="move">△３三金 <span class="bookmark">&amp;序盤<\/span>/);
});

test('comments are escaped, and the drawing markup is left to the diagram', async () => {
  const record = await fixture();
  const html = printHtml(record);
  assert.match(html, /9手目の解説：ここは&lt;b&gt;&amp;&quot;&#39;も考えられた。/);
  assert.doesNotMatch(html, /<b>/, 'no markup from a comment reaches the page');
  assert.doesNotMatch(html, /\[%cal/, 'the drawing line is not printed as text');
  assert.match(html, /<td class="comment">矢印の局面。<\/td>/);
  const ply12 = /<section class="page diagram" data-ply="12">([^]*?)<\/section>/.exec(html)![1]!;
  assert.match(ply12, /<h2>序盤<\/h2>/);
  assert.match(ply12, /data-arrow="2h2d"/, 'the arrow drawn on move 12 is in its diagram');
  assert.match(ply12, /<p class="comment">矢印の局面。<\/p>/);
});

test('each diagram shows the position after its move, flipped when asked', async () => {
  const record = await fixture();
  const html = printHtml(record, { flip: true });
  for (const ply of [12, 30, 61, 95]) {
    const page = new RegExp(`class="page diagram" data-ply="${ply}">[^]*?(<svg[^]*?</svg>)`).exec(
      html,
    )![1]!;
    assert.deepEqual(readBack(page), positionAt(record, ply), `diagram after move ${ply}`);
    assert.match(page, /data-flip="true"/);
    assert.match(page, /data-style="book"/);
  }
});

test('a record without moves, headers or bookmarks still prints one page', async () => {
  const r = await import('../../../src-main/shared/records/index.ts').then((m) =>
    m.importRecordText('sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'),
  );
  assertOk(r);
  const html = printHtml(r.records[0]!, { lang: 'en' });
  assert.deepEqual(sections(html), ['moves']);
  assert.match(html, /<th>Move<\/th>/);
  assert.doesNotMatch(html, /<th>Time<\/th>/, 'no time column when the record has no times');
});
