/**
 * Bounded soak (1/3): random-answer duels of the starter decks with every invariant after every
 * step, including the serialize/restore and fork round trips, every legal answer tried every 10th
 * step, and the record replayed at the end. See bench/soak-core.ts; `npm run soak -- --long` runs thousands.
 */
import { describe } from "vitest";
import { FULL_CHECKS } from "../../bench/soak-core.js";
import { soakRange } from "./soak-duels.js";

describe("soak: fully checked random duels", () => {
  soakRange("seeds 1..30: every invariant after every step, round trips every step, replay at the end", 1, 30, FULL_CHECKS);
});
