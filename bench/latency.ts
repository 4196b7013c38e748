/**
 * Per-decision latency: `legalAnswers` + `answer` timed together for every decision of random
 * duels (after a warm-up), as a distribution: median, p99, p99.9, max.
 * @module
 */
import { ANSWER_LIMIT, classicPack, fmt, quantile, randomAnswer, randomSource, starterDecks, starterDuel, timedDuel, type Figure } from "./common.js";

export function benchLatency(opts: { games: number }): Figure[] {
  const rt = classicPack();
  const decks = starterDecks();
  for (let s = 1; s <= 30; s++) timedDuel(rt, decks, 20_000 + s);
  const us: number[] = [];
  const legalUs: number[] = [];
  for (let seed = 1; seed <= opts.games; seed++) {
    const d = starterDuel(rt, decks, seed);
    const rand = randomSource(seed);
    while (d.prompt !== null) {
      const t0 = process.hrtime.bigint();
      const legal = d.legalAnswers(ANSWER_LIMIT);
      const t1 = process.hrtime.bigint();
      const refused = d.answer(randomAnswer(legal, rand));
      const t2 = process.hrtime.bigint();
      if (refused !== null) throw new Error(refused.error);
      us.push(Number(t2 - t0) / 1000);
      legalUs.push(Number(t1 - t0) / 1000);
    }
  }
  const p99 = quantile(us, 0.99);
  const cmd = "npm run bench -- --only latency";
  return [
    { group: "latency", name: "decision latency (`legalAnswers` + `answer`), median", value: `${fmt(quantile(us, 0.5), 1)} µs`, target: "" },
    { group: "latency", name: "decision latency, p99", value: `${fmt(p99, 1)} µs`, target: "≤ 1 ms", met: p99 <= 1000, note: `${us.length.toLocaleString("en-US")} decisions of ${opts.games} duels` },
    { group: "latency", name: "decision latency, p99.9 / max", value: `${fmt(quantile(us, 0.999), 0)} / ${fmt(Math.max(...us), 0)} µs`, target: "", note: "the max includes garbage-collection pauses" },
    { group: "latency", name: "`legalAnswers` alone, median / p99", value: `${fmt(quantile(legalUs, 0.5), 2)} / ${fmt(quantile(legalUs, 0.99), 2)} µs`, target: "" },
  ].map((f) => ({ ...f, command: cmd }));
}
