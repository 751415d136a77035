/**
 * Board diagrams across the IPC boundary: the renderer draws SVG itself (the pure diagram
 * module) and asks main for PNG, which needs the native rasteriser and the bundled font.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { DiagramOptions } from '../records/diagram/diagram-types.ts';

/** A PNG to draw: the position, the drawing options and the pixels per SVG unit (0.25–8). */
export interface DiagramPngRequest {
  sfen: string;
  options: DiagramOptions;
  scale: number;
}

/** A drawn PNG (base64: JSON, the browser bridge, has no binary type). */
export interface DiagramPngImage {
  base64: string;
  width: number;
  height: number;
}
