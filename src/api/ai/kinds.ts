/** The built-in players by name (a module of its own so the CLI can list them without loading the engine). */
export const AI_KINDS = ["random", "greedy"] as const;
/** A built-in player's name. */
export type AiKind = (typeof AI_KINDS)[number];
