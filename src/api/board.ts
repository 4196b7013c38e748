/**
 * A player's view of a duel as terminal text: the board, the pending prompt with numbered options,
 * what just happened, and reading a typed answer. Everything here is made from a {@link PlayerView}
 * and events already masked for that player, never from the state: what the text can name is
 * exactly what the player may know (no face-down card, no card in the opponent's hand or a deck).
 * @module
 */
import type { Answer, CardId, CardView, DuelEvent, PlayerId, PlayerView, PromptView, ZoneView } from "../kernel/index.js";

/** Printed facts the board shows for a card code it may name. */
export interface BoardCardFacts {
  readonly name: string;
  readonly kind: "monster" | "spell" | "trap";
  readonly level: number;
  readonly atk: number;
  readonly def: number;
}

/** Looks up printed facts by code (a duel pack does). */
export interface BoardCards {
  card(code: number): BoardCardFacts | undefined;
}

/** How the viewer and the opponent are called. */
export interface BoardNames {
  /** Index by player id. */
  readonly players: readonly [string, string];
}

const PHASES: Readonly<Record<string, string>> = {
  draw: "Draw Phase", standby: "Standby Phase", main1: "Main Phase 1", battle: "Battle Phase", main2: "Main Phase 2", end: "End Phase",
};
// Zone indices of the rules layer's zone list (R-ZONE-1), as they appear in views.
const DECK = 0;
const HAND = 1;
const MONSTER = 2;
const SPELL_TRAP = 3;
const FIELD = 4;
const GRAVE = 5;
const BANISHED = 6;
const EXTRA = 7;

function zone(view: PlayerView, player: PlayerId, index: number): ZoneView | undefined {
  return view.zones.find((z) => z.player === player && z.zone === index);
}

/** Every card the view lists, by id. */
function known(view: PlayerView): Map<CardId, CardView> {
  const m = new Map<CardId, CardView>();
  for (const z of view.zones) for (const c of z.cards ?? []) m.set(c.id, c);
  return m;
}

/**
 * A card's name as the viewer may know it. `code` is what the viewer knew at the moment of an event
 * (from the kernel's `viewEvents`: -1 when it was hidden then); without it, the current view decides.
 */
export function cardLabel(view: PlayerView, cards: BoardCards, id: CardId, code?: number): string {
  if (id < 0) return "a hidden card";
  if (code !== undefined) return code < 0 ? "a face-down card" : cards.card(code)?.name ?? `#${code}`;
  const c = known(view).get(id);
  if (c === undefined) return "a card";
  if (c.code === null) return "a face-down card";
  return cards.card(c.code)?.name ?? `#${c.code}`;
}

/** One card on the field or in the hand: name, stats, position. */
function cardText(c: CardView, cards: BoardCards, viewer: PlayerId): string {
  if (c.code === null) return c.zone === MONSTER ? "[face-down defense]" : "[set]";
  const f = cards.card(c.code);
  const name = f?.name ?? `#${c.code}`;
  const hiddenToOpponent = !c.faceUp && c.ctrl === viewer && c.zone !== HAND;
  if (f?.kind === "monster") {
    const atk = c.stats["atk"] ?? f.atk;
    const def = c.stats["def"] ?? f.def;
    const lv = c.stats["level"] ?? f.level;
    const pos = c.zone === MONSTER ? (c.faceUp ? (c.pos === 0 ? " attack" : " defense") : " set, face-down defense") : "";
    return `${name} (${lv}★ ${atk}/${def}${pos})`;
  }
  const counters = Object.entries(c.counters).map(([k, n]) => `${n} ${k} counter${n === 1 ? "" : "s"}`);
  const notes = [...(hiddenToOpponent ? ["set"] : []), ...counters];
  return `${name}${f ? ` [${f.kind}]` : ""}${notes.length > 0 ? ` (${notes.join(", ")})` : ""}`;
}

function zoneLine(label: string, z: ZoneView | undefined, cards: BoardCards, viewer: PlayerId): string {
  if (z === undefined) return `${label}: -`;
  if (z.cards === null) return `${label}: ${z.count} card${z.count === 1 ? "" : "s"}`;
  return `${label}: ${z.cards.length === 0 ? "-" : z.cards.map((c) => cardText(c, cards, viewer)).join(" | ")}`;
}

/** The board as the view's player sees it: the opponent's side on top, theirs below, then the chain. */
export function renderBoard(view: PlayerView, cards: BoardCards, names: BoardNames): string {
  const me = view.viewer;
  const opp: PlayerId = me === 0 ? 1 : 0;
  const out: string[] = [];
  const phase = view.phase === null ? "" : ` · ${PHASES[view.phase] ?? view.phase}${view.step ? ` (${view.step} step)` : ""}`;
  out.push(`── Turn ${view.turn} · ${view.turnPlayer === me ? "your turn" : `${names.players[view.turnPlayer]}'s turn`}${phase} ──`);
  const side = (p: PlayerId, label: string, mine: boolean) => {
    const count = (i: number) => zone(view, p, i)?.count ?? 0;
    out.push(`${label}  LP ${view.players[p]?.lp ?? 0}   hand ${count(HAND)}   deck ${count(DECK)}   graveyard ${count(GRAVE)}   banished ${count(BANISHED)}   extra ${count(EXTRA)}`);
    const rows = [zoneLine("  monsters  ", zone(view, p, MONSTER), cards, me), zoneLine("  spell/trap", zone(view, p, SPELL_TRAP), cards, me)];
    if ((zone(view, p, FIELD)?.count ?? 0) > 0) rows.push(zoneLine("  field     ", zone(view, p, FIELD), cards, me));
    out.push(...(mine ? rows.reverse() : rows));
    const grave = zone(view, p, GRAVE);
    if (grave?.cards && grave.cards.length > 0) out.push(zoneLine("  graveyard ", grave, cards, me));
    if (mine) out.push(zoneLine("  hand      ", zone(view, p, HAND), cards, me));
  };
  side(opp, `${names.players[opp]}`, false);
  out.push("");
  side(me, `${names.players[me]} (you)`, true);
  if (view.chain.length > 0) {
    out.push("Chain:");
    view.chain.forEach((l, i) => out.push(`  ${i + 1}. ${names.players[l.player]}: ${cardLabel(view, cards, l.card)}${l.negated ? " (negated)" : ""}`));
  }
  return out.join("\n");
}

/** The text of one option of the view's prompt. */
export function optionLabel(view: PlayerView, cards: BoardCards, p: PromptView, i: number): string {
  const o = p.options[i]!;
  if (o.label !== undefined) return o.label;
  if (o.kind === "direct") return "attack directly";
  if (o.card !== undefined) return `${o.kind === "card" ? "" : `${o.kind} `}${cardLabel(view, cards, o.card)}`;
  return o.kind;
}

/** What is asked, with the options numbered from 1, and how to answer. */
export function renderPrompt(view: PlayerView, cards: BoardCards): string {
  const p = view.prompt;
  if (p === null || p.waiting) return "";
  const head = p.context.text ?? (p.kind === "window" ? `Your move (${p.context.window ?? "?"})` : p.kind);
  const card = p.context.card !== undefined && p.context.card >= 0 ? ` — ${cardLabel(view, cards, p.context.card)}` : "";
  const lines = [`${head}${card}:`];
  p.options.forEach((_, i) => lines.push(`  ${i + 1}. ${optionLabel(view, cards, p, i)}`));
  lines.push(p.min === 1 && p.max === 1 ? "Type a number:" : `Type ${p.min === p.max ? p.min : `${p.min} to ${p.max}`} number${p.max === 1 ? "" : "s"} separated by spaces${p.min === 0 ? " (an empty line for none)" : ""}${p.ordered ? ", in order" : ""}:`);
  return lines.join("\n");
}

/** A typed answer: option indices (0-based), or why the text is not an answer to this prompt. */
export function parseTypedAnswer(text: string, p: PromptView): { ok: true; answer: Answer } | { ok: false; error: string } {
  const words = text.trim().split(/[\s,]+/).filter((w) => w !== "");
  const n = p.options.length;
  const picks: number[] = [];
  for (const w of words) {
    if (!/^\d+$/.test(w)) return { ok: false, error: `"${w}" is not a number; type the number of an option (1 to ${n})` };
    const i = Number(w);
    if (i < 1 || i > n) return { ok: false, error: `there is no option ${i}; type a number from 1 to ${n}` };
    if (picks.includes(i - 1)) return { ok: false, error: `option ${i} is picked twice` };
    picks.push(i - 1);
  }
  if (picks.length < p.min || picks.length > p.max) {
    const want = p.min === p.max ? `${p.min}` : `${p.min} to ${p.max}`;
    return { ok: false, error: `pick ${want} option${p.max === 1 ? "" : "s"}, you typed ${picks.length}` };
  }
  return { ok: true, answer: picks };
}

/**
 * Short lines for the events a player just saw (already masked for them): turns, phases, summons,
 * sets, chain links, attacks, damage, destruction and the end of the duel. Card names are what the
 * player knew when each event happened, so a card they could not see is "a face-down card".
 */
export function renderEvents(events: readonly DuelEvent[], view: PlayerView, cards: BoardCards, names: BoardNames): string[] {
  const out: string[] = [];
  const who = (p: number) => (p === view.viewer ? "You" : names.players[p as PlayerId] ?? "The game");
  const name = (id: CardId) => cardLabel(view, cards, id);
  for (const e of events) {
    switch (e.type) {
      case "turnStart":
        out.push(`— Turn ${e.turn}: ${e.player === view.viewer ? "your turn" : `${names.players[e.player]}'s turn`} —`);
        break;
      case "lp":
        out.push(`${who(e.player)} ${e.delta > 0 ? "gain" : "lose"}${who(e.player) === "You" ? "" : "s"} ${Math.abs(e.delta)} LP (LP ${e.lp})`);
        break;
      case "chainLink":
        out.push(`${who(e.player)} activate${e.player === view.viewer ? "" : "s"} ${cardLabel(view, cards, e.card, e.code)} (chain link ${e.link})`);
        break;
      case "negated":
        out.push(`${name(e.card)} is negated`);
        break;
      case "duelEnd":
        out.push(e.result === 2 ? `The duel is a draw (${e.reason}).` : `${e.result === view.viewer ? "You win" : `${names.players[e.result as PlayerId]} wins`} (${e.reason}).`);
        break;
      case "signal": {
        // Names as the viewer knew them when it happened (the card may be hidden again by now).
        const at = (id: CardId) => cardLabel(view, cards, id, e.codes?.[e.cards.indexOf(id)]);
        out.push(...signalLine(e, who, at));
        break;
      }
      default:
        break;
    }
  }
  return out;
}

function signalLine(e: Extract<DuelEvent, { type: "signal" }>, who: (p: number) => string, name: (id: CardId) => string): string[] {
  const cards = e.cards.map(name).join(", ");
  const p = e.player;
  switch (e.name) {
    case "summoned": return [`${who(p)} summon${p === -1 || who(p) === "You" ? "" : "s"} ${cards}`];
    case "set": return [`${who(p)} set${who(p) === "You" ? "" : "s"} ${cards}`];
    case "attackDeclared": return [`${name(e.cards[0] ?? -1)} attacks${e.cards[1] === undefined ? " directly" : ` ${name(e.cards[1])}`}`];
    case "destroyed": return [`Destroyed: ${cards}`];
    case "drew": return p === -1 ? [] : [`${who(p)} draw${who(p) === "You" ? "" : "s"} ${e.value} card${e.value === 1 ? "" : "s"}`];
    case "tributed": return [`Tributed: ${cards}`];
    case "discarded": return [`Discarded: ${cards}`];
    default: return [];
  }
}
