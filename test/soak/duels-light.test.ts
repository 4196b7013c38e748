/**
 * Bounded soak (2/3): more random-answer duels with the cheap invariants after every step (card
 * conservation, zone limits, LP, chain empty between phases, prompts answerable) and the round
 * trips every 8th step.
 */
import { describe } from "vitest";
import { LIGHT_CHECKS } from "../../bench/soak-core.js";
import { soakRange } from "./soak-duels.js";

describe("soak: random duels", () => {
  soakRange("seeds 31..190", 31, 190, LIGHT_CHECKS);
});
