/**
 * `ygo duel`: two AI players duel, seeded; prints a readable turn-by-turn log and the winner (or
 * the event stream as JSON lines). `--record` saves what replays the duel, `--replay` replays it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import {
  AI_KINDS,
  DeckFileError,
  DuelLog,
  bundledDeck,
  checkDeck,
  createDuel,
  createPlayer,
  getProfile,
  isAiKind,
  loadBanlist,
  loadDeck,
  openPack,
  playDuel,
  replayDuel,
  unscriptedCards,
  type AiKind,
  type Banlist,
  type Duel,
  type DuelPack,
  type DuelRecord,
  type NamedDeck,
  type RuleProfile,
} from "../api/index.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from "./io.js";

/** Options of `ygo duel`. */
export interface DuelOptions {
  seed?: string;
  deck?: string[];
  ai?: string;
  json?: boolean;
  /** `--view p0|p1`: the JSON events as that player may see them (hidden cards masked). */
  view?: string;
  record?: string;
  replay?: string;
  profile?: string;
  pack?: string;
  banlist?: string;
  allowUnscripted?: boolean;
}

/** The names the bundled decks play under in logs. */
const DECK_PLAYERS: Readonly<Record<string, string>> = { "starter-yugi": "Yugi", "starter-kaiba": "Kaiba" };


/** Parses `--ai a,b` (one name for both is allowed). */
export function parseAis(text: string): [AiKind, AiKind] {
  const parts = text.split(",").map((s) => s.trim());
  if (parts.length === 1) parts.push(parts[0]!);
  if (parts.length !== 2) throw new UsageError(`--ai takes one or two names separated by a comma, got "${text}"`);
  for (const p of parts) if (!isAiKind(p)) throw new UsageError(`unknown AI "${p}" (choose from ${AI_KINDS.join(", ")})`);
  return parts as [AiKind, AiKind];
}

/** Parses `--seed`: an integer, or any other text (hashed into a seed). */
export function parseSeed(text: string): number | string {
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** The profile named by `--profile`. */
export function parseProfile(name: string): RuleProfile {
  const p = getProfile(name);
  if (p === undefined) throw new UsageError(`unknown profile "${name}" (classic or modern)`);
  return p;
}

/** The two decks of `--deck` (none: the bundled starter decks) with the names their players go by. */
export function resolveDecks(paths: readonly string[]): { decks: [NamedDeck, NamedDeck]; names: [string, string] } {
  if (paths.length !== 0 && paths.length !== 2) throw new UsageError(`give --deck twice (one deck per player) or not at all; got ${paths.length}`);
  const decks: [NamedDeck, NamedDeck] = paths.length === 0 ? [bundledDeck("starter-yugi"), bundledDeck("starter-kaiba")] : [loadDeck(paths[0]!), loadDeck(paths[1]!)];
  return { decks, names: playerNames(decks[0].name, decks[1].name) };
}

/** Player names from deck names; two equal names are told apart. */
export function playerNames(a: string, b: string): [string, string] {
  const na = DECK_PLAYERS[a] ?? a;
  const nb = DECK_PLAYERS[b] ?? b;
  return na === nb ? [`${na} (1)`, `${nb} (2)`] : [na, nb];
}

/**
 * Effect cards without a script in either deck: refused lines, or (allowed) warning lines, each
 * naming the deck and every such card.
 */
export function unscriptedLines(decks: readonly NamedDeck[], names: readonly string[], pack: DuelPack): string[] {
  const out: string[] = [];
  decks.forEach((d, i) => {
    const missing = unscriptedCards(d, pack);
    if (missing.length > 0) out.push(`${names[i]}'s deck (${d.name}): ${missing.length} effect card(s) have no script in ${pack.id}: ${missing.join(", ")}`);
  });
  return out;
}

/** Prints the unscripted cards of the decks: an error unless allowed (then a warning); true when the duel may go on. */
export function reportUnscripted(cmd: string, decks: readonly NamedDeck[], names: readonly string[], pack: DuelPack, allow: boolean, io: CliIo): boolean {
  const lines = unscriptedLines(decks, names, pack);
  if (lines.length === 0) return true;
  if (allow) {
    io.err(lines.map((l) => `ygo ${cmd}: warning: ${l}; they play without their effects\n`).join(""));
    return true;
  }
  io.err(lines.map((l) => `ygo ${cmd}: ${l}\n`).join("") + `ygo ${cmd}: such cards would play without their effects; pass --allow-unscripted to play anyway\n`);
  return false;
}

/** Deck problems as lines, or an empty list when both decks are legal. */
export function deckProblems(decks: readonly NamedDeck[], names: readonly string[], pack: DuelPack, profile: RuleProfile, banlist?: Banlist): string[] {
  const out: string[] = [];
  decks.forEach((d, i) => {
    for (const v of checkDeck(d, { pack, profile, ...(banlist === undefined ? {} : { banlist }) })) out.push(`${names[i]}'s deck (${d.name}): ${v.message}`);
  });
  return out;
}

/** Runs `ygo duel`; returns the exit code. */
export function runDuel(opts: DuelOptions, io: CliIo): number {
  try {
    return duel(opts, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`ygo duel: ${err.message}\n`);
      return EXIT_USAGE;
    }
    if (err instanceof DeckFileError || err instanceof Error) {
      io.err(`ygo duel: ${err.message}\n`);
      return EXIT_FAILED;
    }
    throw err;
  }
}

function duel(opts: DuelOptions, io: CliIo): number {
  const pack = openPack(opts.pack);
  if (opts.replay !== undefined) {
    if ((opts.deck ?? []).length > 0) throw new UsageError("--replay takes the decks from the record: do not give --deck");
    const record = JSON.parse(readFileSync(opts.replay, "utf8")) as DuelRecord & { names?: [string, string] };
    const d = replayDuel(record, { pack });
    const names: [string, string] = Array.isArray(record.names) && record.names.length === 2 ? record.names : ["Player 1", "Player 2"];
    const out = output(d, names, opts.json === true, io, parseView(opts));
    out.header(`Replay of ${opts.replay} — ${names[0]} vs ${names[1]}, seed ${String(record.seed)}, ${record.answers.length} answers, pack ${pack.id}`);
    return out.end();
  }
  const profile = parseProfile(opts.profile ?? "classic");
  const ais = parseAis(opts.ai ?? "greedy,greedy");
  const seed = parseSeed(opts.seed ?? "1");
  const resolved = resolveDecks(opts.deck ?? []);
  const names = resolved.names;
  const banlist = opts.banlist === undefined ? undefined : loadBanlist(opts.banlist);
  const problems = deckProblems(resolved.decks, names, pack, profile, banlist);
  if (problems.length > 0) {
    io.err(problems.map((p) => `ygo duel: ${p}\n`).join(""));
    return EXIT_FAILED;
  }
  if (!reportUnscripted("duel", resolved.decks, names, pack, opts.allowUnscripted === true, io)) return EXIT_FAILED;
  const view = parseView(opts);
  const d = createDuel({ pack, decks: resolved.decks, seed, profile, allowUnscripted: opts.allowUnscripted === true });
  const out = output(d, names, opts.json === true, io, view);
  out.header(`${names[0]} (${resolved.decks[0].name}, ${ais[0]}) vs ${names[1]} (${resolved.decks[1].name}, ${ais[1]}) — seed ${String(seed)}, ${profile.name} rules, pack ${pack.id}`);
  // Each AI gets its own seed derived from the duel's, so one --seed fixes the whole duel.
  playDuel(d, [createPlayer(ais[0], `${String(seed)}/0`), createPlayer(ais[1], `${String(seed)}/1`)], { afterAnswer: () => out.flush() });
  if (opts.record !== undefined) writeFileSync(opts.record, JSON.stringify({ ...d.record(), names }) + "\n");
  return out.end();
}

/**
 * The duel's output as it happens: the header before the first answer, then the log (or the JSON
 * events) of each answer as soon as it is taken, so a long duel shows its progress.
 */
function output(d: Duel, names: [string, string], json: boolean, io: CliIo, view?: 0 | 1): { header(line: string): void; flush(): void; end(): number } {
  const log = json ? undefined : new DuelLog(d, { names });
  let shown = 0;
  const flush = (): void => {
    // A player's feed (`--view`) masks what that player may not know: the stream a client may be sent.
    const events = view === undefined ? d.events.slice(shown) : d.viewEvents(view, shown);
    shown = d.events.length;
    if (events.length === 0) return;
    if (log === undefined) io.out(events.map((e) => JSON.stringify(e) + "\n").join(""));
    else {
      const lines = log.add(events);
      if (lines.length > 0) io.out(lines.join("\n") + "\n");
    }
  };
  return {
    header(line) {
      if (log !== undefined) io.out(line + "\n");
    },
    flush,
    end() {
      flush();
      if (log !== undefined) io.out((d.over ? `${d.turn} turns, LP ${names[0]} ${d.lp(0)}, ${names[1]} ${d.lp(1)}` : `the duel did not end (turn ${d.turn})`) + "\n");
      return d.over || log === undefined ? EXIT_OK : EXIT_FAILED;
    },
  };
}

/** `--view p0|p1` (only with `--json`): the player whose feed is printed. */
function parseView(opts: DuelOptions): 0 | 1 | undefined {
  if (opts.view === undefined) return undefined;
  if (opts.json !== true) throw new UsageError("--view prints a player's JSON feed: give --json with it");
  const v = opts.view.trim().toLowerCase();
  if (v === "p0" || v === "0") return 0;
  if (v === "p1" || v === "1") return 1;
  throw new UsageError(`--view takes p0 or p1, got "${opts.view}"`);
}
