/**
 * The phase/step machine. Its shape comes from the ruleset's phase list (data); this frame only
 * walks it: enter operation, window, leave operation, for each phase and each of its steps, then
 * the next turn. "Until end of phase/turn" expiry happens here, generically, at each phase end.
 * @module
 */
import type { StepContext } from "./context.js";
import type { FrameHandler, PhaseDef } from "./ruleset.js";
import { expiryCode, opponent, type Frame } from "./state.js";

/** Where the turn frame is in the current phase. */
export enum TurnStage {
  /** Start the current phase (or skip it). */
  PhaseEnter = 0,
  /** Open the phase's window, or start its first step. */
  PhaseBody = 1,
  /** Start the current step. */
  StepEnter = 2,
  /** Open the step's window. */
  StepWindow = 3,
  /** Run the step's leave operation. */
  StepLeave = 4,
  /** Go to the next step, or leave the phase. */
  StepNext = 5,
  /** Run the phase's leave operation. */
  PhaseLeave = 6,
  /** Expire effects, announce the end of the phase. */
  PhaseEnd = 7,
  /** Go to the next phase, or end the turn. */
  NextPhase = 8,
  /** Begin a new turn. */
  TurnBegin = 9,
}

/** The frame that runs turns forever (until the duel ends); it sits at the bottom of the continuation. */
export interface TurnFrame extends Frame {
  t: "@turn";
  at: TurnStage;
}

/** A new turn frame, positioned at the beginning of the first turn. */
export function turnFrame(): TurnFrame {
  return { t: "@turn", at: TurnStage.TurnBegin };
}

function phaseAt(k: StepContext): PhaseDef {
  const def = k.rules.phases[k.state.phase];
  if (def === undefined) throw new Error(`no phase ${k.state.phase}`);
  return def;
}

/** Handler of {@link TurnFrame}. */
export const turnHandler: FrameHandler<TurnFrame> = {
  label: (f) => `@turn(stage ${f.at})`,
  step(k, f) {
    const s = k.state;
    switch (f.at) {
      case TurnStage.TurnBegin: {
        s.turn++;
        s.phase = 0;
        s.step = -1;
        f.at = TurnStage.PhaseEnter;
        k.emit({ type: "turnStart", turn: s.turn, player: s.turnPlayer });
        return;
      }
      case TurnStage.PhaseEnter: {
        const def = phaseAt(k);
        if (def.skip?.(s) === true) {
          f.at = TurnStage.NextPhase;
          return;
        }
        s.step = -1;
        f.at = TurnStage.PhaseBody;
        k.emit({ type: "phaseStart", phase: def.name });
        if (def.enter !== undefined) k.runOp(def.enter);
        return;
      }
      case TurnStage.PhaseBody: {
        const def = phaseAt(k);
        if (def.steps !== undefined && def.steps.length > 0) {
          s.step = 0;
          f.at = TurnStage.StepEnter;
        } else {
          f.at = TurnStage.PhaseLeave;
          if (def.window !== undefined) k.openWindow(def.window, s.turnPlayer);
        }
        return;
      }
      case TurnStage.StepEnter: {
        const def = phaseAt(k);
        const step = def.steps![s.step]!;
        f.at = TurnStage.StepWindow;
        k.emit({ type: "stepStart", phase: def.name, step: step.name });
        if (step.enter !== undefined) k.runOp(step.enter);
        return;
      }
      case TurnStage.StepWindow: {
        const step = phaseAt(k).steps![s.step]!;
        f.at = TurnStage.StepLeave;
        if (step.window !== undefined) k.openWindow(step.window, s.turnPlayer);
        return;
      }
      case TurnStage.StepLeave: {
        const step = phaseAt(k).steps![s.step]!;
        f.at = TurnStage.StepNext;
        if (step.leave !== undefined) k.runOp(step.leave);
        return;
      }
      case TurnStage.StepNext: {
        const steps = phaseAt(k).steps!;
        if (s.step + 1 < steps.length) {
          s.step++;
          f.at = TurnStage.StepEnter;
        } else {
          s.step = -1;
          f.at = TurnStage.PhaseLeave;
        }
        return;
      }
      case TurnStage.PhaseLeave: {
        const def = phaseAt(k);
        f.at = TurnStage.PhaseEnd;
        if (def.leave !== undefined) k.runOp(def.leave);
        return;
      }
      case TurnStage.PhaseEnd: {
        k.expireEffects(expiryCode(s.turn, s.phase));
        f.at = TurnStage.NextPhase;
        k.emit({ type: "phaseEnd", phase: phaseAt(k).name });
        return;
      }
      case TurnStage.NextPhase: {
        if (s.phase + 1 < k.rules.phases.length) {
          s.phase++;
          f.at = TurnStage.PhaseEnter;
        } else {
          s.turnPlayer = k.rules.nextTurnPlayer ? k.rules.nextTurnPlayer(s) : opponent(s.turnPlayer);
          f.at = TurnStage.TurnBegin;
        }
        return;
      }
    }
  },
};
