/** The field (R-ZONE). */
import { describe, expect, it } from "vitest";
import { ZONES, Zone } from "../../src/rules/index.js";
import { given } from "./harness.js";

const main = (x: { state: { chain: unknown[] }; d: { prompt: { context: { window?: string } } | null } }) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main";
const FIVE = ["Test Bolt", "Test Bolt", "Test Bolt", "Magic Jammer", "Mirror Force"];

describe("R-ZONE the field", () => {
  it("R-ZONE-1: each player has monster, spell & trap and field zones, deck, extra deck, graveyard, banished pile and hand; a field spell does not use a spell & trap zone", () => {
    expect(ZONES.map((z) => z.name).slice(0, 8)).toEqual(["deck", "hand", "monster", "spellTrap", "field", "graveyard", "banished", "extra"]);
    const s = given({ p0: { hand: ["Yami"], spellTraps: FIVE } });
    s.activate(0, "Yami").passUntil(main);
    expect(s.where("Yami")).toBe("field face-up of 0");
    expect(s.count(0, Zone.SPELL_TRAP)).toBe(5);
  });

  it("R-ZONE-2: with 5 spell/trap cards on the field no spell can be activated from the hand", () => {
    const s = given({ p0: { hand: ["Pot of Greed"], spellTraps: FIVE } });
    expect(s.refused(0, { kind: "activate", card: s.id("Pot of Greed") })).toMatch(/no free spell & trap zone.*\(R-ZONE-2\)/);
    expect(s.refused(0, { kind: "set", card: s.id("Pot of Greed") })).toMatch(/zones are full \(R-ZONE-2\)/);
  });

  it("R-ZONE-3: the graveyard keeps its order; a deck looked through is shuffled", () => {
    const s = given({ p0: { hand: ["Dark Hole"], monsters: ["Sangan", "Celtic Guardian"], deck: ["Beaver Warrior", "Mystical Elf", "Dark Magician"] } });
    s.activate(0, "Dark Hole").passUntil((x) => x.d.prompt?.kind === "selectCards" || main(x));
    if (s.d.prompt?.kind === "selectCards") s.choose(0, [s.id("Mystical Elf")]);
    s.passUntil(main);
    const grave = s.state.zones[Zone.GRAVE]!;
    expect(grave.indexOf(s.id("Sangan"))).toBeLessThan(grave.indexOf(s.id("Dark Hole")));
    expect(s.events("shuffled").filter((e) => e.zone === Zone.DECK)).toHaveLength(1);
    expect(s.where("Mystical Elf")).toBe("hand of 0");
  });

  it("R-ZONE-4: a monster whose control was taken goes to its owner's graveyard", () => {
    const s = given({ p0: { hand: ["Change of Heart", "Test Offering"] }, p1: { monsters: ["Celtic Guardian"] } });
    s.activate(0, "Change of Heart").passUntil(main);
    s.activate(0, "Test Offering").passUntil(main); // tributes the only monster: the stolen one
    expect(s.where("Celtic Guardian")).toBe("graveyard of 1");
  });

  it("R-ZONE-5: only face-up attack position monsters attack; a face-down monster cannot be equipped", () => {
    const s = given({ phase: "battle", p0: { monsters: [{ card: "Mystical Elf", pos: "defense" }, "Celtic Guardian"] } });
    expect(s.refused(0, { kind: "attack", card: s.id("Mystical Elf") })).toMatch(/only face-up attack position monsters can declare an attack.*\(R-ZONE-5\)/);
    const t = given({ p0: { hand: ["Axe of Despair"], monsters: [{ card: "Mystical Elf", pos: "set" }] } });
    expect(t.refused(0, { kind: "activate", card: t.id("Axe of Despair") })).toMatch(/no valid target/);
  });
});
