/**
 * Turn structure (R-TURN): the phases as data, the Draw Phase draw (and the first-turn rule of the
 * profile), Standby Phase maintenance, the optional Battle Phase and Main Phase 2 only after it,
 * the End Phase hand limit (the turn player chooses the discards) and "until end of turn" control.
 * @module
 */
import { type DuelState, type OpContext, type Operation, type PhaseDef } from "../kernel/index.js";
import { Actions, moveControl } from "./actions.js";
import { inRange } from "./triggers.js";
import { TEMP, Temp, DUR, type RulesContext } from "./rules-context.js";
import { countLifetimes } from "./spells-traps.js";
import { Zone, TURN_FLAGS } from "./zones.js";

/** The phases (R-TURN-1). Battle Phase: skipped on turn 1 (R-TURN-2) or when the player goes to the End Phase; Main 2 only after it. */
export const PHASES: PhaseDef[] = [
  { name: "draw", enter: "drawPhase", window: "draw" },
  { name: "standby", enter: "standbyPhase", window: "standby" },
  { name: "main1", window: "main" },
  {
    name: "battle",
    enter: "battlePhase",
    skip: (s) => s.turn === 1 || s.vars["noBattle"] === s.turn,
    steps: [
      { name: "start", window: "battleStart" },
      { name: "battle", window: "battle" },
      { name: "end", enter: "battleEndStep", window: "battleEnd" },
    ],
  },
  { name: "main2", window: "main", skip: (s) => s.vars["battled"] !== s.turn },
  { name: "end", enter: "endPhase", window: "end", leave: "endPhaseLeave" },
];

/** Whether the turn player skips phase `phase` this turn ({@link EffectActions.skipPhase}). */
export function phaseSkipped(s: DuelState, phase: number): boolean {
  const key = `skip:${phase}:${s.turnPlayer}`;
  const from = s.vars[`${key}:from`];
  const to = s.vars[`${key}:to`];
  return from !== undefined && to !== undefined && s.turn >= from && s.turn <= to && (s.turn - from) % 2 === 0;
}

/** The phases for a duel: skipped phases and "cannot enter the battle phase" read the duel's rules. */
export function phasesFor(rc: RulesContext): PhaseDef[] {
  return PHASES.map((p, i) => {
    const base = p.skip;
    const skip = (s: DuelState): boolean =>
      base?.(s) === true || phaseSkipped(s, i) || (p.name === "battle" && rc.restricted(s, "playerCannotEnterBattle", s.turnPlayer));
    return { ...p, skip, ...(p.name === "main1" ? { enter: "mainPhase1" } : {}) };
  });
}

/** Per-turn flags and counts reset once per turn, in the first phase of it that is not skipped. */
function startTurn(ctx: OpContext): void {
  const s = ctx.state;
  if (s.vars["turnReset"] === s.turn) return;
  s.vars["turnReset"] = s.turn;
  for (const c of s.cards) if ((c.flags & TURN_FLAGS) !== 0) c.flags &= ~TURN_FLAGS;
  for (const p of s.players) for (const k of ["ns", "summons", "ss", "attacks"]) if (p.vars[k] !== undefined) delete p.vars[k];
}

/** The turn operations. */
export function turnOperations(rc: RulesContext): Record<string, Operation> {
  return {
    /** R-TURN-3: the turn player draws 1 (not on turn 1 when the profile says so, R-TURN-2). New turn: per-turn flags reset. */
    drawPhase(ctx) {
      const s = ctx.state;
      startTurn(ctx);
      if (s.turn === 1 && !rc.profile.firstPlayerDrawsOnTurnOne) return;
      new Actions(rc, ctx, -1, s.turnPlayer).draw(s.turnPlayer, 1);
    },
    /** R-TURN-4: maintenance costs of the turn player's cards ("during your Standby Phase" triggers answer the phase start). */
    standbyPhase(ctx) {
      const s = ctx.state;
      startTurn(ctx);
      for (const zone of [Zone.MONSTER, Zone.SPELL_TRAP, Zone.FIELD]) {
        for (const id of rc.zone(s, s.turnPlayer, zone).slice()) {
          const c = ctx.card(id);
          if (c.zone !== zone) continue;
          const defs = rc.behaviour(c.code).effects;
          for (const def of defs) {
            if (def.kind !== "maintenance" || !inRange(c, def) || def.resolve === undefined) continue;
            def.resolve(new Actions(rc, ctx, id, c.ctrl));
          }
        }
      }
    },
    mainPhase1(ctx) {
      startTurn(ctx);
    },
    battlePhase(ctx) {
      ctx.state.vars["battled"] = ctx.state.turn;
    },
    /** The end of the Battle Phase: what happens then without the chain (Goblin Attack Force turning to defense) happens now. */
    battleEndStep(ctx) {
      new Actions(rc, ctx, -1, ctx.state.turnPlayer).cleanup();
    },
    /** From Main Phase 1 straight to the End Phase: no Battle Phase, hence no Main Phase 2 (R-TURN-1). */
    toEndPhase(ctx) {
      ctx.state.vars["noBattle"] = ctx.state.turn;
      ctx.closeWindow();
    },
    endPhase() {},
    /**
     * R-TURN-5: a turn player holding more than the hand limit discards down to it, choosing which
     * (a discard, not a destruction). Then "until end of turn" control ends (R-EFF-11) and cards with
     * a lifetime count the turn (R-CARD-5). The kernel expires "until end of turn" effects next.
     */
    endPhaseLeave(ctx) {
      const s = ctx.state;
      const tp = s.turnPlayer;
      const a = new Actions(rc, ctx, -1, tp);
      const hand = rc.zone(s, tp, Zone.HAND);
      const over = hand.length - rc.profile.handSizeLimit;
      if (over > 0) {
        const picked = ctx.chooseCards(tp, hand, over, over, { text: `discard ${over} card(s) down to ${rc.profile.handSizeLimit} (hand limit)` });
        a.discard(picked);
      }
      for (const e of s.effects.slice()) {
        if (e.eff !== TEMP + Temp.CONTROL || e.bound[1] !== DUR.endOfTurn) continue;
        const c = ctx.card(e.target);
        if (c.zone !== Zone.MONSTER || c.stamp !== e.targetStamp) continue;
        const back = e.bound[0] as 0 | 1;
        if (rc.monsters(s, back).length >= rc.profile.monsterZones) a.sendToGrave([c.id]);
        else {
          const arrived = c.arrived;
          moveControl(rc, ctx, c.id, back, -1);
          ctx.card(c.id).arrived = arrived;
          ctx.signal("controlChanged", back, [c.id]);
        }
      }
      countLifetimes(rc, a);
    },
  };
}
