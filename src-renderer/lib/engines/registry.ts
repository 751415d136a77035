/**
 * The registered engines as the tournament forms use them: the list and the two changes a form
 * may make (register a program, forget one). One object instead of three props passed down
 * through each component on the way (issue 23: the props were drilled identically).
 */
import type { EngineDescriptor } from '../../../src-main/shared/contract';

/** The registered engines, and registering or removing one. */
export interface EngineRegistry {
  /** Every registered engine, the built-in one first. */
  readonly list: EngineDescriptor[];
  /** Registers the program at `path`; resolves with an error message, or null when it worked. */
  add(path: string): Promise<string | null>;
  /** Forgets a registered engine. */
  remove(id: string): void;
}
