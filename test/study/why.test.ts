/**
 * The "why" sentences on hand-made positions (test/fixtures/why/positions.json): each kind's
 * fact holds where it should and not in a look-alike where it does not; the sentence in both
 * languages and notations; the comment fields read back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { explainMove, type WhyInput } from '../../src-main/shared/study/why-facts.ts';
import { whyText } from '../../src-main/shared/study/why-text.ts';
import { parseWhyFields, whyFields } from '../../src-main/shared/study/why-tag.ts';
import { explainWithMates } from '../../src-main/analysis/why-search.ts';
import type { Why } from '../../src-main/shared/study/why-types.ts';

type Case = Omit<WhyInput, 'before' | 'after'>;
const cases = JSON.parse(
  readFileSync(new URL('../fixtures/why/positions.json', import.meta.url), 'utf8'),
) as Record<string, Case>;
const cp = (value: number) => ({ kind: 'cp' as const, value });
/** A case with quiet scores: the engine's scores tell nothing, the facts must. */
const input = (name: string, extra: Partial<WhyInput> = {}): WhyInput => ({
  ...cases[name]!,
  before: cp(0),
  after: cp(400),
  ...extra,
});
const roundTrip = (w: Why) => assert.deepEqual(parseWhyFields(new Map(whyFields(w))), w);

test('hangs: the reply takes an undefended silver, named by piece and square', () => {
  const w = explainMove(input('hangs'));
  assert.deepEqual(w, {
    kind: 'hangs',
    piece: 4,
    square: '4e',
    reply: { usi: '4d4e', japanese: '△４五歩', western: 'Px4e' },
  });
  assert.equal(whyText(w!, 'en', 'western'), 'hangs the silver on 4e (Px4e)');
  assert.equal(whyText(w!, 'en', 'japanese'), 'hangs the silver on ４五 (△４五歩)');
  assert.equal(whyText(w!, 'ja', 'japanese'), '４五の銀がただで取られる（△４五歩）');
  roundTrip(w!);
  // The same line after a quiet reply names nothing: no capture, no material lost.
  assert.equal(explainMove(input('hangs', { replyPv: ['5a4a'] })), null);
});

test('a pawn taken and retaken is no hanging piece (SEE is 0)', () => {
  const w = explainMove({
    sfen: '4k4/9/9/5p3/9/4G4/9/9/4K4 b P 1',
    played: 'P*4e',
    before: cp(0),
    after: cp(400),
    replyPv: ['4d4e', '5f4e'],
  });
  assert.equal(w, null);
});

test('no-escape: a checking gold drop leaves the king no legal move (not mate)', () => {
  const w = explainMove(input('no-escape'));
  assert.equal(w?.kind, 'no-escape');
  assert.equal(
    whyText(w!, 'en', 'japanese'),
    'leaves the king with no escape squares after a gold drop (△５八金)',
  );
  assert.equal(whyText(w!, 'ja', 'japanese'), '△５八金（金打ち）で玉の逃げ道がなくなる');
  roundTrip(w!);
  // Not mate: the solver finds no mate for White after ▲1六歩.
  assert.equal(explainWithMates(input('no-escape'))?.kind, 'no-escape');
});

test('fork: a knight drop attacks rook and gold, and the line takes the gold', () => {
  const w = explainMove(input('fork'));
  assert.deepEqual(w && w.kind === 'fork' ? [...w.targets].sort() : null, ['4g', '6g']);
  assert.equal(whyText(w!, 'en', 'western'), 'walks into a fork after N*5e (4g and 6g)');
  roundTrip(w!);
  // If the line's next white move does not take a target, it is no fork the engine showed.
  const pv = ['N*5e', '6g6b', '9a9b'];
  assert.notEqual(explainMove(input('fork', { replyPv: pv }))?.kind, 'fork');
});

test('no fork when one move saves both pieces or the forking piece can be taken', () => {
  // The line takes the gold in both, but ▲5七飛 pins the knight, and ▲5五歩 takes it for nothing.
  assert.notEqual(explainMove(input('fork-answered'))?.kind, 'fork');
  assert.notEqual(explainMove(input('fork-taken'))?.kind, 'fork');
});

test('loses the exchange: the line gives a rook for a silver', () => {
  const w = explainMove(input('loses-exchange'));
  assert.equal(w?.kind, 'loses-exchange');
  assert.equal(whyText(w!, 'en', 'japanese'), 'loses the exchange after △５五銀');
  roundTrip(w!);
  // Cut right after the capture, the recapture is unknown: no verdict on material.
  const cut = cases['loses-exchange']!.replyPv!.slice(0, 3);
  assert.equal(explainMove(input('loses-exchange', { replyPv: cut })), null);
});

test('loses material: a silver lost for nothing, with its value', () => {
  const w = explainMove(input('loses-material'));
  assert.deepEqual(w, {
    kind: 'loses-material',
    after: { usi: '4d5e', japanese: '△５五銀', western: 'Sx5e' },
    value: 495,
  });
  assert.equal(whyText(w!, 'ja', 'western'), 'Sx5eから駒損になる');
  roundTrip(w!);
});

test('allows mate: from the score, or found by the solver when the score does not show it', () => {
  const fromScore = explainMove(input('allows-mate', { after: { kind: 'mate', value: 3 } }));
  assert.deepEqual(fromScore, { kind: 'allows-mate', plies: 3 });
  // Without the solver only the trapped king is seen; the solver proves the mate.
  assert.equal(explainMove(input('allows-mate'))?.kind, 'no-escape');
  const solved = explainWithMates(input('allows-mate'));
  assert.deepEqual(solved, { kind: 'allows-mate', plies: 1 });
  assert.equal(whyText(solved!, 'en', 'western'), 'allows mate in 1');
  assert.equal(whyText(solved!, 'ja', 'japanese'), '1手詰めを許す');
  roundTrip(solved!);
});

test('missed mate: the solver finds ▲5二金打 mate; playing the best move misses nothing', () => {
  const w = explainWithMates(input('missed-mate'));
  assert.deepEqual(w, { kind: 'missed-mate', plies: 1 });
  assert.equal(whyText(w!, 'en', 'western'), 'missed mate in 1');
  assert.equal(whyText(w!, 'ja', 'japanese'), '1手詰めを逃した');
  const best = cases['missed-mate']!.best!;
  assert.notEqual(explainWithMates(input('missed-mate', { played: best }))?.kind, 'missed-mate');
  // A move that keeps a forced mate (score still a mate for the mover) misses nothing.
  const keeps = {
    before: { kind: 'mate' as const, value: 3 },
    after: { kind: 'mate' as const, value: -2 },
  };
  assert.equal(explainMove(input('missed-mate', keeps)), null);
});

test('malformed why fields are refused', () => {
  assert.equal(parseWhyFields(new Map([['why', 'hangs']])), null);
  assert.equal(parseWhyFields(new Map([['why', 'nonsense']])), null);
  assert.equal(
    parseWhyFields(
      new Map([
        ['why', 'allows-mate'],
        ['why_n', 'x'],
      ]),
    ),
    null,
  );
});
