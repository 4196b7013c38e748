/**
 * Yu-Gi-Oh! as a kernel {@link Ruleset}: the zones, the phases, the rules frames (summon, battle),
 * the operations of every module, and the policies the kernel asks for (window options, the speed
 * rule, activation and resolution, SEGOC, continuous effects and stats, win conditions).
 * @module
 */
import { checkRulesState } from "./state-checks.js";
import type { ContinuousDef, FrameHandler, Ruleset } from "../kernel/index.js";
import { battleHandler, battleOperations } from "./battle.js";
import type { BehaviourTable, StatName } from "./behaviour.js";
import type { CardDatabase } from "./cards.js";
import { activateLink, linkedLink, resolveLink } from "./chain-rules.js";
import { mayPass, speedBlock, windowOptions } from "./options.js";
import type { RuleProfile } from "./profiles.js";
import { MOD_SLOTS, RulesContext, STATS, TEMP, Temp } from "./rules-context.js";
import { setupOperations } from "./setup.js";
import { afterChain, spellTrapOperations } from "./spells-traps.js";
import { summonHandler, summonOperations } from "./summon.js";
import { collectTriggers, inRange, segoc } from "./triggers.js";
import { phasesFor, turnOperations } from "./turn.js";
import { checkResult } from "./win.js";
import { Flag, Zone, ZONES } from "./zones.js";

/** What a Yu-Gi-Oh! ruleset is built from. */
export interface RulesetOptions {
  readonly profile: RuleProfile;
  readonly cards: CardDatabase;
  readonly behaviours?: BehaviourTable;
  /** Changes whenever the card pack or behaviours change (replays check it). Default "1". */
  readonly version?: string;
}

/** Builds the ruleset and its rule tables. */
export function createRuleset(opts: RulesetOptions): { ruleset: Ruleset; rc: RulesContext } {
  const rc = new RulesContext(opts.profile, opts.cards, opts.behaviours ?? {});
  const defCache = new Map<number, ContinuousDef | null>();
  const tempDef = (kind: number): ContinuousDef | undefined => {
    // A temporary change applies to its target only (and, with a `while` duration, while that holds).
    const applies = (s: Parameters<RulesContext["holds"]>[0], e: Parameters<RulesContext["holds"]>[1], c: { id: number }) => e.target === c.id && rc.holds(s, e);
    // A monster's level never goes below 1 (Cost Down on a level 2 monster leaves it at 1).
    if (kind === Temp.STAT_ADD) return { stat: "", layer: 2, applies, value: (_s, e, _c, v) => (e.bound[0] === STATS.indexOf("level") && v >= 1 ? Math.max(1, v + e.bound[1]!) : v + e.bound[1]!) };
    if (kind === Temp.STAT_SET) return { stat: "", layer: 1, applies, value: (_s, e) => e.bound[1]! };
    return undefined;
  };
  // A change (layer 2: gains and losses, not set values) of a monster whose changes are reversed
  // counts the other way: +500 becomes -500 (Reverse Trap; RulesContext.reversed).
  const reversible = (d: ContinuousDef): ContinuousDef => {
    if (d.layer !== 2) return d;
    const value = d.value;
    const stat = d.stat as StatName;
    return { ...d, value: (s, e, c, v) => { const n = value(s, e, c, v); return n !== v && rc.reversed(s, c.id, stat, e.id) ? 2 * v - n : n; } };
  };
  const ruleset: Ruleset = {
    name: "ygo",
    version: `${opts.version ?? "1"}+${opts.profile.name}`,
    zones: ZONES,
    phases: phasesFor(rc),
    checkState: (state) => checkRulesState(rc, state),
    frames: { summon: summonHandler as FrameHandler, battle: battleHandler(rc) as FrameHandler },
    operations: {
      ...setupOperations(rc),
      ...turnOperations(rc),
      ...summonOperations(rc),
      ...battleOperations(rc),
      ...spellTrapOperations(rc),
    },
    setup: "setup",
    windowOptions: (state, w, player) => windowOptions(rc, state, w, player),
    mayPass: (state, w, player) => mayPass(rc, state, w, player),
    canActivate: (state, player, speed, w) => speedBlock(state, w, player, speed) === null,
    activate: (ctx, link) => activateLink(rc, ctx, link),
    linked: (ctx, link) => linkedLink(rc, ctx, link),
    resolve: (ctx, link) => resolveLink(rc, ctx, link),
    afterChain: (ctx, resolved) => afterChain(rc, ctx, resolved),
    collectTriggers: (state, recent) => collectTriggers(rc, state, recent),
    orderTriggers: segoc,
    continuousOf(state, card) {
      const defs = rc.behaviour(card.code).effects;
      if (defs.length === 0 || (card.flags & Flag.ACTIVATING) !== 0) return [];
      const out = [];
      for (let i = 0; i < defs.length; i++) {
        const def = defs[i]!;
        if (def.kind !== "continuous" || def.lasting === true || !inRange(card, def)) continue;
        if (def.modifiers === undefined && def.restrictions === undefined && def.attackCosts === undefined) continue;
        const n = Math.max(1, def.modifiers?.length ?? 0);
        for (let m = 0; m < n; m++) out.push({ eff: i * MOD_SLOTS + m });
      }
      return out;
    },
    continuousDef(state, e) {
      if (e.eff >= TEMP) {
        const d = tempDef(e.eff - TEMP);
        return d === undefined ? undefined : reversible({ ...d, stat: STATS[e.bound[0]!]! });
      }
      if (e.source < 0) return undefined;
      const code = state.cards[e.source]!.code;
      const key = code * 4096 + e.eff;
      let d = defCache.get(key);
      if (d === undefined) {
        const def = rc.behaviour(code).effects[Math.floor(e.eff / MOD_SLOTS)];
        const mod = def?.modifiers?.[e.eff % MOD_SLOTS];
        d = def === undefined || mod === undefined ? null : {
          stat: mod.stat,
          layer: mod.layer,
          applies: (s, eff, c) => {
            if (rc.negated(s, eff.source)) return false;
            const q = rc.query(s, eff.source, s.cards[eff.source]!.ctrl);
            return (def.condition === undefined || def.condition(q)) && mod.affects(q, c.id) && !rc.unaffectedBy(s, eff.source, c.id);
          },
          value: (s, eff, c, v) => mod.value(rc.query(s, eff.source, s.cards[eff.source]!.ctrl), c.id, v),
        };
        if (d !== null) d = reversible(d);
        defCache.set(key, d);
      }
      return d ?? undefined;
    },
    baseValue(state, card, stat) {
      const info = rc.infoOf(card.code);
      return stat === "atk" ? info.atk : stat === "def" ? info.def : stat === "level" ? info.level : 0;
    },
    // ATK and DEF lowered past 0 are 0 (a rule of the game RULES.md does not number yet): a 1000 ATK
    // monster losing 1500 has 0 ATK, not -500, and battles with 0.
    finalValue: (stat, v) => (stat === "atk" || stat === "def" ? Math.max(0, v) : v),
    checkResult: (state) => checkResult(rc, state),
    zoneRevealed: (state, player, zone) => zone === Zone.HAND && rc.restricted(state, "playerHandRevealed", player),
    cardName: (state, card) => (state.cards[card] === undefined ? `card ${card}` : rc.infoOf(state.cards[card]!.code).name),
    viewStats: ["atk", "def", "level"],
  };
  rc.ruleset = ruleset;
  return { ruleset, rc };
}
