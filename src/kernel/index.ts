/**
 * The kernel: the generic engine room of the duel (state as plain data, seeded RNG, phases as
 * data, prompts and answers, the chain, trigger collection, continuous-effect layers, events,
 * player views, replay and fork, step budget). It knows no card and no syntax; the rules layer
 * gives it a {@link Ruleset}.
 * @module
 */
export { DEFAULT_BUDGET, StepBudgetError } from "./budget.js";
export { PASS, windowFrame, type ActivateArgs, type ResolveFrame } from "./chain.js";
export { DuelContext, OpContext, StepContext, type ChooseOptions, type MoveOptions } from "./context.js";
export type * from "./events.js";
export { fork, restore, serialize, RestoreError } from "./fork.js";
export type { RestoreRules } from "./validate.js";
export { cloneJson, type Json } from "./json.js";
export { Kernel, type Advanced, type DuelSetup, type Refused, type SetupCard, type SetupPlayer } from "./kernel.js";
export { activeEffects, valueOf } from "./layers.js";
export type { OpFrame, Rewind } from "./ops.js";
export { TurnStage, turnFrame, type TurnFrame } from "./phases.js";
export { checkAnswer, checkPromptSeq, enumerateAnswers, type Answer, type AnswerOptions, type Choice, type Prompt, type PromptContext } from "./prompt.js";
export { replay, Session, type ReplayRecord } from "./replay.js";
export { nextU32, randInt, seedRng, shuffleInPlace, type RngState } from "./rng.js";
export type * from "./ruleset.js";
export * from "./state.js";
export { defaultTriggerOrder, type TriggersFrame } from "./triggers.js";
export { identityKnown, view, viewEvents, type CardView, type ChainLinkView, type EffectView, type PlayerView, type PromptView, type ZoneView } from "./view.js";
