/**
 * Public API of board diagrams (pure: no Node, DOM or Electron API): SVG rendering, BOD text,
 * and the requests a record gives (one position, or every bookmark for a batch). The PNG
 * rasteriser lives in the main process (src-main/services/diagram/diagram-png.ts). See docs/diagrams.md.
 */
export { renderDiagramSvg, diagramPosition, escapeXml } from './diagram-svg.ts';
export { parseBod, recordToBod, type BodResult } from './bod.ts';
export {
  DIAGRAM_MARKER,
  diagramTitle,
  markedRequests,
  requestAt,
  requestAtPly,
  type DiagramRequest,
} from './diagram-source.ts';
export { kanjiNumber } from './diagram-hands.ts';
export { layoutDiagram } from './diagram-geometry.ts';
export {
  DiagramError,
  type DiagramArrow,
  type DiagramColor,
  type DiagramMark,
  type DiagramOptions,
  type DiagramStyle,
} from './diagram-types.ts';
