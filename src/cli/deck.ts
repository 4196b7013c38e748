/**
 * `ygo deck check <file.ydk> [--banlist f] [--pack dir]`: every problem of a deck at once — the deck
 * rules (R-DECK-1..3, R-DECK-4: all violations, not the first), and each effect card the pack has no
 * script for (it would play without its effects). Exit 0 when it is legal and fully scripted.
 */
import { existsSync } from "node:fs";
import { DeckFileError, checkDeck, loadBanlist, loadDeck, openPack, unscriptedCards } from "../api/index.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from "./io.js";

export interface DeckCheckOptions {
  banlist?: string;
  pack?: string;
}


export function runDeckCheck(file: string, opts: DeckCheckOptions, io: CliIo): number {
  for (const [what, path] of [["deck file", file], ["banlist", opts.banlist], ["pack directory", opts.pack]] as const) {
    if (path !== undefined && !existsSync(path)) {
      io.err(`ygo deck check: no such ${what}: ${path}\n`);
      return EXIT_USAGE;
    }
  }
  try {
    const d = loadDeck(file);
    const pack = openPack(opts.pack);
    const banlist = opts.banlist === undefined ? undefined : loadBanlist(opts.banlist);
    const problems = checkDeck(d, { pack, ...(banlist === undefined ? {} : { banlist }) }).map((v) => v.message);
    const missing = unscriptedCards(d, pack);
    for (const p of problems) io.out(`${file}: ${p}\n`);
    if (missing.length > 0) io.out(`${file}: ${missing.length} effect card(s) have no script in ${pack.id}, they would play without their effects: ${missing.join(", ")}\n`);
    const size = `${d.main.length} main, ${d.extra.length} extra, ${d.side.length} side`;
    io.out(problems.length === 0 && missing.length === 0 ? `${file}: legal${banlist === undefined ? "" : ` on ${opts.banlist}`} and every effect card scripted (${size})\n` : `${file}: ${problems.length} rule problem(s), ${missing.length} unscripted card(s) (${size})\n`);
    return problems.length === 0 && missing.length === 0 ? EXIT_OK : EXIT_FAILED;
  } catch (err) {
    if (err instanceof DeckFileError) {
      io.err(`ygo deck check: ${err.message}\n`);
      return EXIT_FAILED;
    }
    throw err;
  }
}
