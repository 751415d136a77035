/**
 * Engine specifications as users write them (config files, settings) and their resolution to a
 * command line (launcher.ts). `builtin: true` means Banmen's own engine.
 */

/** A USI option value as written in a config: sent as its string form. */
export type OptionValue = string | number | boolean;

/** One engine: the built-in one or an external program, plus USI options to set. */
export interface EngineSpec {
  /** Display name, unique within a tournament. */
  name: string;
  /** True for Banmen's own engine (command/args are then ignored). */
  builtin?: boolean;
  command?: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
  /** Options sent with `setoption` after the handshake, in this order. */
  options?: Record<string, OptionValue>;
}

/**
 * The name under which an engine takes the variant: `USI_Variant` (current Fairy-Stockfish) or
 * `UCI_Variant` (older builds such as Debian's 11.1, which ignore `USI_Variant`). Undefined if neither.
 */
export function variantOptionName(options: readonly { name: string }[]): string | undefined {
  return ['USI_Variant', 'UCI_Variant'].find((n) => options.some((o) => o.name === n));
}
