/**
 * A match (R-DUEL-4): best of three duels between two registered decks, side-deck swaps between
 * duels checked one for one, the loser of a duel choosing who goes first in the next, and the
 * tournament time limit (R-DUEL-5) as an option.
 * @module
 */
import type { PlayerId } from "../kernel/index.js";
import { DEFAULT_PROFILE, validateSideSwap, type Banlist, type Deck, type DeckViolation, type DuelDeck, type RuleProfile } from "../rules/index.js";
import { playDuel, type DuelPlayer } from "./ai/player.js";
import { checkDeck, deckLookup } from "./decks.js";
import { bundledPack, createDuel, type DuelPack, type DuelRecord } from "./duel.js";

/** What a player's side-deck callback is told between duels. */
export interface SideContext {
  /** The number of the duel about to start (2 or 3). */
  readonly duel: number;
  /** The deck as registered for the match. */
  readonly registered: Deck;
  /** The deck used in the last duel. */
  readonly current: Deck;
  /** Whether this player lost the last duel. */
  readonly lost: boolean;
}

/** One side of a match. */
export interface MatchEntrant {
  /** The registered deck (main, extra and side deck). */
  readonly deck: Deck;
  /** Who plays it. */
  readonly player: DuelPlayer;
  /** Side-deck swaps before duels 2 and 3: the deck to use, or undefined to keep the current one. */
  readonly side?: (ctx: SideContext) => Deck | undefined;
}

/** Options of {@link runMatch}. */
export interface MatchOptions {
  readonly pack?: DuelPack;
  readonly profile?: RuleProfile;
  /** Duel `i` (1-based) plays with seed `<seed>/<i>`. */
  readonly seed: number | string;
  readonly entrants: readonly [MatchEntrant, MatchEntrant];
  /** Registered decks are checked against it (R-DECK-3) before the first duel. */
  readonly banlist?: Banlist;
  /**
   * The time limit (R-DUEL-5), in turns: when a duel reaches this turn, time is called — the turn
   * finishes, 3 more are played, then the player with more LP wins (equal LP: sudden death).
   */
  readonly timeLimitTurns?: number;
  /** Safety net per duel (default 100 000 answers). */
  readonly maxAnswers?: number;
}

/** How one duel of a match went. */
export interface MatchDuel {
  /** 1, 2 or 3. */
  readonly index: number;
  /** The winner, 2 for a draw, -1 when it did not end within `maxAnswers`. */
  readonly result: -1 | 0 | 1 | 2;
  /** Why it ended (the kernel's words). */
  readonly reason: string;
  readonly turns: number;
  /** Who went first. */
  readonly first: PlayerId;
  /** Who chose (the loser of the last duel), or undefined after a coin toss. */
  readonly chooser: PlayerId | undefined;
  /** Whether time was called in it (R-DUEL-5). */
  readonly timeCalled: boolean;
  /** Its record, to replay it. */
  readonly record: DuelRecord;
}

/** How a match ended. */
export interface MatchResult {
  /** The winner, or null for a drawn match (one win each and a draw, or three draws). */
  readonly winner: PlayerId | null;
  /** Duels won by each player. */
  readonly wins: readonly [number, number];
  readonly draws: number;
  readonly duels: readonly MatchDuel[];
}

/** A deck or a side-deck swap that breaks the rules; the violations name card and rule. */
export class MatchError extends Error {
  /** Every violation found. */
  readonly violations: readonly DeckViolation[];
  /** The player concerned. */
  readonly player: PlayerId;
  constructor(player: PlayerId, what: string, violations: readonly DeckViolation[]) {
    super(`player ${player + 1}'s ${what}:\n${violations.map((v) => `  ${v.message}`).join("\n")}`);
    this.name = "MatchError";
    this.player = player;
    this.violations = violations;
  }
}

const duelDeck = (d: Deck): DuelDeck => ({ main: d.main, extra: d.extra });

/**
 * Plays a best-of-three match to its end. Duels stop as soon as a player has two wins; one win and
 * two draws wins the match, one win, one loss and one draw is a drawn match (R-DUEL-4). After a
 * drawn duel nobody lost, so the next duel starts with a coin toss again.
 */
export function runMatch(opts: MatchOptions): MatchResult {
  const pack = opts.pack ?? bundledPack();
  const profile = opts.profile ?? DEFAULT_PROFILE;
  const lookup = deckLookup(pack);
  opts.entrants.forEach((e, p) => {
    const v = checkDeck(e.deck, { pack, profile, ...(opts.banlist === undefined ? {} : { banlist: opts.banlist }) });
    if (v.length > 0) throw new MatchError(p as PlayerId, "deck is not legal", v);
  });
  const current: [Deck, Deck] = [opts.entrants[0].deck, opts.entrants[1].deck];
  const wins: [number, number] = [0, 0];
  let draws = 0;
  const duels: MatchDuel[] = [];
  let chooser: PlayerId | undefined;
  for (let index = 1; index <= 3 && wins[0] < 2 && wins[1] < 2; index++) {
    if (index > 1) {
      const last = duels[duels.length - 1]!;
      for (const p of [0, 1] as const) {
        const entrant = opts.entrants[p];
        const swapped = entrant.side?.({ duel: index, registered: entrant.deck, current: current[p], lost: last.result === (p === 0 ? 1 : 0) });
        if (swapped === undefined) continue;
        const v = validateSideSwap(entrant.deck, swapped, lookup);
        if (v.length > 0) throw new MatchError(p, `side deck swap before duel ${index} is not allowed`, v);
        current[p] = swapped;
      }
    }
    const duel = createDuel({ pack, profile, seed: `${String(opts.seed)}/${index}`, decks: [duelDeck(current[0]), duelDeck(current[1])], ...(chooser === undefined ? {} : { chooser }) });
    let timeCalled = false;
    const limit = opts.timeLimitTurns;
    const out = playDuel(duel, [opts.entrants[0].player, opts.entrants[1].player], {
      ...(opts.maxAnswers === undefined ? {} : { maxAnswers: opts.maxAnswers }),
      ...(limit === undefined
        ? {}
        : {
            afterAnswer: (d) => {
              if (!timeCalled && d.turn >= limit && !d.over) {
                d.callTime();
                timeCalled = true;
              }
            },
          }),
    });
    const end = duel.events[duel.events.length - 1];
    const first = duel.state.vars["first"];
    duels.push({
      index, result: out.result, reason: end?.type === "duelEnd" ? end.reason : "did not end", turns: out.turns,
      first: first === 1 ? 1 : 0, chooser, timeCalled, record: duel.record(),
    });
    if (out.result === 0 || out.result === 1) {
      wins[out.result]++;
      chooser = out.result === 0 ? 1 : 0;
    } else {
      draws++;
      chooser = undefined;
    }
  }
  const winner = wins[0] > wins[1] ? 0 : wins[1] > wins[0] ? 1 : null;
  return { winner, wins, draws, duels };
}
