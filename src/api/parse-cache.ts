/**
 * A cache of parsed scripts on disk, so that opening a pack does not build the parser.
 *
 * Building Chevrotain's parser costs about 0.4 s and parsing a 650-card pack another 0.2 s; a
 * duel, a simulation or a test that opens the bundled pack needs neither when the scripts have
 * not changed. The cache keeps each script's parse result (AST, syntax diagnostics, comments) under
 * a key made of the script's text, its displayed path and a fingerprint of the code that parses
 * (the lang and grammar modules and the Chevrotain version): a changed script misses and is parsed
 * again, and a changed parser misses everything. Nothing is trusted that does not match its key,
 * and a cache that cannot be read or written is simply not used: it only ever costs a parse.
 *
 * Where: `$YGO_CACHE_DIR`, else `node_modules/.cache/ygo-engine` under the package root (the folder
 * tools conventionally use for such caches); `YGO_CACHE=off` turns it off. One file per pack and
 * per module kind (`.ts` sources under the test runner, `.js` from `dist/`), each replaced whole
 * (written to a temporary file, then renamed), so concurrent processes never see half a file.
 * @module
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseScript, type ParseResult } from "../lang/index.js";
import type { ScriptSource } from "./pack.js";

/** Bumped when the file's layout changes. */
const FORMAT = 1;

/** Each entry is the JSON text of one parse result: decoded only when asked for, written back as it was. */
interface CacheFile {
  format: number;
  fingerprint: string;
  entries: Record<string, string>;
}

/** Parses scripts through the cache; `save` writes back what was parsed anew. */
export interface ParseCache {
  parse(source: ScriptSource): ParseResult;
  /** Writes the cache when something was parsed (entries only for the scripts asked for). */
  save(): void;
  readonly hits: number;
  readonly misses: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const moduleExt = fileURLToPath(import.meta.url).endsWith(".ts") ? ".ts" : ".js";

let fingerprintMemo: string | undefined;

/** A hash of the modules whose code decides what a parse returns, and of the Chevrotain release. */
export function parserFingerprint(): string {
  if (fingerprintMemo !== undefined) return fingerprintMemo;
  const h = createHash("sha256");
  for (const dir of [join(here, "..", "lang"), join(here, "..", "..", "grammar")]) {
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith(moduleExt) || name.endsWith(".d.ts")) continue;
      h.update(name).update("\0").update(readFileSync(join(dir, name))).update("\0");
    }
  }
  const chevrotain = createRequire(import.meta.url).resolve("chevrotain");
  h.update(readFileSync(join(dirname(chevrotain), "..", "..", "package.json")));
  return (fingerprintMemo = h.digest("hex"));
}

/** The folder for cache files, or undefined when caching is off. */
export function cacheDir(): string | undefined {
  if (process.env["YGO_CACHE"] === "off") return undefined;
  const set = process.env["YGO_CACHE_DIR"];
  if (set !== undefined && set !== "") return set;
  let dir = here;
  for (;;) {
    try {
      readFileSync(join(dir, "package.json"));
      return join(dir, "node_modules", ".cache", "ygo-engine");
    } catch {
      const up = dirname(dir);
      if (up === dir) return undefined;
      dir = up;
    }
  }
}

function entryKey(fingerprint: string, source: ScriptSource): string {
  return createHash("sha256").update(fingerprint).update("\0").update(source.file).update("\0").update(source.text).digest("base64url");
}

function readCache(path: string, fingerprint: string): Record<string, string> {
  try {
    const data = JSON.parse(readFileSync(path, "utf8")) as Partial<CacheFile>;
    if (data.format !== FORMAT || data.fingerprint !== fingerprint || typeof data.entries !== "object" || data.entries === null) return {};
    return data.entries;
  } catch {
    return {};
  }
}

/** Whether a cached value has the shape of a parse result (a hand-edited or truncated file must not reach the checker). */
function decode(text: unknown): ParseResult | undefined {
  if (typeof text !== "string") return undefined;
  try {
    const v = JSON.parse(text) as unknown;
    return isParseResult(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

function isParseResult(v: unknown): v is ParseResult {
  if (typeof v !== "object" || v === null) return false;
  const r = v as Partial<ParseResult>;
  return typeof r.ast === "object" && r.ast !== null && r.ast.kind === "File" && Array.isArray(r.ast.cards) && Array.isArray(r.diagnostics) && Array.isArray(r.comments);
}

/** A parse cache for the scripts of the pack in `packDir`; with caching off (or no folder), every parse is fresh. */
export function openParseCache(packDir: string | undefined): ParseCache {
  const dir = packDir === undefined ? undefined : cacheDir();
  const fingerprint = dir === undefined ? "" : parserFingerprint();
  const path = dir === undefined || packDir === undefined ? undefined : join(dir, `${createHash("sha256").update(packDir).digest("hex").slice(0, 24)}${moduleExt}.json`);
  const old = path === undefined ? {} : readCache(path, fingerprint);
  const next: Record<string, string> = {};
  let hits = 0;
  let misses = 0;
  return {
    parse(source) {
      if (path === undefined) {
        misses++;
        return parseScript(source.text, source.file);
      }
      const key = entryKey(fingerprint, source);
      const text = old[key];
      const cached = decode(text);
      if (cached !== undefined) {
        hits++;
        next[key] = text!;
        return cached;
      }
      misses++;
      const fresh = parseScript(source.text, source.file);
      next[key] = JSON.stringify(fresh);
      return fresh;
    },
    save() {
      if (path === undefined || misses === 0) return;
      const file: CacheFile = { format: FORMAT, fingerprint, entries: next };
      try {
        mkdirSync(dirname(path), { recursive: true });
        const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(tmp, JSON.stringify(file));
        renameSync(tmp, path);
      } catch {
        // A read-only install still works; it parses every time.
      }
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}
