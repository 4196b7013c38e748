import { describe, expect, it } from "vitest";
import { viewEvents } from "../../src/kernel/index.js";
import { Driver } from "./fixtures/driver.js";
import { board, BOLT, DECK, FIELD, FILLER, HAND, idsOf, kernel, NEGATE, SECRET, SURGE } from "./fixtures/mini.js";

const secret = String(SECRET);

describe("player views hide what a player may not know", () => {
  it("the opponent's hand and every deck are counts only; a face-down card shows no code; own cards show", () => {
    const d = new Driver(board({ hand: [[SECRET, FILLER], []], setField: [[], [NEGATE]], deck: [[SECRET, FILLER], [FILLER, SECRET]] }));
    const v1 = kernel.view(d.state, 1);
    expect(JSON.stringify(v1)).not.toContain(secret);
    const hand0 = v1.zones.find((z) => z.player === 0 && z.zone === HAND)!;
    expect(hand0).toMatchObject({ count: 2, cards: null });
    for (const z of v1.zones.filter((z) => z.zone === DECK)) expect(z.cards).toBeNull();
    // Own face-down card: known to its controller, not to the opponent (but its id is public).
    const negate = idsOf(d.state, NEGATE)[0]!;
    const own = v1.zones.find((z) => z.player === 1 && z.zone === FIELD)!.cards!;
    expect(own).toEqual([expect.objectContaining({ id: negate, code: NEGATE, faceUp: false })]);
    const v0 = kernel.view(d.state, 0);
    expect(v0.zones.find((z) => z.player === 1 && z.zone === FIELD)!.cards).toEqual([expect.objectContaining({ id: negate, code: null })]);
    expect(JSON.stringify(v0)).not.toContain(String(NEGATE));
    expect(v0.zones.find((z) => z.player === 0 && z.zone === HAND)!.cards!.map((c) => c.code).sort()).toEqual([FILLER, SECRET]);
  });

  it("a prompt shown to the other player says only who decides and what kind of decision", () => {
    const d = new Driver(board({ hand: [[BOLT, SURGE, FILLER, SECRET], []] }));
    d.pass(0);
    d.activate(0, BOLT);
    d.activate(0, SURGE);
    const p = d.expect("selectCards", 0);
    expect(p.options.map((o) => d.state.cards[o.card!]!.code).sort()).toEqual([FILLER, SECRET]);
    const v1 = kernel.view(d.state, 1);
    expect(v1.prompt).toMatchObject({ player: 0, kind: "selectCards", waiting: true, options: [] });
    expect(JSON.stringify(v1)).not.toContain(secret);
    // The deciding player sees the options in full.
    expect(kernel.view(d.state, 0).prompt!.options).toEqual(p.options);
    // After the choice, Secret is in the public graveyard: now everyone may see it.
    d.card(0, idsOf(d.state, SECRET)[0]!);
    expect(JSON.stringify(kernel.view(d.state, 1))).toContain(secret);
  });

  it("the event log shown to a player masks cards that moved between zones they cannot see", () => {
    const d = new Driver(board({ deck: [[FILLER, SECRET], [FILLER]], draw: 1 }));
    const drawn = d.events("moved").filter((e) => e.reason === "draw");
    expect(drawn).toHaveLength(2);
    const for1 = viewEvents(kernel.rules, d.state, d.s.log, 1).filter((e) => e.type === "moved" && e.reason === "draw");
    expect(for1.map((e) => e.type === "moved" && [e.toPlayer, e.card])).toEqual([[0, -1], [1, drawn[1]!.card]]);
    // And no event carries a card code except a reveal.
    expect(JSON.stringify(viewEvents(kernel.rules, d.state, d.s.log, 1))).not.toContain(secret);
  });

  it("card ids are dealt at random, so an id does not tell the opponent which card of a deck list it is", () => {
    const list = [SECRET, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER];
    const positions = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const d = new Driver(board({ seed, deck: [list, []] }));
      positions.add(idsOf(d.state, SECRET)[0]!);
    }
    expect(positions.size).toBeGreaterThan(3);
  });
});
