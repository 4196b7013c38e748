/**
 * The restrictions (`cannot …`) and permissions (`can …`) of the language, one record each: how it
 * prints and which subjects it is about. A subject it is not about (`this card cannot summon
 * monsters`, `you cannot be targeted`) is refused by the checker; the interpreter's half of each
 * record (the rules' restriction kinds) is in `src/interp/verbs.ts`.
 * @module
 */
import type * as A from "./ast.js";
import { activationPlural, quote, selector } from "./print.js";

/** Who a restriction or permission is about: cards (`this card cannot attack`) or a player (`you cannot …`). */
export type Subject = "card" | "player";

export function subjectOf(s: A.Selector | A.PlayerSubject): Subject {
  return s.kind === "PlayerSubject" ? "player" : "card";
}

type RestrictionOf<K extends A.Restriction["kind"]> = Extract<A.Restriction, { kind: K }>;
type PermissionOf<K extends A.Permission["kind"]> = Extract<A.Permission, { kind: K }>;

export interface RestrictionRecord<R extends A.Restriction> {
  /** The words after `cannot`, for diagnostics. */
  word: string;
  print: (r: R) => string;
  /** What it is about: a player subject of a card restriction means the cards that player controls. */
  subjects: readonly Subject[];
  summary: string;
}

export interface PermissionRecord<P extends A.Permission> {
  word: string;
  print: (p: P, possessive: string) => string;
  subjects: readonly Subject[];
  summary: string;
}

export const RESTRICTIONS: { [K in A.Restriction["kind"]]: RestrictionRecord<RestrictionOf<K>> } = {
  attack: {
    word: "attack",
    print: () => "attack",
    subjects: ["card", "player"],
    summary: "the monsters cannot declare an attack; a player who cannot attack declares no attack with any monster",
  },
  "be attacked": { word: "be targeted for attacks", print: () => "be targeted for attacks", subjects: ["card"], summary: "the monsters cannot be chosen as attack targets" },
  "be targeted": { word: "be targeted by card effects", print: () => "be targeted by card effects", subjects: ["card"], summary: "the cards cannot be targeted by card effects" },
  "be destroyed": {
    word: "be destroyed",
    print: (r) => (r.by === "battle" ? "be destroyed by battle" : r.by === "effect" ? "be destroyed by card effects" : r.by === "spell/trap" ? "be destroyed by spell/trap card effects" : "be destroyed"),
    subjects: ["card"],
    summary: "the cards are not destroyed by battle, by card effects (or only those of spell and trap cards), or either",
  },
  "be tributed": {
    word: "be tributed",
    print: (r) => (r.forTributeSummon ? "be tributed for a tribute summon" : "be tributed"),
    subjects: ["card"],
    summary: "the monsters cannot be tributed (for a tribute summon only, if it says so)",
  },
  "be activated": { word: "be activated", print: () => "be activated", subjects: ["card"], summary: "the cards cannot be activated" },
  "be affected": {
    word: "be affected by spell cards",
    print: (r) => `be affected by ${r.by}s`,
    subjects: ["card"],
    summary: "the effects of spell cards (or trap cards) do not apply to the cards while this holds: not destroyed, moved, changed or restricted by them",
  },
  "be affected by name": {
    word: "be affected by \"<card name>\"",
    print: (r) => `be affected by ${r.names.map(quote).join(" or ")}`,
    subjects: ["card"],
    summary: "the effects of the cards so named do not apply to the cards while this holds (Gravekeeper's Chief: its controller's graveyard and Necrovalley)",
  },
  "be banished": {
    word: "be banished [by your opponent]",
    print: (r) => (r.byOpponent ? "be banished by your opponent" : "be banished"),
    subjects: ["card"],
    summary: "the cards cannot be banished, by an effect or a cost (`by your opponent`: by the opponent of this card's controller)",
  },
  "be moved": {
    word: "be moved by card effects",
    print: () => "be moved by card effects",
    subjects: ["card"],
    summary: "no card effect moves the cards from where they are (Necrovalley's graveyards); costs still can, unless another rule says so",
  },
  summon: {
    word: "summon monsters",
    print: (r) => (r.how === "any" ? "summon monsters" : `${r.how} summon monsters`),
    subjects: ["player"],
    summary: "the player cannot summon (normal or special, as written)",
  },
  activate: {
    word: "activate",
    print: (r) => `activate ${activationPlural(r.what)}`,
    subjects: ["player"],
    summary: "the player cannot activate those cards or effects",
  },
  "change position": { word: "change their battle position", print: () => "change their battle position", subjects: ["card"], summary: "the monsters' battle positions cannot be changed by their controller" },
  "change control": { word: "change control", print: () => "change control", subjects: ["card"], summary: "no effect moves the monsters to the other player's side: they are no target for one that would, and a swap leaves them out" },
  "attack directly": { word: "attack directly", print: () => "attack directly", subjects: ["card"], summary: "the monsters cannot attack directly" },
  "attack target": {
    word: "attack monsters except <monsters>",
    print: (r) => `attack ${selector(r.object)}`,
    subjects: ["card"],
    summary: "the monsters cannot choose those monsters as attack targets (they may still attack others, or directly when they can)",
  },
  "enter battle phase": { word: "enter the battle phase", print: () => "enter the battle phase", subjects: ["player"], summary: "the player skips their battle phase" },
  "add from deck": {
    word: "add cards from their deck to their hand",
    print: () => "add cards from their deck to their hand",
    subjects: ["player"],
    summary: "the player cannot add cards from the deck to the hand (drawing is not adding)",
  },
};

export const PERMISSIONS: { [K in A.Permission["kind"]]: PermissionRecord<PermissionOf<K>> } = {
  "attack again": {
    word: "attack again [in a row]",
    print: (p) => (p.inARow === true ? "attack again in a row" : "attack again"),
    subjects: ["card"],
    summary: "the monsters can declare a second attack in the battle phase (`in a row`: only as the next attack their controller declares)",
  },
  "attack each monster": {
    word: "attack all monsters your opponent controls once each",
    print: () => "attack all monsters your opponent controls once each",
    subjects: ["card"],
    summary: "in each battle phase the monsters can attack every monster the opponent controls, each once; after attacking a monster they cannot attack directly (with no monster to attack, one direct attack)",
  },
  "attack directly": {
    word: "attack directly",
    print: () => "attack directly",
    subjects: ["card"],
    summary: "the monsters can attack the opponent directly even while the opponent controls monsters (they can still attack those)",
  },
  piercing: {
    word: "inflict piercing damage",
    print: () => "inflict piercing damage",
    subjects: ["card"],
    summary: "attacking a defense position monster with more ATK than its DEF, the difference is battle damage to its controller",
  },
  "activate from hand": {
    word: "activate from the hand",
    print: (p, poss) => `activate ${activationPlural(p.what)} from ${poss} hand`,
    subjects: ["player"],
    summary: "the player can activate trap cards from the hand",
  },
  tribute: {
    word: "tribute for a tribute summon",
    print: (p) => `tribute ${selector(p.object)} for a tribute summon`,
    subjects: ["player"],
    summary: "the player can tribute those monsters (which they do not control) for a tribute summon",
  },
  "double tribute": {
    word: "be treated as 2 tributes for the tribute summon of <monster>",
    print: (p) => `be treated as ${p.tributes} tributes for the tribute summon of ${selector(p.for)}`,
    subjects: ["card"],
    summary: "tributed for the tribute summon of such a monster, the monster counts as that many tributes (a continuous statement)",
  },
  "additional normal summon": {
    word: "normal summon an additional monster",
    print: () => "normal summon an additional monster",
    subjects: ["player"],
    summary: "the player can normal summon or set one more monster this turn",
  },
};
