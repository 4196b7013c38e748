import { describe, expect, it } from "vitest";
import { Driver } from "./fixtures/driver.js";
import { ALARM, board, BOLT, ECHO, FILLER, idsOf, SURGE, WATCHER } from "./fixtures/mini.js";

describe("trigger ordering (R-EFF-6, SEGOC)", () => {
  it("given both players' mandatory triggers, the chain is the turn player's (in the order they choose), then the opponent's", () => {
    // Player 0 controls two Alarms and an Echo, player 1 one Alarm. Bolt makes player 1 lose LP:
    // every Alarm triggers (mandatory); Bolt then goes to player 0's graveyard, but it is a spell: no Echo.
    const d = new Driver(board({ hand: [[BOLT, FILLER], [SURGE]], field: [[ALARM, ALARM, ECHO], [ALARM]] }));
    d.pass(1); // draw phase quick window: player 1 holds Surge
    d.activate(0, BOLT);
    d.pass(1); // player 1 declines to respond with Surge
    // R-CHAIN-4: the triggers wait until the chain is done; then player 0 orders their two Alarms.
    const order = d.expect("orderTriggers", 0);
    const [first, second] = idsOf(d.state, ALARM, 0);
    expect(order.options.map((o) => o.card).sort()).toEqual([first, second].sort());
    d.card(0, second!);
    // Player 0's second Alarm follows without a question, then player 1's Alarm.
    expect(d.events("chainLink").slice(1).map((e) => [e.card, e.player])).toEqual([[second, 0], [first, 0], [idsOf(d.state, ALARM, 1)[0], 1]]);
    // The chain resolves (player 1 may still respond with Surge: they pass), last in first out.
    d.pass(1);
    expect(d.events("chainResolving").slice(1).map((e) => e.link)).toEqual([3, 2, 1]);
    expect(d.state.players.map((p) => p.lp)).toEqual([8200, 7600]);
  });

  it("optional triggers come after all mandatory ones, and their player may decline them", () => {
    // Surge sends a Filler from player 0's hand to the graveyard: Watcher and Echo (optional) trigger.
    const d = new Driver(board({ hand: [[SURGE, FILLER, FILLER], []], field: [[WATCHER, ECHO], []] }));
    d.activate(0, SURGE); // in the draw phase's quick window
    d.card(0, d.s.prompt!.options[0]!.card!);
    const p = d.expect("trigger", 0);
    expect(p.options.map((o) => o.kind)).toEqual(["trigger", "trigger", "pass"]);
    d.card(0, idsOf(d.state, ECHO)[0]!);
    // Still asked about the remaining optional trigger; declining it ends the bucket.
    d.expect("trigger", 0);
    d.pick((c) => c.kind === "pass");
    expect(d.linkNames()).toEqual(["Surge", "Echo"]);
    expect(d.state.players[0]!.lp).toBe(8200);
  });
});

describe("missed timing (R-EFF-4)", () => {
  it("given the monster went to the graveyard at chain link 2, and link 1 resolved after, the optional 'when' trigger misses its timing but the 'if' trigger does not", () => {
    const d = new Driver(board({ hand: [[BOLT, SURGE, FILLER, FILLER], []], field: [[WATCHER, ECHO], []] }));
    d.pass(0); // draw phase: player 0 keeps Surge for later
    d.activate(0, BOLT);
    d.activate(0, SURGE); // player 1 has nothing (auto-passed); player 0 chains Surge as link 2; both then auto-pass
    d.card(0, d.s.prompt!.options[0]!.card!); // Surge: send a Filler to the graveyard (not the last thing that happens)
    // Bolt (link 1) resolved after it: Watcher's "when … you can" missed the timing.
    expect(d.events("triggerMissed").map((e) => e.card)).toEqual([idsOf(d.state, WATCHER)[0]]);
    // Echo ("if … you can") is still offered.
    const p = d.expect("trigger", 0);
    expect(p.options.map((o) => o.card)).toEqual([idsOf(d.state, ECHO)[0], undefined]);
  });

  it("given the monster went to the graveyard as the last thing that happened, the 'when' trigger can activate", () => {
    const d = new Driver(board({ hand: [[SURGE, FILLER, FILLER], []], field: [[WATCHER], []] }));
    d.activate(0, SURGE);
    d.card(0, d.s.prompt!.options[0]!.card!);
    // The draw after the send belongs to the same resolution: still the same moment.
    expect(d.events("triggerMissed")).toEqual([]);
    d.expect("trigger", 0);
    d.card(0, idsOf(d.state, WATCHER)[0]!);
    expect(d.state.players[0]!.lp).toBe(8300);
  });
});
