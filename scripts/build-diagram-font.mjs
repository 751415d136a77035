#!/usr/bin/env node
// Builds resources/fonts/diagram-serif.otf, the font board diagrams are drawn with (SVG → PNG
// through resvg, so a diagram looks the same on every machine): Noto Serif CJK JP Regular
// (SIL Open Font License 1.1), cut down to ASCII, the JIS X 0208 non-kanji rows (kana,
// full-width digits, symbols) and the JIS level-1 kanji, plus every character a diagram writes.
// Run once when the character set changes; the result is committed.
// Usage: node scripts/build-diagram-font.mjs [source.ttc]
//   (default: Debian's fonts-noto-cjk, /usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc)
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const SOURCE = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc';
const OUT = new URL('../resources/fonts/diagram-serif.otf', import.meta.url);

/** Every character a diagram itself writes (pieces, coordinates, hands, titles). */
const DIAGRAM_TEXT =
  '歩香桂銀金角飛玉王と杏圭全馬龍竜成一二三四五六七八九十０１２３４５６７８９' +
  '先手後上下持駒なし▲△☗☖手目まで図第局面vs・：（）';

/** The characters of Shift_JIS lead bytes `from`…`to` (both inclusive), decoded by the platform. */
function sjisRange(from, to) {
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  let out = '';
  for (let lead = from; lead <= to; lead++)
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      try {
        out += decoder.decode(new Uint8Array([lead, trail]));
      } catch {
        // Why: not every code point of a row is assigned.
      }
    }
  return out;
}

/** One face of a TrueType/OpenType collection as a font file of its own (its tables copied). */
function collectionFace(ttc, index) {
  const face = ttc.readUInt32BE(12 + 4 * index);
  const count = ttc.readUInt16BE(face + 4);
  const records = [];
  for (let t = 0; t < count; t++) {
    const r = face + 12 + 16 * t;
    records.push({
      head: ttc.subarray(r, r + 8),
      offset: ttc.readUInt32BE(r + 8),
      length: ttc.readUInt32BE(r + 12),
    });
  }
  const header = Buffer.alloc(12 + 16 * count);
  ttc.copy(header, 0, face, face + 12);
  const parts = [header];
  let at = header.length;
  records.forEach((rec, t) => {
    rec.head.copy(header, 12 + 16 * t);
    header.writeUInt32BE(at, 12 + 16 * t + 8);
    header.writeUInt32BE(rec.length, 12 + 16 * t + 12);
    const padded = Buffer.alloc((rec.length + 3) & ~3);
    ttc.copy(padded, 0, rec.offset, rec.offset + rec.length);
    parts.push(padded);
    at += padded.length;
  });
  return Buffer.concat(parts);
}

/** The face of a collection whose name table names it `family` (why: the face order is not documented). */
function faceNamed(ttc, family) {
  if (ttc.toString('latin1', 0, 4) !== 'ttcf') return ttc;
  for (let i = 0; i < ttc.readUInt32BE(8); i++) {
    const face = collectionFace(ttc, i);
    if (face.toString('utf16le').includes(family) || swap16(face).includes(family)) return face;
  }
  throw new Error(`no face named ${family} in ${SOURCE}`);
}

/** The buffer read as UTF-16BE text (name-table strings are big-endian). */
function swap16(buf) {
  const copy = Buffer.from(buf.subarray(0, buf.length & ~1));
  return copy.swap16().toString('utf16le');
}

let ascii = '';
for (let c = 0x20; c < 0x7f; c++) ascii += String.fromCharCode(c);
// 0x81–0x84: JIS rows 1–8 (symbols, digits, kana, Greek, Cyrillic, box drawing); 0x88–0x98: level-1 kanji.
const text = ascii + sjisRange(0x81, 0x84) + sjisRange(0x88, 0x98) + DIAGRAM_TEXT;
// Why drop the layout tables: diagrams set each character by itself (no vertical alternates, no
// kerning), and GSUB alone would double the file; with it harfbuzz also fails on this many glyphs.
const out = await subsetFont(faceNamed(readFileSync(SOURCE), 'Noto Serif CJK JP'), text, {
  targetFormat: 'sfnt',
  dropTables: ['GSUB', 'GPOS', 'GDEF', 'BASE', 'VORG', 'vhea', 'vmtx'],
});
writeFileSync(OUT, out);
console.log(`wrote ${OUT.pathname}: ${out.length} bytes, ${new Set(text).size} characters`);
