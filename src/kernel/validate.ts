/**
 * The full shape check behind {@link restore}: every field's type and range, cross-references
 * (card ids, zone lists, chain links, effects, the prompt) — one pass, no allocation beyond one
 * array of flags, so that restoring stays cheap. Reports the path of the first problem.
 * @module
 */
import type { Ruleset } from "./ruleset.js";

/** What {@link restore} can check against when it is given the ruleset: its zone and phase lists. */
export type RestoreRules = Pick<Ruleset, "zones" | "phases" | "checkState">;

/** A shape problem at `path` (thrown by the checks below, turned into a `RestoreError` by restore). */
export class ShapeProblem {
  constructor(readonly path: string, readonly expected: string, readonly got: unknown) {}
  get message(): string {
    let shown: string;
    try {
      shown = this.got === undefined ? "nothing" : JSON.stringify(this.got);
    } catch {
      shown = String(this.got);
    }
    if (shown.length > 60) shown = shown.slice(0, 57) + "...";
    return `${this.path}: expected ${this.expected}, got ${shown}`;
  }
}

type Obj = Record<string, unknown>;

const TOP_LISTS = ["rng", "players", "cards", "zones", "chain", "effects", "recent", "stack"] as const;

function fail(path: string, expected: string, got: unknown): never {
  throw new ShapeProblem(path, expected, got);
}

function obj(v: unknown, path: string): Obj {
  if (v === null || typeof v !== "object" || Array.isArray(v)) fail(path, "an object", v);
  return v as Obj;
}

function list(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) fail(path, "a list", v);
  return v;
}

function int(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
    fail(path, max === Number.MAX_SAFE_INTEGER ? (min === Number.MIN_SAFE_INTEGER ? "an integer" : `an integer >= ${min}`) : `an integer ${min}..${max}`, v);
  }
  return v;
}

const ANY = Number.MIN_SAFE_INTEGER;
const BIG = Number.MAX_SAFE_INTEGER;

function num(v: unknown, path: string): number {
  if (typeof v !== "number" || !Number.isFinite(v)) fail(path, "a finite number", v);
  return v;
}

function bool(v: unknown, path: string): boolean {
  if (typeof v !== "boolean") fail(path, "true or false", v);
  return v;
}

function str(v: unknown, path: string): string {
  if (typeof v !== "string") fail(path, "a string", v);
  return v;
}

function player(v: unknown, path: string): number {
  if (v !== 0 && v !== 1) fail(path, "a player 0 or 1", v);
  return v;
}

function numRecord(v: unknown, path: string): void {
  const o = obj(v, path);
  for (const k in o) num(o[k], `${path}.${k}`);
}

function event(v: unknown, path: string): void {
  str(obj(v, path)["type"], `${path}.type`);
}

/**
 * Checks that `v` is a complete, consistent duel state (format 1), filling in the fields older
 * states lack (`last`, `marks`, `answered`). Throws a {@link ShapeProblem} at the first problem.
 */
export function validateState(v: unknown, rules?: RestoreRules): void {
  const s = obj(v, "state");
  if (s["format"] !== 1) fail("format", "1 (this kernel reads format 1)", s["format"]);
  for (const key of TOP_LISTS) list(s[key], key);
  str(s["rules"], "rules");
  const rng = list(s["rng"], "rng");
  if (rng.length !== 4) fail("rng", "a list of 4 numbers", rng);
  for (let i = 0; i < 4; i++) int(rng[i], `rng[${i}]`, 0, 0xffffffff);
  const turn = int(s["turn"], "turn", 0, BIG);
  player(s["turnPlayer"], "turnPlayer");
  const phases = rules === undefined ? BIG : rules.phases.length - 1;
  const phase = int(s["phase"], "phase", -1, phases);
  const steps = rules === undefined || phase < 0 ? BIG : (rules.phases[phase]!.steps?.length ?? 0) - 1;
  int(s["step"], "step", -1, steps);
  void turn;
  const clock = int(s["clock"], "clock", 0, BIG);
  int(s["events"], "events", 0, BIG);
  int(s["moment"], "moment", 0, BIG);
  int(s["result"], "result", -1, 2);
  numRecord(s["vars"], "vars");

  const players = list(s["players"], "players");
  if (players.length !== 2) fail("players", "a list of 2 players", players.length);
  for (let i = 0; i < 2; i++) {
    const p = obj(players[i], `players[${i}]`);
    num(p["lp"], `players[${i}].lp`);
    numRecord(p["vars"], `players[${i}].vars`);
  }

  // Zones: rules' count when known, else the state's own (an even number of lists).
  const zones = list(s["zones"], "zones");
  if (rules !== undefined) {
    if (zones.length !== rules.zones.length * 2) fail("zones", `${rules.zones.length * 2} zone lists (2 players × ${rules.zones.length} zones)`, zones.length);
  } else if (zones.length === 0 || zones.length % 2 !== 0) fail("zones", "a non-empty, even number of zone lists", zones.length);
  const zoneCount = zones.length / 2;

  const cards = list(s["cards"], "cards");
  const n = cards.length;
  for (let i = 0; i < n; i++) {
    const path = `cards[${i}]`;
    const c = obj(cards[i], path);
    if (c["id"] !== i) fail(`${path}.id`, `${i} (its index)`, c["id"]);
    int(c["code"], `${path}.code`, ANY, BIG);
    player(c["owner"], `${path}.owner`);
    player(c["ctrl"], `${path}.ctrl`);
    int(c["zone"], `${path}.zone`, 0, zoneCount - 1);
    bool(c["faceUp"], `${path}.faceUp`);
    int(c["pos"], `${path}.pos`, ANY, BIG);
    numRecord(c["counters"], `${path}.counters`);
    int(c["flags"], `${path}.flags`, ANY, BIG);
    int(c["arrived"], `${path}.arrived`, 0, BIG);
    int(c["stamp"], `${path}.stamp`, 0, clock);
    int(c["placed"], `${path}.placed`, 0, clock);
  }
  // Each card in exactly one zone list: the one its ctrl and zone say.
  const placed = new Uint8Array(n);
  for (let z = 0; z < zones.length; z++) {
    const path = `zones[${z}]`;
    const ids = list(zones[z], path);
    for (let j = 0; j < ids.length; j++) {
      const id = int(ids[j], `${path}[${j}]`, 0, n - 1);
      if (placed[id] !== 0) fail(`${path}[${j}]`, `a card not listed in another zone (card ${id} is listed twice)`, id);
      placed[id] = 1;
      const c = cards[id] as Obj;
      const at = (c["ctrl"] as number) * zoneCount + (c["zone"] as number);
      if (at !== z) fail(`${path}[${j}]`, `a card of this zone (card ${id} says player ${c["ctrl"]}, zone ${c["zone"]}: list ${at})`, id);
    }
  }
  for (let i = 0; i < n; i++) if (placed[i] === 0) fail(`cards[${i}]`, "a card listed in its zone", `card ${i} in no zone list`);

  const chain = list(s["chain"], "chain");
  for (let i = 0; i < chain.length; i++) {
    const path = `chain[${i}]`;
    const l = obj(chain[i], path);
    int(l["card"], `${path}.card`, 0, n - 1);
    int(l["stamp"], `${path}.stamp`, 0, clock);
    int(l["eff"], `${path}.eff`, ANY, BIG);
    player(l["player"], `${path}.player`);
    int(l["speed"], `${path}.speed`, ANY, BIG);
    const targets = list(l["targets"], `${path}.targets`);
    const stamps = list(l["targetStamps"], `${path}.targetStamps`);
    if (stamps.length !== targets.length) fail(`${path}.targetStamps`, `${targets.length} stamps (one per target)`, stamps.length);
    for (let j = 0; j < targets.length; j++) {
      int(targets[j], `${path}.targets[${j}]`, 0, n - 1);
      int(stamps[j], `${path}.targetStamps[${j}]`, 0, clock);
    }
    obj(l["bind"], `${path}.bind`);
    int(l["neg"], `${path}.neg`, 0, 2);
    if (l["cause"] !== null) event(l["cause"], `${path}.cause`);
  }

  const effects = list(s["effects"], "effects");
  for (let i = 0; i < effects.length; i++) {
    const path = `effects[${i}]`;
    const e = obj(effects[i], path);
    int(e["id"], `${path}.id`, 0, BIG);
    int(e["source"], `${path}.source`, -1, n - 1);
    int(e["sourceStamp"], `${path}.sourceStamp`, ANY, clock);
    int(e["eff"], `${path}.eff`, ANY, BIG);
    int(e["target"], `${path}.target`, -1, n - 1);
    int(e["targetStamp"], `${path}.targetStamp`, ANY, clock);
    bool(e["tiedToSource"], `${path}.tiedToSource`);
    const bound = list(e["bound"], `${path}.bound`);
    for (let j = 0; j < bound.length; j++) num(bound[j], `${path}.bound[${j}]`);
    int(e["expires"], `${path}.expires`, -1, BIG);
  }

  const recent = list(s["recent"], "recent");
  for (let i = 0; i < recent.length; i++) {
    const r = obj(recent[i], `recent[${i}]`);
    event(r["event"], `recent[${i}].event`);
    int(r["moment"], `recent[${i}].moment`, 0, BIG);
  }
  // States saved before `last`, `marks` or `answered` existed restore with defaults.
  if (s["last"] === undefined) s["last"] = [];
  const last = list(s["last"], "last");
  for (let i = 0; i < last.length; i++) event(last[i], `last[${i}]`);
  if (s["marks"] === undefined) s["marks"] = [];
  const marks = list(s["marks"], "marks");
  for (let i = 0; i < marks.length; i++) num(marks[i], `marks[${i}]`);

  const stack = list(s["stack"], "stack");
  for (let i = 0; i < stack.length; i++) str(obj(stack[i], `stack[${i}]`)["t"], `stack[${i}].t`);

  const prompt = s["prompt"];
  if (s["answered"] === undefined) {
    const seq = prompt !== null && typeof prompt === "object" ? (prompt as Obj)["seq"] : undefined;
    s["answered"] = typeof seq === "number" && Number.isInteger(seq) && seq >= 1 ? seq - 1 : 0;
  }
  const answered = int(s["answered"], "answered", 0, BIG);
  if (prompt !== null) {
    const p = obj(prompt, "prompt");
    if (p["seq"] !== undefined && p["seq"] !== answered + 1) fail("prompt.seq", `${answered + 1} (answered + 1)`, p["seq"]);
    player(p["player"], "prompt.player");
    str(p["kind"], "prompt.kind");
    const options = list(p["options"], "prompt.options");
    for (let i = 0; i < options.length; i++) {
      const path = `prompt.options[${i}]`;
      const o = obj(options[i], path);
      str(o["kind"], `${path}.kind`);
      if (o["card"] !== undefined) int(o["card"], `${path}.card`, 0, n - 1);
      if (o["player"] !== undefined) player(o["player"], `${path}.player`);
    }
    const min = int(p["min"], "prompt.min", 0, options.length);
    int(p["max"], "prompt.max", min, BIG);
    bool(p["ordered"], "prompt.ordered");
    const ctx = obj(p["context"], "prompt.context");
    if (ctx["card"] !== undefined) int(ctx["card"], "prompt.context.card", -1, n - 1);
  }
}
