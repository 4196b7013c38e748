import { describe, expect, it } from "vitest";
import { DuelContext, fork } from "../../src/kernel/index.js";
import { Driver } from "./fixtures/driver.js";
import { BANNER, board, DRAIN, FIELD, FILLER, GRAVE, HAND, idsOf, kernel, PUMP } from "./fixtures/mini.js";

describe("continuous effects and layers", () => {
  it("a continuous effect appears with its source: Banner face-up gives +100 to the cards its controller has face-up", () => {
    const d = new Driver(board({ hand: [[BANNER], []], field: [[FILLER], [FILLER]] }));
    const [mine] = idsOf(d.state, FILLER, 0, FIELD);
    const [theirs] = idsOf(d.state, FILLER, 1, FIELD);
    expect(kernel.valueOf(d.state, mine!, "power")).toBe(1500);
    d.action(0, "summon", BANNER);
    expect(kernel.valueOf(d.state, mine!, "power")).toBe(1600);
    expect(kernel.valueOf(d.state, idsOf(d.state, BANNER)[0]!, "power")).toBe(1100);
    expect(kernel.valueOf(d.state, theirs!, "power")).toBe(1500);
    // Never written into the card.
    expect(d.state.cards[mine!]).not.toHaveProperty("power");
  });

  it("and vanishes with it: when Banner leaves the field its effect ends", () => {
    const d = new Driver(board({ field: [[BANNER, FILLER], []] }));
    const [mine] = idsOf(d.state, FILLER, 0, FIELD);
    expect(kernel.valueOf(d.state, mine!, "power")).toBe(1600);
    const ctx = new DuelContext(kernel.rules, fork(d.state), []);
    ctx.move(idsOf(d.state, BANNER)[0]!, 0, GRAVE, { reason: "destroy" });
    expect(kernel.valueOf(ctx.state, mine!, "power")).toBe(1500);
    expect(ctx.events.filter((e) => e.type === "effectEnd").map((e) => e.type === "effectEnd" && e.why)).toEqual(["source"]);
  });

  it("set applies before modifiers whatever the timestamps; modifiers add in timestamp order; 'until end of turn' expires at the end of the turn", () => {
    const d = new Driver(board({ hand: [[PUMP, DRAIN, FILLER], []], field: [[BANNER, FILLER], []] }));
    const [target] = idsOf(d.state, FILLER, 0, FIELD);
    d.activate(0, PUMP); // draw phase quick window
    d.card(0, target!);
    d.pass(0); // do not chain Drain: Pump resolves alone
    expect(kernel.valueOf(d.state, target!, "power")).toBe(1500 + 100 + 500);
    d.activate(0, DRAIN);
    d.card(0, target!);
    // Drain (later) sets the power to 0 in layer 1; Banner's +100 and Pump's +500 (layer 2) still apply on top.
    expect(kernel.valueOf(d.state, target!, "power")).toBe(600);
    expect(d.events("effectEnd")).toEqual([]);
    // Pass to the end of the turn: both "until end of turn" effects expire, Banner's stays.
    d.pass(0); // main phase (player 0 could summon the Filler)
    expect(d.state.turn).toBe(2);
    expect(d.events("effectEnd").map((e) => e.why)).toEqual(["expired", "expired"]);
    expect(kernel.valueOf(d.state, target!, "power")).toBe(1600);
  });

  it("an effect on a target ends when the target leaves the field (it is a new object)", () => {
    const d = new Driver(board({ hand: [[PUMP, FILLER], []], field: [[FILLER], []] }));
    const [target] = idsOf(d.state, FILLER, 0, FIELD);
    d.activate(0, PUMP);
    d.card(0, target!);
    expect(kernel.valueOf(d.state, target!, "power")).toBe(2000);
    const ctx = new DuelContext(kernel.rules, fork(d.state), []);
    ctx.move(target!, 0, HAND, { reason: "bounce" });
    ctx.move(target!, 0, FIELD, { faceUp: true, reason: "summon" });
    expect(kernel.valueOf(ctx.state, target!, "power")).toBe(1500);
  });
});
