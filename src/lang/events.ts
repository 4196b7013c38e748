/**
 * The events and conditions of the language, one record each: the forms an author writes and what
 * they mean (grammar/README.md's tables are built from these). Every kind is run by the
 * interpreter (`compile-timing.ts`, `compile-condition.ts`); `test/lang/soundness.test.ts` checks
 * each was shown by a scenario.
 * @module
 */
import type * as A from "./ast.js";

export interface ConstructDoc {
  forms: readonly string[];
  summary: string;
}

export const EVENTS: { [K in A.Event["kind"]]: ConstructDoc } = {
  Summoned: { forms: ["<cards> is [normal|flip|special|tribute|fusion|ritual|synchro] summoned", "<cards> would be summoned"], summary: "a summon (of one of the ways), or its attempt (`would be`, answered by a counter trap)" },
  Flipped: { forms: ["<cards> is flipped"], summary: "a monster is turned face-up (flip summon, attack, effect)" },
  Destroyed: { forms: ["<cards> is destroyed [by battle|by a card effect|by your opponent's card effects]"], summary: "a destruction, optionally by what or by whom" },
  SentToGraveyard: { forms: ["<cards> is sent [from the field|from your hand|from your deck] to the graveyard"], summary: "a card arrives in the graveyard (destroyed, tributed, discarded or sent)" },
  LeavesField: { forms: ["<cards> leaves the field"], summary: "a card leaves the field for any zone" },
  DeclaresAttack: { forms: ["<monster> declares an attack"], summary: "an attack declaration" },
  Activated: { forms: ["a spell card|trap card|monster effect|card or effect is activated", "a card or effect that would destroy <cards> is activated"], summary: "an activation (answered on the chain)" },
  TakesBattleDamage: { forms: ["<player> takes battle damage"], summary: "battle damage to a player" },
  Draws: { forms: ["<player> draws"], summary: "a player draws (in the draw phase or by an effect)" },
  Discarded: { forms: ["<cards> is discarded"], summary: "cards are discarded from the hand" },
  Battles: { forms: ["<monster> battles"], summary: "after damage calculation of a battle the monster was in" },
  DestroysByBattle: { forms: ["<monster> destroys a monster by battle"], summary: "the monster destroyed its battle opponent" },
  InflictsBattleDamage: { forms: ["<monster> inflicts battle damage to <player>"], summary: "the monster's battle damage reached the player" },
  Phase: { forms: ["during [your|your opponent's|each] <phase>", "during damage calculation"], summary: "a phase or step (with `during`)" },
};

export const CONDITIONS: { [K in A.Condition["kind"]]: ConstructDoc } = {
  And: { forms: ["<condition> and <condition>"], summary: "both hold (`and` binds tighter than `or`)" },
  Or: { forms: ["<condition> or <condition>"], summary: "either holds" },
  Not: { forms: ["not <condition>"], summary: "the condition does not hold" },
  Controls: { forms: ["<player> controls <cards>", "<player> controls no <cards>"], summary: "cards on that player's side of the field" },
  Has: { forms: ["<player> has <card> [and <card>…] in their hand"], summary: "cards in a player's hand" },
  Compare: { forms: ["<expr> <= | >= | < | > | = | != <expr>"], summary: "a comparison of numbers (LP, counts, stats)" },
  Exists: { forms: ["there is <cards>"], summary: "some card matches" },
  Is: { forms: ["<card> is face-up|face-down|attacking|attacked|battling|in attack position|in defense position|on the field"], summary: "a card's state now" },
  DidThisTurn: { forms: ["<player> [did not] summon|normal summon|special summon|attack this turn"], summary: "what a player did this turn" },
  EffectUsed: { forms: ["effect <n> was activated this turn"], summary: "one of this card's own effects was used this turn" },
  TurnOf: { forms: ["it is your turn", "it is your opponent's turn"], summary: "whose turn it is" },
  PhaseIs: { forms: ["it is the <phase>", "it is damage calculation"], summary: "the phase or step now" },
  Happened: { forms: ["<card> was <event> this turn", "<card> was <event> since your last standby phase"], summary: "something that happened to the card earlier" },
};
