/**
 * A worker thread of the scaling benchmark: compiles the pack, says "ready", and on "go" plays its
 * seeds and reports the figures.
 * @module
 */
import { parentPort, workerData } from "node:worker_threads";
import { classicPack, starterDecks, timedDuel, type DuelFigures } from "./common.js";

const { seeds } = workerData as { seeds: number[] };
const rt = classicPack();
const decks = starterDecks();
for (let s = 1; s <= 20; s++) timedDuel(rt, decks, 30_000 + s);
parentPort!.postMessage({ ready: true });
parentPort!.once("message", () => {
  const duels: DuelFigures[] = seeds.map((s) => timedDuel(rt, decks, s));
  parentPort!.postMessage({ duels });
});
