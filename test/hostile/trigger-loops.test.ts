/**
 * #12: a loop of mandatory triggers built from card scripts ends — with the rule's outcome, or with
 * the step-budget error naming the cards whose effects kept resolving — never runs forever.
 */
import { describe, expect, it } from "vitest";
import { loadPackRuntime } from "../../src/api/pack-runtime.js";
import { packScenarioOptions } from "../../src/api/scenario-board.js";
import { parseScenarioFile } from "../../src/api/scenario-parse.js";
import { runScenario } from "../../src/api/scenario-run.js";

const opts = packScenarioOptions(loadPackRuntime());

const run = (text: string) => {
  const spec = parseScenarioFile(text, "loop.scen");
  return runScenario(spec.scenarios[0]!, opts);
};

describe("trigger loops made of scripts (R-EFF-6)", () => {
  it("two monsters that bring each other back from the graveyard forever: the step budget stops it and names both cards", () => {
    const r = run(`script
card "Celtic Guardian" {
  trigger in graveyard when "Beaver Warrior" is special summoned: special summon this card in attack position.
  trigger when this card is special summoned: send this card to the graveyard.
}
end script

script
card "Beaver Warrior" {
  trigger in graveyard when "Celtic Guardian" is special summoned: special summon this card in attack position.
  trigger when this card is special summoned: send this card to the graveyard.
}
end script

scenario R-EFF-6 "an endless loop"
given
  p0 hand "Monster Reborn"
  p0 graveyard "Celtic Guardian"
  p1 graveyard "Beaver Warrior"
when
  p0 activates "Monster Reborn"
  p0 chooses "Celtic Guardian"
  pass until p0 is asked
  p0 chooses "attack position"
then
  expect p0 lp 8000
`);
    // It fails at the answer that set the loop going, as an engine error, not a hang.
    expect(r.failure?.loc.line).toBe(24);
    expect(r.failure?.message).toMatch(/step budget of \d+ exceeded/);
    expect(r.failure?.message).toMatch(/the chain kept resolving effects of (Beaver Warrior|Celtic Guardian) ×\d+, (Beaver Warrior|Celtic Guardian) ×\d+/);
  });

  it("two monsters that burn their own player each time the other's player takes damage: the loop ends when a player reaches 0 LP", () => {
    const r = run(`script
card "Celtic Guardian" {
  trigger when your opponent takes effect damage: inflict 1000 damage to you.
}
end script

script
card "Beaver Warrior" {
  trigger when your opponent takes effect damage: inflict 1000 damage to you.
}
end script

scenario R-DUEL-2 "a loop that ends"
given
  p0 hand "Hinotama"
  p0 monster "Celtic Guardian"
  p1 monster "Beaver Warrior"
when
  p0 activates "Hinotama"
  pass until duel ends
then
  expect winner p1
  expect p0 lp 0
  expect p1 lp 500
`);
    expect(r.failure).toBeNull();
  });
});
