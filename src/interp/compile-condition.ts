/**
 * Conditions compile to `(q, run) => boolean`: control, `have … in your hand`, comparisons, `there
 * is`, card states, what a player did this turn, `effect N was activated this turn`, turn and phase.
 * @module
 */
import { trace } from "./trace.js";
import type { CardId } from "../kernel/index.js";
import type { CardState, Condition, Event, PhaseName } from "../lang/index.js";
import { Flag, Phase, Pos, Zone, type EffectQuery, type HistoryKind } from "../rules/index.js";
import type { CardContext } from "./context.js";
import { compileCompare, compileExpr } from "./compile-expr.js";
import { compilePlayers } from "./compile-player.js";
import { compileSelector, type CardPred } from "./compile-selector.js";
import { FIELD_ZONES, isFieldZone, type Run } from "./runtime.js";

/** A compiled condition. */
export type CondFn = (q: EffectQuery, run: Run | null) => boolean;

const PHASE_INDEX: Partial<Record<PhaseName, number>> = {
  "draw phase": Phase.DRAW,
  "standby phase": Phase.STANDBY,
  "main phase 1": Phase.MAIN1,
  "battle phase": Phase.BATTLE,
  "main phase 2": Phase.MAIN2,
  "end phase": Phase.END,
};

const DAMAGE_STEPS = ["damageStart", "beforeCalc", "damageCalc", "afterCalc", "damageEnd"];

/** Whether it is a phase (or, for the damage step / damage calculation, that part of a battle) now. */
export function phaseNow(phase: PhaseName): (q: EffectQuery) => boolean {
  if (phase === "damage step") return (q) => { const b = q.battle(); return b !== null && DAMAGE_STEPS.includes(b.step); };
  if (phase === "damage calculation") return (q) => q.battle()?.step === "damageCalc";
  const i = PHASE_INDEX[phase] ?? -1;
  return (q) => q.state.phase === i;
}

function statePred(cx: CardContext, s: CardState, span: Condition["span"]): CardPred {
  switch (s) {
    // Face-up and face-down are said of cards on the field: a card in the graveyard is neither, so a
    // `while this card is face-up` lock ends when the card leaves.
    case "face-up":
      return (q, id) => { const c = q.state.cards[id]!; return c.faceUp && isFieldZone(c.zone); };
    case "face-down":
      return (q, id) => { const c = q.state.cards[id]!; return !c.faceUp && isFieldZone(c.zone); };
    case "attacking":
      return (q, id) => q.battle()?.attacker === id;
    case "attacking directly":
      return (q, id) => { const b = q.battle(); return b !== null && b.attacker === id && b.target < 0; };
    case "attack position":
      return (q, id) => { const c = q.state.cards[id]!; return c.zone === Zone.MONSTER && c.pos === Pos.ATTACK; };
    case "defense position":
      return (q, id) => { const c = q.state.cards[id]!; return c.zone === Zone.MONSTER && c.pos === Pos.DEFENSE; };
    case "on the field":
      return (q, id) => isFieldZone(q.state.cards[id]!.zone);
    case "in the graveyard":
      return (q, id) => q.state.cards[id]!.zone === Zone.GRAVE;
    case "equipped":
      return (q, id) => q.equippedTo(id) >= 0;
    case "battling":
      return (q, id) => { const b = q.battle(); return b !== null && (b.attacker === id || b.target === id); };
    case "attacked":
      return (q, id) => q.battle()?.target === id;
    case "normal summoned":
    case "tribute summoned":
    case "special summoned":
    case "flip summoned": {
      const flag = { "normal summoned": Flag.NORMAL_SUMMONED, "tribute summoned": Flag.TRIBUTE_SUMMONED, "special summoned": Flag.SPECIAL_SUMMONED, "flip summoned": Flag.FLIP_SUMMONED }[s];
      // The flags are kept while the monster stays on the field (cleared as it moves).
      return (q, id) => { const c = q.state.cards[id]!; return c.zone === Zone.MONSTER && (c.flags & flag) !== 0; };
    }
    default:
      // A state the compiler does not know is reported, never read as "false" in silence.
      cx.unsupported(span, `the card state "${String(s)}"`);
      return () => false;
  }
}

/** Compiles a condition. */
export function compileCondition(cx: CardContext, c: Condition): CondFn {
  return trace(`condition:${c.kind}`, compileConditionKind(cx, c));
}

function compileConditionKind(cx: CardContext, c: Condition): CondFn {
  const compile = CONDITION_COMPILERS[c.kind] as ((cx: CardContext, c: Condition) => CondFn) | undefined;
  if (compile !== undefined) return compile(cx, c);
  // An AST built by hand (not by the parser) can hold a kind the language does not have.
  cx.unsupported((c as { span: Condition["span"] }).span, `the condition ${(c as { kind: string }).kind}`);
  return () => false;
}

/** The interpreter's half of each condition's record (the language's half is lang/events.ts). */
const CONDITION_COMPILERS: { [K in Condition["kind"]]: (cx: CardContext, c: Extract<Condition, { kind: K }>) => CondFn } = {
  And: (cx, c) => {
    const l = compileCondition(cx, c.left);
    const r = compileCondition(cx, c.right);
    return (q, run) => l(q, run) && r(q, run);
  },
  Or: (cx, c) => {
    const l = compileCondition(cx, c.left);
    const r = compileCondition(cx, c.right);
    return (q, run) => l(q, run) || r(q, run);
  },
  Not: (cx, c) => {
    const of = compileCondition(cx, c.of);
    return (q, run) => !of(q, run);
  },
  Controls: (cx, c) => {
    const sel = compileSelector(cx, c.selector);
    const players = compilePlayers(c.player);
    const hasPlace = c.selector.kind === "CardSet" && c.selector.place !== undefined;
    const need = Math.max(1, sel.min);
    const count = (q: EffectQuery, run: Run | null): number => {
      if (hasPlace || sel.ref) {
        const ps = players(q, run);
        return sel.cards(q, run).filter((id) => ps.includes(q.state.cards[id]!.ctrl) && isFieldZone(q.state.cards[id]!.zone)).length;
      }
      let n = 0;
      for (const p of players(q, run)) for (const z of FIELD_ZONES) for (const id of q.cards(p, z)) if (sel.what(q, id, run)) n++;
      return n;
    };
    return sel.none ? (q, run) => count(q, run) === 0 : (q, run) => count(q, run) >= need;
  },
  Has: (cx, c) => {
    const players = compilePlayers(c.player);
    const zones = c.zone === "field" ? FIELD_ZONES : [({ hand: Zone.HAND, deck: Zone.DECK, "extra deck": Zone.EXTRA, graveyard: Zone.GRAVE, banished: Zone.BANISHED } as const)[c.zone]];
    const items = c.items.map((i) => compileSelector(cx, i));
    return (q, run) => {
      const ps = players(q, run);
      for (const item of items) {
        let found = false;
        for (const p of ps) for (const z of zones) for (const id of q.cards(p, z)) if (item.what(q, id, run)) { found = true; break; }
        if (!found) return false;
      }
      return true;
    };
  },
  Compare: (cx, c) => {
    const l = compileExpr(cx, c.left);
    const r = compileExpr(cx, c.right);
    const cmp = compileCompare(c.op);
    return (q, run) => cmp(l(q, run), r(q, run));
  },
  Exists: (cx, c) => {
    const sel = compileSelector(cx, c.selector);
    const need = Math.max(1, sel.min);
    return sel.none ? (q, run) => sel.cards(q, run).length === 0 : (q, run) => sel.cards(q, run).length >= need;
  },
  Is: (cx, c) => {
    const sel = compileSelector(cx, c.subject);
    const st = statePred(cx, c.state, c.span);
    return (q, run) => sel.cards(q, run).some((id: CardId) => st(q, id, run));
  },
  DidThisTurn: (cx, c) => {
    const players = compilePlayers(c.player);
    const did = c.did;
    if (c.action === "attack") return (q, run) => players(q, run).some((p) => q.attackedThisTurn(p)) === did;
    const how = c.action === "summon" ? "any" : c.action === "special summon" ? "special" : "normal";
    return (q, run) => players(q, run).some((p) => q.summonedThisTurn(p, how)) === did;
  },
  EffectUsed: (cx, c) => {
    // Effects keep their script order in the compiled behaviour: `effect N` is index N-1.
    const eff = c.index - 1;
    return (q) => q.activatedThisTurn(q.card, eff);
  },
  TurnOf: (cx, c) => {
    const players = compilePlayers(c.player);
    return (q, run) => players(q, run).includes(q.state.turnPlayer);
  },
  PhaseIs: (cx, c) => {
    const now = phaseNow(c.phase);
    return (q) => now(q);
  },
  Happened: (cx, c) => {
    return compileHappened(cx, c);
  },
  CallRight: (cx, c) => {
    const want = c.right ? "right" : "wrong";
    return (q, run) => run?.declared.get("call") === want;
  },
  SummonedBy: (cx, c) => {
    const sel = compileSelector(cx, c.subject);
    const noun = c.by.noun;
    const names = noun.kind === "named" ? [noun.name, ...(noun.or ?? []).map((o) => o.name)] : [];
    return (q, run) =>
      sel.cards(q, run).some((id: CardId) => {
        const by = q.summonedBy(id);
        return by !== null && names.includes(q.info(by).name);
      });
  },
};

/** The history kinds an event of a `was … this turn` condition reads. */
function historyKinds(cx: CardContext, ev: Event): HistoryKind[] | null {
  switch (ev.kind) {
    case "SentToGraveyard":
      return ["grave"];
    case "Destroyed":
      if (ev.byPlayer !== undefined) {
        // `by your opponent's card effects`: the history keeps whether the destroyer was the card's controller's opponent.
        if (ev.byPlayer === "your opponent") return ["destroyedByOpponentEffect"];
        cx.unsupported(ev.span, `a "was destroyed by ${ev.byPlayer}'s card effects" condition`);
        return null;
      }
      return ev.by === "battle" ? ["destroyedByBattle"] : ev.by === "effect" ? ["destroyedByEffect"] : ["destroyedByBattle", "destroyedByEffect"];
    case "Flipped":
      return ["flipped"];
    case "DeclaresAttack":
      return ["attacked"];
    case "Banished":
      return [ev.faceUpFromField === true ? "banishedFaceUpFromField" : "banished"];
    case "DestroysByBattle":
      return ["destroyedAMonsterByBattle"];
    case "Battles":
      return ["battled"];
    case "Summoned": {
      if (ev.ways.length === 0) return ["summoned"];
      const out = new Set<HistoryKind>();
      for (const w of ev.ways) {
        if (w === "normal" || w === "tribute") out.add("normalSummoned");
        else if (w === "flip") out.add("flipped");
        else out.add("specialSummoned");
      }
      return [...out];
    }
    default:
      cx.unsupported(ev.span, `a "was … this turn" condition on the event ${ev.kind}`);
      return null;
  }
}

/**
 * `this card was sent to the graveyard this turn`, `a monster you control was …`, `… since your last
 * standby phase`: the rules' card history, with the controller the card had then.
 */
function compileHappened(cx: CardContext, c: Extract<Condition, { kind: "Happened" }>): CondFn {
  const ev = c.event;
  const kinds = historyKinds(cx, ev);
  if (kinds === null || !("subject" in ev)) return () => false;
  const subject = ev.subject;
  const sel = compileSelector(cx, subject);
  const place = subject.kind === "CardSet" ? subject.place : undefined;
  const who = place?.kind === "ControlledBy" ? place.player : place?.kind === "InZones" ? (place.owner === "your" ? "you" : place.owner === "your opponent's" ? "your opponent" : undefined) : undefined;
  const players = who === undefined ? null : compilePlayers(who);
  const since = c.period === "this turn"
    ? (q: EffectQuery) => q.state.turn * 64
    : (q: EffectQuery) => {
        // After the last standby phase of this card's controller that is over (not the one going on now).
        const s = q.state;
        const t = s.turnPlayer === q.player ? (s.phase > Phase.STANDBY ? s.turn : s.turn - 2) : s.turn - 1;
        return t * 64 + Phase.STANDBY + 1;
      };
  const happened = (q: EffectQuery, run: Run | null, id: CardId, from: number): boolean => {
    for (const k of kinds) {
      const h = q.history(id, k);
      if (h === null || h.turn * 64 + h.phase < from) continue;
      if (players !== null && !players(q, run).includes(h.ctrl)) continue;
      return true;
    }
    return false;
  };
  if (sel.ref) return (q, run) => { const from = since(q); return sel.cards(q, run).some((id) => happened(q, run, id, from)); };
  return (q, run) => {
    const from = since(q);
    for (const card of q.state.cards) if (sel.what(q, card.id, run) && happened(q, run, card.id, from)) return true;
    return false;
  };
}
