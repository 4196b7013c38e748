/**
 * Wiring a compiled pack into duels: load a pack directory, check and compile its scripts once,
 * adapt its card facts to the rules layer, and start duels and replays that record the pack's
 * version (a replay made with another pack version is refused with a clear message).
 * @module
 */
import { compilePack, type CompiledPack, type NativeRegistry, type PackStats } from "../interp/index.js";
import { replay, type ReplayRecord, type Session } from "../kernel/index.js";
import type { CardDatabase as LangCardDatabase, Diagnostic } from "../lang/index.js";
import { createRulesDuel, createRulesKernel, type CardDatabase, type CardInfo, type RulesDuel, type RulesDuelOptions, type RuleProfile } from "../rules/index.js";
import { checkPack, type SourcesCheck } from "./language.js";
import { bundledPackDir, loadPack, type Pack } from "./pack.js";

/** A pack ready to duel with: its card facts for the rules, its compiled behaviours, its version. */
export interface PackRuntime {
  readonly pack: Pack;
  readonly check: SourcesCheck;
  readonly compiled: CompiledPack;
  /** The card facts as the rules layer reads them. */
  readonly cards: CardDatabase;
  /** `name@version` of the pack: part of the ruleset version every duel records. */
  readonly version: string;
  /** Pack, checker and interpreter diagnostics together. */
  readonly diagnostics: readonly Diagnostic[];
}

/** The language's card facts as the rules layer's card database (`?` ATK/DEF read as 0). */
export function rulesCardDatabase(db: LangCardDatabase): CardDatabase {
  const cache = new Map<number, CardInfo>();
  return {
    get(code) {
      let info = cache.get(code);
      if (info !== undefined) return info;
      const f = db.byId(code);
      if (f === undefined) return undefined;
      const stat = (v: number | "?" | undefined) => (typeof v === "number" ? v : 0);
      info = { code: f.id, name: f.name, kind: f.kind, subtypes: f.subtypes, attribute: f.attribute ?? "", race: f.race ?? "", level: f.level ?? 0, atk: stat(f.atk), def: stat(f.def), ...(f.series === undefined ? {} : { series: f.series }) };
      cache.set(code, info);
      return info;
    },
  };
}

/** Loads, checks and compiles a pack (default: the bundled classic pack). Compile once per process, duel many times. */
export function loadPackRuntime(dir: string = bundledPackDir(), opts: { native?: NativeRegistry } = {}): PackRuntime {
  const pack = loadPack(dir);
  const check = checkPack(pack);
  // The check compiled the scripts already; natives replace some behaviours, so they compile again.
  const compiled = opts.native === undefined ? check.compiled : compilePack(check.cards, pack.cards, { native: opts.native });
  return {
    pack, check, compiled, cards: rulesCardDatabase(pack.cards), version: `${pack.name}@${pack.version}`,
    diagnostics: opts.native === undefined ? check.diagnostics : [...check.diagnostics.filter((d) => !d.code.startsWith("YGO4")), ...compiled.diagnostics],
  };
}

/** Compiles a pack that has been checked (what `ygo check --stats` reports). */
export function compileCheckedPack(pack: Pack, check: SourcesCheck, opts: { native?: NativeRegistry } = {}): CompiledPack {
  return compilePack(check.cards, pack.cards, opts.native === undefined ? {} : { native: opts.native });
}

/** The lines `ygo check --stats` prints for a compiled pack. */
/** How far a pack's scripts cover its pool (`pool.tsv`), per tier, and how many scripts say they are approximate. */
export interface PoolCoverage {
  readonly tiers: readonly { readonly tier: number; readonly scripted: number; readonly total: number; readonly approximate: number }[];
  /** Scripts marked `# approximate: …` (the goal is none). */
  readonly approximate: readonly string[];
}

const APPROXIMATE = /^\s*#\s*approximate:/m;

/** The pool coverage of a checked pack: a pool card counts as scripted when its script checked and compiled. */
export function poolCoverage(pack: Pack, check: SourcesCheck): PoolCoverage {
  const scripted = new Set(check.cards.map((c) => c.facts.id));
  const approximateIds = new Set<number>();
  const approximate: string[] = [];
  for (const c of check.cards) {
    const src = pack.scripts.find((s) => s.file === c.script.span.file);
    if (src !== undefined && APPROXIMATE.test(src.text)) {
      approximateIds.add(c.facts.id);
      approximate.push(c.facts.name);
    }
  }
  const byTier = new Map<number, { tier: number; scripted: number; total: number; approximate: number }>();
  for (const e of pack.pool) {
    const t = byTier.get(e.tier) ?? { tier: e.tier, scripted: 0, total: 0, approximate: 0 };
    t.total++;
    if (scripted.has(e.id)) t.scripted++;
    if (approximateIds.has(e.id)) t.approximate++;
    byTier.set(e.tier, t);
  }
  return { tiers: [...byTier.values()].sort((a, b) => a.tier - b.tier), approximate };
}

export function formatPackStats(pack: Pack, stats: PackStats, coverage?: PoolCoverage): string {
  const lines = [
    `pack ${pack.name}@${pack.version}:`,
    `  ${stats.cardsInPack} cards in pack data`,
    `  ${stats.cardsScripted} cards scripted`,
    `  ${stats.effectsCompiled} effects compiled`,
    `  ${stats.native.length} cards use the native escape hatch${stats.native.length > 0 ? `: ${stats.native.join(", ")}` : ""}`,
  ];
  if (stats.unsupported > 0) lines.push(`  ${stats.unsupported} constructs not compiled yet (YGO4001)`);
  if (coverage !== undefined) {
    lines.push(`  ${coverage.approximate.length} scripts marked approximate${coverage.approximate.length > 0 ? `: ${coverage.approximate.join(", ")}` : ""}`);
    if (coverage.tiers.length > 0) {
      const scripted = coverage.tiers.reduce((n, t) => n + t.scripted, 0);
      const total = coverage.tiers.reduce((n, t) => n + t.total, 0);
      lines.push(`  pool (pool.tsv): ${scripted}/${total} effect cards scripted (${Math.floor((100 * scripted) / Math.max(1, total))} %)`);
      for (const t of coverage.tiers) lines.push(`    tier ${t.tier}: ${t.scripted}/${t.total} scripted, ${t.approximate} approximate`);
    }
  }
  return lines.join("\n");
}

export type { PackStats } from "../interp/index.js";

/** Starts a duel with the pack's cards and behaviours; the pack version is recorded in the state. */
export function createPackDuel(rt: PackRuntime, opts: Omit<RulesDuelOptions, "cards" | "behaviours" | "version">): RulesDuel {
  return createRulesDuel({ ...opts, cards: rt.cards, behaviours: rt.compiled.behaviours, version: rt.version });
}

/**
 * Replays a record against the pack. A record made with another pack version (or profile) is
 * refused before anything runs: the same answers could mean different things.
 */
export function replayPackDuel(rt: PackRuntime, record: ReplayRecord, profile?: RuleProfile): Session {
  const rk = createRulesKernel({ cards: rt.cards, behaviours: rt.compiled.behaviours, version: rt.version, ...(profile === undefined ? {} : { profile }) });
  const running = `${rk.kernel.rules.name}@${rk.kernel.rules.version}`;
  if (record.rules !== running) {
    throw new Error(
      `this replay was recorded with ${describeRules(record.rules)}, but the loaded pack is ${describeRules(running)}; ` +
        "replaying it with a different card pack version would silently diverge, so it is refused. Load the pack version the replay was recorded with.",
    );
  }
  return replay(rk.kernel, record);
}

/** `ygo@classic@0.1.0+classic` → `card pack classic@0.1.0 (profile classic)`. */
function describeRules(rules: string): string {
  const m = /^[^@]+@(.*)\+([^+]*)$/.exec(rules);
  return m === null ? `rules ${rules}` : `card pack ${m[1]} (profile ${m[2]})`;
}
