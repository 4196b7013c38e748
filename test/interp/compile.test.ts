/** The pack compiles once, completely, fast; what cannot compile is reported; bindings keep last known information; replays check the pack version. */
import { describe, expect, it } from "vitest";
import { checkSources } from "../../src/api/language.js";
import { createPackDuel, replayPackDuel } from "../../src/api/pack-runtime.js";
import { compileCard, compilePack } from "../../src/interp/index.js";
import type { Action, CheckedCard } from "../../src/lang/index.js";
import { Zone, type CardBehaviour } from "../../src/rules/index.js";
import { vanillaDeck } from "../rules/fixtures/pool.js";
import { given as rulesGiven } from "../rules/harness.js";
import { chooseIfAsked, main, rt } from "./pack.js";

const ACCEPTANCE = [
  "Dark Hole", "Raigeki", "Pot of Greed", "Monster Reborn", "Change of Heart", "Mirror Force", "Trap Hole", "Magic Cylinder", "Solemn Judgment",
  "Magic Jammer", "Man-Eater Bug", "Penguin Soldier", "Sangan", "Witch of the Black Forest", "Kuriboh", "Polymerization", "Black Luster Ritual",
  "Swords of Revealing Light", "Mystical Space Typhoon", "Heavy Storm", "Harpie's Feather Duster", "Graceful Charity", "Sakuretsu Armor",
  "Axe of Despair", "Yami", "Command Knight", "Breaker the Magical Warrior", "Exodia the Forbidden One", "Stardust Dragon",
  "Blue-Eyes Ultimate Dragon", "Jinzo", "Imperial Order", "Scapegoat", "Call of the Haunted", "Cyber Jar", "Snatch Steal",
];

describe("compiling the classic pack", () => {
  it("every acceptance card compiles from its script: no construct left out, no native behaviour", () => {
    const acceptanceFiles = new Set(ACCEPTANCE.map((n) => rt.check.cards.find((c) => c.facts.name === n)!.script.span.file));
    expect(rt.diagnostics.filter((d) => acceptanceFiles.has(d.span.file))).toEqual([]);
    expect(rt.check.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // Newer scripts may use constructs the interpreter does not compile yet: each is reported, none crashes it.
    expect(rt.compiled.diagnostics.every((d) => d.code === "YGO4001")).toBe(true);
    expect(rt.compiled.stats.unsupported).toBe(rt.compiled.diagnostics.length);
    expect(rt.compiled.stats.native).toEqual([]);
    expect(rt.compiled.stats.cardsScripted).toBe(rt.check.cards.length);
    for (const name of ACCEPTANCE) expect(rt.compiled.behaviours.has(rt.pack.cards.byName(name)!.id), name).toBe(true);
    expect(rt.compiled.stats.effectsCompiled).toBeGreaterThanOrEqual(36);
  });

  it("derived facts reach the rules: Sangan's trigger works from the graveyard, Imperial Order gets its card activation, counters are capped", () => {
    const b = (n: string): CardBehaviour => rt.compiled.behaviours.get(rt.pack.cards.byName(n)!.id)!;
    expect(b("Sangan").effects[0]!.range).toEqual(["graveyard"]);
    expect(b("Imperial Order").effects.map((e) => e.kind)).toEqual(["continuous", "maintenance", "activate"]);
    expect(b("Breaker the Magical Warrior").counterLimit).toEqual({ spell: 1 });
    expect(b("Swords of Revealing Light").lifetime).toEqual({ turns: 3, whose: "opponent" });
    expect(b("Mirror Force").effects[0]!.categories).toEqual(["destroy"]);
    expect(b("Blue-Eyes Ultimate Dragon").materials).toHaveLength(3);
  });

  it("a construct the compiler does not know is reported with the card, the construct and file:line:col (YGO4001), not thrown", () => {
    const pot = rt.check.cards.find((c) => c.facts.name === "Pot of Greed")!;
    const eff = pot.effects[0]!;
    const span = { file: "cards/classic/scripts/pot-of-greed.ygo", start: { offset: 30, line: 2, column: 13 }, end: { offset: 40, line: 2, column: 23 } };
    const alien = { kind: "Teleport", span } as unknown as Action;
    const card: CheckedCard = { ...pot, effects: [{ ...eff, effect: { ...eff.effect, body: { ...eff.effect.body, actions: { ...eff.effect.body.actions!, first: alien } } } }] };
    const found: { code: string; message: string; where: string }[] = [];
    const b = compileCard(card, { db: rt.pack.cards, table: new Map(), report: (d) => void found.push({ code: d.code, message: d.message, where: `${d.span.file}:${d.span.start.line}:${d.span.start.column}` }) });
    expect(b.effects).toHaveLength(1);
    expect(found).toEqual([{ code: "YGO4001", message: 'Pot of Greed: the interpreter cannot compile the action "Teleport" yet', where: "cards/classic/scripts/pot-of-greed.ygo:2:13" }]);
    const pack = compilePack([card], rt.pack.cards);
    expect(pack.stats.unsupported).toBe(1);
  });

  it("a binding keeps the last known information: the tributed monster's ATK (with its equip) after it left the field", () => {
    const text = `card "Hinotama" {\n  activate:\n    cost tribute 1 monster you control as offering;\n    inflict damage equal to the ATK of offering to your opponent.\n}\n`;
    const checked = checkSources([{ file: "test.ygo", path: "test.ygo", text }], rt.pack.cards);
    expect(checked.diagnostics).toEqual([]);
    const extra = compilePack(checked.cards, rt.pack.cards);
    const behaviours = new Map([...rt.compiled.behaviours, ...extra.behaviours]);
    const s = rulesGiven({ behaviours, p0: { hand: ["Axe of Despair", "Hinotama"], monsters: ["Celtic Guardian"] } });
    s.activate(0, "Axe of Despair");
    chooseIfAsked(s, 0, [s.id("Celtic Guardian")]);
    s.passUntil(main);
    expect(s.d.stat(s.id("Celtic Guardian"), "atk")).toBe(2400);
    s.activate(0, "Hinotama");
    s.passUntil((x) => main(x) || x.d.prompt?.kind === "trigger");
    // Axe of Despair's own optional trigger (sent to the graveyard) is declined.
    if (s.d.prompt?.kind === "trigger") s.pick(0, "trigger", (c) => c.kind !== "trigger");
    s.passUntil(main);
    expect(s.where("Celtic Guardian")).toBe("graveyard of 0");
    expect(s.lp(1)).toBe(8000 - 2400);
  });
});

describe("pack versions and replays", () => {
  const decks = [{ main: vanillaDeck(1) }, { main: vanillaDeck(2) }] as const;

  it("a duel records the pack version; a replay with the same pack runs", () => {
    const d = createPackDuel(rt, { decks, seed: 11 });
    expect(d.state.rules).toBe(`ygo@classic@${rt.pack.version}+classic`);
    for (let i = 0; i < 20 && d.prompt !== null; i++) d.answer([0]);
    const again = replayPackDuel(rt, d.session.record());
    expect(again.state).toEqual(d.state);
  });

  it("a replay recorded with another pack version is refused with a clear message", () => {
    const d = createPackDuel(rt, { decks, seed: 11 });
    d.answer([0]);
    const newer = { ...rt, version: "classic@0.2.0" };
    expect(() => replayPackDuel(newer, d.session.record())).toThrow(
      `this replay was recorded with card pack classic@${rt.pack.version} (profile classic), but the loaded pack is card pack classic@0.2.0 (profile classic)`,
    );
    expect(() => replayPackDuel(newer, d.session.record())).toThrow(/refused/);
  });
});

void Zone;
