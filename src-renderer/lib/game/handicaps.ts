/**
 * Start positions: the even game and the handicaps (the upper player, white, gives the
 * handicap and moves first). SFENs are the conventional handicap set-ups.
 */
import { START_NAME_EN } from './strings';
import type { StartKind, VariantName } from '../../../src-main/shared/contract';
import { MINISHOGI_STARTPOS_SFEN, STARTPOS_SFEN } from '../../../src-main/shared/rules/sfen';

const BLACK_CAMP = '9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL';

function handicap(rank1: string, rank2: string, hand = '-'): string {
  return `${rank1}/${rank2}/ppppppppp/${BLACK_CAMP} w ${hand} 1`;
}

/** Handicap SFENs by kind, in the conventional order. */
export const HANDICAP_SFEN: Record<Exclude<StartKind, 'even' | 'sfen'>, string> = {
  lance: handicap('lnsgkgsn1', '1r5b1'),
  'right-lance': handicap('1nsgkgsnl', '1r5b1'),
  bishop: handicap('lnsgkgsnl', '1r7'),
  rook: handicap('lnsgkgsnl', '7b1'),
  'rook-lance': handicap('lnsgkgsn1', '7b1'),
  '2-piece': handicap('lnsgkgsnl', '9'),
  '3-piece': handicap('lnsgkgsn1', '9'),
  '4-piece': handicap('1nsgkgsn1', '9'),
  '5-piece': handicap('1nsgkgs2', '9'),
  'left-5-piece': handicap('2sgkgsn1', '9'),
  '6-piece': handicap('2sgkgs2', '9'),
  'left-7-piece': handicap('2sgkg3', '9'),
  'right-7-piece': handicap('3gkgs2', '9'),
  '8-piece': handicap('3gkg3', '9'),
  '10-piece': handicap('4k4', '9'),
  'three-pawns': `4k4/9/9/${BLACK_CAMP} w 3p 1`,
};

/** The board, side and hand fields of the handicap set-ups (move numbers may differ). */
const HANDICAP_POSITIONS = new Set(Object.values(HANDICAP_SFEN).map(positionFields));

function positionFields(sfen: string): string {
  return sfen.trim().split(/\s+/).slice(0, 3).join(' ');
}

/** Whether a game starting from `sfen` is a handicap game (its players are then 下手 and 上手). */
export function isHandicapSfen(sfen: string): boolean {
  return HANDICAP_POSITIONS.has(positionFields(sfen));
}

/** Every start kind in menu order. */
export const START_KINDS = Object.keys(START_NAME_EN) as StartKind[];

/** The SFEN a game starts from (`custom` is used for 'sfen'). */
export function startSfen(variant: VariantName, kind: StartKind, custom: string): string {
  if (kind === 'sfen') return custom.trim().replace(/^sfen\s+/, '');
  if (variant === 'minishogi') return MINISHOGI_STARTPOS_SFEN;
  return kind === 'even' ? STARTPOS_SFEN : HANDICAP_SFEN[kind];
}
