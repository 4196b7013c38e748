/**
 * `ygo play` through the built CLI (bin/ygo.js), answers piped into stdin: played to the end by
 * typing numbers, bad input answered with a reason and the same prompt, nothing hidden shown.
 * Needs `npm run build` (as the other spawned-CLI tests do).
 */
import { spawn, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const BIN = new URL("../../bin/ygo.js", import.meta.url).pathname;

function play(input: string, ...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, "play", ...args], { input, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/**
 * Runs `ygo play` interactively: each time the output ends with a prompt's last line, `answer`
 * gets the number of options, the number of picks wanted and the prompt count, and its line is typed.
 */
function drive(args: string[], answer: (options: number, min: number, n: number) => string): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, "play", ...args], { env: { ...process.env, NO_COLOR: "1" } });
    let out = "";
    let n = 0;
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
      const m = /\n((?: {2}\d+\. [^\n]*\n)+)Type (a number|(\d+)(?: to \d+)? numbers?[^\n]*):\n$/.exec(out);
      if (m === null) return;
      const options = m[1]!.trimEnd().split("\n").length;
      const min = m[2] === "a number" ? 1 : Number(m[3]);
      child.stdin.write(answer(options, min, n++) + "\n");
    });
    child.on("error", fail);
    child.on("close", (code) => done({ code, out }));
  });
}

describe("ygo play", () => {
  it("can be played to the end by typing numbers: always 1", () => {
    const r = play("1\n".repeat(5000), "--seed", "3", "--ai", "greedy");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out.trimEnd().split("\n").at(-1)).toMatch(/^Winner: (Yugi \(you\)|Kaiba \(AI\))$/);
  });

  it("can be driven by a program reading the prompts: a scripted choice per prompt, against the random AI", async () => {
    const r = await drive(["--seed", "5", "--ai", "random", "--as", "kaiba"], (options, min, n) => {
      // Cycle through the offered options for single picks; take the first `min` for multi-picks.
      if (min === 1 && options > 0) return String((n % options) + 1);
      return Array.from({ length: min }, (_, i) => i + 1).join(" ");
    });
    expect(r.out).toContain("Kaiba (you) vs Yugi (AI)");
    expect(r.out).not.toContain("✗");
    expect(r.out.trimEnd().split("\n").at(-1)).toMatch(/^(Winner: .*|The duel ended in a draw\.)$/);
    expect(r.code).toBe(0);
  });

  it("answers bad input with a reason and the same prompt again", () => {
    const r = play("x\n99\n\nq\n", "--seed", "3");
    const prompt = "you choose who goes first:\n  1. go first\n  2. go second\nType a number:";
    expect(r.out).toContain(`> x\n✗ "x" is not a number; type the number of an option (1 to 2)\n\n${prompt}\n> 99\n✗ there is no option 99; type a number from 1 to 2\n\n${prompt}\n> \n✗ pick 1 option, you typed 0\n\n${prompt}\n> q\nYou left the duel.`);
    expect(r.code).toBe(0);
  });

  it("shows the human's hand but never the opponent's hand or face-down cards", () => {
    const r = play("1\n1\n", "--seed", "3");
    const board = r.out.split("── Turn 1 ·")[1] ?? "";
    expect(board).toMatch(/Yugi \(you\)[^\n]*hand 6/);
    expect(board).toMatch(/\n {2}hand {6}: \S/);
    // the opponent's side lists counts only
    expect(board.split("Yugi (you)")[0]).not.toMatch(/hand {6}:/);
  });

  it("ends with exit 1 when the input ends before the duel", () => {
    const r = play("1\n", "--seed", "3");
    expect(r.code).toBe(1);
    expect(r.out).toContain("The input ended before the duel did.");
  });

  it("rejects an unknown AI or deck name as a usage error", () => {
    expect(play("", "--ai", "clever").code).toBe(2);
    const r = play("", "--as", "joey");
    expect(r.code).toBe(2);
    expect(r.err).toBe('ygo play: --as takes yugi or kaiba, got "joey"\n');
  });
});
