/**
 * Which pages of the browser host went away: an engine, analysis or review a page started must
 * end with that page, including one whose start was still under way when the page left.
 */

/** How many gone pages are remembered (a start answers within seconds; old ids are not needed). */
const REMEMBERED = 256;

/** The ids of pages that went away, most recent last. */
export class PageOwners {
  private readonly goneIds = new Set<string>();

  /** Marks a page as gone. */
  gone(owner: string): void {
    this.goneIds.add(owner);
    if (this.goneIds.size > REMEMBERED) this.goneIds.delete(this.goneIds.values().next().value!);
  }

  /** True once the page went away. */
  isGone(owner: string): boolean {
    return this.goneIds.has(owner);
  }
}

/** An owner id from the (untrusted) page: a short plain string, or null. */
export function ownerOf(v: unknown): string | null {
  return typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? v : null;
}
