/**
 * Issue #12, item 1 and 6: `explain(intent)` and `perform(intent)` are what a host shows a player,
 * so a refusal names only what that player may know; and no intent a JSON client can send makes
 * them throw or change the duel. Checked at many prompts of seeded duels, for every card id.
 */
import { describe, expect, it } from "vitest";
import { bundledDeck, bundledPack, createDuel, randomPlayer, type Duel } from "../../src/index.js";

const pack = bundledPack();
const KINDS = ["normalSummon", "set", "flipSummon", "changePosition", "synchroSummon", "activate", "attack"] as const;

/** The names of the cards the asked player may not know now (opponent's hand, decks, face-down cards), and those they see. */
function hiddenNames(duel: Duel): { secret: Set<string>; visible: string[] } {
  const player = duel.prompt!.player;
  const view = duel.view(player);
  const known = new Set<number>();
  for (const z of view.zones) for (const c of z.cards ?? []) if (c.code !== null) known.add(c.id);
  const names = new Set<string>();
  const visible = new Set<string>();
  for (let id = 0; id < duel.state.cards.length; id++) (known.has(id) ? visible : names).add(duel.cardName(id));
  // A name the player sees on another copy may be printed: only names seen nowhere are secrets.
  for (const n of visible) names.delete(n);
  return { secret: names, visible: [...visible].sort((a, b) => b.length - a.length) };
}

/** A text with the names the player sees taken out (so "Ryu-Kishin Powered" does not read as "Ryu-Kishin"). */
function withoutVisible(text: string, visible: readonly string[]): string {
  let t = text;
  for (const v of visible) t = t.split(v).join("");
  return t;
}

describe("refusals tell a player only what they may know (issue #12)", () => {
  it("explain and perform of every card id, at prompts of 2 seeded duels, never name a card hidden from the asked player", () => {
    let checked = 0;
    for (const seed of [1, 2]) {
      const duel = createDuel({ pack, decks: [bundledDeck("starter-yugi"), bundledDeck("starter-kaiba")], seed });
      const players = [randomPlayer(seed), randomPlayer(seed + 100)] as const;
      for (let step = 0; duel.prompt !== null && step < 400; step++) {
        if (duel.prompt.kind === "window" && step % 11 === 0) {
          const { secret, visible } = hiddenNames(duel);
          const before = JSON.stringify(duel.state);
          for (let card = 0; card < duel.state.cards.length; card++) {
            for (const kind of KINDS) {
              const why = duel.explain({ kind, card });
              const done = duel.perform({ kind, card });
              for (const text of [why ?? "", done.ok ? "" : done.error]) {
                const rest = withoutVisible(text, visible);
                for (const n of secret) expect(rest.includes(n), `"${text}" names hidden "${n}"`).toBe(false);
              }
              if (done.ok) break;
              checked++;
            }
            if (JSON.stringify(duel.state) !== before) break;
          }
          if (JSON.stringify(duel.state) !== before) continue;
        }
        duel.answer(players[duel.prompt.player].choose(duel));
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("intents a JSON client can send are refused with a reason, never thrown, and change nothing", () => {
    const duel = createDuel({ pack, decks: [bundledDeck("starter-yugi"), bundledDeck("starter-kaiba")], seed: 9 });
    const before = JSON.stringify(duel.state);
    const bad: unknown[] = [
      null, undefined, 7, "pass", [], {}, { kind: 3 }, { kind: "teleport" }, { kind: "activate" }, { kind: "activate", card: -1 },
      { kind: "activate", card: 1e9 }, { kind: "activate", card: 1.5 }, { kind: "activate", card: "__proto__" },
      { kind: "activate", card: 0, eff: -1 }, { kind: "activate", card: 0, eff: "x" }, JSON.parse('{"__proto__": {"kind": "pass"}}'),
    ];
    for (const intent of bad) {
      const why = duel.explain(intent as never);
      expect(typeof why, JSON.stringify(intent) ?? String(intent)).toBe("string");
      const r = duel.perform(intent as never);
      expect(r.ok).toBe(false);
      expect(JSON.stringify(duel.state)).toBe(before);
    }
  });
});
