import { describe, expect, it } from "vitest";
import { Kernel, opponent, windowFrame, zoneCards } from "../../src/kernel/index.js";
import { Driver } from "./fixtures/driver.js";
import { board, BOLT, FILLER, GRAVE, HAND, idsOf, miniRules, NEGATE, SURGE } from "./fixtures/mini.js";

const manual = new Kernel(miniRules({ autoPass: false }));

describe("response windows (R-CHAIN-1)", () => {
  it("given an activation, the opponent responds first; the window closes only when both pass in a row", () => {
    const d = new Driver(board({ hand: [[BOLT, SURGE, FILLER, FILLER], []] }), manual);
    // Draw phase of turn 1: the quick window opens with the turn player, then the opponent.
    d.pass(0);
    d.pass(1);
    // Main phase: the turn player activates Bolt; the opponent gets priority on link 1.
    d.activate(0, BOLT);
    d.pass(1);
    // Player 0 responds to their own link (the window stays open after a single pass).
    d.activate(0, SURGE);
    // A new link resets the passes: player 1 must pass again, then player 0.
    d.pass(1);
    d.pass(0);
    // Surge resolves first and asks for a card in the middle of its resolution.
    const p = d.expect("selectCards", 0);
    expect(p.options.map((o) => d.state.cards[o.card!]!.code)).toEqual([FILLER, FILLER]);
    expect(p.options.map((o) => o.card)).toEqual([...zoneCards(d.state, 0, HAND)]);
    d.card(0, p.options[0]!.card!);
    expect(d.linkNames()).toEqual(["Bolt", "Surge"]);
    // Last in, first out (R-CHAIN-3).
    expect(d.events("chainResolving").map((e) => e.link)).toEqual([2, 1]);
    expect(d.state.players[1]!.lp).toBe(7500);
    // Back in the main phase window with the turn player holding priority.
    d.expect("window", 0);
  });

  it("when both players pass with an empty chain, the phase ends", () => {
    const d = new Driver(board({ hand: [[BOLT], []] }), manual);
    d.pass(0);
    d.pass(1);
    d.pass(0);
    d.pass(1);
    expect(d.events("phaseEnd").map((e) => e.phase)).toEqual(["draw", "main"]);
    expect(d.events("turnStart").map((e) => e.turn)).toEqual([1, 2]);
  });
});

describe("negation (R-CHAIN-3)", () => {
  it("given Negate set, when Bolt is activated and Negate responds, Bolt's activation is negated and both go to the graveyard", () => {
    const d = new Driver(board({ hand: [[BOLT], []], setField: [[], [NEGATE]] }));
    d.activate(0, BOLT);
    d.activate(1, NEGATE);
    expect(d.linkNames()).toEqual(["Bolt", "Negate"]);
    expect(d.events("negated")).toEqual([{ type: "negated", link: 1, card: idsOf(d.state, BOLT)[0], what: "activation", by: 1 }]);
    expect(d.events("chainResolved").map((e) => [e.link, e.negated])).toEqual([[2, 0], [1, 1]]);
    expect(d.state.players[1]!.lp).toBe(8000);
    // R-CARD-5: spells and traps reach the graveyard after the whole chain.
    for (const code of [BOLT, NEGATE]) expect(d.state.cards[idsOf(d.state, code)[0]!]!.zone).toBe(GRAVE);
  });

  it("negating the effect (not the activation) also stops the resolution, and the event says which", () => {
    const d = new Driver(board({ hand: [[BOLT], []], setField: [[], [NEGATE]], vars: { negateEffect: 1 } }));
    d.activate(0, BOLT);
    d.activate(1, NEGATE);
    expect(d.events("negated").map((e) => e.what)).toEqual(["effect"]);
    expect(d.events("chainResolved").map((e) => e.negated)).toEqual([0, 2]);
    expect(d.state.players[1]!.lp).toBe(8000);
  });

  it("a speed 1 activation cannot respond, and only speed 3 answers speed 3 (R-CHAIN-2)", () => {
    const d = new Driver(board({ hand: [[BOLT], [SURGE]], setField: [[], [NEGATE]] }));
    d.pass(1); // draw phase: player 1 could activate Surge
    d.activate(0, BOLT);
    // Player 1 may respond with Surge (2 ≥ 1) or Negate (3 ≥ 1).
    expect(d.s.prompt!.options.map((o) => o.kind)).toEqual(["pass", "activate", "activate"]);
    d.activate(1, NEGATE);
    // Surge (speed 2) is not offered on top of a speed 3 link, so both auto-pass and the chain resolves.
    expect(d.linkNames()).toEqual(["Bolt", "Negate"]);
    expect(d.state.chain).toEqual([]);
    // Back in the main phase: player 0 has nothing left, so player 1 holds priority with Surge (speed 2, empty chain).
    d.expect("window", 1);
  });
});

describe("windows the rules layer opens itself (R-CHAIN-6)", () => {
  it("a summon can be followed by a response window in which triggers are not collected yet", () => {
    const base = miniRules();
    const rules = miniRules({
      autoPass: false,
      operations: {
        ...base.operations,
        summon(ctx, args) {
          base.operations!["summon"]!(ctx, args);
          ctx.then(windowFrame("summonResponse", opponent(ctx.state.turnPlayer), ctx.state.chain.length, { collect: false }));
        },
      },
    });
    const d = new Driver(board({ hand: [[FILLER], []] }), new Kernel(rules));
    d.pass(0);
    d.pass(1);
    d.action(0, "summon", FILLER);
    expect(d.expect("window", 1).context.window).toBe("summonResponse");
    // The summon's events are still waiting for trigger collection in this window.
    expect(d.state.recent.some((r) => r.event.type === "moved" && r.event.reason === "summon")).toBe(true);
    d.pass(1);
    d.pass(0);
    // Back in the main phase window, turn player first; the summon's events have been collected now.
    expect(d.expect("window", 0).context.window).toBe("main");
    expect(d.state.recent).toEqual([]);
  });
});
