/**
 * Board diagrams as PNG: the SVG of shared/records/diagram rasterised by resvg (a maintained
 * Rust renderer, through @resvg/resvg-js) with the bundled font resources/fonts/diagram-serif.otf
 * only (no system fonts: a diagram looks the same on every machine, and loading no system fonts
 * keeps an export fast). Plain Node, no Electron.
 */
import { Resvg } from '@resvg/resvg-js';
import { resourcePath } from '../../engine/resources.ts';

/** The bundled diagram font (Noto Serif CJK JP, subset; SIL OFL 1.1). */
export const DIAGRAM_FONT = 'fonts/diagram-serif.otf';

/** A rendered PNG with its pixel size. */
export interface DiagramPng {
  png: Buffer;
  width: number;
  height: number;
}

/** Options of the rasteriser. */
export interface PngOptions {
  /** Pixels per SVG unit; default 2 (sharp on high-density screens and in print). */
  scale?: number;
}

const FAMILY = 'Noto Serif CJK JP';

/**
 * The SVG with its root font list cut to the bundled family (why: resvg looks up every family of
 * the list for every text element; with one family an export takes half the time).
 */
function bundledFamily(svg: string): string {
  return svg.replace(/^(<svg[^>]*?\s)font-family="[^"]*"/, `$1font-family="${FAMILY}"`);
}

/** resvg's options: the bundled font as the only font, the width scaled. */
function resvgOptions(svg: string, scale: number): ConstructorParameters<typeof Resvg>[1] {
  const width = Number(/<svg[^>]*\swidth="([0-9.]+)"/.exec(svg)?.[1] ?? 0);
  return {
    font: {
      fontFiles: [resourcePath(DIAGRAM_FONT)],
      loadSystemFonts: false,
      defaultFontFamily: FAMILY,
      serifFamily: FAMILY,
      sansSerifFamily: FAMILY,
    },
    ...(width > 0 && { fitTo: { mode: 'width' as const, value: Math.round(width * scale) } }),
  };
}

/** Rasterises a diagram's SVG to PNG. Throws a RangeError for a scale outside 0.25–8. */
export function diagramPng(svg: string, options: PngOptions = {}): DiagramPng {
  const scale = options.scale ?? 2;
  if (!(scale >= 0.25 && scale <= 8)) throw new RangeError(`scale ${scale} is not within 0.25–8`);
  const image = new Resvg(bundledFamily(svg), resvgOptions(svg, scale)).render();
  return { png: image.asPng(), width: image.width, height: image.height };
}

/** The raw RGBA pixels of a diagram (tests look at them to see that glyphs were drawn). */
export function diagramPixels(
  svg: string,
  scale = 1,
): { pixels: Buffer; width: number; height: number } {
  const image = new Resvg(bundledFamily(svg), resvgOptions(svg, scale)).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}
