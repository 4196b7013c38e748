/** The README's embedding example runs as written (its imports pointed at the sources). */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";

const root = resolve(import.meta.dirname, "..", "..");

/** The first ```ts block of the README's "Embedding" section. */
function embeddingExample(): string {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.split(/^## /m).find((s) => s.startsWith("Embedding\n"));
  if (section === undefined) throw new Error('README.md has no "## Embedding" section');
  const m = /```ts\n([\s\S]*?)```/.exec(section);
  if (m === null) throw new Error("the Embedding section has no ```ts block");
  return m[1]!;
}

const written: string[] = [];
afterEach(() => {
  for (const f of written.splice(0)) rmSync(f, { force: true });
  vi.restoreAllMocks();
});

describe("README", () => {
  it("the embedding example runs and prints the winner", async () => {
    const code = embeddingExample().replace(/from "ygo-engine"/g, `from ${JSON.stringify(pathToFileURL(join(root, "src", "index.ts")).href)}`);
    expect(code).not.toContain('"ygo-engine"');
    // Written beside this test so that vitest compiles it like any source file.
    const file = join(import.meta.dirname, `.readme-example-${process.pid}.ts`);
    writeFileSync(file, code);
    written.push(file);
    const logged: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
    await import(pathToFileURL(file).href);
    expect(logged[0]).toMatch(/^winner: player [01], turn \d+, LP \d+ \/ \d+$/);
    expect(logged[1]).toMatch(/^\d+ chain links$/);
    expect(logged[2]).toMatch(/^(Yugi|Kaiba) wins \(/);
    expect(logged[3]).toBe("true");
  });
});
