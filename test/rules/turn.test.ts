/** Turn structure scenarios (R-TURN). */
import { describe, expect, it } from "vitest";
import { MODERN, Zone, createRulesDuel, CLASSIC } from "../../src/rules/index.js";
import { FIXTURE_CARDS } from "./fixtures/behaviours.js";
import { poolWith, vanillaDeck } from "./fixtures/pool.js";
import { given } from "./harness.js";

describe("R-TURN turn structure", () => {
  it("R-TURN-1: phases in order; going to the End Phase from Main 1 skips Battle and Main 2", () => {
    const s = given({ phase: "draw", p0: { hand: ["Celtic Guardian"] } });
    s.toPhase("main1").act(0, { kind: "toEndPhase" });
    s.passUntil((x) => x.state.turn === 3);
    const phases = s.events("phaseStart").map((e) => e.phase);
    expect(phases.slice(0, 4)).toEqual(["draw", "standby", "main1", "end"]);
  });

  it("R-TURN-1: Main Phase 2 exists only after a Battle Phase", () => {
    const s = given({ phase: "main1", p0: { hand: ["Celtic Guardian"] } });
    s.passUntil((x) => x.state.turn === 3);
    expect(s.events("phaseStart").map((e) => e.phase).slice(0, 3)).toEqual(["battle", "main2", "end"]);
  });

  it("R-TURN-2: the first player has no Battle Phase on turn 1 and draws on turn 1 only in the classic profile", () => {
    const cards = poolWith(FIXTURE_CARDS);
    for (const [profile, hand] of [[CLASSIC, 6], [MODERN, 5]] as const) {
      const d = createRulesDuel({ profile, decks: [{ main: vanillaDeck(1) }, { main: vanillaDeck(2) }], seed: 3, cards, chooser: 0 });
      d.answer([0]); // player 0 goes first
      expect(d.state.turn).toBe(1);
      expect(d.state.zones[0 * 9 + Zone.HAND]!.length).toBe(hand);
      const monster = d.state.zones[Zone.HAND]![0]!;
      expect(d.explain({ kind: "attack", card: monster })).toMatch(/not a monster you control|R-TURN-2/);
    }
    const s = given({ turn: 1, phase: "main1", p0: { monsters: ["Celtic Guardian"] } });
    s.passUntil((x) => x.state.turn === 2);
    expect(s.events("phaseStart").map((e) => e.phase)).not.toContain("battle");
  });

  it("R-TURN-3: the turn player draws 1 in the Draw Phase, then quick effects may be activated", () => {
    const s = given({ phase: "draw", p0: { deck: ["Celtic Guardian"], spellTraps: ["Test Taxer"] } });
    expect(s.where("Celtic Guardian")).toBe("hand of 0");
    expect(s.signals("drew")).toHaveLength(1);
    s.expect(0, "window", "draw");
    s.activate(0, "Test Taxer");
  });

  it("R-TURN-4: Standby Phase: 'during the Standby Phase' effects happen (Imperial Order's maintenance)", () => {
    const s = given({ phase: "draw", p0: { spellTraps: [{ card: "Imperial Order", pos: "attack" }] } });
    s.pick(0, "selectOption", (c) => c.label === "pay 700 LP");
    expect(s.lp(0)).toBe(7300);
    expect(s.events("phaseStart").map((e) => e.phase).slice(0, 2)).toEqual(["draw", "standby"]);
    expect(s.events("lp")[0]!.reason).toBe("cost");
  });

  it("R-TURN-5: End Phase: the turn player discards down to 6, choosing (a discard, not a destruction); 'until end of turn' expires", () => {
    const hand = ["Celtic Guardian", "Mystical Elf", "Beaver Warrior", "Dark Magician", "Curse of Dragon", "Kuriboh", "Sangan", "Rush Recklessly"];
    const s = given({ phase: "main2", p0: { hand, monsters: ["Mystic Horseman"] } });
    s.act(0, { kind: "activate", card: s.id("Rush Recklessly") });
    s.passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(s.atk("Mystic Horseman")).toBe(1300 + 700);
    s.passUntil((x) => x.d.prompt?.kind === "selectCards");
    s.choose(0, [s.id("Dark Magician")]);
    expect(s.count(0, Zone.HAND)).toBe(6);
    expect(s.where("Dark Magician")).toBe("graveyard of 0");
    expect(s.signals("discarded")).toHaveLength(1);
    expect(s.signals("destroyed")).toHaveLength(0);
    s.passUntil((x) => x.state.turn === 3);
    expect(s.atk("Mystic Horseman")).toBe(1300);
  });

  it("R-TURN-6: a phase once left is never returned to", () => {
    const s = given({ phase: "draw", p0: { hand: ["Celtic Guardian"] } });
    s.passUntil((x) => x.state.turn === 4);
    for (const t of [2, 3]) {
      const starts = s.log.filter((e) => e.type === "phaseStart" || e.type === "turnStart");
      void t;
      let last = -1;
      for (const e of starts) {
        if (e.type === "turnStart") { last = -1; continue; }
        const i = ["draw", "standby", "main1", "battle", "main2", "end"].indexOf((e as { phase: string }).phase);
        expect(i).toBeGreaterThan(last);
        last = i;
      }
    }
  });
});
