/**
 * The shapes a scenario file parses into (`.scen`, documented in grammar/README.md, "Scenario
 * files"): a board (`given`), then actions (`when`) and expectations (`then`) in the order written.
 * Every line keeps its location so that a failure points at the line that caused it.
 * @module
 */

/** A player as scenario files write it: `p0` or `p1`. */
export type ScenarioPlayer = 0 | 1;

/** Where something was written: file, 1-based line and column, and the line's text (for reports). */
export interface ScenarioLoc {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly text: string;
}

/** The zones a board line or an expectation names. */
export type ScenarioZone = "deck" | "hand" | "monster" | "spelltrap" | "field" | "graveyard" | "banished" | "extra";

/** The phases, as the rules layer names them. */
export type ScenarioPhase = "draw" | "standby" | "main1" | "battle" | "main2" | "end";

/** How a card lies: monsters `attack`/`defense`/`set` (face-down defense); spells and traps `face-up`/`set`. */
export type ScenarioPosition = "attack" | "defense" | "set" | "face-up" | "face-down";

/** One card placed on the board by a `given` line. */
export interface CardPlacement {
  readonly name: string;
  readonly zone: ScenarioZone;
  /** As written; the board applies each zone's default (monsters attack, spells/traps set). */
  readonly position?: ScenarioPosition;
  /** Came to the field this turn (cannot change position, a set trap cannot be activated…). */
  readonly fresh: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly loc: ScenarioLoc;
}

/** One player's side of the board. */
export interface SideSpec {
  lp?: number;
  /** In the order written; a deck lists its top card first. */
  readonly cards: CardPlacement[];
  /** Whether a `deck` line was given (otherwise the board gives 5 vanilla cards so that turns can pass). */
  hasDeck: boolean;
}

/** The `given` section. */
export interface GivenSpec {
  turn?: number;
  turnPlayer?: ScenarioPlayer;
  phase?: ScenarioPhase;
  profile?: string;
  readonly sides: [SideSpec, SideSpec];
}

/** A card named in an action or an expectation; `player` narrows it to that player's cards. */
export interface CardRef {
  readonly name: string;
  readonly player?: ScenarioPlayer;
  readonly loc: ScenarioLoc;
}

/** What `pass until …` waits for. */
export type PassCondition =
  | { readonly kind: "phase"; readonly phase: ScenarioPhase; readonly turn?: number }
  | { readonly kind: "turn"; readonly turn: number }
  | { readonly kind: "resolved" }
  | { readonly kind: "asked"; readonly player: ScenarioPlayer }
  | { readonly kind: "duelEnds" };

/** A player's move in a `when` section. */
export type PlayerAction =
  | { readonly kind: "summon" | "set" | "flipSummon" | "changePosition" | "synchroSummon" | "specialSummon"; readonly card: CardRef }
  | { readonly kind: "activate"; readonly card: CardRef; readonly effect?: number }
  | { readonly kind: "attack"; readonly card: CardRef; readonly target?: CardRef | "direct" }
  | { readonly kind: "pass" }
  | { readonly kind: "toEndPhase" }
  /** Answers a prompt that is not a window: cards by name, or an option by its label. */
  | { readonly kind: "choose"; readonly choices: readonly CardRef[] };

/** One line of a `when` section. */
export type ScenarioStep =
  | { readonly kind: "act"; readonly player: ScenarioPlayer; readonly action: PlayerAction; readonly refused?: { readonly reason?: string }; readonly loc: ScenarioLoc }
  | { readonly kind: "passUntil"; readonly until: PassCondition; readonly loc: ScenarioLoc }
  /**
   * `the next die rolls are 3, 5` / `the next coin tosses are heads`: the duel's random numbers are
   * drawn on until the next ones give these results (nothing else random may happen before them).
   */
  | { readonly kind: "fix"; readonly what: "coin" | "die"; readonly results: readonly number[]; readonly loc: ScenarioLoc };

/** One `expect` line of a `then` section. */
export type Expectation =
  | { readonly kind: "lp"; readonly player: ScenarioPlayer; readonly lp: number }
  | { readonly kind: "in"; readonly card: CardRef; readonly negated: boolean; readonly player: ScenarioPlayer; readonly zone: ScenarioZone; readonly position?: ScenarioPosition }
  | { readonly kind: "count"; readonly count: number; readonly player: ScenarioPlayer; readonly zone: ScenarioZone }
  | { readonly kind: "stat"; readonly card: CardRef; readonly stat: "atk" | "def"; readonly value: number }
  /** `expect "Royal Magical Library" counter spell 2`: the counters of a kind on the card (on the field first). */
  | { readonly kind: "counters"; readonly card: CardRef; readonly counter: string; readonly value: number }
  /** `count` undefined: at least one; 0 for `no event`. */
  | { readonly kind: "event"; readonly name: string; readonly card?: CardRef; readonly count?: number }
  | { readonly kind: "order"; readonly events: readonly { readonly name: string; readonly card?: CardRef }[] }
  | { readonly kind: "winner"; readonly winner: ScenarioPlayer | "none" | "draw" }
  | { readonly kind: "phase"; readonly phase: ScenarioPhase }
  | { readonly kind: "turn"; readonly turn: number }
  /** `expect p1 cannot activate "X" [effect N]`: whether the player could activate it in the open window, were they acting in it. */
  | { readonly kind: "canActivate"; readonly player: ScenarioPlayer; readonly can: boolean; readonly card: CardRef; readonly effect?: number }
  /** `expect p0 sees "X" in p1 hand` / `expect p0 cannot see "X" in p1 hand`: whether that player's view shows the card there, with what it is. */
  | { readonly kind: "sees"; readonly viewer: ScenarioPlayer; readonly can: boolean; readonly card: CardRef; readonly player: ScenarioPlayer; readonly zone: ScenarioZone };

/** A `when` step or a `then` expectation, in file order. */
export type ScenarioLine = ScenarioStep | { readonly kind: "expect"; readonly expect: Expectation; readonly loc: ScenarioLoc };

/** One scenario: its title, the rulings it shows, the board and its lines. */
export interface ScenarioSpec {
  readonly title: string;
  /** Ids of RULES.md (`R-BAT-4`) or other ruling references, as written after `scenario`. */
  readonly refs: readonly string[];
  readonly given: GivenSpec;
  readonly lines: readonly ScenarioLine[];
  readonly loc: ScenarioLoc;
  /** Card scripts written in the file before this scenario (`script` … `end script`), which replace the pack's for it. */
  readonly scripts?: readonly ScenarioScript[];
}

/**
 * A card script written in a scenario file, to show a construct no card of the pack uses yet, or a
 * script being written: `script` on a line, the script, `end script`.
 */
export interface ScenarioScript {
  readonly text: string;
  /** The `script` line: the script's own line N is the file's line `loc.line + N`. */
  readonly loc: ScenarioLoc;
}

/** A parsed file. */
export interface ScenarioFileSpec {
  readonly file: string;
  readonly scenarios: readonly ScenarioSpec[];
}

/** A malformed file: where, and what was expected there. */
export class ScenarioSyntaxError extends Error {
  constructor(
    readonly loc: ScenarioLoc,
    readonly problem: string,
  ) {
    super(`${loc.file}:${loc.line}:${loc.col}: ${problem}`);
    this.name = "ScenarioSyntaxError";
  }
}
