/**
 * `npm run bench`: every benchmark of issue #7, printed as a Markdown table (figure, value,
 * target, met, note, command) with the machine, and written to `dist/bench/results.json`.
 *
 * Options: `--only language,startup,duels,state,latency,scaling` (a subset), `--quick` (fewer runs, for a
 * smoke check; not for BENCHMARKS.md), `--json <file>` (where to write the results).
 * @module
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { machine, repoRoot, type Figure } from "./common.js";
import { benchDuels } from "./duels.js";
import { benchLanguage } from "./language.js";
import { benchLatency } from "./latency.js";
import { benchScaling } from "./scaling.js";
import { benchStartup } from "./startup.js";
import { benchState } from "./state.js";

const ALL = ["language", "startup", "duels", "state", "latency", "scaling"] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: "string" }, quick: { type: "boolean" }, json: { type: "string" } } });
  const only = values.only === undefined ? [...ALL] : values.only.split(",").map((s) => s.trim());
  for (const o of only) if (!(ALL as readonly string[]).includes(o)) throw new Error(`unknown benchmark "${o}" (known: ${ALL.join(", ")})`);
  const quick = values.quick === true;
  const m = machine();
  const figures: Figure[] = [];
  const log = (s: string): void => void process.stderr.write(s + "\n");
  const load0 = loadavg()[0]!;
  log(`machine: ${m.cpu}, ${m.cores} cores, ${m.memGb} GB, Node ${m.node}, ${m.os}, load average ${load0.toFixed(1)}`);
  for (const name of only) {
    const t0 = performance.now();
    log(`running ${name}…`);
    if (name === "language") figures.push(...benchLanguage({ runs: quick ? 3 : 15, cliRuns: quick ? 2 : 7 }));
    if (name === "startup") figures.push(...(await benchStartup({ runs: quick ? 3 : 11 })));
    if (name === "duels") figures.push(...benchDuels({ games: quick ? 30 : 200, runs: quick ? 1 : 5 }).figures);
    if (name === "state") figures.push(...benchState({ states: quick ? 20 : 100, live: quick ? 200 : 1000 }));
    if (name === "latency") figures.push(...benchLatency({ games: quick ? 20 : 200 }));
    if (name === "scaling") figures.push(...(await benchScaling({ games: quick ? 40 : 200, runs: quick ? 1 : 3 })));
    log(`  ${name} took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const rows = figures.map((f) => `| ${f.name} | ${f.value} | ${f.target || "—"} | ${f.met === undefined ? "" : f.met ? "yes" : "**no**"} | ${f.note ?? ""} | \`${f.command ?? ""}\` |`);
  const load = `load average ${load0.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end`;
  console.log(`Machine: ${m.cpu} (${m.cores} cores), ${m.memGb} GB RAM, Node ${m.node}, ${m.os}; ${load}${quick ? " — QUICK RUN, not for BENCHMARKS.md" : ""}\n`);
  console.log("| figure | value | target | met | note | command |\n|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
  const out = values.json ?? join(repoRoot(), "dist", "bench", "results.json");
  writeFileSync(out, JSON.stringify({ machine: m, load, date: new Date().toISOString(), quick, figures }, null, 2) + "\n");
  log(`results written to ${out}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
});
