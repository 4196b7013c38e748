/**
 * `node dist/bench/soak.js` (after `npm run build`): the soak outside vitest.
 *
 *   (no option)           300 duels (seeds 1..300), bad input on every 10th duel, 500 mutated scripts
 *   --long                5,000 duels, bad input on every 5th duel, 20,000 mutated scripts
 *   --games N --from S    N duels from seed S
 *   --seed S              one duel, fully checked (what a failure message tells you to run)
 *   --replay FILE         a saved failure (or a duel record) replayed with every invariant checked
 *
 * Exit code 0 when everything held, 1 on a failure (seed, answers, saved file, replay command printed).
 * @module
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { DuelRecord } from "../src/api/duel.js";
import { loadPack } from "../src/api/pack.js";
import { serialize } from "../src/kernel/index.js";
import { classicPack, machine, midDuel, randomPackDeck, randomSource, repoRoot, starterDecks } from "./common.js";
import { FULL_CHECKS, LIGHT_CHECKS, SoakFailure, replayChecked, soakDuel } from "./soak-core.js";
import { malformedStates, probeBadAnswers, probeRestore, probeStaleAnswers } from "./soak-input.js";
import { mutateScript, scriptWords, toolchainProblems, wordSoup } from "./soak-parse.js";

function main(): number {
  const { values } = parseArgs({
    options: { long: { type: "boolean" }, "random-decks": { type: "boolean" }, games: { type: "string" }, from: { type: "string" }, seed: { type: "string" }, replay: { type: "string" }, scripts: { type: "string" } },
  });
  const pack = classicPack();
  const decks = starterDecks();
  if (values.replay !== undefined) {
    const saved = JSON.parse(readFileSync(values.replay, "utf8")) as { record?: DuelRecord } & Partial<DuelRecord>;
    const record = (saved.record ?? saved) as DuelRecord;
    const problem = replayChecked(pack, record);
    console.log(problem === null ? `replayed ${record.answers.length} answers of seed ${String(record.seed)}: every invariant held` : `replay of seed ${String(record.seed)}: ${problem}`);
    return problem === null ? 0 : 1;
  }
  const long = values.long === true;
  const from = values.seed !== undefined ? Number(values.seed) : Number(values.from ?? 1);
  const games = values.seed !== undefined ? 1 : Number(values.games ?? (long ? 5000 : 300));
  const scripts = values.seed !== undefined ? 0 : Number(values.scripts ?? (long ? 20_000 : 500));
  const badEvery = long ? 5 : 10;
  const m = machine();
  console.log(`soak: ${games} duels from seed ${from}, ${scripts} mutated scripts — ${m.cpu}, Node ${m.node}`);
  const t0 = performance.now();
  let decisions = 0;
  let turns = 0;
  let restoreAccepted = 0;
  let restoreRefused = 0;
  const problems: string[] = [];
  for (let seed = from; seed < from + games; seed++) {
    try {
      const r = soakDuel(pack, decks, seed, FULL_CHECKS);
      decisions += r.decisions;
      turns += r.turns;
      if ((seed - from) % badEvery === 0) {
        const mid = midDuel(pack, decks, seed, Math.floor(r.decisions / 2));
        const prev = midDuel(pack, decks, seed, Math.max(0, Math.floor(r.decisions / 2) - 1));
        problems.push(...probeBadAnswers(mid).map((p) => `seed ${seed}: ${p}`));
        problems.push(...probeStaleAnswers(mid, prev.legalAnswers(64)).map((p) => `seed ${seed}: ${p}`));
        const pr = probeRestore(mid, malformedStates(serialize(mid.state), randomSource(seed), long ? 400 : 100));
        restoreAccepted += pr.accepted;
        restoreRefused += pr.refused;
        problems.push(...pr.problems.map((p) => `seed ${seed}: restore: ${p}`));
        const end = midDuel(pack, decks, seed, r.decisions);
        problems.push(...probeBadAnswers(end).map((p) => `seed ${seed} (ended): ${p}`));
      }
    } catch (err) {
      if (err instanceof SoakFailure) {
        console.error(err.message);
        return 1;
      }
      throw err;
    }
    if ((seed - from + 1) % 100 === 0) console.log(`  ${seed - from + 1} duels, ${decisions} decisions, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // Random legal decks from the whole scripted pack: with --random-decks, and in the long soak.
  let randomDuels = 0;
  if (values["random-decks"] === true || long) {
    for (let seed = from; seed < from + games; seed++) {
      const pair = [randomPackDeck(pack, randomSource(2 * seed)), randomPackDeck(pack, randomSource(2 * seed + 1))] as const;
      try {
        const r = soakDuel(pack, pair, seed, LIGHT_CHECKS);
        decisions += r.decisions;
        randomDuels++;
      } catch (err) {
        if (err instanceof SoakFailure) {
          console.error(`random decks: ${err.message}`);
          return 1;
        }
        throw err;
      }
      if ((seed - from + 1) % 500 === 0) console.log(`  ${seed - from + 1} random-deck duels, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  }
  const srcPack = loadPack(join(repoRoot(), "cards", "classic"));
  const words = scriptWords(srcPack);
  const rand = randomSource(from);
  for (let i = 0; i < scripts; i++) {
    const text = i % 5 === 4 ? wordSoup(words, rand) : mutateScript(srcPack.scripts[i % srcPack.scripts.length]!.text, words, rand);
    const p = toolchainProblems(srcPack, text);
    if (p.length > 0) problems.push(`script ${i}: ${p.join("; ")}\n--- text ---\n${text}\n---`);
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(`soak: ${games} starter-deck duels and ${randomDuels} random-deck duels (${decisions} decisions, mean ${(turns / Math.max(1, games)).toFixed(1)} turns of the starter duels), ${scripts} mutated scripts in ${secs.toFixed(1)} s`);
  console.log(`  restore: ${restoreRefused} malformed states refused, ${restoreAccepted} single-character mutations that are still a well-shaped, legal state (accepted)`);
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s):\n${problems.slice(0, 50).join("\n")}`);
    return 1;
  }
  return 0;
}

process.exitCode = main();
