/**
 * Reading script packs from disk: `pack.json`, `cards.tsv`, `scripts/**\/*.ygo`. The lang layer
 * stays pure (text in, results out); this is the only place that touches the file system for it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { diagnose } from "../lang/catalogue.js";
import { indexCards, parseCardData, type CardDatabase } from "../lang/carddata.js";
import type { Diagnostic } from "../lang/diagnostic.js";
import { NO_SPAN, type Span } from "../lang/span.js";

/** A script file as read from disk. */
export interface ScriptSource {
  /** The path diagnostics show: relative to the working directory when inside it. */
  file: string;
  /** Absolute path, for rewriting the file. */
  path: string;
  text: string;
}

/** A pack loaded from a directory. */
export interface Pack {
  dir: string;
  name: string;
  version: string;
  cards: CardDatabase;
  /** Path shown for the card data, and its text (for code frames of YGO3xxx diagnostics). */
  cardsFile: string;
  cardsText: string;
  scripts: ScriptSource[];
  /**
   * The pack's card pool in the order to script it (`pool.tsv`: tier, id, name, kind, subtypes), when
   * the pack has one: what `ygo check --stats` measures the scripts against.
   */
  pool: PoolEntry[];
  /** Problems with the manifest or the card data. */
  diagnostics: Diagnostic[];
}

/** One effect card of a pack's pool (`pool.tsv`). */
export interface PoolEntry {
  readonly tier: number;
  readonly id: number;
  readonly name: string;
}

/** Reads `pool.tsv`: a header line, then `tier id name kind subtypes` rows (only the first three are read). */
function readPool(text: string, file: string, diagnostics: Diagnostic[]): PoolEntry[] {
  const out: PoolEntry[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === "") return;
    const cells = line.split("\t");
    const span: Span = { file, start: { line: i + 1, column: 1, offset: 0 }, end: { line: i + 1, column: line.length + 1, offset: 0 } };
    if (cells.length < 3) return void diagnostics.push(diagnose("YGO3002", span, [5, cells.length]));
    const [tier, id, name] = cells as [string, string, string];
    for (const [col, v] of [["tier", tier], ["id", id]] as const) if (!/^\d+$/.test(v)) return void diagnostics.push(diagnose("YGO3003", span, [col, v], { expected: "a whole number" }));
    out.push({ tier: Number(tier), id: Number(id), name });
  });
  return out;
}

/** Whether a directory is a pack (has a pack.json). */
export function isPackDir(dir: string): boolean {
  return existsSync(join(dir, "pack.json")) && statSync(dir).isDirectory();
}

/** How paths appear in diagnostics: relative to the working directory when below it, with `/`. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  const shown = rel === "" || rel.startsWith("..") ? path : rel;
  return shown.split(sep).join("/");
}

function fileSpan(file: string): Span {
  return { ...NO_SPAN, file };
}

/** Loads a pack directory. Never throws for a malformed pack: problems come back as diagnostics. */
export function loadPack(dir: string): Pack {
  const abs = resolve(dir);
  const diagnostics: Diagnostic[] = [];
  const manifestPath = join(abs, "pack.json");
  let name = displayPath(abs);
  let version = "0.0.0";
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as unknown;
    if (typeof manifest !== "object" || manifest === null) throw new Error("is not a JSON object");
    const m = manifest as { name?: unknown; version?: unknown };
    if (typeof m.name === "string") name = m.name;
    else diagnostics.push(diagnose("YGO3020", fileSpan(displayPath(manifestPath)), ['has no "name" string']));
    if (typeof m.version === "string") version = m.version;
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code === "ENOENT" ? "is missing" : `cannot be read: ${(err as Error).message}`;
    diagnostics.push(diagnose("YGO3020", fileSpan(displayPath(manifestPath)), [why]));
  }
  const cardsPath = join(abs, "cards.tsv");
  const cardsFile = displayPath(cardsPath);
  let cardsText = "";
  let cards = indexCards([]);
  if (existsSync(cardsPath)) {
    cardsText = readFileSync(cardsPath, "utf8");
    const parsed = parseCardData(cardsText, cardsFile);
    cards = parsed.db;
    diagnostics.push(...parsed.diagnostics);
  } else {
    diagnostics.push(diagnose("YGO3021", fileSpan(cardsFile)));
  }
  const scriptsDir = join(abs, "scripts");
  const scripts = existsSync(scriptsDir) ? readScripts(findScriptFiles([scriptsDir])) : [];
  const poolPath = join(abs, "pool.tsv");
  const pool = existsSync(poolPath) ? readPool(readFileSync(poolPath, "utf8"), displayPath(poolPath), diagnostics) : [];
  return { dir: abs, name, version, cards, cardsFile, cardsText, scripts, pool, diagnostics };
}

/** Every `.ygo` file under the given files and folders, sorted, each once. */
export function findScriptFiles(paths: readonly string[]): string[] {
  const found = new Set<string>();
  const walk = (p: string): void => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name.startsWith(".") || name === "node_modules") continue;
        const child = join(p, name);
        if (statSync(child).isDirectory() || name.endsWith(".ygo")) walk(child);
      }
    } else {
      found.add(resolve(p));
    }
  };
  for (const p of paths) walk(p);
  return [...found].sort();
}

/** Reads script files as they are on disk (UTF-8). */
export function readScripts(paths: readonly string[]): ScriptSource[] {
  return paths.map((path) => ({ file: displayPath(path), path, text: readFileSync(path, "utf8") }));
}

/**
 * The pack shipped with the package (`cards/classic`), found from this module's location so it
 * works from the sources (tests) and from `dist/` (the installed CLI).
 */
export function bundledPackDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "cards", "classic");
    if (existsSync(join(dir, "package.json")) && existsSync(join(candidate, "pack.json"))) return candidate;
    const up = dirname(dir);
    if (up === dir) throw new Error("the bundled pack cards/classic was not found above " + fileURLToPath(import.meta.url));
    dir = up;
  }
}
