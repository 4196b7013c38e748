/**
 * The two starter decks play complete duels with every card's compiled effects live (issue #5):
 * seeded duels of `starter-yugi.ydk` against `starter-kaiba.ydk` whose every answer is picked at
 * random among the legal ones, checked after every answer (cards are conserved, LP never go below 0,
 * zones never overflow, the chain is empty whenever the phase changes), under both profiles.
 * Which cards' effects were used across the duels is collected and checked: every effect card of
 * both decks must have had its effect activated (or, for continuous effects, applied) at least once.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createPackDuel } from "../../src/api/pack-runtime.js";
import type { DuelEvent, DuelState } from "../../src/kernel/index.js";
import { CLASSIC, MODERN, Zone, parseYdk, type RuleProfile, type RulesDuel } from "../../src/rules/index.js";
import { rt } from "./pack.js";
import { rngFromSeed } from "../rules/fixtures/rng.js";

function deck(file: string): { main: number[]; extra: number[] } {
  const r = parseYdk(readFileSync(new URL(`../../cards/decks/${file}`, import.meta.url), "utf8"), file);
  if (!r.ok) throw new Error(`${file}: ${r.errors.map((e) => e.message).join("; ")}`);
  return { main: [...r.value.main], extra: [...r.value.extra] };
}

const YUGI = deck("starter-yugi.ydk");
const KAIBA = deck("starter-kaiba.ydk");

/** The seeded generator of the random answers (the rules tests' own). */
const rng = rngFromSeed;

/** The invariants every state of a duel keeps. */
function checkInvariants(s: DuelState, profile: RuleProfile, cardsPerOwner: readonly number[]): void {
  const owned = [0, 0];
  for (const c of s.cards) if (c.zone !== Zone.GONE) owned[c.owner]!++;
  const tokens = s.cards.filter((c) => c.zone === Zone.GONE || rt.cards.get(c.code)?.subtypes.includes("token") === true);
  for (const p of [0, 1] as const) {
    const here = owned[p]! - tokens.filter((c) => c.owner === p && c.zone !== Zone.GONE).length;
    if (here !== cardsPerOwner[p]) throw new Error(`card conservation: player ${p} has ${here} cards, started with ${cardsPerOwner[p]}`);
    if (s.players[p]!.lp < 0) throw new Error(`player ${p} has ${s.players[p]!.lp} LP`);
    const zone = (z: number) => s.zones[p * 9 + z]!.length;
    if (zone(Zone.MONSTER) > profile.monsterZones) throw new Error(`player ${p} has ${zone(Zone.MONSTER)} monsters`);
    if (zone(Zone.SPELL_TRAP) > profile.spellTrapZones) throw new Error(`player ${p} has ${zone(Zone.SPELL_TRAP)} spells/traps`);
    if (zone(Zone.FIELD) > 1) throw new Error(`player ${p} has ${zone(Zone.FIELD)} field spells`);
  }
  // The zone lists and the cards agree.
  for (let i = 0; i < s.zones.length; i++) for (const id of s.zones[i]!) if (s.cards[id]!.zone !== i % 9 || s.cards[id]!.ctrl !== Math.floor(i / 9)) throw new Error(`card ${id} is listed in the wrong zone`);
}

/** The chain is empty whenever a phase ends or begins (from the event log: links opened and the chain's end). */
function checkChainsBetweenPhases(log: readonly DuelEvent[], from: number): void {
  let links = 0;
  for (let i = from; i < log.length; i++) {
    const e = log[i]!;
    if (e.type === "chainLink") links = e.link;
    else if (e.type === "chainEnd") links = 0;
    else if ((e.type === "phaseEnd" || e.type === "phaseStart") && links > 0) throw new Error(`a phase changed (${e.type} ${e.phase}) with ${links} links on the chain`);
  }
}

interface DuelOutcome {
  readonly result: number;
  readonly turns: number;
  readonly answers: number;
  /** Card codes whose effects were activated (chain links) or applied (continuous effects, reactions). */
  readonly used: Set<number>;
}

/** Plays one duel to its end, picking random legal answers (actions favoured over passing), checking the invariants after each. */
function playDuel(seed: number, profile: RuleProfile): DuelOutcome {
  const d: RulesDuel = createPackDuel(rt, { profile, decks: [YUGI, KAIBA], seed });
  const next = rng(seed * 7919 + (profile.name === "modern" ? 1 : 0));
  const cardsPerOwner = [0, 1].map((p) => d.state.cards.filter((c) => c.owner === p).length);
  let answers = 0;
  while (d.state.result === -1 && d.prompt !== null && answers < 6000) {
    const p = d.prompt;
    const legal = d.legalAnswers(64);
    if (legal.length === 0) throw new Error(`no legal answer to ${p.kind}`);
    let pick = legal[Math.floor(next() * legal.length)]!;
    if (p.kind === "window" && next() < 0.75) {
      // Favour doing something over passing, so that duels end and effects are used.
      const acts = legal.filter((a) => a.length === 1 && p.options[a[0]!]?.kind !== "pass");
      if (acts.length > 0) pick = acts[Math.floor(next() * acts.length)]!;
    }
    const refused = d.answer(pick);
    if (refused !== null) throw new Error(`a legal answer was refused: ${refused.error}`);
    answers++;
    checkInvariants(d.state, profile, cardsPerOwner);
  }
  checkChainsBetweenPhases(d.session.log, 0);
  const used = new Set<number>();
  const code = (id: number) => d.state.cards[id]!.code;
  for (const e of d.session.log as DuelEvent[]) {
    if (e.type === "chainLink") used.add(code(e.card));
    if (e.type === "effectStart" && e.source >= 0 && e.eff < 100_000) used.add(code(e.source));
    if (e.type === "signal" && (e.name === "winCondition" || e.name === "phaseSkipped")) for (const id of e.cards) used.add(code(id));
  }
  // Continuous reactions and continuous restrictions leave no link: a card whose effect changed the duel is seen by its events' source.
  return { result: d.state.result, turns: d.state.turn, answers, used };
}

/** Effect cards of both decks (cards with a compiled behaviour with at least one effect). */
function effectCards(): Map<number, string> {
  const out = new Map<number, string>();
  for (const c of [...YUGI.main, ...YUGI.extra, ...KAIBA.main, ...KAIBA.extra]) {
    const b = rt.compiled.behaviours.get(c);
    if (b !== undefined && b.effects.length > 0) out.set(c, rt.cards.get(c)!.name);
  }
  return out;
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe("starter decks: complete duels with every effect live (issue #5)", () => {
  const outcomes: DuelOutcome[] = [];
  for (const profile of [CLASSIC, MODERN]) {
    it(`${profile.name}: ${SEEDS.length} seeded random-answer duels of Yugi vs Kaiba end with a result, the invariants holding after every answer`, () => {
      for (const seed of SEEDS) {
        const o = playDuel(seed, profile);
        expect(o.result, `seed ${seed} (${o.answers} answers, turn ${o.turns})`).not.toBe(-1);
        outcomes.push(o);
      }
      const turns = outcomes.slice(-SEEDS.length).map((o) => o.turns);
      const wins = outcomes.slice(-SEEDS.length).map((o) => o.result);
      console.log(`${profile.name}: results ${wins.join(" ")} (0 Yugi, 1 Kaiba, 2 draw); turns ${turns.join(" ")}; average ${(turns.reduce((a, b) => a + b, 0) / turns.length).toFixed(1)} turns`);
    });
  }

  it("across those duels, every effect card of both decks had its effect activated or applied", () => {
    const used = new Set<number>();
    for (const o of outcomes) for (const c of o.used) used.add(c);
    const never = [...effectCards()].filter(([c]) => !used.has(c)).map(([, n]) => n).sort();
    console.log(`effect cards never used over ${outcomes.length} duels: ${never.length === 0 ? "none" : never.join(", ")}`);
    expect(never).toEqual(NEVER_EXPECTED);
  });
});

/**
 * Effect cards the random duels do not reach, each for a reason that is not a missing effect
 * (kept explicit so that a card dropping out of play is noticed).
 */
const NEVER_EXPECTED: string[] = [
  // It needs a face-up Lord of D. and a Dragon in the hand at once (R-EFF-12: no activation with
  // nothing to summon), which these random duels do not bring together; test/interp shows it.
  "The Flute of Summoning Dragon",
];
