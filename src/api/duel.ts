/**
 * Duels for embedders: a {@link DuelPack} (card facts + compiled behaviours + version, loaded once
 * per process), {@link createDuel} giving a {@link Duel} whose state is plain data, and records that
 * replay a duel exactly — refused when made with another pack version.
 *
 * A `Duel` is a thin object over the kernel: answering costs one kernel step and nothing else (no
 * JSON, no view), so simulations and AI players run at kernel speed.
 * @module
 */
import { resolve } from "node:path";
import {
  Session,
  restore,
  viewEvents as maskEvents,
  type Answer,
  type AnswerOptions,
  type CardId,
  type DuelEvent,
  type DuelResult,
  type DuelSetup,
  type DuelState,
  type PlayerId,
  type PlayerView,
  type Prompt,
  type Refused,
} from "../kernel/index.js";
import type { CardDatabase as FactsDatabase } from "../lang/index.js";
import {
  DEFAULT_PROFILE,
  RulesDuel,
  callTime,
  createRulesKernel,
  duelSetup,
  getProfile,
  type ActResult,
  type BehaviourTable,
  type CardDatabase,
  type DuelDeck,
  type RuleProfile,
  type Intent,
  type RulesKernel,
  type StatName,
} from "../rules/index.js";
import { checkDeck, unscriptedCards } from "./decks.js";
import { bundledPackDir } from "./pack.js";
import { loadPackRuntime } from "./pack-runtime.js";

/** The printed facts of a card, as a duel's pack knows them (ATK/DEF `?` read as 0). */
export interface PackCard {
  readonly code: number;
  readonly name: string;
  readonly kind: "monster" | "spell" | "trap";
  readonly subtypes: readonly string[];
  readonly level: number;
  readonly atk: number;
  readonly def: number;
}

/** Something a player wants to do ({@link Duel.explain}, {@link Duel.perform}): the rules layer's type. */
export type { Intent } from "../rules/index.js";

/** What a duel pack holds beyond its public face; other api modules reach it through {@link packCore}. */
export interface PackCore {
  readonly cards: CardDatabase;
  readonly facts: FactsDatabase;
  readonly behaviours: BehaviourTable;
  /** One rules kernel per profile, built on first use: a kernel serves any number of duels. */
  readonly kernels: Map<RuleProfile, RulesKernel>;
}

/**
 * A card pack ready to duel with: card facts, the behaviours compiled from its scripts, its name
 * and version. Load it once ({@link openPack}, {@link bundledPack}) and start any number of duels.
 */
/** The intents about one card. */
const CARD_INTENTS = ["normalSummon", "set", "flipSummon", "changePosition", "synchroSummon", "specialSummon", "activate", "attack"] as const;

export class DuelPack {
  /** The pack directory. */
  readonly dir: string;
  /** The pack's name (`pack.json`). */
  readonly name: string;
  /** The pack's version (`pack.json`); recorded in every duel so that replays can check it. */
  readonly version: string;
  private readonly core: PackCore;

  // Private so that the rules layer's types stay out of the public surface; see `newPack`.
  private constructor(init: { dir: string; name: string; version: string; cards: CardDatabase; facts: FactsDatabase; behaviours: BehaviourTable }) {
    this.dir = init.dir;
    this.name = init.name;
    this.version = init.version;
    this.core = { cards: init.cards, facts: init.facts, behaviours: init.behaviours, kernels: new Map() };
  }

  /** `name@version`, the way records name the pack. */
  get id(): string {
    return `${this.name}@${this.version}`;
  }

  /** A card's printed facts by passcode, or undefined for a card the pack does not have. */
  card(code: number): PackCard | undefined {
    return this.core.cards.get(code);
  }

  /** A card's name by passcode (`#code` when the pack does not know it). */
  cardName(code: number): string {
    return this.core.cards.get(code)?.name ?? `#${code}`;
  }

  /** A card's passcode by exact name, or undefined. */
  codeOf(name: string): number | undefined {
    return this.core.facts.byName(name)?.id;
  }
}

/** Builds a pack (the constructor is private to the package's surface, not to this module). */
const newPack = (init: { dir: string; name: string; version: string; cards: CardDatabase; facts: FactsDatabase; behaviours: BehaviourTable }): DuelPack =>
  new (DuelPack as unknown as new (i: typeof init) => DuelPack)(init);

/** The internals of a pack, for the other api modules (not exported from the package). */
export function packCore(pack: DuelPack): PackCore {
  return (pack as unknown as { core: PackCore }).core;
}

/** The rules kernel of a pack under a profile, built once. */
export function kernelFor(pack: DuelPack, profile: RuleProfile): RulesKernel {
  const core = packCore(pack);
  let rk = core.kernels.get(profile);
  if (rk === undefined) {
    rk = createRulesKernel({ profile, cards: core.cards, behaviours: core.behaviours, version: pack.id });
    core.kernels.set(profile, rk);
  }
  return rk;
}

const packs = new Map<string, DuelPack>();

/**
 * Loads a pack directory for duelling (card data, scripts compiled into behaviours). Cached per
 * directory: the second call returns the same pack. Throws when the card data cannot be read.
 */
export function openPack(dir: string = bundledPackDir()): DuelPack {
  const abs = resolve(dir);
  const cached = packs.get(abs);
  if (cached !== undefined) return cached;
  // The interpreter checks the scripts and compiles them into behaviours (cards without one are vanilla).
  const rt = loadPackRuntime(abs);
  const src = rt.pack;
  if (src.cards.cards.length === 0) {
    const broken = rt.diagnostics.filter((d) => d.severity === "error");
    throw new Error(`${abs} is not a usable pack: ${broken.map((d) => d.message).join("; ") || "it has no cards"}`);
  }
  const pack = newPack({ dir: abs, name: src.name, version: src.version, cards: rt.cards, facts: src.cards, behaviours: rt.compiled.behaviours });
  packs.set(abs, pack);
  return pack;
}

/** The pack shipped with the engine (`cards/classic`), loaded once per process. */
export function bundledPack(): DuelPack {
  return openPack(bundledPackDir());
}

/** How a duel starts. */
export interface CreateDuelOptions {
  /** The card pack (default: {@link bundledPack}). */
  readonly pack?: DuelPack;
  /** Player 0's and player 1's decks (main and extra deck passcodes; a side deck is ignored). */
  readonly decks: readonly [DuelDeck, DuelDeck];
  /** Everything random in the duel (coin toss, shuffles, ids) follows from the seed. */
  readonly seed: number | string;
  /** Rule profile (default classic). */
  readonly profile?: RuleProfile;
  /** Who chooses to go first, skipping the coin toss (in a match: the loser of the last duel, R-DUEL-4). */
  readonly chooser?: PlayerId;
  /**
   * Play effect cards the pack has no script for as if they had no effect (default false: a deck
   * holding one is refused, naming each such card).
   */
  readonly allowUnscripted?: boolean;
}

/** Decks or options {@link createDuel} refuses: every problem, each naming the deck and the card or rule. */
export class DuelSetupError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the duel cannot start:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "DuelSetupError";
  }
}

/**
 * What is wrong with a duel's decks and options, as lines (empty when it can start): the deck rules
 * of the profile (R-DECK-1/2, no banlist), cards the pack lacks, effect cards without a script
 * (unless allowed), a chooser that is not a player, a seed that is neither a finite number nor a string.
 */
export function setupProblems(opts: CreateDuelOptions): string[] {
  const out: string[] = [];
  const o = opts as Partial<CreateDuelOptions> | null;
  if (o === null || typeof o !== "object") return ["the options must be an object with decks and seed"];
  const pack = o.pack ?? bundledPack();
  const profile = o.profile ?? DEFAULT_PROFILE;
  if (!(typeof o.seed === "string" || (typeof o.seed === "number" && Number.isFinite(o.seed)))) out.push(`the seed must be a finite number or a string, not ${describe(o.seed)}`);
  if (o.chooser !== undefined && o.chooser !== 0 && o.chooser !== 1) out.push(`the chooser must be player 0 or 1, not ${describe(o.chooser)}`);
  const decks = o.decks as unknown;
  if (!Array.isArray(decks) || decks.length !== 2) return [...out, "decks must be two decks, player 0's and player 1's"];
  decks.forEach((d: unknown, i) => {
    const who = `player ${i}'s deck`;
    const deck = d as Partial<DuelDeck> | null;
    const ids = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isSafeInteger(x));
    if (deck === null || typeof deck !== "object" || !ids(deck.main) || (deck.extra !== undefined && !ids(deck.extra))) {
      out.push(`${who}: must be { main: passcodes, extra?: passcodes }`);
      return;
    }
    const full = { main: deck.main, extra: deck.extra ?? [], side: [] };
    for (const v of checkDeck(full, { pack, profile })) out.push(`${who}: ${v.message}`);
    if (o.allowUnscripted !== true) {
      const missing = unscriptedCards(full, pack);
      if (missing.length > 0) out.push(`${who}: ${missing.length} effect card(s) have no script in ${pack.id}, so they would play without their effects: ${missing.join(", ")} (allow them with allowUnscripted / --allow-unscripted)`);
    }
  });
  return out;
}

function describe(v: unknown): string {
  return typeof v === "string" ? JSON.stringify(v) : typeof v === "number" || typeof v === "boolean" || v === null || v === undefined ? String(v) : typeof v;
}

/** Everything needed to replay a duel: pack and profile it was played with, decks, seed, answers. */
export interface DuelRecord {
  /** Shape version of the record. */
  readonly format: 1;
  /** The pack as `name@version`; a replay with another version is refused. */
  readonly pack: string;
  /** The rule profile's name. */
  readonly profile: string;
  readonly seed: number | string;
  readonly decks: readonly [DuelDeck, DuelDeck];
  readonly chooser?: PlayerId;
  /** Every answer, in order. */
  readonly answers: readonly Answer[];
  /** Turns at which time was called (R-DUEL-5), by number of answers given before the call. */
  readonly timeCalledAt?: number;
}

/** The internals of a duel, for the other api modules (not exported from the package). */
export interface DuelCore {
  readonly rk: RulesKernel;
  readonly session: Session;
  readonly rd: RulesDuel;
}

/** The internals of a duel. */
export function duelCore(duel: Duel): DuelCore {
  return (duel as unknown as { core: DuelCore }).core;
}

/**
 * A duel in progress. Its {@link Duel.state} is plain data (JSON-safe); the duel keeps beside it
 * the full event log and the answers given, so it can be recorded, replayed, forked and saved.
 * Exactly one prompt is pending at a time (or none once the duel is over): read it, pick among
 * {@link Duel.legalAnswers}, {@link Duel.answer}.
 */
export class Duel {
  /** The pack the duel is played with. */
  readonly pack: DuelPack;
  /** The rule profile. */
  readonly profile: RuleProfile;
  /** The seed. */
  readonly seed: number | string;
  /** Both decks as given. */
  readonly decks: readonly [DuelDeck, DuelDeck];
  /** Who chose to go first without a coin toss, if anyone. */
  readonly chooser: PlayerId | undefined;
  private readonly core: DuelCore;
  private timeCalledAt: number | undefined;

  /** Use {@link createDuel}, {@link replayDuel} or {@link restoreDuel}. */
  constructor(init: { pack: DuelPack; profile: RuleProfile; seed: number | string; decks: readonly [DuelDeck, DuelDeck]; chooser?: PlayerId; session: Session; timeCalledAt?: number }) {
    this.pack = init.pack;
    this.profile = init.profile;
    this.seed = init.seed;
    this.decks = init.decks;
    this.chooser = init.chooser;
    const rk = kernelFor(init.pack, init.profile);
    this.core = { rk, session: init.session, rd: new RulesDuel(rk, init.session) };
    this.timeCalledAt = init.timeCalledAt;
  }

  /** The whole state, plain data. Do not mutate it: answer instead. */
  get state(): DuelState {
    return this.core.session.state;
  }
  /** The decision the duel waits for, or null once it is over. */
  get prompt(): Prompt | null {
    return this.core.session.state.prompt;
  }
  /** Whether the duel has ended. */
  get over(): boolean {
    return this.core.session.state.result !== -1;
  }
  /** -1 while the duel goes on; then the winner (0 or 1) or 2 for a draw. */
  get result(): DuelResult {
    return this.core.session.state.result;
  }
  /** The winner, or null (still going, or a draw). */
  get winner(): PlayerId | null {
    const r = this.core.session.state.result;
    return r === 0 || r === 1 ? r : null;
  }
  /** The current turn number (1 is the first turn). */
  get turn(): number {
    return this.core.session.state.turn;
  }
  /** Every event since the start, in order. The array grows as the duel goes on. */
  get events(): readonly DuelEvent[] {
    return this.core.session.log;
  }
  /** Every answer given so far. */
  get answers(): readonly Answer[] {
    return this.core.session.answers;
  }

  /** A player's life points. */
  lp(player: PlayerId): number {
    return this.core.session.state.players[player]!.lp;
  }

  /**
   * Answers the pending prompt with option indices (`[i]` for a single choice). An illegal answer
   * is refused with the reason and changes nothing; null means it was accepted. `opts.prompt`: the
   * number ({@link Prompt.seq}) of the prompt answered; when it is not the pending prompt's, the
   * answer is refused as stale ("this answer was for prompt 41; prompt 42 is pending").
   */
  answer(answer: Answer, opts?: AnswerOptions): Refused | null {
    return this.core.session.answer(answer, opts);
  }

  /** Every legal answer to the pending prompt, at most `limit` (multi-pick prompts grow combinatorially). */
  legalAnswers(limit?: number): Answer[] {
    return this.core.rk.kernel.legalAnswers(this.core.session.state, limit);
  }

  /**
   * The state an answer would lead to, without changing this duel (the state given is not changed
   * either); null when the answer is illegal. What look-ahead players use: it costs one fork.
   */
  preview(answer: Answer, from: DuelState = this.core.session.state): DuelState | null {
    const r = this.core.rk.kernel.answer(from, answer);
    return r.ok ? r.state : null;
  }

  /** What `player` may know of the duel now (opponent's hand and decks as counts, face-down cards without names). */
  view(player: PlayerId): PlayerView {
    return this.core.rk.kernel.view(this.core.session.state, player);
  }

  /** The events from index `from` on, as `player` may see them (hidden cards masked). */
  viewEvents(player: PlayerId, from = 0): DuelEvent[] {
    return maskEvents(this.core.rk.kernel.rules, this.core.session.state, this.core.session.log.slice(from), player);
  }

  /**
   * Why an action is not possible now (a sentence citing the rule), or null when it is. The reason
   * only names what the player being asked may know: about a card hidden from them (the opponent's
   * hand, a deck, a face-down card of the opponent's) it says only that the card cannot be used.
   * Safe to show to that player; an intent a JSON client sends is checked before it is read.
   */
  explain(intent: Intent): string | null {
    const checked = this.checkIntent(intent);
    if (typeof checked === "string") return checked;
    const reason = this.core.rd.explain(checked);
    return reason === null ? null : this.shown(checked, reason);
  }

  /** Does what the intent says when it is possible now; otherwise refuses with the reason (as {@link explain} words it) and changes nothing. */
  perform(intent: Intent): ActResult {
    const checked = this.checkIntent(intent);
    if (typeof checked === "string") return { ok: false, error: checked };
    const r = this.core.rd.perform(checked);
    return r.ok ? r : { ok: false, error: this.shown(checked, r.error) };
  }

  /** A fresh, well-formed copy of an intent, or why it is not one. */
  private checkIntent(intent: unknown): Intent | string {
    if (intent === null || typeof intent !== "object" || Array.isArray(intent)) return "an intent is an object with a `kind`";
    const o = intent as Record<string, unknown>;
    const kind = Object.hasOwn(o, "kind") ? o["kind"] : undefined;
    if (kind === "pass" || kind === "toEndPhase") return { kind };
    if (typeof kind !== "string" || !CARD_INTENTS.includes(kind as (typeof CARD_INTENTS)[number])) {
      return `unknown intent kind ${JSON.stringify(typeof kind === "string" ? kind : String(kind))} (one of ${[...CARD_INTENTS, "toEndPhase", "pass"].join(", ")})`;
    }
    const card = Object.hasOwn(o, "card") ? o["card"] : undefined;
    const n = this.core.session.state.cards.length;
    if (typeof card !== "number" || !Number.isInteger(card) || card < 0 || card >= n) return `\`card\` must be a card id from 0 to ${n - 1}`;
    if (kind === "activate" && Object.hasOwn(o, "eff")) {
      const eff = o["eff"];
      if (typeof eff !== "number" || !Number.isInteger(eff) || eff < 0) return "`eff` must be an effect index (0, 1, …)";
      return { kind, card, eff };
    }
    return { kind: kind as Exclude<Intent["kind"], "pass" | "toEndPhase">, card } as Intent;
  }

  /** The reason as the asked player may read it: nothing about a card hidden from them. */
  private shown(intent: Intent, reason: string): string {
    if (!("card" in intent)) return reason;
    const state = this.core.session.state;
    const player = state.prompt?.player ?? state.turnPlayer;
    const view = this.core.rk.kernel.view(state, player);
    const known = view.zones.some((z) => z.cards?.some((c) => c.id === intent.card && c.code !== null) === true);
    return known || !reason.includes(this.cardName(intent.card)) ? reason : `card ${intent.card} is not a card you can use now`;
  }

  /** A card's current ATK, DEF or level (continuous effects applied). */
  stat(card: CardId, stat: StatName): number {
    return this.core.rk.rc.stat(this.core.session.state, card, stat);
  }

  /** A card instance's name (face-down cards too: this is the host's omniscient view). */
  cardName(card: CardId): string {
    const c = this.core.session.state.cards[card];
    return c === undefined ? `card ${card}` : this.pack.cardName(c.code);
  }

  /**
   * Calls time (R-DUEL-5): the current turn finishes, 3 more turns are played, then the player
   * with more LP wins (equal LP: the next LP change decides). Calling it twice changes nothing.
   */
  callTime(): void {
    if (this.timeCalledAt !== undefined || this.over) return;
    this.timeCalledAt = this.core.session.answers.length;
    this.core.session.state = callTime(this.core.session.state);
  }

  /** An independent copy that continues from here; answering one does not change the other. */
  fork(): Duel {
    return new Duel({ ...this.init(), session: this.core.session.fork() });
  }

  /** The record that replays this duel so far ({@link replayDuel}). */
  record(): DuelRecord {
    return {
      format: 1, pack: this.pack.id, profile: this.profile.name, seed: this.seed, decks: this.decks,
      ...(this.chooser === undefined ? {} : { chooser: this.chooser }),
      answers: this.core.session.answers.map((a) => a.slice()),
      ...(this.timeCalledAt === undefined ? {} : { timeCalledAt: this.timeCalledAt }),
    };
  }

  /** The duel as JSON text: the record, the state and the event log ({@link restoreDuel} reads it). */
  serialize(): string {
    return JSON.stringify({ record: this.record(), state: this.core.session.state, log: this.core.session.log });
  }

  private init(): { pack: DuelPack; profile: RuleProfile; seed: number | string; decks: readonly [DuelDeck, DuelDeck]; chooser?: PlayerId; timeCalledAt?: number } {
    return {
      pack: this.pack, profile: this.profile, seed: this.seed, decks: this.decks,
      ...(this.chooser === undefined ? {} : { chooser: this.chooser }),
      ...(this.timeCalledAt === undefined ? {} : { timeCalledAt: this.timeCalledAt }),
    };
  }
}

function setupOf(rk: RulesKernel, decks: readonly [DuelDeck, DuelDeck], seed: number | string, chooser?: PlayerId): DuelSetup {
  return duelSetup(rk, decks, seed, chooser);
}

/**
 * Starts a duel: coin toss (or the chooser's choice), shuffles, opening hands, and runs to the
 * first prompt (who goes first).
 */
export function createDuel(opts: CreateDuelOptions): Duel {
  const problems = setupProblems(opts);
  if (problems.length > 0) throw new DuelSetupError(problems);
  const pack = opts.pack ?? bundledPack();
  const profile = opts.profile ?? DEFAULT_PROFILE;
  const decks: [DuelDeck, DuelDeck] = [copyDeck(opts.decks[0]), copyDeck(opts.decks[1])];
  const rk = kernelFor(pack, profile);
  const session = new Session(rk.kernel, setupOf(rk, decks, opts.seed, opts.chooser));
  return new Duel({ pack, profile, seed: opts.seed, decks, ...(opts.chooser === undefined ? {} : { chooser: opts.chooser }), session });
}

function copyDeck(d: DuelDeck): DuelDeck {
  return d.extra === undefined ? { main: d.main.slice() } : { main: d.main.slice(), extra: d.extra.slice() };
}

/** Where a replay or restore finds its pack and profile. */
export interface ReplayOptions {
  /** The pack (default: {@link bundledPack}); its version must be the recorded one. */
  readonly pack?: DuelPack;
  /** The profile, needed only when the record names one that is not built in. */
  readonly profile?: RuleProfile;
}

function checkRecord(record: DuelRecord, opts: ReplayOptions): { pack: DuelPack; profile: RuleProfile } {
  if (record === null || typeof record !== "object" || record.format !== 1 || !Array.isArray(record.answers) || !Array.isArray(record.decks)) {
    throw new Error("not a duel record: expected an object with format 1, pack, profile, seed, decks and answers");
  }
  if (record.timeCalledAt !== undefined && !(Number.isSafeInteger(record.timeCalledAt) && record.timeCalledAt >= 0 && record.timeCalledAt <= record.answers.length)) {
    throw new Error(`not a duel record: timeCalledAt must be a number of answers from 0 to ${record.answers.length}, not ${describe(record.timeCalledAt)}`);
  }
  const pack = opts.pack ?? bundledPack();
  if (record.pack !== pack.id) {
    throw new Error(
      `this duel was recorded with card pack ${record.pack}, but the loaded pack is ${pack.id}: ` +
        "the same answers could mean different things with other cards, so the replay is refused. Load the pack version it was recorded with.",
    );
  }
  const profile = opts.profile ?? getProfile(record.profile);
  if (profile === undefined) throw new Error(`the record was played under profile "${record.profile}", which is not built in: pass that profile to replay it`);
  if (profile.name !== record.profile) throw new Error(`the record was played under profile "${record.profile}", not "${profile.name}"`);
  return { pack, profile };
}

/**
 * Replays a record answer by answer: the same pack version, decks, seed and answers give the
 * same duel, event for event. Throws when the pack version differs or an answer is refused.
 */
export function replayDuel(record: DuelRecord, opts: ReplayOptions = {}): Duel {
  const { pack, profile } = checkRecord(record, opts);
  // The recorded duel started, so its decks were accepted then (with unscripted cards if the host allowed them).
  const duel = createDuel({ pack, profile, decks: record.decks, seed: record.seed, allowUnscripted: true, ...(record.chooser === undefined ? {} : { chooser: record.chooser }) });
  record.answers.forEach((a, i) => {
    if (record.timeCalledAt === i) duel.callTime();
    const refused = duel.answer(a);
    if (refused !== null) throw new Error(`replay: answer ${i + 1} of ${record.answers.length} (${JSON.stringify(a)}) was refused: ${refused.error}`);
  });
  if (record.timeCalledAt === record.answers.length) duel.callTime();
  return duel;
}

/** Reads a duel saved with {@link Duel.serialize}; it continues where it was saved. */
export function restoreDuel(text: string, opts: ReplayOptions = {}): Duel {
  let saved: { record: DuelRecord; state: DuelState; log: DuelEvent[] };
  try {
    saved = JSON.parse(text) as typeof saved;
  } catch (err) {
    throw new Error(`not a saved duel: ${(err as Error).message}`);
  }
  if (saved === null || typeof saved !== "object" || typeof saved.state !== "object" || !Array.isArray(saved.log)) throw new Error("not a saved duel: expected record, state and log");
  const { pack, profile } = checkRecord(saved.record, opts);
  const rk = kernelFor(pack, profile);
  const rec = saved.record;
  // The kernel's validating restore: shape first, then the rules' own invariants (zone sizes, LP, result and prompt).
  let state: DuelState;
  try {
    state = restore(JSON.stringify(saved.state), rk.kernel.rules);
  } catch (err) {
    throw new Error(`not a saved duel: ${(err as Error).message}`);
  }
  const session = new Session(rk.kernel, setupOf(rk, rec.decks, rec.seed, rec.chooser), { state, log: saved.log, answers: rec.answers.map((a) => a.slice()) });
  return new Duel({
    pack, profile, seed: rec.seed, decks: rec.decks, session,
    ...(rec.chooser === undefined ? {} : { chooser: rec.chooser }),
    ...(rec.timeCalledAt === undefined ? {} : { timeCalledAt: rec.timeCalledAt }),
  });
}
