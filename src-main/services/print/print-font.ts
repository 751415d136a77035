/**
 * The bundled diagram font as a CSS `@font-face` (a data URL), so a printed record and its
 * diagrams look the same on every machine, whatever fonts it has. Plain Node.
 */
import { readFileSync } from 'node:fs';
import { resourcePath } from '../../engine/resources.ts';
import { DIAGRAM_FONT } from '../diagram/diagram-png.ts';

let cached: string | null = null;

/** `@font-face` for 'Noto Serif CJK JP' from resources/fonts (read once, 1.2 MB). */
export function bundledFontCss(): string {
  if (cached === null) {
    const base64 = readFileSync(resourcePath(DIAGRAM_FONT)).toString('base64');
    cached = `@font-face { font-family: 'Noto Serif CJK JP'; src: url(data:font/otf;base64,${base64}) format('opentype'); }`;
  }
  return cached;
}
