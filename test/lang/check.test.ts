/** The checker's rules, one spec each, on scripts in the language's concrete syntax. */
import { describe, expect, it } from "vitest";
import { loadPack } from "../../src/api/pack.js";
import { checkScript } from "../../src/lang/check.js";
import type { Diagnostic } from "../../src/lang/diagnostic.js";
import { parseScript } from "../../src/lang/parse.js";

const cards = loadPack("cards/classic").cards;

function check(text: string): Diagnostic[] {
  const { ast, diagnostics } = parseScript(text, "spec.ygo");
  expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return checkScript(ast, cards).diagnostics;
}
const codes = (text: string): string[] => check(text).map((d) => d.code);

/** [what the rule says, script, the codes it produces] */
const SPECS: [string, string, string[]][] = [
  ["a card name not in the pack is refused with YGO2001", `card "Pot of Gred" { activate: draw 2 cards. }`, ["YGO2001"]],
  ["a passcode not in the pack is refused with YGO2002", `card 1 { activate: draw 2 cards. }`, ["YGO2002"]],
  ["a card scripted twice is refused with YGO2003", `card "Pot of Greed" { activate: draw 2 cards. } card 55144522 { activate: draw 2 cards. }`, ["YGO2003"]],
  ["a quoted name in an effect must be a card of the pack (YGO2004)", `card "Monster Reborn" { activate: special summon 1 "Dark Magican" from any graveyard. }`, ["YGO2004"]],
  ["scripting an alternate artwork warns with YGO2005", `card 24094654 { activate: fusion summon 1 fusion monster from your extra deck using monsters from your hand or field. }`, ["YGO2005"]],
  ["a quick effect on a spell is refused with YGO2013", `card "Pot of Greed" { activate: draw 2 cards. quick: draw 1 card. }`, ["YGO2013"]],
  ["a flip effect on a spell is refused with YGO2010", `card "Pot of Greed" { activate: draw 2 cards. flip: draw 1 card. }`, ["YGO2010"]],
  ["activate on a monster is refused with YGO2011", `card "Sangan" { activate: draw 1 card. }`, ["YGO2011"]],
  ["a flip effect on a non-flip monster is refused with YGO2012", `card "Sangan" { flip: draw 1 card. }`, ["YGO2012"]],
  ["an ignition effect on a normal spell is refused with YGO2013", `card "Pot of Greed" { activate: draw 2 cards. ignition: draw 1 card. }`, ["YGO2013"]],
  ["an ignition effect on a trap is refused with YGO2013", `card "Mirror Force" { activate: draw 1 card. ignition: draw 1 card. }`, ["YGO2013"]],
  ["a normal spell without activate is refused with YGO2014", `card "Pot of Greed" { trigger during your standby phase: draw 1 card. }`, ["YGO2014"]],
  ["a second activate is refused with YGO2015", `card "Pot of Greed" { activate: draw 2 cards. activate: draw 1 card. }`, ["YGO2015"]],
  ["materials on an effect monster are refused with YGO2016", `card "Sangan" { materials: "Kuriboh" + "Kuriboh". }`, ["YGO2016"]],
  ["a fusion monster without materials is refused with YGO2017", `card "Blue-Eyes Ultimate Dragon" { continuous: this card cannot attack. }`, ["YGO2017"]],
  ["synchro materials need exactly one tuner (YGO2018)", `card "Stardust Dragon" { materials: 1 or more non-tuner monsters + 2 tuner monsters. }`, ["YGO2018"]],
  ["synchro materials need a non-tuner (YGO2019)", `card "Stardust Dragon" { materials: 1 tuner monster. }`, ["YGO2019"]],
  ["a fusion material must be a monster (YGO2020)", `card "Blue-Eyes Ultimate Dragon" { materials: "Blue-Eyes White Dragon" + "Pot of Greed". }`, ["YGO2020"]],
  ["a summon condition on a spell is refused with YGO2021", `card "Pot of Greed" { activate: draw 2 cards. cannot be special summoned. }`, ["YGO2021"]],
  ["a lifetime on a monster is refused with YGO2022", `card "Sangan" { remains on the field for 3 of your opponent's turns. }`, ["YGO2022"]],
  ["a flip effect cannot work from the hand (YGO2023)", `card "Man-Eater Bug" { flip in hand: draw 1 card. }`, ["YGO2023"]],
  ["a ritual summon must bring out a ritual monster (YGO2024)", `card "Black Luster Ritual" { activate: ritual summon 1 "Sangan" from your hand by tributing monsters from your hand or field whose total level is at least 8. }`, ["YGO2024"]],
  ["a spell cannot special summon itself (YGO2025)", `card "Monster Reborn" { activate: special summon this card. }`, ["YGO2025"]],
  ["discarding this card needs the effect to work from the hand (YGO2026)", `card "Kuriboh" { quick during damage calculation: cost discard this card; you take no battle damage until end of damage step. }`, ["YGO2026"]],
  ["a fusion needs at least two materials (YGO2027)", `card "Blue-Eyes Ultimate Dragon" { materials: "Blue-Eyes White Dragon". }`, ["YGO2027"]],
  ["optional on a quick effect is refused with YGO2030", `card "Kuriboh" { optional quick: draw 1 card. }`, ["YGO2030"]],
  ["a trigger without timing is refused with YGO2031", `card "Sangan" { trigger: draw 1 card. }`, ["YGO2031"]],
  ["an ignition effect with a timing is refused with YGO2032", `card "Sangan" { ignition when this card is destroyed: draw 1 card. }`, ["YGO2032"]],
  ["`when` with a phase is refused with YGO2034", `card "Sangan" { trigger when the end phase: draw 1 card. }`, ["YGO2034"]],
  ["a speed-1 response is refused with YGO2035", `card "Pot of Greed" { activate when a spell card is activated: draw 2 cards. }`, ["YGO2035"]],
  ["a trigger cannot respond to an activation either (YGO2035)", `card "Sangan" { trigger when a trap card is activated: draw 1 card. }`, ["YGO2035"]],
  ["once per turn on a continuous effect is refused with YGO2036", `card "Command Knight" { continuous once per turn: this card gains 400 ATK. }`, ["YGO2036"]],
  ["targets in a continuous effect are refused with YGO2037", `card "Command Knight" { continuous: target 1 monster you control; it gains 400 ATK. }`, ["YGO2037"]],
  ["a cost in a continuous effect is refused with YGO2038", `card "Command Knight" { continuous: cost pay 100 LP; this card gains 400 ATK. }`, ["YGO2038"]],
  ["a cost that is not a cost verb is refused with YGO2039", `card "Sangan" { ignition: cost draw 1 card; draw 1 card. }`, ["YGO2039"]],
  ["a duration in a continuous effect is refused with YGO2040", `card "Command Knight" { continuous: this card gains 400 ATK until end of turn. }`, ["YGO2040"]],
  ["a stat change that resolves needs a duration (YGO2041)", `card "Sangan" { ignition: this card gains 400 ATK. }`, ["YGO2041"]],
  ["taking control on resolution needs a duration (YGO2041)", `card "Change of Heart" { activate: target 1 monster your opponent controls; take control of it. }`, ["YGO2041"]],
  ["`win the duel` outside a continuous effect is refused with YGO2042", `card "Sangan" { ignition: you win the duel. }`, ["YGO2042"]],
  ["`you control` outside a continuous effect is refused with YGO2042", `card "Snatch Steal" { activate: target 1 face-up monster your opponent controls; equip this card to it, then you control the equipped monster. }`, ["YGO2042"]],
  ["negate the activation needs an activation (YGO2043)", `card "Magic Jammer" { activate: negate the activation. }`, ["YGO2043"]],
  ["negate the summon needs a `would be summoned` timing (YGO2044)", `card "Solemn Judgment" { activate when a monster is summoned: negate the summon. }`, ["YGO2044"]],
  ["negate the attack needs an attack (YGO2045)", `card "Magic Cylinder" { activate: negate the attack. }`, ["YGO2045"]],
  ["`effect N` must exist (YGO2046)", `card "Sangan" { optional trigger during the end phase while effect 2 was activated this turn: draw 1 card. }`, ["YGO2046"]],
  ["`effect N` must be an activated effect (YGO2047)", `card "Command Knight" { continuous: this card gains 400 ATK. optional trigger during the end phase while effect 1 was activated this turn: draw 1 card. }`, ["YGO2047"]],
  ["a count of zero is refused with YGO2048", `card "Pot of Greed" { activate: draw 0 cards. }`, ["YGO2048"]],
  ["zero damage is refused with YGO2048", `card "Sangan" { ignition: inflict 0 damage to your opponent. }`, ["YGO2048"]],
  ["a target nobody uses is refused with YGO2050", `card "Raigeki" { activate: target 1 monster on the field; destroy all monsters your opponent controls. }`, ["YGO2050"]],
  ["`it` with nothing to refer to is refused with YGO2051", `card "Raigeki" { activate: destroy it. }`, ["YGO2051"]],
  ["`them` for a single target warns with YGO2052", `card "Man-Eater Bug" { flip: target 1 monster on the field; destroy them. }`, ["YGO2052"]],
  ["`it` for up to 2 targets warns with YGO2052", `card "Penguin Soldier" { optional flip: target up to 2 monsters on the field; return it to the hand. }`, ["YGO2052"]],
  ["`that card` without an event is refused with YGO2053", `card "Raigeki" { activate: destroy that card. }`, ["YGO2053"]],
  ["`that card` in a `during` effect is refused with YGO2053", `card "Sangan" { trigger during the end phase: destroy that card. }`, ["YGO2053"]],
  ["`the equipped monster` outside an equip card is refused with YGO2054", `card "Command Knight" { continuous: the equipped monster gains 400 ATK. }`, ["YGO2054"]],
  ["`the bound monster` without bind is refused with YGO2055", `card "Call of the Haunted" { activate: target 1 monster in your graveyard; special summon it. continuous when this card leaves the field: destroy the bound monster. }`, ["YGO2055"]],
  ["`the attacking monster` without an attack is refused with YGO2056", `card "Sakuretsu Armor" { activate: target the attacking monster; destroy it. }`, ["YGO2056"]],
  ["a binding used before its definition is refused with YGO2057", `card "Cyber Jar" { flip: each player adds all cards in picked to their hand, then each player reveals the top 5 cards of their deck as picked. }`, ["YGO2057"]],
  ["a binding defined twice is refused with YGO2058", `card "Cyber Jar" { flip: each player reveals the top 5 cards of their deck as picked, then each player reveals the top 5 cards of their deck as picked, then each player adds all cards in picked to their hand. }`, ["YGO2058"]],
  ["a binding never used warns with YGO2059", `card "Cyber Jar" { flip: each player reveals the top 5 cards of their deck as picked. }`, ["YGO2059"]],
  ["an unknown binding is refused with YGO2060", `card "Cyber Jar" { flip: each player reveals the top 5 cards of their deck as picked, then each player adds all cards in pickd to their hand. }`, ["YGO2060"]],
  ["an unknown race is refused with YGO2070", `card "Command Knight" { continuous: Warior monsters you control gain 400 ATK. }`, ["YGO2070"]],
  ["a race on spell cards is refused with YGO2071", `card "Heavy Storm" { activate: destroy all Warrior spell/trap cards on the field. }`, ["YGO2071"]],
  ["an unknown counter kind is refused with YGO2072", `card "Breaker the Magical Warrior" { trigger when this card is normal summoned: place 1 spel counter on this card. }`, ["YGO2072"]],
  ["a counter limit for counters never placed warns with YGO2073", `card "Breaker the Magical Warrior" { counter limit: 1 spell counter. continuous: this card gains 300 ATK for each spell counter on this card. }`, ["YGO2073"]],
];

describe("checker rules", () => {
  for (const [rule, script, expected] of SPECS) {
    it(rule, () => {
      expect(codes(script)).toEqual(expected);
    });
  }

  it("covers at least 35 distinct codes with these specs", () => {
    expect(new Set(SPECS.flatMap((s) => s[2])).size).toBeGreaterThanOrEqual(35);
  });

  it("suggests the closest name for unknown cards, races, bindings and counters", () => {
    const suggestions = (text: string) => check(text).map((d) => d.suggestion);
    expect(suggestions(`card "Pot of Gred" { activate: draw 2 cards. }`)).toEqual(["Pot of Greed"]);
    expect(suggestions(`card "Command Knight" { continuous: Warior monsters you control gain 400 ATK. }`)).toEqual(["Warrior"]);
    expect(suggestions(`card "Yami" { continuous: Dark monsters on the field gain 200 ATK. }`)).toEqual(["DARK"]);
    expect(suggestions(`card "Breaker the Magical Warrior" { trigger when this card is normal summoned: place 1 spel counter on this card. }`)).toEqual(["spell counter"]);
  });

  it("says which spell speed a response would need", () => {
    const [d] = check(`card "Pot of Greed" { activate when a spell card is activated: draw 2 cards. }`);
    expect(d?.message).toBe("this effect is spell speed 1, so it cannot respond to the activation of a spell card");
  });
});
