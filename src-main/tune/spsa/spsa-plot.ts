/**
 * The SPSA history as an SVG line plot: θ of every parameter by iteration, each scaled to its own
 * range (min at the bottom, max at the top) so parameters of different sizes share one chart; the
 * legend gives each parameter's range and last value. Opens in any browser or image viewer.
 */
import type { SpsaConfig } from './spsa-config.ts';

const W = 640;
const H = 360;
const PAD = { left: 48, right: 16, top: 16, bottom: 40 };
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];

/** Escapes text for SVG. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The plot of `history` (row 0: start values; row k: θ after iteration k). */
export function historyPlot(c: SpsaConfig, history: number[][]): string {
  const n = Math.max(1, history.length - 1);
  const x = (k: number) => PAD.left + ((W - PAD.left - PAD.right) * k) / n;
  const y = (v: number) => H - PAD.bottom - (H - PAD.top - PAD.bottom) * v;
  const lines = c.params.map((p, i) => {
    const pts = history.map(
      (row, k) => `${x(k).toFixed(1)},${y((row[i]! - p.min) / (p.max - p.min)).toFixed(1)}`,
    );
    const last = history[history.length - 1]![i]!;
    const colour = COLOURS[i % COLOURS.length]!;
    const legend = `<text x="${PAD.left + 8}" y="${PAD.top + 14 + 16 * i}" fill="${colour}" font-size="12">${esc(`${p.name} (${p.min}..${p.max}): ${last.toFixed(1)}`)}</text>`;
    return `<polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${pts.join(' ')}"/>${legend}`;
  });
  const axes = [
    `<line x1="${PAD.left}" y1="${y(0)}" x2="${W - PAD.right}" y2="${y(0)}" stroke="#888"/>`,
    `<line x1="${PAD.left}" y1="${y(0)}" x2="${PAD.left}" y2="${y(1)}" stroke="#888"/>`,
    `<text x="${PAD.left - 6}" y="${y(0)}" text-anchor="end" font-size="11">min</text>`,
    `<text x="${PAD.left - 6}" y="${y(1) + 10}" text-anchor="end" font-size="11">max</text>`,
    `<text x="${PAD.left}" y="${H - 12}" font-size="11">0</text>`,
    `<text x="${W - PAD.right}" y="${H - 12}" text-anchor="end" font-size="11">${history.length - 1} of ${c.iterations} iterations</text>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif"><title>${esc(c.name)}: SPSA parameter history</title><rect width="100%" height="100%" fill="white"/>${axes.join('')}${lines.join('')}</svg>\n`;
}
