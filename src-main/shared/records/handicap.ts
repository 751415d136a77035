/**
 * Handicap presets (手合割) with their KIF name, SFEN, CSA `PI` line and JKF preset. tsshogi 2.2
 * knows only some of them: 三枚落ち, 五枚落ち, 左五枚落ち, 左七枚落ち and 右七枚落ち fall back to
 * 平手 when read and are written as a bare board; the helpers here detect and repair that.
 */

/** One handicap preset. The squares list what white (上手) removes, in CSA `PI` order. */
export interface HandicapPreset {
  kif: string;
  jkf: string;
  sfen: string;
  /** CSA squares+pieces removed from the even position, e.g. `82HI22KA`. */
  csaRemoved: string;
  /** True for the presets tsshogi 2.2 does not know. */
  patched: boolean;
}

const W = ' w - 1';
const LOWER = '/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL';

/** All presets of the Kakinoki and JKF specifications. */
export const HANDICAP_PRESETS: readonly HandicapPreset[] = [
  {
    kif: '平手',
    jkf: 'HIRATE',
    sfen: 'lnsgkgsnl/1r5b1' + LOWER + ' b - 1',
    csaRemoved: '',
    patched: false,
  },
  {
    kif: '香落ち',
    jkf: 'KY',
    sfen: 'lnsgkgsn1/1r5b1' + LOWER + W,
    csaRemoved: '11KY',
    patched: false,
  },
  {
    kif: '右香落ち',
    jkf: 'KY_R',
    sfen: '1nsgkgsnl/1r5b1' + LOWER + W,
    csaRemoved: '91KY',
    patched: false,
  },
  {
    kif: '角落ち',
    jkf: 'KA',
    sfen: 'lnsgkgsnl/1r7' + LOWER + W,
    csaRemoved: '22KA',
    patched: false,
  },
  {
    kif: '飛車落ち',
    jkf: 'HI',
    sfen: 'lnsgkgsnl/7b1' + LOWER + W,
    csaRemoved: '82HI',
    patched: false,
  },
  {
    kif: '飛香落ち',
    jkf: 'HIKY',
    sfen: 'lnsgkgsn1/7b1' + LOWER + W,
    csaRemoved: '82HI11KY',
    patched: false,
  },
  {
    kif: '二枚落ち',
    jkf: '2',
    sfen: 'lnsgkgsnl/9' + LOWER + W,
    csaRemoved: '82HI22KA',
    patched: false,
  },
  {
    kif: '三枚落ち',
    jkf: '3',
    sfen: '1nsgkgsnl/9' + LOWER + W,
    csaRemoved: '82HI22KA91KY',
    patched: true,
  },
  {
    kif: '四枚落ち',
    jkf: '4',
    sfen: '1nsgkgsn1/9' + LOWER + W,
    csaRemoved: '82HI22KA11KY91KY',
    patched: false,
  },
  {
    kif: '五枚落ち',
    jkf: '5',
    sfen: '2sgkgsn1/9' + LOWER + W,
    csaRemoved: '82HI22KA81KE11KY91KY',
    patched: true,
  },
  {
    kif: '左五枚落ち',
    jkf: '5_L',
    sfen: '1nsgkgs2/9' + LOWER + W,
    csaRemoved: '82HI22KA21KE11KY91KY',
    patched: true,
  },
  {
    kif: '六枚落ち',
    jkf: '6',
    sfen: '2sgkgs2/9' + LOWER + W,
    csaRemoved: '82HI22KA21KE81KE11KY91KY',
    patched: false,
  },
  {
    kif: '左七枚落ち',
    jkf: '7_L',
    sfen: '2sgkg3/9' + LOWER + W,
    csaRemoved: '82HI22KA31GI21KE81KE11KY91KY',
    patched: true,
  },
  {
    kif: '右七枚落ち',
    jkf: '7_R',
    sfen: '3gkgs2/9' + LOWER + W,
    csaRemoved: '82HI22KA71GI21KE81KE11KY91KY',
    patched: true,
  },
  {
    kif: '八枚落ち',
    jkf: '8',
    sfen: '3gkg3/9' + LOWER + W,
    csaRemoved: '82HI22KA31GI71GI21KE81KE11KY91KY',
    patched: false,
  },
  {
    kif: '十枚落ち',
    jkf: '10',
    sfen: '4k4/9' + LOWER + W,
    csaRemoved: '82HI22KA41KI61KI31GI71GI21KE81KE11KY91KY',
    patched: false,
  },
];

/** The preset whose start position is `sfen` (move number ignored), if any. */
export function presetBySfen(sfen: string): HandicapPreset | undefined {
  const key = sfen.split(' ').slice(0, 3).join(' ');
  return HANDICAP_PRESETS.find((p) => p.sfen.split(' ').slice(0, 3).join(' ') === key);
}

/** The preset with a KIF name (spaces ignored), if any. */
export function presetByKifName(name: string): HandicapPreset | undefined {
  const n = name.replace(/[\s\u3000]/g, '');
  return HANDICAP_PRESETS.find((p) => p.kif === n);
}

/** The preset with a JKF name, if any. */
export function presetByJkf(name: string): HandicapPreset | undefined {
  return HANDICAP_PRESETS.find((p) => p.jkf === name);
}

/**
 * The KIF 手合割 line of a text whose preset tsshogi does not know, when the text gives no
 * board diagram of its own (why: only then does tsshogi silently start from 平手).
 */
export function unpatchedHandicapLine(
  text: string,
): { lineIndex: number; preset: HandicapPreset } | null {
  const lines = text.split('\n');
  let found: { lineIndex: number; preset: HandicapPreset } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\|/.test(line)) return null;
    const m = /^手合割[：:](.*)$/.exec(line);
    if (m && !found) {
      const preset = presetByKifName(m[1]!);
      if (preset?.patched) found = { lineIndex: i, preset };
    }
  }
  return found;
}
