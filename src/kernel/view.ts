/**
 * Player views: what one player may know. Servers send views, never the state. A card whose
 * identity the viewer may not know shows no code; a card whose very id the viewer may not know
 * (opponent's hand, any deck) is not listed at all, only counted, so ids cannot be used to track
 * cards through hidden zones or to read a deck's order.
 * @module
 */
import type { DuelEvent } from "./events.js";
import { valueOf } from "./layers.js";
import type { Choice, Prompt, PromptContext } from "./prompt.js";
import type { Ruleset } from "./ruleset.js";
import type { CardId, CardState, DuelResult, DuelState, PlayerId } from "./state.js";

/** A card as a player sees it. */
export interface CardView {
  id: CardId;
  /** The card's code, or null when the viewer may not know it (face-down, opponent's hand). */
  code: number | null;
  owner: PlayerId;
  ctrl: PlayerId;
  zone: number;
  faceUp: boolean;
  pos: number;
  counters: Record<string, number>;
  /** Computed stats ({@link Ruleset.viewStats}) of cards whose identity is known. */
  stats: Record<string, number>;
}

/** One zone of one player. `cards` is null when the viewer may only know how many cards it holds. */
export interface ZoneView {
  player: PlayerId;
  zone: number;
  name: string;
  count: number;
  cards: CardView[] | null;
}

/** A chain link as players see it (activations are public). */
export interface ChainLinkView {
  card: CardId;
  eff: number;
  player: PlayerId;
  speed: number;
  targets: CardId[];
  negated: boolean;
}

/** A continuous effect as players see it. */
export interface EffectView {
  id: number;
  source: CardId;
  eff: number;
  target: CardId;
  expires: number;
}

/**
 * The pending prompt as a player sees it: in full when it is theirs (options naming cards they may
 * not know are masked), otherwise only who is deciding and what kind of decision it is.
 */
export interface PromptView {
  /** The prompt's number ({@link Prompt.seq}): pass it back with the answer to have stale answers refused. */
  seq: number;
  player: PlayerId;
  kind: string;
  /** True when another player is deciding; then options are empty. */
  waiting: boolean;
  options: Choice[];
  min: number;
  max: number;
  ordered: boolean;
  context: PromptContext;
}

/** What a player may know of a duel. */
export interface PlayerView {
  viewer: PlayerId;
  turn: number;
  turnPlayer: PlayerId;
  phase: string | null;
  step: string | null;
  result: DuelResult;
  /** LP and the rules layer's player variables (public by contract: keep secrets out of them). */
  players: { lp: number; vars: Record<string, number> }[];
  zones: ZoneView[];
  chain: ChainLinkView[];
  effects: EffectView[];
  prompt: PromptView | null;
}

/**
 * Whether `viewer` may know which card instance sits at (player, zone). With `state`, a private zone
 * the ruleset says its player keeps revealed now is open to the other player too (Mind on Air).
 */
function idKnown(rules: Ruleset, zone: number, player: PlayerId, viewer: PlayerId, state?: DuelState): boolean {
  const vis = rules.zones[zone]?.visibility;
  return vis === "public" || (vis === "private" && (player === viewer || (state !== undefined && rules.zoneRevealed?.(state, player, zone) === true)));
}

/** Whether `viewer` may know what the card is (with `state`: also in a zone kept revealed now). */
export function identityKnown(rules: Ruleset, card: CardState, viewer: PlayerId, state?: DuelState): boolean {
  const vis = rules.zones[card.zone]?.visibility;
  if (vis === "public") return card.faceUp || card.ctrl === viewer;
  if (vis === "private") return card.ctrl === viewer || card.faceUp || (state !== undefined && rules.zoneRevealed?.(state, card.ctrl, card.zone) === true);
  return false;
}

function cardIdKnown(rules: Ruleset, state: DuelState, id: CardId, viewer: PlayerId): boolean {
  const c = state.cards[id];
  return c !== undefined && idKnown(rules, c.zone, c.ctrl, viewer, state);
}

function maskChoice(rules: Ruleset, state: DuelState, c: Choice, viewer: PlayerId): Choice {
  if (c.card === undefined || c.card < 0) return c;
  const card = state.cards[c.card];
  if (card === undefined) return c;
  if (!idKnown(rules, card.zone, card.ctrl, viewer, state)) {
    const { label: _label, card: _card, ...rest } = c;
    return { ...rest, card: -1 };
  }
  if (!identityKnown(rules, card, viewer, state)) {
    const { label: _label, ...rest } = c;
    return rest;
  }
  return c;
}

/** The view of `state` for `viewer`. */
export function view(rules: Ruleset, state: DuelState, viewer: PlayerId): PlayerView {
  const zoneCount = rules.zones.length;
  const zones: ZoneView[] = [];
  for (let player = 0 as PlayerId; player <= 1; player = (player + 1) as PlayerId) {
    for (let zone = 0; zone < zoneCount; zone++) {
      const ids = state.zones[player * zoneCount + zone]!;
      const listed = idKnown(rules, zone, player, viewer, state);
      zones.push({
        player, zone, name: rules.zones[zone]!.name, count: ids.length,
        cards: listed ? ids.map((id) => cardView(rules, state, state.cards[id]!, viewer)) : null,
      });
    }
  }
  const phase = rules.phases[state.phase];
  const p = state.prompt;
  return {
    viewer, turn: state.turn, turnPlayer: state.turnPlayer, phase: phase?.name ?? null,
    step: phase?.steps?.[state.step]?.name ?? null, result: state.result,
    players: state.players.map((pl) => ({ lp: pl.lp, vars: { ...pl.vars } })),
    zones,
    chain: state.chain.map((l) => ({ card: l.card, eff: l.eff, player: l.player, speed: l.speed, targets: l.targets.slice(), negated: l.neg !== 0 })),
    effects: state.effects
      .filter((e) => (e.source < 0 || cardIdKnown(rules, state, e.source, viewer)) && (e.target < 0 || cardIdKnown(rules, state, e.target, viewer)))
      .map((e) => ({ id: e.id, source: e.source, eff: e.eff, target: e.target, expires: e.expires })),
    prompt: p === null ? null : p.player === viewer
      ? { seq: p.seq ?? 0, player: p.player, kind: p.kind, waiting: false, options: p.options.map((c) => maskChoice(rules, state, c, viewer)), min: p.min, max: p.max, ordered: p.ordered, context: maskContext(rules, state, p.context, viewer) }
      : { seq: p.seq ?? 0, player: p.player, kind: p.kind, waiting: true, options: [], min: p.min, max: p.max, ordered: p.ordered, context: p.context.window === undefined ? {} : { window: p.context.window } },
  };
}

function maskContext(rules: Ruleset, state: DuelState, ctx: PromptContext, viewer: PlayerId): PromptContext {
  return ctx.card !== undefined && !cardIdKnown(rules, state, ctx.card, viewer) ? { ...ctx, card: -1 } : { ...ctx };
}

function cardView(rules: Ruleset, state: DuelState, c: CardState, viewer: PlayerId): CardView {
  const known = identityKnown(rules, c, viewer, state);
  const stats: Record<string, number> = {};
  if (known && c.faceUp) for (const stat of rules.viewStats ?? []) stats[stat] = valueOf(rules, state, c.id, stat);
  return { id: c.id, code: known ? c.code : null, owner: c.owner, ctrl: c.ctrl, zone: c.zone, faceUp: c.faceUp, pos: c.pos, counters: { ...c.counters }, stats };
}

/**
 * Events as `viewer` may see them: a move between zones whose ids the viewer may not know shows
 * card -1; a reveal to the other player shows no code; cards of rules-layer signals, turns and
 * counters are masked by where they were when the event happened (`events` must be the events that
 * led to `state`, oldest first); signals and chain links carry the codes the viewer knew then.
 */
export function viewEvents(rules: Ruleset, state: DuelState, events: readonly DuelEvent[], viewer: PlayerId): DuelEvent[] {
  // What the viewer could know about a card depends on where it was *when* the event happened, not
  // where it is now (a summoned monster later returned to the hand was seen; a searched card later
  // played was not seen being searched). Walk back from `state`, undoing moves and turns.
  const at = new Map<CardId, Where>();
  const where = (id: CardId): Where | undefined => {
    const w = at.get(id);
    if (w !== undefined) return w;
    const c = state.cards[id];
    return c === undefined ? undefined : { zone: c.zone, ctrl: c.ctrl, faceUp: c.faceUp };
  };
  const idSeen = (id: CardId): boolean => {
    const w = where(id);
    return w !== undefined && w.zone >= 0 && idKnown(rules, w.zone, w.ctrl, viewer);
  };
  const codeSeen = (id: CardId): number => {
    const w = where(id);
    const c = state.cards[id];
    if (w === undefined || c === undefined || w.zone < 0) return -1;
    const vis = rules.zones[w.zone]?.visibility;
    const known = vis === "public" ? w.faceUp || w.ctrl === viewer : vis === "private" ? w.ctrl === viewer || w.faceUp : false;
    return known ? c.code : -1;
  };
  const out = new Array<DuelEvent>(events.length);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    switch (e.type) {
      case "moved":
        out[i] = idKnown(rules, e.fromZone, e.fromPlayer, viewer) || idKnown(rules, e.toZone, e.toPlayer, viewer) ? e : { ...e, card: -1 };
        at.set(e.card, { zone: e.fromZone, ctrl: e.fromPlayer, faceUp: e.wasFaceUp });
        break;
      case "created":
        out[i] = e;
        at.set(e.card, { zone: -1, ctrl: e.player, faceUp: false });
        break;
      case "revealed":
        out[i] = e.to === -1 || e.to === viewer ? e : { ...e, code: -1 };
        break;
      case "turned": {
        out[i] = idSeen(e.card) ? e : { ...e, card: -1 };
        const w = where(e.card);
        if (w !== undefined) at.set(e.card, { ...w, faceUp: e.wasFaceUp });
        break;
      }
      case "counter":
        out[i] = idSeen(e.card) ? e : { ...e, card: -1 };
        break;
      case "signal":
        out[i] = { ...e, cards: e.cards.map((id) => (idSeen(id) ? id : -1)), codes: e.cards.map(codeSeen) };
        break;
      case "chainLink":
        out[i] = { ...e, code: codeSeen(e.card) };
        break;
      default:
        out[i] = e;
    }
  }
  return out;
}

/** Where a card was at some moment of the log. */
interface Where {
  zone: number;
  ctrl: PlayerId;
  faceUp: boolean;
}
