/**
 * Timings compile to the rules layer's {@link EffectTiming}: one matcher per event alternative over
 * the kernel's events and the rules' signals, plus the cards each event is about (`that card`).
 * `during <phase>` is matched against phase starts for triggers; for effects a player activates it
 * becomes part of the activation condition.
 * @module
 */
import { traceTrue } from "./trace.js";
import type { CardId, DuelEvent, PlayerId } from "../kernel/index.js";
import type { ActivationNoun, CardSet, EffectKind, Event, PhaseName, Selector, SummonKind, Timing, Zone as LangZone } from "../lang/index.js";
import { selfLandings } from "../lang/index.js";
import { Zone, type EffectQuery, type EffectRange, type EffectTiming } from "../rules/index.js";
import type { CardContext } from "./context.js";
import { phaseNow, type CondFn } from "./compile-condition.js";
import { compilePlayers } from "./compile-player.js";
import { compileSelector, ownerPlayers, type CardList } from "./compile-selector.js";
import { isFieldZone, loadBinding, timingEvents } from "./runtime.js";

type Signal = Extract<DuelEvent, { type: "signal" }>;

/** One compiled event: whether an event is it, and the cards it is about. */
interface EventFn {
  match(q: EffectQuery, e: DuelEvent): boolean;
  subjects(q: EffectQuery, e: DuelEvent): CardId[];
}

/** What a timing compiles to. */
export interface CompiledTiming {
  /** For the rules (absent for `during` on effects a player activates: see `condition`). */
  readonly timing?: EffectTiming;
  /** Extra activation condition (`during <phase>` of an activated, non-trigger effect). */
  readonly condition?: CondFn;
  /** The cards of the event the effect answers (`that card`) now. */
  readonly subjects: CardList;
  /** Whether the timing is in the damage step (R-BAT-8). */
  readonly damageStep: boolean;
  /** Where the card is when its own event has just moved it (`this card is sent to the graveyard`), if every event says so. */
  readonly selfLands?: readonly EffectRange[];
}

/** The rules' zone for a zone word of the language other than the field. */
const ZONE_OF_WORD: Partial<Record<LangZone, number>> = { hand: Zone.HAND, deck: Zone.DECK, "extra deck": Zone.EXTRA, graveyard: Zone.GRAVE, banished: Zone.BANISHED };

const KERNEL_PHASE: Partial<Record<PhaseName, string>> = {
  "draw phase": "draw",
  "standby phase": "standby",
  "main phase 1": "main1",
  "battle phase": "battle",
  "main phase 2": "main2",
  "end phase": "end",
};

const SUMMON_HOWS: Record<SummonKind, readonly string[]> = {
  normal: ["normal", "tribute"],
  tribute: ["tribute"],
  flip: ["flip"],
  special: ["special", "fusion", "ritual", "synchro"],
  fusion: ["fusion"],
  ritual: ["ritual"],
  synchro: ["synchro"],
};

const isSignal = (e: DuelEvent, name: string): e is Signal => e.type === "signal" && e.name === name;
const howOf = (e: Signal): string => ((e.data as { how?: string } | null)?.how ?? "");
const byOf = (e: Signal): string => ((e.data as { by?: string } | null)?.by ?? "");

/**
 * For a card that has just moved, whether it was controlled as the subject says (`a spell card you
 * control is destroyed`): the card is elsewhere now, so its controller before the move is asked
 * (the signal's `ctrls`, one per card). Subjects without `… controls` always fit.
 */
function controlledBefore(subject: Selector): (q: EffectQuery, e: Signal, i: number) => boolean {
  const place = subject.kind === "CardSet" ? subject.place : undefined;
  if (place?.kind !== "ControlledBy") return () => true;
  const players = compilePlayers(place.player);
  return (q, e, i) => {
    const ctrls = (e.data as { ctrls?: string } | null)?.ctrls;
    const ctrl = ctrls === undefined ? undefined : Number(ctrls.split(",")[i]);
    return ctrl !== undefined && players(q, null).includes(ctrl as PlayerId);
  };
}

/**
 * The subject of an event that moves cards, split in two: what the card is (asked of it now) and
 * whether it was face-up or face-down before it moved (`a face-up "Toon World" on the field is
 * destroyed`: in the graveyard it is neither), asked of the signal's `faces`.
 */
function movedSubject(cx: CardContext, subject: Selector): { sel: ReturnType<typeof compileSelector>; face: (e: Signal, i: number) => boolean } {
  if (subject.kind !== "CardSet") return { sel: compileSelector(cx, subject), face: () => true };
  const isFace = (q: CardSet["qualifiers"][number]): boolean => q.options.length === 1 && (q.options[0]!.word === "face-up" || q.options[0]!.word === "face-down");
  const faceQ = subject.qualifiers.find(isFace);
  if (faceQ === undefined) return { sel: compileSelector(cx, subject), face: () => true };
  const want = faceQ.options[0]!.word === "face-up" ? "1" : "0";
  const sel = compileSelector(cx, { ...subject, qualifiers: subject.qualifiers.filter((q) => q !== faceQ) });
  return {
    sel,
    face: (e, i) => {
      const faces = (e.data as { faces?: string } | null)?.faces;
      return faces !== undefined && faces.split(",")[i] === want;
    },
  };
}

function compileEvent(cx: CardContext, ev: Event): EventFn | null {
  const compile = EVENT_COMPILERS[ev.kind] as ((cx: CardContext, ev: Event) => EventFn | null) | undefined;
  return compile === undefined ? null : compile(cx, ev);
}

/** The interpreter's half of each event's record (the language's half is lang/events.ts). */
const EVENT_COMPILERS: { [K in Event["kind"]]: (cx: CardContext, ev: Extract<Event, { kind: K }>) => EventFn | null } = {
  Summoned: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    const hows = ev.ways.length === 0 ? null : ev.ways.flatMap((w) => SUMMON_HOWS[w]);
    const name = ev.would ? "summoning" : "summoned";
    const from = ev.from;
    const zone = from === undefined ? undefined : ZONE_OF_WORD[from.zone];
    if (from !== undefined && (zone === undefined || ev.would)) cx.unsupported(ev.span, `a summon from the ${from.zone}`);
    // `from your graveyard`: the card left that zone of that player (a graveyard holds its owner's cards).
    const came = (q: EffectQuery, e: DuelEvent, i: number): boolean => {
      if (from === undefined || e.type !== "signal") return true;
      const z = Number(((e.data as { from?: string } | null)?.from ?? "").split(",")[i] ?? -1);
      if (z !== zone) return false;
      return from.owner === undefined || from.owner === "any" || ownerPlayers(from.owner, q, null).includes(q.state.cards[e.cards[i]!]!.owner);
    };
    const pick = (q: EffectQuery, e: DuelEvent): CardId[] => (e.type === "signal" ? e.cards.filter((id, i) => sel.pred(q, id, null) && came(q, e, i)) : []);
    return {
      match: (q, e) => isSignal(e, name) && (hows === null || hows.includes(howOf(e))) && pick(q, e).length > 0,
      subjects: pick,
    };
  },
  Flipped: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    return {
      match: (q, e) => isSignal(e, "flipped") && e.cards.some((id) => sel.pred(q, id, null)),
      subjects: (q, e) => (e.type === "signal" ? e.cards.filter((id) => sel.pred(q, id, null)) : []),
    };
  },
  Destroyed: (cx, ev) => {
    const { sel, face } = movedSubject(cx, ev.subject);
    const by = ev.byPlayer !== undefined ? "effect" : ev.by;
    // `by your opponent's card effect`: the destroying effect's controller (the signal's player).
    const whose = ev.byPlayer === undefined ? null : compilePlayers(ev.byPlayer);
    const was = controlledBefore(ev.subject);
    // `by battle with <monsters>`: the other monster of the battle that destroyed it.
    const withSel = ev.with === undefined ? null : compileSelector(cx, ev.with);
    const withWas = ev.with === undefined ? null : controlledBefore(ev.with);
    const withOk = (q: EffectQuery, e: Signal, id: CardId): boolean => {
      if (withSel === null || withWas === null) return true;
      const b = (e.data as { battle?: string } | null)?.battle?.split(",").map(Number);
      const other = b === undefined ? -1 : id === b[0] ? b[1]! : id === b[1] ? b[0]! : -1;
      if (other < 0) return false;
      // Destroyed in the same battle (a Fiend and Sangan destroying each other): as it was on the field.
      const j = e.cards.indexOf(other);
      return j >= 0 ? withSel.what(q, other, null) && withWas(q, e, j) : withSel.pred(q, other, null);
    };
    // `and sent to the graveyard`: where the destruction put it (a replacement may have banished it).
    const graveOk = (e: Signal, i: number): boolean => ev.toGraveyard !== true || Number((e.data as { zones?: string } | null)?.zones?.split(",")[i]) === Zone.GRAVE;
    const hit = (q: EffectQuery, e: Signal, i: number): boolean => sel.what(q, e.cards[i]!, null) && was(q, e, i) && face(e, i) && withOk(q, e, e.cards[i]!) && graveOk(e, i);
    return {
      match: (q, e) => isSignal(e, "destroyed") && (by === undefined || byOf(e) === by) && (whose === null || (e.player >= 0 && whose(q, null).includes(e.player as 0 | 1))) && e.cards.some((_id, i) => hit(q, e, i)),
      subjects: (q, e) => (e.type === "signal" ? e.cards.filter((_id, i) => hit(q, e, i)) : []),
    };
  },
  SentToGraveyard: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    const from = ev.from;
    const fromOk =
      from === undefined ? () => true
      : from === "field" ? (z: number) => isFieldZone(z)
      : (z: number) => z === ZONE_OF_WORD[from];
    // `by your opponent's card effect`: the player whose effect moved it (not a battle, not a rule).
    const whose = ev.byPlayer === undefined ? null : compilePlayers(ev.byPlayer);
    const byOk = (q: EffectQuery, e: { reason: string; by: number }) => whose === null || (e.reason !== "battle" && e.by >= 0 && whose(q, null).includes(e.by as PlayerId));
    // `a monster you control is sent …`: who controlled it before the move (it is in a graveyard now).
    const place = ev.subject.kind === "CardSet" ? ev.subject.place : undefined;
    const ctrlOk = place?.kind === "ControlledBy" ? ((players) => (q: EffectQuery, p: PlayerId) => players(q, null).includes(p))(compilePlayers(place.player)) : () => true;
    return {
      match: (q, e) => e.type === "moved" && e.toZone === Zone.GRAVE && fromOk(e.fromZone) && byOk(q, e) && ctrlOk(q, e.fromPlayer) && sel.what(q, e.card, null),
      subjects: (_q, e) => (e.type === "moved" ? [e.card] : []),
    };
  },
  Equipped: (cx, ev) => {
    // The rules' `equipped` signal names the equip card, then the monster it is equipped to.
    const equip = compileSelector(cx, ev.subject);
    const to = compileSelector(cx, ev.to);
    const hit = (q: EffectQuery, e: Signal): boolean => e.cards.length === 2 && equip.what(q, e.cards[0]!, null) && to.what(q, e.cards[1]!, null);
    return {
      match: (q, e) => isSignal(e, "equipped") && hit(q, e),
      subjects: (_q, e) => (e.type === "signal" ? [e.cards[0]!] : []),
    };
  },
  Tributed: (cx, ev) => {
    const { sel } = movedSubject(cx, ev.subject);
    const was = controlledBefore(ev.subject);
    // `for a tribute summon`: the summon's tributes carry the summoned monster (Actions.tribute).
    const forSummon = ev.forSummon === true;
    const hit = (q: EffectQuery, e: Signal, i: number): boolean => sel.what(q, e.cards[i]!, null) && was(q, e, i);
    return {
      match: (q, e) => isSignal(e, "tributed") && (!forSummon || (e.data as { forSummon?: string } | null)?.forSummon !== undefined) && e.cards.some((_id, i) => hit(q, e, i)),
      subjects: (q, e) => (e.type === "signal" ? e.cards.filter((_id, i) => hit(q, e, i)) : []),
    };
  },
  Banished: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    return {
      // The move, not the `banished` signal: a card destroyed and banished instead has been banished too.
      match: (q, e) => e.type === "moved" && e.toZone === Zone.BANISHED && sel.what(q, e.card, null),
      subjects: (_q, e) => (e.type === "moved" ? [e.card] : []),
    };
  },
  Targeted: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    const by = ev.by;
    // What targeted: a spell or trap card's activation, or a monster's effect.
    const byOk = (q: EffectQuery, e: Signal): boolean => {
      if (by === undefined || by === "effect" || by === "card or effect") return true;
      const data = e.data as { source?: number; activation?: boolean } | null;
      const source = data?.source;
      if (source === undefined) return false;
      const k = q.info(source).kind;
      if (by === "monster effect") return k === "monster";
      const card = data?.activation === true;
      return card && (by === "spell card" ? k === "spell" : by === "trap card" ? k === "trap" : k !== "monster");
    };
    return {
      match: (q, e) => isSignal(e, "targeted") && byOk(q, e) && e.cards.some((id) => sel.pred(q, id, null)),
      subjects: (q, e) => (e.type === "signal" ? e.cards.filter((id) => sel.pred(q, id, null)) : []),
    };
  },
  LeavesField: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    return {
      match: (q, e) => e.type === "moved" && isFieldZone(e.fromZone) && !isFieldZone(e.toZone) && sel.what(q, e.card, null),
      subjects: (_q, e) => (e.type === "moved" ? [e.card] : []),
    };
  },
  DeclaresAttack: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    return {
      match: (q, e) => isSignal(e, "attackDeclared") && e.cards[0] !== undefined && sel.pred(q, e.cards[0], null),
      subjects: (_q, e) => (e.type === "signal" && e.cards[0] !== undefined ? [e.cards[0]] : []),
    };
  },
  Activated: (cx, ev) => {
    const what: ActivationNoun = ev.what;
    const destroys = ev.wouldDestroy !== undefined;
    // What an activation would destroy is known only as its category: `that would destroy a card on the
    // field` (any card) is all that can be told apart, so a narrower selector is refused, never ignored.
    // `that would destroy a card on the field`: any destroying effect; narrower (`a spell/trap card on
    // the field`): one whose destroy actions name such a card as it is activated (Judgment of Anubis).
    const w = ev.wouldDestroy;
    const anyCard = w === undefined || (w.kind === "CardSet" && w.noun.kind === "card" && w.qualifiers.length === 0 && w.filters.length === 0 && !w.other && w.place?.kind === "OnField");
    const wsel = w === undefined || anyCard ? null : compileSelector(cx, w);
    const destroysSuch = (q: EffectQuery, card: CardId, eff: number, player: PlayerId, targets: readonly CardId[]): boolean => {
      if (wsel === null) return true;
      const hit = q.effectOf(card, eff)?.wouldDestroy?.(q.as(card, player), targets) ?? [];
      return hit.some((id) => wsel.pred(q, id, null));
    };
    const types = ev.types;
    const by = ev.by === undefined ? null : compilePlayers(ev.by);
    // The duel's scripts, not only this pack's (a scenario's own scripts play with the pack's cards).
    const isCardActivation = (q: EffectQuery, card: CardId, eff: number) =>
      q.effectOf(card, eff)?.kind === "activate" && (types === undefined || types.some((t) => q.info(card).subtypes.includes(t)));
    const kindOk = (q: EffectQuery, card: CardId, eff: number): boolean => {
      const k = q.info(card).kind;
      switch (what) {
        case "spell card":
          return k === "spell" && isCardActivation(q, card, eff);
        case "trap card":
          return k === "trap" && isCardActivation(q, card, eff);
        case "spell/trap card":
          return k !== "monster" && isCardActivation(q, card, eff);
        case "monster effect":
          return k === "monster";
        default:
          return true;
      }
    };
    // `that targets [only] <cards>`: the link's targets as chosen on activation.
    const tsel = ev.targets === undefined ? null : compileSelector(cx, ev.targets.selector);
    const only = ev.targets?.only === true;
    const targetsOk = (q: EffectQuery, targets: readonly CardId[]): boolean =>
      tsel === null || (only ? targets.length === 1 && tsel.pred(q, targets[0]!, null) : targets.some((id) => tsel.pred(q, id, null)));
    const about = (q: EffectQuery, card: CardId, eff: number, player: PlayerId, targets: readonly CardId[]): boolean =>
      card !== q.card && kindOk(q, card, eff) && (by === null || by(q, null).includes(player)) &&
      (!destroys || ((q.effectOf(card, eff)?.categories ?? []).includes("destroy") && destroysSuch(q, card, eff, player, targets))) && targetsOk(q, targets);
    // `would resolve` / `resolves`: the rules' signals around a link's resolution, which carry its targets.
    const moment = ev.moment === undefined ? null : ev.moment === "would resolve" ? "resolving" : "resolved";
    if (moment !== null) {
      return {
        match: (q, e) => {
          if (!isSignal(e, moment)) return false;
          const d = e.data as { targets: CardId[]; player: PlayerId };
          return about(q, e.cards[0]!, e.value, d.player, d.targets);
        },
        subjects: (_q, e) => (e.type === "signal" ? e.cards.slice(0, 1) : []),
      };
    }
    return {
      match: (q, e) => e.type === "chainLink" && about(q, e.card, e.eff, e.player, q.state.chain[e.link - 1]?.targets ?? []),
      subjects: (_q, e) => (e.type === "chainLink" ? [e.card] : []),
    };
  },
  TakesBattleDamage: (cx, ev) => {
    const players = compilePlayers(ev.player);
    const battle = ev.damage === "effect" ? "no" : "yes";
    // Effect damage from one of these cards does not count (Dark Room of Nightmare does not answer itself).
    const except = ev.exceptFrom?.name;
    const from = (q: EffectQuery, e: Signal): boolean => except === undefined || e.cards[0] === undefined || q.info(e.cards[0]).name !== except;
    return {
      match: (q, e) => isSignal(e, "damage") && (e.data as { battle?: string } | null)?.battle === battle && e.player !== -1 && players(q, null).includes(e.player) && from(q, e),
      subjects: () => [],
    };
  },
  Draws: (cx, ev) => {
    const players = compilePlayers(ev.player);
    return { match: (q, e) => isSignal(e, "drew") && e.player !== -1 && players(q, null).includes(e.player), subjects: (_q, e) => (e.type === "signal" ? e.cards : []) };
  },
  Discarded: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    // `by your opponent's card effect`: the discard's actor (the hand limit's is the player's own).
    const whose = ev.byPlayer === undefined ? null : compilePlayers(ev.byPlayer);
    // `a card in your opponent's hand is discarded` (Magical Thorn): the card has left that hand, so
    // the place is read as whose hand it was, its owner's.
    const place = ev.subject.kind === "CardSet" ? ev.subject.place : undefined;
    const handOf = place?.kind === "InZones" && place.zones.includes("hand") ? (place.owner === "your" ? "you" : place.owner === "your opponent's" ? "your opponent" : undefined) : undefined;
    const owners = handOf === undefined ? null : compilePlayers(handOf);
    const ours = (q: EffectQuery, id: CardId): boolean => sel.what(q, id, null) && (owners === null || owners(q, null).includes(q.state.cards[id]!.owner));
    return {
      match: (q, e) => isSignal(e, "discarded") && (whose === null || (e.player >= 0 && whose(q, null).includes(e.player as PlayerId))) && e.cards.some((id) => ours(q, id)),
      subjects: (q, e) => (e.type === "signal" ? e.cards.filter((id) => ours(q, id)) : []),
    };
  },
  Battles: (cx, ev) => {
    // After damage calculation of a battle the monster was in.
    const sel = compileSelector(cx, ev.subject);
    return {
      match: (q, e) => isSignal(e, "damageCalculated") && e.cards.some((id) => sel.pred(q, id, null)),
      subjects: (q, e) => (e.type === "signal" ? e.cards.filter((id) => sel.pred(q, id, null)) : []),
    };
  },
  DestroysByBattle: (cx, ev) => {
    // A monster of this battle was destroyed by battle, and it was not the subject.
    const sel = compileSelector(cx, ev.subject);
    const destroyer = (q: EffectQuery, e: DuelEvent): CardId => {
      const b = q.battle();
      if (b === null || !isSignal(e, "destroyed") || byOf(e) !== "battle") return -1;
      for (const m of [b.attacker, b.target]) {
        if (m < 0 || e.cards.includes(m)) continue;
        const other = m === b.attacker ? b.target : b.attacker;
        if (e.cards.includes(other) && sel.pred(q, m, null)) return m;
      }
      return -1;
    };
    return { match: (q, e) => destroyer(q, e) >= 0, subjects: (q, e) => { const m = destroyer(q, e); return m >= 0 ? [m] : []; } };
  },
  InflictsBattleDamage: (cx, ev) => {
    const sel = compileSelector(cx, ev.subject);
    const players = compilePlayers(ev.player);
    return {
      match: (q, e) => isSignal(e, "damage") && (e.data as { battle?: string } | null)?.battle === "yes" && e.cards[0] !== undefined && sel.pred(q, e.cards[0], null) && e.player !== -1 && players(q, null).includes(e.player),
      subjects: (_q, e) => (e.type === "signal" && e.cards[0] !== undefined ? [e.cards[0]] : []),
    };
  },
  Phase: (cx, ev) => {
    const players = ev.player === undefined ? null : compilePlayers(ev.player);
    if (ev.end === true) {
      if (ev.phase !== "battle phase" || ev.player !== undefined) {
        cx.unsupported(ev.span, `the end of ${ev.phase}`);
        return null;
      }
      return { match: (_q, e) => e.type === "stepStart" && e.phase === "battle" && e.step === "end", subjects: () => [] };
    }
    if (ev.phase === "damage step") return { match: (q, e) => isSignal(e, "damageStepStart") && (players === null || players(q, null).includes(q.state.turnPlayer)), subjects: () => [] };
    const name = KERNEL_PHASE[ev.phase];
    if (name === undefined) return null;
    return { match: (q, e) => e.type === "phaseStart" && e.phase === name && (players === null || players(q, null).includes(q.state.turnPlayer)), subjects: () => [] };
  },
};

/** Where the card lands when its own event moves it (for the range of its trigger). */
/** Compiles a timing for an effect of `kind`. */
export function compileTiming(cx: CardContext, t: Timing, kind: EffectKind): CompiledTiming {
  // R-BAT-8: an effect that answers the battle itself (its battle damage, a destruction by battle,
  // the battle having happened) may be activated in the damage step, where those events happen.
  const damageStep = t.events.some(
    (e) =>
      (e.kind === "Phase" && (e.phase === "damage step" || e.phase === "damage calculation")) ||
      (e.kind === "TakesBattleDamage" && e.damage !== "effect") ||
      e.kind === "InflictsBattleDamage" ||
      e.kind === "Battles" ||
      e.kind === "DestroysByBattle" ||
      (e.kind === "Destroyed" && e.by !== "effect"),
  );
  if (t.mode === "during" && kind !== "trigger" && kind !== "maintenance" && kind !== "continuous") {
    const nows = t.events.map((e) => (e.kind === "Phase" && e.end !== true ? { now: phaseNow(e.phase), players: e.player === undefined ? null : compilePlayers(e.player) } : null));
    if (nows.some((n) => n === null)) cx.unsupported(t.span, "a `during` timing that is not a phase (or is the end of one)");
    const ok = nows.filter((n) => n !== null);
    return {
      condition: traceTrue("event:Phase", (q: EffectQuery) => ok.some((n) => n.now(q) && (n.players === null || n.players(q, null).includes(q.state.turnPlayer)))),
      subjects: () => [],
      damageStep,
    };
  }
  const fns: EventFn[] = [];
  for (const ev of t.events) {
    const f = compileEvent(cx, ev);
    if (f === null) cx.unsupported(ev.span, `the event ${ev.kind}${ev.kind === "Phase" ? ` (${ev.phase})` : ""}`);
    else fns.push({ match: traceTrue(`event:${ev.kind}`, f.match), subjects: f.subjects });
  }
  const match = fns.length === 1 ? fns[0]!.match : (q: EffectQuery, e: DuelEvent) => fns.some((f) => f.match(q, e));
  const ofEvent = (q: EffectQuery, e: DuelEvent): CardId[] => {
    for (const f of fns) if (f.match(q, e)) return f.subjects(q, e);
    return [];
  };
  const subjects: CardList = (q, run) => {
    // A trigger: its cause. An activation: what it recorded when activated, else the events it answers now.
    const cause = run?.a.cause ?? null;
    if (cause !== null) return ofEvent(q, cause);
    const recorded = loadBinding(q.bind, "that");
    if (recorded !== null) return recorded;
    for (const e of timingEvents(q)) if (match(q, e)) return ofEvent(q, e);
    return [];
  };
  const selfLands = selfLandings(t)?.map((z) => (z === "extra deck" ? "extra" : z));
  return { timing: { mode: t.mode, match }, subjects, damageStep, ...(selfLands === undefined ? {} : { selfLands }) };
}
