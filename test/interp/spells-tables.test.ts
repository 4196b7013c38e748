/**
 * Spell cards that differ only in their numbers, one ruling each through the compiled scripts:
 * equip spells (activated targeting a face-up monster, they stay equipped and change its ATK/DEF),
 * field spells (every monster of their types gains or loses), and cards that inflict damage or give LP.
 */
import { describe, expect, it } from "vitest";
import { Zone } from "../../src/rules/index.js";
import { given, settle } from "./pack.js";

/** [equip spell, a monster it may equip, ATK change, DEF change, base ATK, base DEF] */
const EQUIPS: [string, string, number, number, number, number][] = [
  ["Beast Fangs", "Prevent Rat", 300, 300, 500, 2000],
  ["Book of Secret Arts", "Sealmaster Meisei", 300, 300, 1100, 900],
  ["Butterfly Dagger - Elma", "Kojikocy", 300, 0, 1500, 1200],
  ["Dark Energy", "Souls of the Forgotten", 300, 300, 900, 200],
  ["Dragon Treasure", "Luster Dragon", 300, 300, 1900, 1600],
  ["Electro-Whip", "Mega Thunderball", 300, 300, 750, 600],
  ["Follow Wind", "Fiend Reflection #2", 300, 300, 1100, 1400],
  ["Invigoration", "Prevent Rat", 400, -200, 500, 2000],
  ["Laser Cannon Armor", "Flying Kamakiri #2", 300, 300, 1500, 800],
  ["Legendary Sword", "Kojikocy", 300, 300, 1500, 1200],
  ["Machine Conversion Factory", "Overdrive", 300, 300, 1600, 1500],
  // 500 for each spell/trap card you control: the Mage Power itself.
  ["Mage Power", "Kojikocy", 500, 500, 1500, 1200],
  ["Mystical Moon", "Battle Ox", 300, 300, 1700, 1000],
  ["Power of Kaishin", "Hyosube", 300, 300, 1500, 900],
  ["Raise Body Heat", "Uraby", 300, 300, 1500, 800],
  ["Silver Bow and Arrow", "Mokey Mokey", 300, 300, 300, 100],
  ["Sword of Dark Destruction", "The 13th Grave", 400, -200, 1200, 900],
  // 800 for each face-up monster you control: the equipped one.
  ["United We Stand", "Kojikocy", 800, 800, 1500, 1200],
  ["Vile Germs", "Green Phantom King", 300, 300, 500, 1600],
  ["Violet Crystal", "The 13th Grave", 300, 300, 1200, 900],
];

describe("equip spells: equipped to a face-up monster, they change its ATK/DEF while equipped (R-CARD-5)", () => {
  for (const [card, monster, da, dd, atk, def] of EQUIPS) {
    it(`${card}: equipped to ${monster}, it gains ${da} ATK and ${dd >= 0 ? `gains ${dd}` : `loses ${-dd}`} DEF; the card stays on the field`, () => {
      const s = given({ p0: { hand: [card], monsters: [monster] } });
      s.activate(0, card);
      settle(s, [[s.id(monster)]]);
      expect(s.where(card)).toBe("spellTrap face-up of 0");
      expect(s.d.stat(s.id(monster), "atk")).toBe(atk + da);
      expect(s.d.stat(s.id(monster), "def")).toBe(def + dd);
    });
  }

  it("Butterfly Dagger - Elma: when it is destroyed, it returns to its owner's hand", () => {
    const s = given({ p0: { hand: ["Butterfly Dagger - Elma", "Mystical Space Typhoon"], monsters: ["Kojikocy"] } });
    s.activate(0, "Butterfly Dagger - Elma");
    settle(s, [[s.id("Kojikocy")]]);
    s.activate(0, "Mystical Space Typhoon");
    settle(s, [[s.id("Butterfly Dagger - Elma")]]);
    expect(s.where("Butterfly Dagger - Elma")).toBe("hand of 0");
    expect(s.d.stat(s.id("Kojikocy"), "atk")).toBe(1500);
  });
});

/** [field spell, monster, ATK/DEF change] */
const FIELDS: [string, string, number][] = [
  ["Mountain", "Luster Dragon", 200],
  ["Sogen", "Kojikocy", 200],
  ["Umi", "Hyosube", 200],
  ["Umi", "Overdrive", -200],
  ["Wasteland", "Uraby", 200],
];

describe("field spells: monsters of their types on the field, either side, gain or lose ATK and DEF", () => {
  for (const [card, monster, d] of FIELDS) {
    it(`${card}: ${monster} on either side ${d > 0 ? "gains" : "loses"} ${Math.abs(d)} ATK and DEF`, () => {
      const s = given({ p0: { hand: [card] }, p1: { monsters: [monster, "Mokey Mokey"] } });
      const atk = s.d.stat(s.id(monster), "atk");
      const def = s.d.stat(s.id(monster), "def");
      s.activate(0, card);
      settle(s);
      expect(s.where(card)).toBe("field face-up of 0");
      expect(s.d.stat(s.id(monster), "atk")).toBe(atk + d);
      expect(s.d.stat(s.id(monster), "def")).toBe(def + d);
      // A Fairy is none of them.
      expect(s.d.stat(s.id("Mokey Mokey"), "atk")).toBe(300);
    });
  }
});

/** [normal spell, LP change of its controller, of the opponent] */
const LIFE: [string, number, number][] = [
  ["Final Flame", 0, -600],
  ["Ookazi", 0, -800],
  ["Sparks", 0, -200],
  ["Dian Keto the Cure Master", 1000, 0],
  ["Goblin's Secret Remedy", 600, 0],
  ["Red Medicine", 500, 0],
];

describe("spells that inflict damage or give LP (R-BAT-7: effect damage)", () => {
  for (const [card, mine, theirs] of LIFE) {
    it(`${card}: its controller's LP change by ${mine}, the opponent's by ${theirs}; then it goes to the graveyard`, () => {
      const s = given({ p0: { hand: [card] } });
      s.activate(0, card);
      settle(s);
      expect(s.lp(0)).toBe(8000 + mine);
      expect(s.lp(1)).toBe(8000 + theirs);
      expect(s.where(card)).toBe("graveyard of 0");
    });
  }

  it("Upstart Goblin: draw 1 card, then the opponent gains 1000 LP", () => {
    const s = given({ p0: { hand: ["Upstart Goblin"], deck: ["Kojikocy"] } });
    s.activate(0, "Upstart Goblin");
    settle(s);
    expect(s.where("Kojikocy")).toBe("hand of 0");
    expect(s.lp(1)).toBe(9000);
  });
});

/** [fusion monster, material, material] */
const FUSIONS: [string, string, string][] = [
  ["Darkfire Dragon", "Firegrass", "Petit Dragon"],
  ["Dragoness the Wicked Knight", "Armaill", "One-Eyed Shield Dragon"],
  ["Flame Ghost", "Skull Servant", "Dissolverock"],
  ["Flame Swordsman", "Flame Manipulator", "Masaki the Legendary Swordsman"],
  ["Flower Wolf", "Silver Fang", "Darkworld Thorns"],
  ["Fusionist", "Petit Angel", "Mystical Sheep #2"],
  ["Gaia the Dragon Champion", "Gaia The Fierce Knight", "Curse of Dragon"],
  ["Karbonala Warrior", "M-Warrior #1", "M-Warrior #2"],
  ["Metal Dragon", "Steel Ogre Grotto #1", "Lesser Dragon"],
];

describe("fusion monsters: Polymerization summons them from their materials (R-SUM-6)", () => {
  for (const [fusion, a, b] of FUSIONS) {
    it(`${fusion}: "${a}" + "${b}" in the hand are sent to the graveyard and it is fusion summoned`, () => {
      const s = given({ p0: { hand: ["Polymerization", a, b], extra: [fusion] } });
      s.activate(0, "Polymerization");
      settle(s);
      expect(s.where(fusion)).toBe("monster attack of 0");
      expect(s.ids(a, 0, Zone.GRAVE)).toHaveLength(1);
      expect(s.ids(b, 0, Zone.GRAVE)).toHaveLength(1);
      expect(s.signals("summoned").at(-1)?.data).toMatchObject({ how: "fusion" });
    });
  }
});
