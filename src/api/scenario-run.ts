/**
 * Runs parsed scenarios: builds the board, performs each action strictly (a prompt the file did
 * not expect fails the scenario at that line), checks each expectation, and stops at the first
 * difference. Engine decisions are never made for the file: only window prompts are passed, and
 * only by `pass until` or `passes`.
 * @module
 */
import { nextU32, randInt, type CardId, type DuelEvent, type Prompt, type WindowFrame } from "../kernel/index.js";
import { PHASE_NAMES, Pos, ZONES, Zone, type Intent, type RulesDuel } from "../rules/index.js";
import { buildBoard, ScenarioSetupError, zoneIndex, type BoardOptions } from "./scenario-board.js";
import type { CardRef, Expectation, PassCondition, PlayerAction, ScenarioFileSpec, ScenarioLoc, ScenarioPlayer, ScenarioSpec, ScenarioStep } from "./scenario-syntax.js";

/** The first difference between a scenario and what the engine did. */
export interface ScenarioFailure {
  readonly loc: ScenarioLoc;
  readonly message: string;
}

/** The outcome of one scenario. */
export interface ScenarioResult {
  readonly scenario: ScenarioSpec;
  readonly failure: ScenarioFailure | null;
}

/** A failed step or expectation; caught by the runner and turned into a {@link ScenarioFailure}. */
class Mismatch extends Error {}

/** Windows that answer something (a summon, an attack, damage): not where a resolved chain leaves the duel. */
const RESPONSE_WINDOWS = new Set(["summon", "attack", "damage", "damageCalc"]);
const PASS_LIMIT = 1000;

/** Runs one scenario; never throws for a failing scenario. */
export function runScenario(scenario: ScenarioSpec, opts: BoardOptions): ScenarioResult {
  let at: ScenarioLoc = scenario.loc;
  try {
    let board = opts;
    if (scenario.scripts !== undefined) {
      if (opts.compileScripts === undefined) throw new ScenarioSetupError(scenario.scripts[0]!.loc, "this file writes card scripts, but the runner was given no pack to compile them");
      const behaviours = opts.compileScripts(scenario.scripts);
      if (behaviours instanceof ScenarioSetupError) throw behaviours;
      board = { ...opts, behaviours };
    }
    const d = buildBoard(scenario.given, board, scenario.loc);
    const run = new Run(d);
    for (const line of scenario.lines) {
      at = line.loc;
      if (line.kind === "expect") run.check(line.expect);
      else run.step(line);
    }
    return { scenario, failure: null };
  } catch (err) {
    if (err instanceof ScenarioSetupError) return { scenario, failure: { loc: err.loc, message: err.problem } };
    if (err instanceof Mismatch) return { scenario, failure: { loc: at, message: err.message } };
    return { scenario, failure: { loc: at, message: `the engine failed: ${err instanceof Error ? err.message : String(err)}` } };
  }
}

/** Runs every scenario of a parsed file. */
export function runScenarioFile(file: ScenarioFileSpec, opts: BoardOptions): ScenarioResult[] {
  return file.scenarios.map((s) => runScenario(s, opts));
}

const pl = (p: number) => `p${p}`;

/** One scenario in progress. */
class Run {
  constructor(readonly d: RulesDuel) {}

  get state() {
    return this.d.state;
  }
  name(id: CardId): string {
    const c = this.state.cards[id];
    return c === undefined ? `card ${id}` : this.d.rc.infoOf(c.code).name;
  }
  /** Ids of cards with the ref's name (controlled by its player, when it names one), optionally only in `zones`. */
  find(ref: CardRef, zones?: readonly number[], player?: ScenarioPlayer): CardId[] {
    const who = ref.player ?? player;
    return this.state.cards
      .filter((c) => this.d.rc.infoOf(c.code).name === ref.name && (who === undefined || c.ctrl === who) && (zones === undefined || zones.includes(c.zone)))
      .map((c) => c.id);
  }
  where(id: CardId): string {
    const c = this.state.cards[id]!;
    const zone = ZONES[c.zone]?.name ?? `zone ${c.zone}`;
    return `${pl(c.ctrl)} ${zone}${positionOf(c.zone, c.faceUp, c.pos) === "" ? "" : ` (${positionOf(c.zone, c.faceUp, c.pos)})`}`;
  }
  optionText(p: Prompt, i: number): string {
    const o = p.options[i]!;
    if (o.label !== undefined) return o.label;
    if (o.card !== undefined && o.card >= 0) return `${o.kind === "card" ? "" : `${o.kind} `}"${this.name(o.card)}"`;
    return o.kind;
  }
  describe(p: Prompt | null = this.d.prompt): string {
    if (p === null) return this.state.result === -1 ? "no prompt" : `the duel is over (${resultText(this.state.result)})`;
    const what = p.kind === "window" ? `window (${p.context.window ?? "?"})` : `${p.kind}${p.context.text ? ` "${p.context.text}"` : ""}`;
    return `${pl(p.player)} is asked: ${what} [${p.options.map((_, i) => this.optionText(p, i)).join(", ")}]`;
  }
  answer(indices: number[]): void {
    const refused = this.d.answer(indices);
    if (refused !== null) throw new Mismatch(`the engine refused the answer: ${refused.error}`);
  }

  step(s: ScenarioStep): void {
    if (s.kind === "passUntil") this.passUntil(s.until);
    else if (s.kind === "fix") this.fix(s.what, s.results);
    else this.act(s.player, s.action, s.refused);
  }

  /** Draws the duel's random numbers on until the next coin tosses or die rolls come out as given (a test's loaded dice). */
  private fix(what: "coin" | "die", results: readonly number[]): void {
    const rng = this.state.rng;
    const outcome = (r: number[]) => (what === "coin" ? (randInt(r, 2) === 0 ? 1 : 0) : randInt(r, 6) + 1);
    for (let tries = 0; tries < 100_000; tries++) {
      const probe = rng.slice();
      if (results.every((want) => outcome(probe) === want)) return;
      nextU32(rng);
    }
    throw new Mismatch(`no run of the random numbers gives ${results.join(", ")} within 100000 draws`);
  }

  // --- actions ---

  private act(player: ScenarioPlayer, a: PlayerAction, refused: { reason?: string } | undefined): void {
    const p = this.d.prompt;
    if (p === null) throw new Mismatch(`expected ${pl(player)} to be asked, but ${this.describe()}`);
    if (p.player !== player) throw new Mismatch(`expected ${pl(player)} to be asked, but ${this.describe()}`);
    if (a.kind === "choose") return this.choose(p, a.choices);
    if (a.kind === "pass") {
      const i = p.options.findIndex((o) => o.kind === "pass");
      // `p0 passes refused`: the window offers no pass (a monster that must attack if able).
      if (refused !== undefined) {
        if (i >= 0) throw new Mismatch(`expected the pass to be refused, but ${pl(player)} may pass: ${this.describe()}`);
        const why = this.d.explain({ kind: "pass" }) ?? "";
        if (refused.reason !== undefined && !why.includes(refused.reason)) throw new Mismatch(`expected the refusal to say "${refused.reason}", got "${why}"`);
        return;
      }
      if (i < 0) throw new Mismatch(`${pl(player)} cannot pass here: ${this.describe()}`);
      return this.answer([i]);
    }
    if (p.kind !== "window") throw new Mismatch(`expected a window for ${pl(player)} to act in, but ${this.describe()}`);
    const intent = this.intent(player, a);
    if (refused !== undefined && a.kind === "attack" && a.target !== undefined) return this.refusedTarget(player, intent, a.target, refused);
    if (refused !== undefined) {
      const before = JSON.stringify(this.state);
      const r = this.d.perform(intent);
      if (r.ok) throw new Mismatch(`expected the action to be refused, but it was allowed`);
      if (refused.reason !== undefined && !r.error.includes(refused.reason)) throw new Mismatch(`expected the refusal to say "${refused.reason}", but it said: ${r.error}`);
      if (JSON.stringify(this.state) !== before) throw new Mismatch("the refused action changed the duel");
      return;
    }
    const r = this.d.perform(intent);
    if (!r.ok) throw new Mismatch(`${pl(player)} could not do it: ${r.error}`);
    if (a.kind === "attack" && a.target !== undefined) this.pickTarget(player, a.target);
  }

  /** The intent for an action; among copies of a card, the first one the rules allow (else the first, for the reason). */
  private intent(player: ScenarioPlayer, a: Exclude<PlayerAction, { kind: "choose" | "pass" }>): Intent {
    if (a.kind === "toEndPhase") return { kind: "toEndPhase" };
    const zones: readonly number[] = a.kind === "summon" || a.kind === "set" ? [Zone.HAND]
      : a.kind === "specialSummon" ? [Zone.HAND, Zone.EXTRA]
      : a.kind === "synchroSummon" ? [Zone.EXTRA]
      : a.kind === "activate" ? [Zone.SPELL_TRAP, Zone.FIELD, Zone.MONSTER, Zone.HAND, Zone.GRAVE, Zone.BANISHED]
      : [Zone.MONSTER];
    const ids = this.find(a.card, zones, player);
    if (ids.length === 0) throw new Mismatch(`${pl(a.card.player ?? player)} has no "${a.card.name}" ${a.kind === "summon" || a.kind === "set" ? "in hand" : a.kind === "specialSummon" ? "in hand or extra deck" : a.kind === "synchroSummon" ? "in the extra deck" : a.kind === "activate" ? "to activate" : "on the field"}`);
    const make = (card: CardId): Intent => {
      switch (a.kind) {
        case "summon": return { kind: "normalSummon", card };
        case "set": return { kind: "set", card };
        case "flipSummon": return { kind: "flipSummon", card };
        case "changePosition": return { kind: "changePosition", card };
        case "synchroSummon": return { kind: "synchroSummon", card };
        case "specialSummon": return { kind: "specialSummon", card };
        case "attack": return { kind: "attack", card };
        case "activate": return a.effect === undefined ? { kind: "activate", card } : { kind: "activate", card, eff: a.effect };
      }
    };
    const ordered = ids.slice().sort((x, y) => zones.indexOf(this.state.cards[x]!.zone) - zones.indexOf(this.state.cards[y]!.zone));
    for (const id of ordered) if (this.d.explain(make(id)) === null) return make(id);
    return make(ordered[0]!);
  }

  /**
   * `attacks "X" -> Y refused`: either the attack itself is refused, or it may be declared but Y is
   * not among its targets; then the declaration is taken back (the file sees the duel unchanged).
   */
  private refusedTarget(player: ScenarioPlayer, intent: Intent, target: CardRef | "direct", refused: { reason?: string }): void {
    const session = this.d.session;
    const saved = { state: session.state, log: session.log.length, answers: session.answers.length };
    const before = JSON.stringify(this.state);
    const r = this.d.perform(intent);
    let reason: string;
    if (!r.ok) reason = r.error;
    else {
      const p = this.d.prompt;
      // With a single possible target the attack is declared on it at once: the declaration says which.
      const declared = session.log.slice(saved.log).find((e): e is Extract<typeof e, { type: "signal" }> => e.type === "signal" && e.name === "attackDeclared");
      const single = p === null || p.kind !== "attackTarget";
      const hit = (card: number | undefined): boolean => (target === "direct" ? card === undefined : card !== undefined && card >= 0 && this.name(card) === target.name);
      const offered = single ? declared !== undefined && hit(declared.cards[1]) : p.options.some((o) => (target === "direct" ? o.kind === "direct" : hit(o.card)));
      // Answers never change the state they are given: going back is putting the earlier state back.
      session.state = saved.state;
      session.log.length = saved.log;
      session.answers.length = saved.answers;
      if (single && declared === undefined) throw new Mismatch("the attack was allowed, but no attack was declared: a refused target cannot be told apart here");
      if (offered) throw new Mismatch(`expected the attack on ${target === "direct" ? "the player directly" : `"${target.name}"`} to be refused, but it was allowed`);
      reason = `${target === "direct" ? "a direct attack" : `"${target.name}"`} is not an attack target`;
    }
    if (refused.reason !== undefined && !reason.includes(refused.reason)) throw new Mismatch(`expected the refusal to say "${refused.reason}", but it said: ${reason}`);
    if (JSON.stringify(this.state) !== before) throw new Mismatch("the refused action changed the duel");
  }

  private pickTarget(player: ScenarioPlayer, target: CardRef | "direct"): void {
    const p = this.d.prompt;
    if (p === null || p.player !== player || p.kind !== "attackTarget") return; // the only possible target was taken
    const i = p.options.findIndex((o) => (target === "direct" ? o.kind === "direct" : o.card !== undefined && o.card >= 0 && this.name(o.card) === target.name && (target.player === undefined || this.state.cards[o.card]!.ctrl === target.player)));
    if (i < 0) throw new Mismatch(`${target === "direct" ? "a direct attack" : `"${target.name}"`} is not an attack target: ${this.describe()}`);
    this.answer([i]);
  }

  /** Answers a prompt that is not a window: card options by name, else an option by its label. */
  private choose(p: Prompt, refs: readonly CardRef[]): void {
    if (p.kind === "window") throw new Mismatch(`expected a choice for ${pl(p.player)}, but ${this.describe()}`);
    const picked: number[] = [];
    for (const ref of refs) {
      const byCard = p.options.findIndex((o, i) => !picked.includes(i) && o.card !== undefined && o.card >= 0 && this.name(o.card) === ref.name && (ref.player === undefined || this.state.cards[o.card]!.ctrl === ref.player));
      const i = byCard >= 0 ? byCard : p.options.findIndex((o, j) => !picked.includes(j) && o.label !== undefined && o.label.toLowerCase() === ref.name.toLowerCase());
      if (i < 0) throw new Mismatch(`"${ref.name}" is not an option: ${this.describe()}`);
      picked.push(i);
    }
    this.answer(picked);
  }

  // --- passing ---

  private holds(c: PassCondition): boolean {
    const s = this.state;
    const p = this.d.prompt;
    switch (c.kind) {
      case "phase": return p?.kind === "window" && s.phase === PHASE_NAMES.indexOf(c.phase) && (c.turn === undefined || s.turn === c.turn);
      case "turn": return s.turn >= c.turn;
      case "asked": return p !== null && p.player === c.player && p.kind !== "window";
      case "duelEnds": return s.result !== -1;
      case "resolved": {
        const top = s.stack[s.stack.length - 1] as WindowFrame | undefined;
        return s.chain.length === 0 && p?.kind === "window" && top?.t === "@window" && !top.chain && !RESPONSE_WINDOWS.has(top.kind);
      }
    }
  }

  private passUntil(c: PassCondition): void {
    for (let n = 0; n < PASS_LIMIT; n++) {
      if (this.holds(c)) return;
      const p = this.d.prompt;
      if (p === null) throw new Mismatch(`the duel ended before the condition held (${resultText(this.state.result)})`);
      if (p.kind !== "window") throw new Mismatch(`unexpected prompt while passing: ${this.describe()}`);
      const i = p.options.findIndex((o) => o.kind === "pass");
      if (i < 0) throw new Mismatch(`${pl(p.player)} cannot pass here, so the passing stops: ${this.describe()}`);
      this.answer([i]);
    }
    throw new Mismatch(`still not there after ${PASS_LIMIT} passes`);
  }

  // --- expectations ---

  check(e: Expectation): void {
    const s = this.state;
    switch (e.kind) {
      case "lp": {
        const lp = s.players[e.player]!.lp;
        if (lp !== e.lp) throw new Mismatch(`expected ${pl(e.player)} LP ${e.lp}, got ${lp}`);
        return;
      }
      case "count": {
        const n = s.zones[e.player * ZONES.length + zoneIndex(e.zone)]!.length;
        if (n !== e.count) throw new Mismatch(`expected ${e.count} card${e.count === 1 ? "" : "s"} in ${pl(e.player)} ${e.zone}, got ${n}`);
        return;
      }
      case "in": return this.checkIn(e);
      case "stat": {
        const ids = this.find(e.card);
        const onField = ids.filter((id) => s.cards[id]!.zone === Zone.MONSTER);
        const id = onField[0] ?? ids[0];
        if (id === undefined) throw new Mismatch(`there is no "${e.card.name}"`);
        const v = this.d.stat(id, e.stat);
        if (v !== e.value) throw new Mismatch(`expected "${e.card.name}" ${e.stat.toUpperCase()} ${e.value}, got ${v}`);
        return;
      }
      case "counters": {
        const ids = this.find(e.card);
        const onField = ids.filter((id) => s.cards[id]!.zone === Zone.MONSTER || s.cards[id]!.zone === Zone.SPELL_TRAP || s.cards[id]!.zone === Zone.FIELD);
        const id = onField[0] ?? ids[0];
        if (id === undefined) throw new Mismatch(`there is no "${e.card.name}"`);
        const n = s.cards[id]!.counters[e.counter] ?? 0;
        if (n !== e.value) throw new Mismatch(`expected "${e.card.name}" to hold ${e.value} ${e.counter} counter${e.value === 1 ? "" : "s"}, it holds ${n}`);
        return;
      }
      case "event": return this.checkEvent(e.name, e.card, e.count);
      case "order": {
        let from = 0;
        for (const ev of e.events) {
          const i = this.d.session.log.findIndex((x, j) => j >= from && this.matches(x, ev.name, ev.card));
          if (i < 0) throw new Mismatch(`expected event ${ev.name}${ev.card ? ` "${ev.card.name}"` : ""} after the ones before it in the list, found none`);
          from = i + 1;
        }
        return;
      }
      case "winner": {
        const want = e.winner === "none" ? -1 : e.winner === "draw" ? 2 : e.winner;
        if (s.result !== want) throw new Mismatch(`expected ${e.winner === "none" ? "no winner yet" : e.winner === "draw" ? "a draw" : `winner ${pl(e.winner)}`}, got ${resultText(s.result)}`);
        return;
      }
      case "phase":
        if (PHASE_NAMES[s.phase] !== e.phase) throw new Mismatch(`expected phase ${e.phase}, got ${PHASE_NAMES[s.phase] ?? "none"}`);
        return;
      case "turn":
        if (s.turn !== e.turn) throw new Mismatch(`expected turn ${e.turn}, got ${s.turn}`);
        return;
      case "sees": {
        const v = this.d.view(e.viewer);
        const zone = v.zones.find((z) => z.player === e.player && z.zone === zoneIndex(e.zone));
        const seen = zone?.cards?.some((c) => c.code !== null && this.d.rc.infoOf(c.code).name === e.card.name) === true;
        if (seen !== e.can) throw new Mismatch(e.can ? `expected ${pl(e.viewer)} to see "${e.card.name}" in ${pl(e.player)} ${e.zone}, but that view does not show it` : `expected ${pl(e.viewer)} not to see "${e.card.name}" in ${pl(e.player)} ${e.zone}, but that view shows it`);
        return;
      }
      case "canActivate": {
        const ids = this.find(e.card, [Zone.SPELL_TRAP, Zone.FIELD, Zone.MONSTER, Zone.HAND, Zone.GRAVE, Zone.BANISHED], e.player);
        if (ids.length === 0) throw new Mismatch(`${pl(e.card.player ?? e.player)} has no "${e.card.name}" to activate`);
        const reasons = ids.map((card) => this.d.explainFor(e.effect === undefined ? { kind: "activate", card } : { kind: "activate", card, eff: e.effect }, e.player));
        const able = reasons.some((r) => r === null);
        if (able !== e.can) throw new Mismatch(e.can ? `expected ${pl(e.player)} to be able to activate "${e.card.name}", but: ${reasons[0]}` : `expected ${pl(e.player)} not to be able to activate "${e.card.name}", but it could be`);
        return;
      }
    }
  }

  private checkIn(e: Extract<Expectation, { kind: "in" }>): void {
    const list = this.state.zones[e.player * ZONES.length + zoneIndex(e.zone)]!;
    const named = list.filter((id) => this.name(id) === e.card.name && (e.card.player === undefined || this.state.cards[id]!.owner === e.card.player));
    const fits = named.filter((id) => {
      const c = this.state.cards[id]!;
      return e.position === undefined || positionOf(c.zone, c.faceUp, c.pos) === e.position;
    });
    const what = `"${e.card.name}" in ${pl(e.player)} ${e.zone}${e.position ? ` ${e.position}` : ""}`;
    if (e.negated) {
      if (fits.length > 0) throw new Mismatch(`expected no ${what}, but it is there`);
      return;
    }
    if (fits.length > 0) return;
    const all = this.find({ name: e.card.name, loc: e.card.loc }).filter((id) => e.card.player === undefined || this.state.cards[id]!.owner === e.card.player);
    const places = all.map((id) => this.where(id));
    throw new Mismatch(`expected ${what}, but ${places.length === 0 ? "there is no such card" : `it is in ${[...new Set(places)].join(", ")}`}`);
  }

  private matches(e: DuelEvent, name: string, card: CardRef | undefined): boolean {
    if (e.type === "signal" ? e.name !== name : e.type !== name) return false;
    if (card === undefined) return true;
    return eventCards(e).some((id) => id >= 0 && this.name(id) === card.name && (card.player === undefined || this.state.cards[id]!.owner === card.player));
  }

  private checkEvent(name: string, card: CardRef | undefined, count: number | undefined): void {
    const found = this.d.session.log.filter((e) => this.matches(e, name, card));
    const what = `${name}${card ? ` "${card.name}"` : ""}`;
    if (count === undefined ? found.length > 0 : found.length === count) return;
    const same = this.d.session.log.filter((e) => this.matches(e, name, undefined));
    const seen = same.length === 0 ? `no ${name} event at all` : `${name} events: ${same.map((e) => `[${eventCards(e).filter((id) => id >= 0).map((id) => this.name(id)).join(", ")}]`).join(" ")}`;
    if (count === undefined) throw new Mismatch(`expected event ${what}, but the duel had ${seen}`);
    throw new Mismatch(`expected ${count === 0 ? "no" : count} event${count === 1 ? "" : "s"} ${what}, got ${found.length} (${seen})`);
  }
}

/** The cards an event names. */
function eventCards(e: DuelEvent): CardId[] {
  if (e.type === "signal") return e.cards;
  return "card" in e && typeof e.card === "number" ? [e.card] : [];
}

/** A card's position in scenario words, or "" where positions do not apply. */
function positionOf(zone: number, faceUp: boolean, pos: number): string {
  if (zone === Zone.MONSTER) return !faceUp ? "set" : pos === Pos.ATTACK ? "attack" : "defense";
  if (zone === Zone.SPELL_TRAP || zone === Zone.FIELD) return faceUp ? "face-up" : "set";
  if (zone === Zone.BANISHED) return faceUp ? "face-up" : "face-down";
  return "";
}

function resultText(r: number): string {
  return r === -1 ? "no winner yet" : r === 2 ? "a draw" : `winner p${r}`;
}
