/**
 * `ygo play`: a human plays against an AI in the terminal. The human's side is drawn from their
 * player view only (never the full state), the legal answers are numbered, and bad input is
 * answered with the reason and the same prompt again. Input is read line by line from stdin, so a
 * person can play and a test can pipe numbers in.
 */
import { createInterface } from "node:readline";
import {
  AI_KINDS,
  bundledDeck,
  createDuel,
  createPlayer,
  getProfile,
  isAiKind,
  loadDeck,
  openPack,
  type NamedDeck,
} from "../api/index.js";
import { parseTypedAnswer, renderBoard, renderEvents, renderPrompt, type BoardNames } from "../api/board.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from "./io.js";
import { reportUnscripted } from "./duel.js";

/** Options of `ygo play`. */
export interface PlayOptions {
  seed?: string;
  deck?: string;
  as?: string;
  ai?: string;
  profile?: string;
  pack?: string;
  allowUnscripted?: boolean;
}

/** Where typed lines come from; `null` when the input has ended. */
export interface LineSource {
  next(): Promise<string | null>;
  /** Whether to repeat each line read in the output (input piped in, not typed at a terminal). */
  readonly echo: boolean;
  /** Stops reading (an open stdin would keep the process alive after the duel). */
  close(): void;
}

/** The lines of a stream (stdin), one at a time. */
export function streamLines(stream: NodeJS.ReadableStream & { isTTY?: boolean }): LineSource {
  const rl = createInterface({ input: stream, terminal: false });
  const it = rl[Symbol.asyncIterator]();
  return {
    echo: stream.isTTY !== true,
    close: () => rl.close(),
    next: async () => {
      const r = await it.next();
      return r.done === true ? null : r.value;
    },
  };
}

/** The bundled starter decks the human may play, by `--as` name. */
const STARTERS: Readonly<Record<string, { deck: string; name: string }>> = {
  yugi: { deck: "starter-yugi", name: "Yugi" },
  kaiba: { deck: "starter-kaiba", name: "Kaiba" },
};


/** Runs `ygo play`; returns the exit code. */
export async function runPlay(opts: PlayOptions, io: CliIo, input: LineSource): Promise<number> {
  try {
    return await playOrExplain(opts, io, input);
  } finally {
    input.close();
  }
}

/** Plays; a usage mistake or a failure becomes a message and an exit code. */
async function playOrExplain(opts: PlayOptions, io: CliIo, input: LineSource): Promise<number> {
  try {
    return await play(opts, io, input);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`ygo play: ${err.message}\n`);
      return EXIT_USAGE;
    }
    if (err instanceof Error) {
      io.err(`ygo play: ${err.message}\n`);
      return EXIT_FAILED;
    }
    throw err;
  }
}

function decksFor(opts: PlayOptions): { decks: [NamedDeck, NamedDeck]; names: [string, string] } {
  const who = (opts.as ?? "yugi").toLowerCase();
  const mine = STARTERS[who];
  if (mine === undefined) throw new UsageError(`--as takes yugi or kaiba, got "${opts.as ?? ""}"`);
  if (opts.deck !== undefined) return { decks: [loadDeck(opts.deck), bundledDeck("starter-kaiba")], names: ["You", "Kaiba (AI)"] };
  const other = who === "yugi" ? STARTERS["kaiba"]! : STARTERS["yugi"]!;
  return { decks: [bundledDeck(mine.deck), bundledDeck(other.deck)], names: [`${mine.name} (you)`, `${other.name} (AI)`] };
}

async function play(opts: PlayOptions, io: CliIo, input: LineSource): Promise<number> {
  const ai = opts.ai ?? "greedy";
  if (!isAiKind(ai)) throw new UsageError(`unknown AI "${ai}" (choose from ${AI_KINDS.join(", ")})`);
  const profile = getProfile(opts.profile ?? "classic");
  if (profile === undefined) throw new UsageError(`unknown profile "${opts.profile ?? ""}" (classic or modern)`);
  const seedText = opts.seed ?? "1";
  const seed = /^-?\d+$/.test(seedText) ? Number(seedText) : seedText;
  const pack = openPack(opts.pack);
  const { decks, names } = decksFor(opts);
  // The human is always player 0; who goes first is still the coin toss's (R-DUEL-1).
  if (!reportUnscripted("play", decks, names, pack, opts.allowUnscripted === true, io)) return EXIT_FAILED;
  const duel = createDuel({ pack, decks, seed, profile, allowUnscripted: opts.allowUnscripted === true });
  const opponent = createPlayer(ai, `${String(seed)}/ai`);
  const boardNames: BoardNames = { players: [names[0].replace(" (you)", ""), names[1]] };
  io.out(`${names[0]} vs ${names[1]} — seed ${String(seed)}, ${profile.name} rules. Type the number of your choice; q quits.\n`);
  let seen = 0;
  const news = () => {
    const lines = renderEvents(duel.viewEvents(0, seen), duel.view(0), pack, boardNames);
    seen = duel.events.length;
    return lines;
  };
  while (duel.prompt !== null) {
    const prompt = duel.prompt;
    if (prompt.player === 1) {
      const refused = duel.answer(opponent.choose(duel));
      if (refused !== null) throw new Error(`the AI gave an illegal answer: ${refused.error}`);
      continue;
    }
    const view = duel.view(0);
    const happened = news();
    io.out(`${happened.length > 0 ? happened.join("\n") + "\n\n" : ""}${renderBoard(view, pack, boardNames)}\n\n${renderPrompt(view, pack)}\n`);
    for (;;) {
      const line = await input.next();
      if (line === null) {
        io.out("\nThe input ended before the duel did.\n");
        return EXIT_FAILED;
      }
      if (input.echo) io.out(`> ${line}\n`);
      if (/^\s*(q|quit|exit)\s*$/i.test(line)) {
        io.out("You left the duel.\n");
        return EXIT_OK;
      }
      const parsed = parseTypedAnswer(line, view.prompt!);
      const refused = parsed.ok ? duel.answer(parsed.answer) : null;
      if (parsed.ok && refused === null) break;
      io.out(`✗ ${parsed.ok ? refused!.error : parsed.error}\n\n${renderPrompt(view, pack)}\n`);
    }
  }
  const last = news();
  if (last.length > 0) io.out(last.join("\n") + "\n");
  const w = duel.winner;
  io.out(w === null ? "The duel ended in a draw.\n" : `Winner: ${names[w]}\n`);
  return EXIT_OK;
}
