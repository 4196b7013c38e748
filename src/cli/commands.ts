/**
 * The `ygo` subcommands: their arguments, options and help, and the module that runs each.
 *
 * A command's module (and through it the engine, the pack and the parser) is loaded only when that
 * command runs: `ygo --help` or a usage error costs commander and this file, nothing else.
 * @module
 */
import type { Command } from "commander";
import { AI_KINDS } from "../api/ai/kinds.js";
import type { CliIo } from "./io.js";
import type { RunState } from "./main.js";
import type { LineSource } from "./play.js";

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

const PACK = ["--pack <dir>", "card pack directory (default: the bundled classic pack)"] as const;
const PROFILE = ["--profile <name>", "rule profile: classic or modern", "classic"] as const;
const ALLOW_UNSCRIPTED = ["--allow-unscripted", "play effect cards the pack has no script for as cards without effects (default: refuse such a deck)"] as const;

/** Registers every subcommand; `input` replaces stdin for `ygo play` (tests drive it so). */
export function registerCommands(program: Command, io: CliIo, state: RunState, input?: () => LineSource): void {
  program
    .command("check")
    .description("check card scripts: a pack directory (with pack.json) or .ygo files and folders")
    .argument("[paths...]", "pack directories, .ygo files or folders of them (default: . if it is a pack, else the bundled pack)")
    .option("--pack <dir>", "pack whose card data loose .ygo files are checked against (default: the bundled classic pack)")
    .option("--json", "print the diagnostics as JSON instead of code frames")
    .option("--stats", "compile each pack and print cards in pack data, cards scripted, effects compiled and cards using the native escape hatch")
    .action(async (paths: string[], opts) => {
      state.exitCode = (await import("./check.js")).runCheck(paths, opts, io);
    });

  program
    .command("fmt")
    .description("rewrite .ygo files in canonical form")
    .argument("<paths...>", ".ygo files, or folders searched for them")
    .option("--check", "do not write; list files that are not canonical and exit 1 if any")
    .action(async (paths: string[], opts) => {
      state.exitCode = (await import("./fmt.js")).runFmt(paths, opts, io);
    });

  program
    .command("explain")
    .description("render a card script as plain English: a card name or passcode of the pack, or a .ygo file")
    .argument("<card>", 'a card name ("Dark Hole"), a passcode (53129443) or a .ygo file')
    .option("--pack <dir>", "pack to look the card up in (default: the bundled classic pack)")
    .action(async (card: string, opts) => {
      state.exitCode = (await import("./explain.js")).runExplain(card, opts, io);
    });

  program
    .command("test")
    .description("run scenario files (.scen): a board, actions and expectations; reports each scenario pass/fail")
    .argument("<paths...>", ".scen files, or folders searched for them")
    .option("--pack <dir>", "the pack whose cards and scripts the scenarios use (default: the bundled classic pack)")
    .option("--quiet", "list only failing scenarios")
    .action(async (paths: string[], opts) => {
      state.exitCode = (await import("./test.js")).runTest(paths, opts, io);
    });

  program
    .command("play")
    .description("play a duel against the AI in the terminal: the board, numbered choices, your answers on stdin")
    .option("--seed <n>", "seed of the duel (coin toss, shuffles, the AI's choices)", "1")
    .option("--as <name>", "the starter deck you play: yugi or kaiba (the AI plays the other)", "yugi")
    .option("--deck <file.ydk>", "play your own deck instead (the AI plays Starter Deck Kaiba)")
    .option("--ai <kind>", `the AI opponent: ${AI_KINDS.join(", ")}`, "greedy")
    .option(...PROFILE)
    .option(...PACK)
    .option(...ALLOW_UNSCRIPTED)
    .action(async (opts) => {
      const play = await import("./play.js");
      state.exitCode = await play.runPlay(opts, io, input === undefined ? play.streamLines(process.stdin) : input());
    });

  program
    .command("duel")
    .description("two AI players duel (Starter Deck Yugi vs Starter Deck Kaiba by default): a turn-by-turn log and the winner")
    .option("--seed <n>", "seed of the duel (coin toss, shuffles, AI choices)", "1")
    .option("--deck <file.ydk>", "a player's deck; give it twice (default: the bundled starter decks)", collect, [])
    .option("--ai <a,b>", `AI of each player: ${AI_KINDS.join(", ")}`, "greedy,greedy")
    .option("--json", "print the event stream as JSON lines instead of the log (every card named: not for a client)")
    .option("--view <p0|p1>", "with --json: the events as that player may see them (hidden cards masked), the feed a client may be sent")
    .option("--record <file>", "save the duel's record (pack version, decks, seed, answers) to replay it")
    .option("--replay <file>", "replay a recorded duel instead of playing a new one")
    .option(...PROFILE)
    .option(...PACK)
    .option("--banlist <lflist.conf>", "check both decks against this banlist first")
    .option(...ALLOW_UNSCRIPTED)
    .action(async (opts) => {
      state.exitCode = (await import("./duel.js")).runDuel(opts, io);
    });

  program
    .command("sim")
    .description("many AI duels in parallel: win rates with confidence intervals, average turns, most activated cards")
    .option("--games <n>", "number of duels", "100")
    .option("--workers <k>", "worker threads (default: the number of cores)")
    .option("--ai <a,b>", `AI of each player: ${AI_KINDS.join(", ")}`, "random,random")
    .option("--seed <s>", "run seed; game i plays with seed <s>/i", "1")
    .option("--deck <file.ydk>", "a player's deck; give it twice (default: the bundled starter decks)", collect, [])
    .option(...PROFILE)
    .option(...PACK)
    .option("--top <n>", "how many of the most activated cards to list", "10")
    .option(...ALLOW_UNSCRIPTED)
    .action(async (opts) => {
      state.exitCode = await (await import("./sim.js")).runSim(opts, io);
    });

  const deck = program.command("deck").description("deck files: check a .ydk against the deck rules, a banlist and the pack's scripts");
  deck
    .command("check")
    .description("every rule a deck breaks and every effect card in it with no script; exit 1 if any")
    .argument("<file.ydk>", "the deck file")
    .option("--banlist <lflist.conf>", "also check the forbidden/limited list (R-DECK-3)")
    .option(...PACK)
    .action(async (file: string, opts) => {
      state.exitCode = (await import("./deck.js")).runDeckCheck(file, opts, io);
    });
}
