/**
 * The construct reference of grammar/README.md ("What runs where"), written from the records —
 * verbs (verbs.ts), restrictions and permissions (restrictions.ts), events and conditions
 * (events.ts) — so the author's reference says exactly what the checker accepts and the
 * interpreter runs. `test/lang/reference.test.ts` keeps the README's copy in step.
 * @module
 */
import type * as A from "./ast.js";
import { CONDITIONS, EVENTS } from "./events.js";
import { PERMISSIONS, RESTRICTIONS } from "./restrictions.js";
import { ACTION_PLACES, VERBS, type ActionPlace, type VerbRecord } from "./verbs.js";

export const REFERENCE_BEGIN = "<!-- constructs: generated from the records (src/lang/reference.ts); do not edit by hand -->";
export const REFERENCE_END = "<!-- constructs: end -->";

const PLACE_HEAD: Record<ActionPlace, string> = { effect: "as an action", cost: "as a cost", statement: "as a statement" };

const code = (s: string): string => `\`${s.replace(/\|/g, "\\|")}\``;
const cell = (s: string): string => s.replace(/\|/g, "\\|");

/** Where a verb runs, for one place: every shape, some shapes, or none. */
function placeCell(r: VerbRecord<A.Action>, place: ActionPlace): string {
  const runs = r.runs[place];
  if (runs === undefined) return place === "cost" && r.cost === undefined ? "—" : "no";
  if (r.variants.length === 1 && r.variants[0] === "") return "yes";
  const not = r.variants.filter((v) => !runs.includes(v));
  if (not.length === 0) return "yes";
  if (runs.length === 0) return "not yet";
  return `yes, not yet: ${not.map(code).join(", ")}`;
}

export function constructReference(): string {
  const out: string[] = [REFERENCE_BEGIN, "", "## What runs where", ""];
  out.push(
    "Every construct the checker accepts runs, and a scenario shows it (`test/lang/soundness.test.ts`).",
    "A verb stands as an effect's action, as a cost, or as a statement of a continuous effect (what holds",
    "while it applies). `no`, or a shape marked *not yet*, is refused by `ygo check` where it stands",
    "(YGO2080); `—` under costs: the verb is not something a player pays (YGO2039). Statements such as",
    "`you control …` only hold while a continuous effect applies and are refused elsewhere (YGO2042).",
    "",
    `| verb | forms | what it does | ${ACTION_PLACES.map((p) => PLACE_HEAD[p]).join(" | ")} |`,
    `|---|---|---|${ACTION_PLACES.map(() => "---").join("|")}|`,
  );
  for (const [, rec] of Object.entries(VERBS) as [string, VerbRecord<A.Action>][]) {
    out.push(`| ${cell(rec.name)} | ${rec.forms.map(code).join("<br>")} | ${cell(rec.summary)} | ${ACTION_PLACES.map((p) => placeCell(rec, p)).join(" | ")} |`);
  }
  out.push("", "**Restrictions** (`<subject> cannot …`) and **permissions** (`<subject> can …`), with what they are about:", "");
  out.push("| | words | about | meaning |", "|---|---|---|---|");
  for (const r of Object.values(RESTRICTIONS)) out.push(`| cannot | ${code(r.word)} | ${r.subjects.map((s) => (s === "card" ? "cards" : "a player")).join(", ")} | ${cell(r.summary)} |`);
  for (const p of Object.values(PERMISSIONS)) out.push(`| can | ${code(p.word)} | ${p.subjects.map((s) => (s === "card" ? "cards" : "a player")).join(", ")} | ${cell(p.summary)} |`);
  out.push("", "**Events** (after `when`, `if`, or `during` for a phase):", "", "| event | forms | meaning |", "|---|---|---|");
  for (const [k, d] of Object.entries(EVENTS)) out.push(`| ${k} | ${d.forms.map(code).join("<br>")} | ${cell(d.summary)} |`);
  out.push("", "**Conditions** (after `while`, or in `if …,`):", "", "| condition | forms | meaning |", "|---|---|---|");
  for (const [k, d] of Object.entries(CONDITIONS)) out.push(`| ${k} | ${d.forms.map(code).join("<br>")} | ${cell(d.summary)} |`);
  out.push("", REFERENCE_END);
  return out.join("\n");
}
