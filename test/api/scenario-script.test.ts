/** Card scripts written in a scenario file (`script` … `end script`): they replace the pack's for the scenarios after them, and their mistakes are placed in the file. */
import { describe, expect, it } from "vitest";
import { loadPackRuntime } from "../../src/api/pack-runtime.js";
import { packScenarioOptions } from "../../src/api/scenario-board.js";
import { parseScenarioFile } from "../../src/api/scenario-parse.js";
import { runScenario } from "../../src/api/scenario-run.js";
import { ScenarioSyntaxError } from "../../src/api/scenario-syntax.js";

const rt = loadPackRuntime();
const opts = packScenarioOptions(rt);

const scenario = (script: string) => `# a file
script
card "Celtic Guardian" {
${script}
}
end script

scenario R-BAT-4 "direct attack"
given
  phase battle
  p0 monster "Celtic Guardian"
when
  p0 attacks "Celtic Guardian" -> direct
then
  expect p1 lp 6600
`;

describe("scripts in scenario files", () => {
  it("a script replaces the pack's for the scenarios after it", () => {
    const spec = parseScenarioFile(scenario("  continuous: this card gains 500 ATK."), "f.scen");
    const r = runScenario(spec.scenarios[0]!, opts);
    expect(r.failure?.message).toBe("expected p1 LP 6600, got 6100");
  });

  it("a mistake in the script fails the scenario at the script's line in the file, with its code", () => {
    const spec = parseScenarioFile(scenario("  ignition: destory this card."), "f.scen");
    const r = runScenario(spec.scenarios[0]!, opts);
    expect(r.failure?.loc.line).toBe(4);
    expect(r.failure?.message).toMatch(/^YGO1\d{3}: /);
  });

  it("an unclosed script block is a syntax error at its first line", () => {
    expect(() => parseScenarioFile("script\ncard \"Celtic Guardian\" {\n}\n", "f.scen")).toThrow(ScenarioSyntaxError);
    expect(() => parseScenarioFile("script\ncard \"Celtic Guardian\" {\n}\n", "f.scen")).toThrow("f.scen:1:1: expected `end script` to close this `script` block");
  });

  it("scripts do not leak into the pack: the next file's scenarios see the pack's script", () => {
    const plain = parseScenarioFile(scenario("  continuous: this card gains 500 ATK.").split("end script\n")[1]!, "g.scen");
    expect(runScenario(plain.scenarios[0]!, opts).failure).toBeNull();
  });
});
