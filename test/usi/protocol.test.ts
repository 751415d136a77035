import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseGuiCommand,
  formatGuiCommand,
  parseEngineMessage,
  formatEngineMessage,
  type GuiCommand,
  type EngineMessage,
} from '../../src-main/shared/usi-protocol.ts';

function cmd(line: string): GuiCommand {
  const r = parseGuiCommand(line);
  if (!r.ok) assert.fail(`parse failed for "${line}": ${r.error.message}`);
  return r.command;
}

function errCode(line: string): string {
  const r = parseGuiCommand(line);
  assert.equal(r.ok, false, `expected "${line}" to be rejected`);
  return r.ok ? '' : r.error.code;
}

test('GUI commands without arguments parse, with stray whitespace', () => {
  assert.deepEqual(cmd('usi'), { type: 'usi' });
  assert.deepEqual(cmd('  isready \r'), { type: 'isready' });
  assert.deepEqual(cmd('usinewgame'), { type: 'usinewgame' });
  assert.deepEqual(cmd('stop'), { type: 'stop' });
  assert.deepEqual(cmd('ponderhit'), { type: 'ponderhit' });
  assert.deepEqual(cmd('quit'), { type: 'quit' });
  assert.deepEqual(cmd('eval'), { type: 'eval' });
});

test('setoption keeps spaces in names and values, value is optional', () => {
  assert.deepEqual(cmd('setoption name USI_Hash value 256'), {
    type: 'setoption',
    name: 'USI_Hash',
    value: '256',
  });
  assert.deepEqual(cmd('setoption name Eval File value C:\\my nets\\nn.bin'), {
    type: 'setoption',
    name: 'Eval File',
    value: 'C:\\my nets\\nn.bin',
  });
  assert.deepEqual(cmd('setoption name Clear Hash'), { type: 'setoption', name: 'Clear Hash' });
  assert.deepEqual(cmd('setoption name BookFile value'), {
    type: 'setoption',
    name: 'BookFile',
    value: '',
  });
  assert.equal(errCode('setoption USI_Hash 1'), 'USI_MISSING_ARGUMENT');
  assert.equal(errCode('setoption name value 3'), 'USI_MISSING_ARGUMENT');
});

test('position startpos / sfen with and without moves', () => {
  assert.deepEqual(cmd('position startpos'), { type: 'position', sfen: 'startpos', moves: [] });
  assert.deepEqual(cmd('position startpos moves 7g7f 3c3d  8h2b+ P*4e'), {
    type: 'position',
    sfen: 'startpos',
    moves: ['7g7f', '3c3d', '8h2b+', 'P*4e'],
  });
  const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1';
  assert.deepEqual(cmd(`position sfen ${sfen}`), { type: 'position', sfen, moves: [] });
  assert.deepEqual(cmd(`position  sfen  ${sfen.replace(/ /g, '   ')}  moves 3c3d`), {
    type: 'position',
    sfen,
    moves: ['3c3d'],
  });
  // Move number omitted by some GUIs: defaulted to 1.
  assert.deepEqual(cmd('position sfen 4k/5/5/5/K4 b - moves 5e4e'), {
    type: 'position',
    sfen: '4k/5/5/5/K4 b - 1',
    moves: ['5e4e'],
  });
  assert.equal(errCode('position'), 'USI_MISSING_ARGUMENT');
  assert.equal(errCode('position sfen lnsgkgsnl b'), 'USI_BAD_ARGUMENT');
  assert.equal(errCode('position startpos 7g7f'), 'USI_BAD_ARGUMENT');
});

test('go parses clocks, ponder, infinite, mate and searchmoves', () => {
  assert.deepEqual(cmd('go btime 60000 wtime 50000 byoyomi 10000'), {
    type: 'go',
    params: { btime: 60000, wtime: 50000, byoyomi: 10000 },
  });
  assert.deepEqual(cmd('go ponder btime 1000 wtime 2000 binc 10 winc 20'), {
    type: 'go',
    params: { ponder: true, btime: 1000, wtime: 2000, binc: 10, winc: 20 },
  });
  assert.deepEqual(cmd('go infinite'), { type: 'go', params: { infinite: true } });
  assert.deepEqual(cmd('go depth 5 nodes 10000 movetime 300'), {
    type: 'go',
    params: { depth: 5, nodes: 10000, movetime: 300 },
  });
  assert.deepEqual(cmd('go mate infinite'), { type: 'go', params: { mate: 'infinite' } });
  assert.deepEqual(cmd('go mate 3000'), { type: 'go', params: { mate: 3000 } });
  assert.deepEqual(cmd('go searchmoves 7g7f 2g2f depth 3'), {
    type: 'go',
    params: { searchmoves: ['7g7f', '2g2f'], depth: 3 },
  });
  assert.deepEqual(cmd('go frobnicate btime 5'), { type: 'go', params: { btime: 5 } });
  assert.deepEqual(cmd('go'), { type: 'go', params: {} });
});

test('malformed GUI lines are typed errors', () => {
  assert.equal(errCode(''), 'USI_EMPTY');
  assert.equal(errCode('   \t'), 'USI_EMPTY');
  assert.equal(errCode('hello world'), 'USI_UNKNOWN_COMMAND');
  assert.equal(errCode('go btime abc'), 'USI_BAD_ARGUMENT');
  assert.equal(errCode('go btime -5'), 'USI_BAD_ARGUMENT');
  assert.equal(errCode('go depth 1.5'), 'USI_BAD_ARGUMENT');
  assert.equal(errCode('go nodes'), 'USI_BAD_ARGUMENT');
  assert.equal(errCode('go mate soon'), 'USI_BAD_ARGUMENT');
  assert.equal(errCode('gameover maybe'), 'USI_BAD_ARGUMENT');
});

test('GUI commands round-trip through format and parse', () => {
  const cases: GuiCommand[] = [
    { type: 'usi' },
    { type: 'isready' },
    { type: 'usinewgame' },
    { type: 'stop' },
    { type: 'ponderhit' },
    { type: 'quit' },
    { type: 'eval' },
    { type: 'setoption', name: 'USI_Variant', value: 'minishogi' },
    { type: 'setoption', name: 'Clear Hash' },
    { type: 'position', sfen: 'startpos', moves: [] },
    { type: 'position', sfen: 'startpos', moves: ['7g7f', '3c3d'] },
    { type: 'position', sfen: 'rbsgk/4p/5/P4/KGSBR b - 1', moves: ['1d1c+'] },
    { type: 'go', params: { btime: 0, wtime: 0, byoyomi: 100 } },
    { type: 'go', params: { ponder: true, btime: 1, wtime: 2, binc: 3, winc: 4 } },
    { type: 'go', params: { infinite: true, searchmoves: ['7g7f'] } },
    { type: 'go', params: { mate: 'infinite' } },
    { type: 'go', params: { nodes: 5000, depth: 8, movetime: 10 } },
    { type: 'gameover', result: 'win' },
    { type: 'gameover', result: 'lose' },
    { type: 'gameover', result: 'draw' },
  ];
  for (const c of cases) assert.deepEqual(cmd(formatGuiCommand(c)), c, formatGuiCommand(c));
});

test('formatGuiCommand writes the standard text', () => {
  assert.equal(
    formatGuiCommand({ type: 'go', params: { btime: 1234.6, wtime: -3, byoyomi: 100 } }),
    'go btime 1235 wtime 0 byoyomi 100',
  );
  assert.equal(
    formatGuiCommand({
      type: 'go',
      params: { searchmoves: ['1g1f'], btime: 5, ponder: true, byoyomi: 7 },
    }),
    'go ponder btime 5 byoyomi 7 searchmoves 1g1f',
  );
  assert.equal(
    formatGuiCommand({ type: 'position', sfen: 'startpos', moves: ['7g7f'] }),
    'position startpos moves 7g7f',
  );
});

test('engine messages: id, usiok, readyok, bestmove', () => {
  assert.deepEqual(parseEngineMessage('id name Fairy-Stockfish 11.1 LB'), {
    type: 'id',
    field: 'name',
    value: 'Fairy-Stockfish 11.1 LB',
  });
  assert.deepEqual(parseEngineMessage('id author  T. Romstad\r'), {
    type: 'id',
    field: 'author',
    value: 'T. Romstad',
  });
  assert.deepEqual(parseEngineMessage('usiok'), { type: 'usiok' });
  assert.deepEqual(parseEngineMessage(' readyok '), { type: 'readyok' });
  assert.deepEqual(parseEngineMessage('bestmove 7g7f ponder 3c3d'), {
    type: 'bestmove',
    move: '7g7f',
    ponder: '3c3d',
  });
  assert.deepEqual(parseEngineMessage('bestmove resign'), { type: 'bestmove', move: 'resign' });
  assert.deepEqual(parseEngineMessage('bestmove win'), { type: 'bestmove', move: 'win' });
  assert.deepEqual(parseEngineMessage('bestmove'), { type: 'unknown', line: 'bestmove' });
  assert.deepEqual(parseEngineMessage('Stockfish by ...'), {
    type: 'unknown',
    line: 'Stockfish by ...',
  });
});

test('engine options of every type', () => {
  const opt = (line: string) => {
    const m = parseEngineMessage(line);
    assert.equal(m.type, 'option', line);
    return m.type === 'option' ? m.option : undefined;
  };
  assert.deepEqual(opt('option name USI_Ponder type check default false'), {
    name: 'USI_Ponder',
    type: 'check',
    default: false,
  });
  assert.deepEqual(opt('option name Threads type spin default 1 min 1 max 512'), {
    name: 'Threads',
    type: 'spin',
    default: 1,
    min: 1,
    max: 512,
  });
  assert.deepEqual(
    opt('option name USI_Variant type combo default shogi var shogi var minishogi'),
    {
      name: 'USI_Variant',
      type: 'combo',
      default: 'shogi',
      vars: ['shogi', 'minishogi'],
    },
  );
  assert.deepEqual(opt('option name Clear Hash type button'), {
    name: 'Clear Hash',
    type: 'button',
  });
  assert.deepEqual(opt('option name EvalFile type string default <empty>'), {
    name: 'EvalFile',
    type: 'string',
    default: '',
  });
  assert.deepEqual(opt('option name BookFile type filename default my book.db'), {
    name: 'BookFile',
    type: 'filename',
    default: 'my book.db',
  });
  assert.equal(parseEngineMessage('option name X type colour').type, 'unknown');
});

test('info lines: numbers, scores, bounds, pv, string to the end', () => {
  const info = (line: string) => {
    const m = parseEngineMessage(line);
    assert.equal(m.type, 'info', line);
    return m.type === 'info' ? m.info : {};
  };
  assert.deepEqual(
    info(
      'info depth 12 seldepth 18 multipv 1 score cp -35 nodes 123456 nps 400000 hashfull 12 time 308 pv 7g7f 3c3d 2g2f',
    ),
    {
      depth: 12,
      seldepth: 18,
      multipv: 1,
      score: { kind: 'cp', value: -35 },
      nodes: 123456,
      nps: 400000,
      hashfull: 12,
      time: 308,
      pv: ['7g7f', '3c3d', '2g2f'],
    },
  );
  assert.deepEqual(info('info score cp 120 lowerbound depth 3'), {
    score: { kind: 'cp', value: 120, bound: 'lower' },
    depth: 3,
  });
  assert.deepEqual(info('info score mate 5 pv G*5b'), {
    score: { kind: 'mate', value: 5 },
    pv: ['G*5b'],
  });
  assert.deepEqual(info('info score mate -4 upperbound'), {
    score: { kind: 'mate', value: -4, bound: 'upper' },
  });
  assert.deepEqual(info('info score mate +'), { score: { kind: 'mate', value: Infinity } });
  assert.deepEqual(info('info score mate -'), { score: { kind: 'mate', value: -Infinity } });
  assert.deepEqual(info('info string depth 3  is  fine'), { string: 'depth 3  is  fine' });
  assert.deepEqual(info('info depth x nodes 5 wibble 7 currmove 7g7f'), {
    nodes: 5,
    currmove: '7g7f',
  });
  assert.deepEqual(info('info pv 7g7f 3c3d string hello'), {
    pv: ['7g7f', '3c3d'],
    string: 'hello',
  });
});

test('checkmate answers', () => {
  assert.deepEqual(parseEngineMessage('checkmate nomate'), { type: 'checkmate', result: 'nomate' });
  assert.deepEqual(parseEngineMessage('checkmate timeout'), {
    type: 'checkmate',
    result: 'timeout',
  });
  assert.deepEqual(parseEngineMessage('checkmate notimplemented'), {
    type: 'checkmate',
    result: 'notimplemented',
  });
  assert.deepEqual(parseEngineMessage('checkmate G*5b 5a5b 4c4b+'), {
    type: 'checkmate',
    result: 'mate',
    moves: ['G*5b', '5a5b', '4c4b+'],
  });
});

test('engine messages round-trip through format and parse', () => {
  const cases: EngineMessage[] = [
    { type: 'id', field: 'name', value: 'Banmen 0.1' },
    { type: 'id', field: 'author', value: 'The Banmen authors' },
    { type: 'usiok' },
    { type: 'readyok' },
    { type: 'bestmove', move: '8h2b+', ponder: '3a2b' },
    { type: 'bestmove', move: 'resign' },
    { type: 'option', option: { name: 'SkillLevel', type: 'spin', default: 20, min: 0, max: 20 } },
    { type: 'option', option: { name: 'EvalFile', type: 'string', default: '' } },
    { type: 'option', option: { name: 'Style', type: 'combo', default: 'a', vars: ['a', 'b'] } },
    { type: 'option', option: { name: 'USI_Ponder', type: 'check', default: true } },
    {
      type: 'info',
      info: { depth: 3, score: { kind: 'cp', value: 10, bound: 'upper' }, pv: ['7g7f'] },
    },
    { type: 'info', info: { score: { kind: 'mate', value: -Infinity } } },
    { type: 'info', info: { nodes: 1, string: 'hello  world' } },
    { type: 'checkmate', result: 'mate', moves: ['G*5b'] },
    { type: 'checkmate', result: 'nomate' },
  ];
  for (const m of cases)
    assert.deepEqual(parseEngineMessage(formatEngineMessage(m)), m, formatEngineMessage(m));
  assert.equal(
    formatEngineMessage({
      type: 'option',
      option: { name: 'EvalFile', type: 'string', default: '' },
    }),
    'option name EvalFile type string default <empty>',
  );
});
