/** Scenario tests of the classic normal, quick-play, continuous and equip spells, through their compiled scripts. */
import { describe, expect, it } from "vitest";
import { Zone } from "../../src/rules/index.js";
import { given, main, settle } from "./pack.js";

const revealedTo = (s: ReturnType<typeof given>, player: 0 | 1) => s.events("revealed").filter((e) => e.to === player).map((e) => e.card);

describe("spells, as compiled from cards/classic/scripts", () => {
  it("Ancient Telescope: its controller looks at the top 5 cards of the opponent's deck (shown to that player only)", () => {
    const s = given({ p0: { hand: ["Ancient Telescope"] }, p1: { deck: ["Kojikocy", "Uraby", "Hyosube", "Overdrive", "Battle Ox", "Luster Dragon"] } });
    s.activate(0, "Ancient Telescope");
    settle(s);
    const seen = revealedTo(s, 0);
    expect(seen).toHaveLength(5);
    expect(seen).not.toContain(s.id("Luster Dragon"));
    expect(revealedTo(s, 1)).toHaveLength(0);
  });

  it("Card Destruction: each player discards their whole hand, then draws that many cards", () => {
    const s = given({ p0: { hand: ["Card Destruction", "Kojikocy", "Uraby"], deck: ["Hyosube", "Overdrive", "Battle Ox"] }, p1: { hand: ["Mokey Mokey"], deck: ["Luster Dragon", "Prevent Rat"] } });
    s.activate(0, "Card Destruction");
    settle(s);
    expect(s.where("Kojikocy")).toBe("graveyard of 0");
    expect(s.where("Mokey Mokey")).toBe("graveyard of 1");
    expect(s.count(0, Zone.HAND)).toBe(2);
    expect(s.count(1, Zone.HAND)).toBe(1);
  });

  it("Confiscation: pay 1000 LP, look at the opponent's hand, then discard 1 card from it", () => {
    const s = given({ p0: { hand: ["Confiscation"] }, p1: { hand: ["Mokey Mokey", "Raigeki"] } });
    s.activate(0, "Confiscation");
    settle(s, [[s.id("Raigeki")]]);
    expect(s.lp(0)).toBe(7000);
    expect(revealedTo(s, 0)).toEqual(expect.arrayContaining([s.id("Mokey Mokey"), s.id("Raigeki")]));
    expect(s.where("Raigeki")).toBe("graveyard of 1");
    expect(s.where("Mokey Mokey")).toBe("hand of 1");
  });

  it("Creature Swap: each player gives the other 1 monster they control (R-EFF-11)", () => {
    const s = given({ p0: { hand: ["Creature Swap"], monsters: ["Mokey Mokey"] }, p1: { monsters: ["Luster Dragon"] } });
    s.activate(0, "Creature Swap");
    settle(s);
    expect(s.where("Mokey Mokey")).toBe("monster attack of 1");
    expect(s.where("Luster Dragon")).toBe("monster attack of 0");
    s.passUntil((x) => x.state.turn === 3);
    expect(s.where("Luster Dragon")).toBe("monster attack of 0");
  });

  it("De-Spell: target 1 spell card on the field and destroy it", () => {
    const s = given({ p0: { hand: ["De-Spell"] }, p1: { spellTraps: ["Raigeki", "Mirror Force"] } });
    s.activate(0, "De-Spell");
    settle(s, [[s.id("Raigeki")]]);
    expect(s.where("Raigeki")).toBe("graveyard of 1");
    expect(s.where("Mirror Force")).toBe("spellTrap set of 1");
  });

  it("Delinquent Duo: pay 1000 LP; the opponent discards 1 card at random, then 1 card of their choice", () => {
    const s = given({ p0: { hand: ["Delinquent Duo"] }, p1: { hand: ["Mokey Mokey", "Raigeki", "Kojikocy"] } });
    s.activate(0, "Delinquent Duo");
    settle(s);
    expect(s.lp(0)).toBe(7000);
    expect(s.count(1, Zone.HAND)).toBe(1);
    expect(s.signals("discarded")).toHaveLength(2);
  });

  it("Emergency Provisions: send other spells/traps you control to the graveyard as a cost; gain 1000 LP for each", () => {
    const s = given({ p0: { hand: ["Emergency Provisions"], spellTraps: ["Mirror Force", "Trap Hole"] } });
    s.activate(0, "Emergency Provisions");
    settle(s, [[s.id("Mirror Force"), s.id("Trap Hole")]]);
    expect(s.lp(0)).toBe(10000);
    expect(s.where("Mirror Force")).toBe("graveyard of 0");
  });

  it("Fissure: destroy the face-up monster with the lowest ATK the opponent controls (no target)", () => {
    const s = given({ p0: { hand: ["Fissure"] }, p1: { monsters: ["Luster Dragon", "Mokey Mokey", { card: "Prevent Rat", pos: "set" }] } });
    s.activate(0, "Fissure");
    settle(s);
    expect(s.where("Mokey Mokey")).toBe("graveyard of 1");
    expect(s.where("Luster Dragon")).toBe("monster attack of 1");
    expect(s.where("Prevent Rat")).toBe("monster set of 1");
  });

  it("Gravedigger Ghoul: target up to 2 monsters in the opponent's graveyard and banish them", () => {
    const s = given({ p0: { hand: ["Gravedigger Ghoul"] }, p1: { grave: ["Luster Dragon", "Mokey Mokey"] } });
    s.activate(0, "Gravedigger Ghoul");
    settle(s, [[s.id("Luster Dragon"), s.id("Mokey Mokey")]]);
    expect(s.where("Luster Dragon")).toBe("banished of 1");
    expect(s.where("Mokey Mokey")).toBe("banished of 1");
  });

  it("Last Will: only after a monster you controlled went to the graveyard this turn; special summon a monster with 1500 or less ATK from the deck", () => {
    const s = given({ p0: { hand: ["Last Will", "Raigeki", "Dark Hole"], monsters: ["Mokey Mokey"], deck: ["Kojikocy", "Luster Dragon"] } });
    expect(s.d.explain({ kind: "activate", card: s.id("Last Will") })).toMatch(/condition/);
    s.activate(0, "Dark Hole");
    settle(s);
    s.activate(0, "Last Will");
    settle(s, [[s.id("Kojikocy")], "attack"]);
    expect(s.where("Kojikocy")).toBe("monster attack of 0");
  });

  it("Level Limit - Area B: face-up monsters of level 4 or higher are changed to defense position, and stay so", () => {
    const s = given({ p0: { hand: ["Level Limit - Area B"] }, p1: { monsters: ["Luster Dragon", "Mokey Mokey"] } });
    s.activate(0, "Level Limit - Area B");
    settle(s);
    expect(s.where("Luster Dragon")).toBe("monster defense of 1");
    expect(s.where("Mokey Mokey")).toBe("monster attack of 1");
  });

  it("Lightning Vortex: discard 1 card as a cost; destroy all face-up monsters the opponent controls", () => {
    const s = given({ p0: { hand: ["Lightning Vortex", "Kojikocy"] }, p1: { monsters: ["Luster Dragon", { card: "Mokey Mokey", pos: "set" }] } });
    s.activate(0, "Lightning Vortex");
    settle(s);
    expect(s.where("Kojikocy")).toBe("graveyard of 0");
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
    expect(s.where("Mokey Mokey")).toBe("monster set of 1");
  });

  it("Mirage of Nightmare: in the opponent's standby phase draw up to 4 cards in hand; in your next standby phase discard that many at random (a delayed effect)", () => {
    const s = given({ p0: { spellTraps: [{ card: "Mirage of Nightmare", pos: "attack" }], hand: ["Mokey Mokey"], deck: ["Kojikocy", "Uraby", "Hyosube", "Overdrive", "Battle Ox", "Luster Dragon"] } });
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.count(0, Zone.HAND)).toBe(4);
    settle(s, [], (x) => x.state.turn === 4 && main(x));
    // Drew 1 in its own draw phase, then discarded the 3 it had drawn.
    expect(s.signals("discarded").filter((e) => e.player === 0)).toHaveLength(1);
    expect(s.count(0, Zone.GRAVE)).toBe(3);
  });

  it("Nobleman of Crossout: destroy a face-down monster and banish it; a flip monster's copies are banished from both decks", () => {
    const s = given({ p0: { hand: ["Nobleman of Crossout"], deck: ["Man-Eater Bug", "Kojikocy"] }, p1: { monsters: [{ card: "Man-Eater Bug", pos: "set" }], deck: ["Man-Eater Bug", "Uraby"] } });
    s.activate(0, "Nobleman of Crossout");
    settle(s, [[s.ids("Man-Eater Bug", 1, Zone.MONSTER)[0]!]]);
    expect(s.ids("Man-Eater Bug", 1, Zone.BANISHED)).toHaveLength(2);
    expect(s.ids("Man-Eater Bug", 0, Zone.BANISHED)).toHaveLength(1);
  });

  it("Painful Choice: reveal 5 cards of your deck, the opponent picks 1 you add to your hand, the rest go to the graveyard", () => {
    const s = given({ p0: { hand: ["Painful Choice"], deck: ["Kojikocy", "Uraby", "Hyosube", "Overdrive", "Battle Ox", "Luster Dragon"] } });
    s.activate(0, "Painful Choice");
    settle(s, [[s.id("Kojikocy"), s.id("Uraby"), s.id("Hyosube"), s.id("Overdrive"), s.id("Battle Ox")], [s.id("Uraby")]]);
    expect(s.where("Uraby")).toBe("hand of 0");
    for (const n of ["Kojikocy", "Hyosube", "Overdrive", "Battle Ox"]) expect(s.where(n)).toBe("graveyard of 0");
    expect(s.where("Luster Dragon")).toBe("deck of 0");
  });

  it("Premature Burial: pay 800 LP, revive a monster in attack position equipped with it; destroying it destroys the monster, without the chain (R-EFF-3)", () => {
    const s = given({ p0: { hand: ["Premature Burial", "Mystical Space Typhoon"], grave: ["Luster Dragon"] } });
    s.activate(0, "Premature Burial");
    settle(s, [[s.id("Luster Dragon")]]);
    expect(s.lp(0)).toBe(7200);
    expect(s.where("Luster Dragon")).toBe("monster attack of 0");
    const links = s.events("chainLink").length;
    s.activate(0, "Mystical Space Typhoon");
    settle(s, [[s.id("Premature Burial")]]);
    expect(s.where("Luster Dragon")).toBe("graveyard of 0");
    expect(s.events("chainLink")).toHaveLength(links + 1);
  });

  it("Reinforcement of the Army: add a level 4 or lower Warrior monster from the deck to the hand", () => {
    const s = given({ p0: { hand: ["Reinforcement of the Army"], deck: ["Kojikocy", "Luster Dragon", "Gaia The Fierce Knight"] } });
    s.activate(0, "Reinforcement of the Army");
    settle(s, [[s.id("Kojikocy")]]);
    expect(s.where("Kojikocy")).toBe("hand of 0");
    expect(s.where("Gaia The Fierce Knight")).toBe("deck of 0");
  });

  it("Remove Trap: target a face-up trap card on the field and destroy it", () => {
    const s = given({ p0: { hand: ["Remove Trap"] }, p1: { spellTraps: [{ card: "Gravity Bind", pos: "attack" }, "Mirror Force"] } });
    s.activate(0, "Remove Trap");
    settle(s);
    expect(s.where("Gravity Bind")).toBe("graveyard of 1");
    expect(s.where("Mirror Force")).toBe("spellTrap set of 1");
  });

  it("Soul Exchange: tribute the opponent's monster for a tribute summon this turn, but you cannot enter the battle phase", () => {
    const s = given({ p0: { hand: ["Soul Exchange", "Summoned Skull"] }, p1: { monsters: ["Luster Dragon"] } });
    s.activate(0, "Soul Exchange");
    settle(s, [[s.id("Luster Dragon")]]);
    s.summon(0, "Summoned Skull");
    settle(s, [[s.id("Luster Dragon")]]);
    expect(s.where("Summoned Skull")).toBe("monster attack of 0");
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
    const from = s.log.length;
    settle(s, [], (x) => x.state.turn === 3);
    const phases = s.log.slice(from).flatMap((e) => (e.type === "phaseStart" ? [e.phase] : []));
    expect(phases.slice(0, phases.indexOf("draw"))).toEqual(["end"]);
  });

  it("Stop Defense: target a defense position monster the opponent controls and change it to attack position", () => {
    const s = given({ p0: { hand: ["Stop Defense"] }, p1: { monsters: [{ card: "Prevent Rat", pos: "defense" }] } });
    s.activate(0, "Stop Defense");
    settle(s);
    expect(s.where("Prevent Rat")).toBe("monster attack of 1");
  });

  it("The Flute of Summoning Dragon: with a face-up Lord of D. on the field, special summon up to 2 Dragon monsters from the hand", () => {
    const s = given({ p0: { hand: ["The Flute of Summoning Dragon", "Luster Dragon", "Blue-Eyes White Dragon"], monsters: ["Lord of D."] } });
    s.activate(0, "The Flute of Summoning Dragon");
    settle(s, [[s.id("Luster Dragon"), s.id("Blue-Eyes White Dragon")], "attack", "defense"]);
    expect(s.where("Luster Dragon")).toBe("monster attack of 0");
    expect(s.where("Blue-Eyes White Dragon")).toBe("monster defense of 0");
  });

  it("The Forceful Sentry: look at the opponent's hand, then return 1 card from it to the deck", () => {
    const s = given({ p0: { hand: ["The Forceful Sentry"] }, p1: { hand: ["Raigeki", "Mokey Mokey"] } });
    s.activate(0, "The Forceful Sentry");
    settle(s, [[s.id("Raigeki")]]);
    expect(s.where("Raigeki")).toBe("deck of 1");
    expect(revealedTo(s, 0)).toContain(s.id("Mokey Mokey"));
  });

  it("The Inexperienced Spy: look at 1 random card in the opponent's hand", () => {
    const s = given({ p0: { hand: ["The Inexperienced Spy"] }, p1: { hand: ["Raigeki", "Mokey Mokey"] } });
    s.activate(0, "The Inexperienced Spy");
    settle(s);
    expect(revealedTo(s, 0)).toHaveLength(1);
    expect(s.count(1, Zone.HAND)).toBe(2);
  });
});
