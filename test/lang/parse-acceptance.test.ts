/**
 * The acceptance scripts define the surface syntax: every one of them parses without a
 * diagnostic, and a few key cards have the AST shape their printed text describes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CardParser } from "../../grammar/parser.js";
import { stripSpans } from "../../src/lang/ast-util.js";
import { parseScript } from "../../src/lang/parse.js";

const dir = join(import.meta.dirname, "../../cards/classic/scripts");
const files = readdirSync(dir).filter((f) => f.endsWith(".ygo")).sort();

function parseCard(file: string) {
  const { ast, diagnostics } = parseScript(readFileSync(join(dir, file), "utf8"), file);
  expect(diagnostics).toEqual([]);
  expect(ast.cards).toHaveLength(1);
  return ast.cards[0]!;
}

describe("the grammar", () => {
  // Parsers built for use skip these checks to start fast; a grammar change must still pass them.
  it("passes Chevrotain's grammar validations (ambiguities, left recursion, conflicts)", () => {
    expect(() => new CardParser({ validate: true })).not.toThrow();
  });
});

// A monster with no effect text (a ritual monster its ritual spell names: Black Luster Soldier) is
// scripted by an empty card; every other card says something.
const noEffect = new Set(
  readFileSync(join(dir, "../cards.tsv"), "utf8")
    .split("\n")
    .map((l) => l.split("\t"))
    .filter((c) => c[4] === "monster" && c[5] !== undefined && !c[5].split(",").includes("effect"))
    .map((c) => c[2]),
);

describe("every acceptance script parses without diagnostics", () => {
  it.each(files)("%s", (file) => {
    const card = parseCard(file);
    if (!(card.ref.kind === "CardName" && noEffect.has(card.ref.name))) expect(card.items.length).toBeGreaterThan(0);
  });
});

function effects(file: string) {
  return stripSpans(parseCard(file)).items;
}

describe("key cards have the shape of their printed text", () => {
  it("Man-Eater Bug: a flip effect that targets 1 monster on the field and destroys it", () => {
    expect(effects("man-eater-bug.ygo")).toEqual([
      {
        kind: "Effect",
        effectKind: "flip",
        optional: false,
        body: {
          kind: "EffectBody",
          costs: [],
          targets: [
            {
              kind: "TargetClause",
              picks: [
                {
                  kind: "TargetPick",
                  selector: { kind: "CardSet", count: { kind: "exactly", n: 1 }, other: false, qualifiers: [], noun: { kind: "monster" }, filters: [], place: { kind: "OnField" } },
                },
              ],
            },
          ],
          actions: { kind: "ActionSeq", first: { kind: "Destroy", object: { kind: "Reference", ref: { kind: "it" } } }, rest: [] },
        },
      },
    ]);
  });

  it("Solemn Judgment: two alternative events, a cost, and a negation that makes the destruction conditional", () => {
    const [e] = effects("solemn-judgment.ygo");
    expect(e).toMatchObject({
      effectKind: "activate",
      timing: {
        mode: "when",
        events: [
          { kind: "Summoned", would: true, ways: [], subject: { kind: "CardSet", noun: { kind: "monster" } } },
          { kind: "Activated", what: "spell/trap card" },
        ],
      },
      body: {
        costs: [{ kind: "LifePoints", verb: "pay", amount: { kind: "Half", of: { kind: "LifeOf", player: "you" } } }],
        actions: {
          first: { kind: "Negate", what: ["summon", "activation"] },
          rest: [{ connector: "and if you do", action: { kind: "Destroy", object: { kind: "Reference", ref: { kind: "that card" } } } }],
        },
      },
    });
  });

  it("Scapegoat: a binding introduced by a summon and used by a restriction with a while duration", () => {
    const [e] = effects("scapegoat.ygo");
    expect(e).toMatchObject({
      condition: { kind: "DidThisTurn", player: "you", did: false, action: "summon" },
      body: {
        actions: {
          first: { kind: "SpecialSummon", binding: "sheep", positions: ["defense"], object: { count: { kind: "exactly", n: 4 }, noun: { kind: "named", name: "Sheep Token" } } },
          rest: [
            {
              connector: "also",
              action: {
                kind: "Restrict",
                subject: { kind: "Reference", ref: { kind: "binding", name: "sheep" } },
                what: { kind: "be tributed", forTributeSummon: true },
                duration: { kind: "While", condition: { kind: "Is", state: "on the field" } },
              },
            },
            { connector: "also", action: { kind: "Restrict", subject: { kind: "PlayerSubject", player: "you" }, what: { kind: "summon", how: "any" }, duration: { kind: "UntilEndOfTurn" } } },
          ],
        },
      },
    });
  });

  it("Cyber Jar: each player acts on the cards bound as `picked`", () => {
    const [e] = effects("cyber-jar.ygo");
    expect(e).toMatchObject({
      effectKind: "flip",
      body: {
        actions: {
          rest: [
            { connector: "then", action: { kind: "Reveal", actor: "each player", binding: "picked", object: { kind: "TopOfDeck", owner: "their", count: { kind: "Num", value: 5 } } } },
            {
              connector: "then",
              action: {
                kind: "SpecialSummon",
                actor: "each player",
                positions: ["attack", "face-down defense"],
                object: { count: { kind: "any" }, filters: [{ kind: "StatFilter", stat: "level", op: "<=" }], place: { kind: "InBinding", name: "picked" } },
              },
            },
            { connector: "then", action: { kind: "Move", verb: "add", to: "hand", actor: "each player" } },
          ],
        },
      },
    });
  });

  it("Exodia: a continuous win condition in the hand, with the five pieces listed", () => {
    const [e] = effects("exodia-the-forbidden-one.ygo");
    expect(e).toMatchObject({ effectKind: "continuous", location: "hand", condition: { kind: "Has", player: "you", zone: "hand" } });
    expect((e as { condition: { items: unknown[] } }).condition.items).toHaveLength(5);
  });

  it("Stardust Dragon: materials, a quick negation of destruction, and a graveyard trigger tied to effect 1", () => {
    const [materials, quick, revive] = effects("stardust-dragon.ygo");
    expect(materials).toMatchObject({
      kind: "Materials",
      items: [
        { count: { kind: "exactly", n: 1 }, qualifiers: [{ options: [{ word: "tuner" }] }] },
        { count: { kind: "atLeast", n: 1 }, qualifiers: [{ options: [{ word: "non-tuner" }] }] },
      ],
    });
    expect(quick).toMatchObject({ effectKind: "quick", timing: { events: [{ kind: "Activated", what: "card or effect", wouldDestroy: { place: { kind: "OnField" } } }] } });
    expect(revive).toMatchObject({ optional: true, location: "graveyard", timing: { mode: "during", events: [{ kind: "Phase", phase: "end phase" }] }, condition: { kind: "EffectUsed", index: 1 } });
  });

  it("Yami: a qualifier with alternatives and a change to two stats", () => {
    const [up] = effects("yami.ygo");
    expect(up).toMatchObject({
      body: { actions: { first: { kind: "ModifyStat", change: "gain", stats: ["ATK", "DEF"], object: { qualifiers: [{ options: [{ word: "Fiend" }, { word: "Spellcaster" }] }] } } } },
    });
  });

  it("spans point at the source: every node of Dark Hole has a span inside the file", () => {
    const text = readFileSync(join(dir, "dark-hole.ygo"), "utf8");
    const { ast } = parseScript(text, "dark-hole.ygo");
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(visit);
      if (v === null || typeof v !== "object") return;
      const o = v as Record<string, unknown>;
      // Nodes (capitalised kinds) carry spans; value kinds (`all`, `monster`, `it`) do not.
      if (typeof o.kind === "string" && /^[A-Z]/.test(o.kind)) expect(o).toHaveProperty("span");
      if ("span" in o) {
        const s = o.span as { file: string; start: { offset: number }; end: { offset: number } };
        expect(s.file).toBe("dark-hole.ygo");
        expect(s.start.offset).toBeLessThanOrEqual(s.end.offset);
        expect(s.end.offset).toBeLessThanOrEqual(text.length);
      }
      Object.values(o).forEach(visit);
    };
    visit(ast);
    const destroy = (ast.cards[0]!.items[0] as { body: { actions: { first: { span: { start: { line: number; column: number } } } } } }).body.actions.first;
    expect(destroy.span.start).toMatchObject({ line: 2, column: 13 });
  });
});
