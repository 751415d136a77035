/**
 * The book panel's "MST: next" line: the bundled move sequence trees (the file the engine's
 * MSTStrategy reads) walked once into the engine's own table (engine/mst/mst-guide.ts), so the
 * line names the move the engine's tree bonus would reward: the most played move, from the side
 * to move's formation, of the tree with the most games there. Plain Node service.
 */
import { bundledMstPath, loadMstGuide, type LoadMstResult } from '../../engine/mst/mst-guide.ts';
import { parseSfen, parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE } from '../../shared/rules/types.ts';
import type { BookMstNext, Result } from '../../shared/contract.ts';
import { err } from '../../shared/result.ts';

export class MstNext {
  private loaded: LoadMstResult | null = null;

  /** @param path the trees file (null: none in this build, so every answer is null) */
  constructor(private readonly path: string | null = bundledMstPath()) {}

  /** The trees' next move at `sfen`, or null when the position is on no tree. */
  at(sfen: string): Result<BookMstNext | null> {
    const parsed = parseSfen(sfen);
    if (!parsed.ok)
      return err('BOOK_BAD_EDIT', `not a position: ${parsed.error.message}`, { detail: sfen });
    if (this.path === null) return { ok: true, value: null };
    // Why loaded on first use: walking the trees takes a moment, and most users never ask.
    this.loaded ??= loadMstGuide(this.path);
    if (!this.loaded.ok)
      return err('BOOK_READ_FAILED', this.loaded.message, { detail: this.loaded.message });
    const guide = this.loaded.guide;
    const pos = parsed.position;
    const strategy = guide.bestStrategy(pos);
    if (strategy === null) return { ok: true, value: null };
    let best: BookMstNext | null = null;
    for (const [usi, games] of guide.followers(pos, strategy))
      if (parseUsiMove(pos, usi) !== MOVE_NONE && (best === null || games > best.games))
        best = { strategy, usi, games };
    return { ok: true, value: best };
  }
}
