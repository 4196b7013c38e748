/** The scenario-file parser: what it reads, and malformed files reported at file:line:col with what was expected. */
import { describe, expect, it } from "vitest";
import { parseScenarioFile } from "../../src/api/scenario-parse.js";
import { ScenarioSyntaxError } from "../../src/api/scenario-syntax.js";

const ok = `# a comment
scenario R-BAT-4, R-BAT-5 "a title"
given
  turn 3
  turn player p1
  phase battle
  profile modern
  p0 lp 4000
  p0 monster "Celtic Guardian" defense fresh, 2 "Mystical Elf" set
  p1 spelltrap "Mirror Force", "Yami" face-up
  p1 monster "Breaker the Magical Warrior" counter spell 1
  p0 deck "Dark Magician"
when
  p1 attacks "Celtic Guardian" -> p0 "Mystical Elf"
  p0 activates "Mirror Force" effect 2
  p0 summons "X" refused "R-SUM-1"
  p0 chooses "A", p1 "B"
  pass until main2 of turn 3
  pass until p1 is asked
then
  expect p1 lp 7600   # trailing comment
  expect "Mystical Elf" in p1 graveyard
  expect "Celtic Guardian" not in p0 monster attack
  expect 2 cards in p0 hand
  expect no event destroyed
  expect 3 events chainLink "Mirror Force"
  expect order flipped "Mystical Elf", damageCalculated
  expect "Celtic Guardian" atk 1800
  expect winner p0
`;

function syntaxError(text: string): string {
  try {
    parseScenarioFile(text, "f.scen");
  } catch (err) {
    if (err instanceof ScenarioSyntaxError) return err.message;
    throw err;
  }
  throw new Error("parsed without error");
}

describe("scenario files: parsing", () => {
  it("reads a board, actions and expectations with their lines", () => {
    const f = parseScenarioFile(ok, "f.scen");
    const s = f.scenarios[0]!;
    expect(s.refs).toEqual(["R-BAT-4", "R-BAT-5"]);
    expect(s.title).toBe("a title");
    expect(s.given).toMatchObject({ turn: 3, turnPlayer: 1, phase: "battle", profile: "modern" });
    expect(s.given.sides[0].lp).toBe(4000);
    expect(s.given.sides[0].hasDeck).toBe(true);
    expect(s.given.sides[0].cards.map((c) => [c.name, c.zone, c.position, c.fresh])).toEqual([
      ["Celtic Guardian", "monster", "defense", true],
      ["Mystical Elf", "monster", "set", false],
      ["Mystical Elf", "monster", "set", false],
      ["Dark Magician", "deck", undefined, false],
    ]);
    expect(s.given.sides[1].cards[2]!.counters).toEqual({ spell: 1 });
    expect(s.lines).toHaveLength(15);
    expect(s.lines[0]).toMatchObject({ kind: "act", player: 1, action: { kind: "attack", card: { name: "Celtic Guardian" }, target: { name: "Mystical Elf", player: 0 } }, loc: { line: 14 } });
    expect(s.lines[2]).toMatchObject({ kind: "act", refused: { reason: "R-SUM-1" } });
    expect(s.lines[4]).toMatchObject({ kind: "passUntil", until: { kind: "phase", phase: "main2", turn: 3 } });
    expect(s.lines[6]).toMatchObject({ kind: "expect", expect: { kind: "lp", player: 1, lp: 7600 } });
    expect(s.lines[11]).toMatchObject({ expect: { kind: "event", name: "chainLink", count: 3, card: { name: "Mirror Force" } } });
  });

  it("reports malformed lines at file:line:col with what was expected", () => {
    expect(syntaxError(`scenario R-1 "t"\ngiven\n  p2 lp 100\nthen\n`)).toBe("f.scen:3:3: expected `turn`, `phase`, `profile` or a player (`p0`, `p1`) followed by a zone or `lp`, found `p2`");
    expect(syntaxError(`scenario R-1 "t"\ngiven\n  p0 monster "Celtic Guardian" face-up\nthen\n`)).toBe("f.scen:3:32: expected a position for the monster zone (attack, defense, set), found `face-up`");
    expect(syntaxError(`scenario R-1 "t"\ngiven\nwhen\n  p0 dances\nthen\n`)).toMatch(/^f\.scen:4:6: expected an action \(summons, /);
    expect(syntaxError(`scenario R-1 "t"\ngiven\nthen\n  p1 lp 7600\n`)).toBe("f.scen:4:3: expected `expect` (a `then` section holds expectations; actions go under `when`), found `p1`");
    expect(syntaxError(`scenario R-1 "t\n`)).toBe('f.scen:1:14: expected a closing " for this card name');
    expect(syntaxError(`scenario R-1 "t"\ngiven\nthen\n  expect "Breaker the Magical Warrior" counter 2\n`)).toMatch(/^f\.scen:4:/);
    expect(syntaxError(`scenario "no id"\n`)).toMatch(/^f\.scen:1:10: expected the RULES\.md id or ruling this scenario shows/);
    expect(syntaxError(`scenario R-1 "t"\ngiven\nwhen\n`)).toBe('f.scen:1:1: expected a `then` section in scenario "t"');
    expect(syntaxError(`given\n`)).toBe("f.scen:1:1: expected `scenario <rule id> \"title\"` to begin a scenario, or `script` to begin a card script, found `given`");
    expect(syntaxError(`scenario R-1 "t"\ngiven\nthen\n  expect p0 lp 10 20\n`)).toBe("f.scen:4:19: expected the end of the line, found `20`");
  });
});
