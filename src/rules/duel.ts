/**
 * The entry point: a Yu-Gi-Oh! duel the kernel runs, from two decks, a profile, a seed, the card
 * facts and the card behaviours. {@link RulesDuel} wraps a kernel session with the rules' own
 * conveniences: acting by intent, with the reason when the action is not allowed.
 * @module
 */
import { Kernel, Session, type Answer, type DuelSetup, type DuelState, type PlayerId, type PlayerView, type Prompt, type Refused, type SetupCard } from "../kernel/index.js";
import type { BehaviourTable, StatName } from "./behaviour.js";
import { isExtraDeckCard, type CardDatabase } from "./cards.js";
import { explain, optionFor, type Intent } from "./options.js";
import { DEFAULT_PROFILE, type RuleProfile } from "./profiles.js";
import type { RulesContext } from "./rules-context.js";
import { createRuleset } from "./ruleset.js";
import { CHOOSER_VAR } from "./setup.js";
import { Zone } from "./zones.js";

/** A deck as the duel needs it: main and extra deck passcodes (side deck stays outside the duel). */
export interface DuelDeck {
  readonly main: readonly number[];
  readonly extra?: readonly number[];
}

/** Everything a duel starts from. */
export interface RulesDuelOptions {
  /** Default {@link DEFAULT_PROFILE} (classic). A host may pass its own. */
  readonly profile?: RuleProfile;
  readonly decks: readonly [DuelDeck, DuelDeck];
  readonly seed: number | string;
  readonly cards: CardDatabase;
  readonly behaviours?: BehaviourTable;
  /** Who chooses to go first without a coin toss (in a match: the loser of the previous duel, R-DUEL-1). */
  readonly chooser?: PlayerId;
  /** The pack version, part of the ruleset version that replays check. */
  readonly version?: string;
}

/** A kernel that runs Yu-Gi-Oh! for one pool and profile, with its rule tables. */
export interface RulesKernel {
  readonly kernel: Kernel;
  readonly rc: RulesContext;
}

/** Builds the kernel for a profile, card facts and behaviours (one serves any number of duels). */
export function createRulesKernel(opts: { profile?: RuleProfile; cards: CardDatabase; behaviours?: BehaviourTable; version?: string }): RulesKernel {
  const { ruleset, rc } = createRuleset({ profile: opts.profile ?? DEFAULT_PROFILE, cards: opts.cards, ...(opts.behaviours ? { behaviours: opts.behaviours } : {}), ...(opts.version ? { version: opts.version } : {}) });
  return { kernel: new Kernel(ruleset), rc };
}

/** The kernel set-up for two decks: main decks in the deck zone, extra-deck monsters in the extra deck. */
export function duelSetup(rk: RulesKernel, decks: readonly [DuelDeck, DuelDeck], seed: number | string, chooser?: PlayerId): DuelSetup {
  const player = (d: DuelDeck) => {
    const cards: SetupCard[] = [];
    for (const code of d.main) cards.push({ code, zone: Zone.DECK });
    for (const code of d.extra ?? []) cards.push({ code, zone: Zone.EXTRA });
    // A fusion monster listed in the main deck by mistake still belongs in the extra deck.
    for (const c of cards) if (c.zone === Zone.DECK && isExtraDeckCard(rk.rc.infoOf(c.code))) c.zone = Zone.EXTRA;
    return { lp: rk.rc.profile.startingLp, cards };
  };
  return { seed, players: [player(decks[0]), player(decks[1])], ...(chooser === undefined ? {} : { vars: { [CHOOSER_VAR]: chooser } }) };
}

/** What acting by intent gives back. */
export type ActResult = { readonly ok: true } | { readonly ok: false; readonly error: string };

/** A duel in progress: the kernel session plus acting by intent and explanations. */
export class RulesDuel {
  readonly kernel: Kernel;
  readonly rc: RulesContext;
  readonly session: Session;

  constructor(rk: RulesKernel, session: Session) {
    this.kernel = rk.kernel;
    this.rc = rk.rc;
    this.session = session;
  }

  get state(): DuelState {
    return this.session.state;
  }
  get prompt(): Prompt | null {
    return this.session.prompt;
  }
  /** Answers the pending prompt by option indices; an illegal answer is refused and changes nothing. */
  answer(answer: Answer): Refused | null {
    return this.session.answer(answer);
  }
  /** Every legal answer to the pending prompt. */
  legalAnswers(limit?: number): Answer[] {
    return this.kernel.legalAnswers(this.state, limit);
  }
  /** Why an action is not possible now (a sentence citing the rule), or null when it is. */
  /**
   * Why `player` could not carry out the intent in the open window were they the one acting in it,
   * or null; unlike {@link explain}, asked of either player whoever holds priority now.
   */
  explainFor(intent: Intent, player: PlayerId): string | null {
    return explain(this.rc, this.state, intent, player);
  }
  explain(intent: Intent): string | null {
    const reason = explain(this.rc, this.state, intent);
    if (reason !== null) return reason;
    return optionFor(this.state, intent) < 0 ? "that is not possible now" : null;
  }
  /** Does what the intent says when it is an option of the pending window; otherwise refuses with the reason and changes nothing. */
  perform(intent: Intent): ActResult {
    const i = optionFor(this.state, intent);
    if (i < 0) return { ok: false, error: explain(this.rc, this.state, intent) ?? "that is not possible now" };
    const refused = this.answer([i]);
    return refused === null ? { ok: true } : { ok: false, error: refused.error };
  }
  /** A card's current stat (ATK/DEF/level through the continuous-effect layers). */
  stat(card: number, stat: StatName): number {
    return this.rc.stat(this.state, card, stat);
  }
  /** What a player may know. */
  view(player: PlayerId): PlayerView {
    return this.kernel.view(this.state, player);
  }
}

/** Starts a duel: coin toss, choice of who goes first, shuffles and opening hands (R-DUEL-1), then the first turn. */
export function createRulesDuel(opts: RulesDuelOptions): RulesDuel {
  const rk = createRulesKernel(opts);
  const session = new Session(rk.kernel, duelSetup(rk, opts.decks, opts.seed, opts.chooser));
  return new RulesDuel(rk, session);
}
