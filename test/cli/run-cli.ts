/** Running the `ygo` command in-process with its output captured, and temporary folders for it. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

/** Runs `ygo <args>` through `main()`: the exit code and what went to stdout and stderr. */
export async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIo = { out: (t) => void (out += t), err: (t) => void (err += t), color: false };
  const code = await main(["node", "ygo", ...args], io);
  return { code, out, err };
}

/** A factory of temporary folders, each removed after the test that made it. */
export function tempDirs(prefix: string): () => string {
  const temps: string[] = [];
  afterEach(() => {
    for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    temps.push(d);
    return d;
  };
}
