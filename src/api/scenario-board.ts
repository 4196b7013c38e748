/**
 * Builds a scenario's board: a duel set up with the cards of `given` in their zones, then rewritten
 * to the wanted turn, turn player and phase, and run to its first prompt. The same approach as the
 * TypeScript scenario harness (test/rules/harness.ts): the set-up operation never runs, so there is
 * no coin toss, no shuffle and no opening hand; the board is exactly what the file says.
 * @module
 */
import { Session, type CardId, type SetupCard, type SetupPlayer } from "../kernel/index.js";
import type { PackRuntime } from "./pack-runtime.js";
import { closestMatch } from "../lang/index.js";
import {
  CLASSIC, Pos, RulesDuel, placeBoardAt, Zone, cardDatabase, createRulesKernel, getProfile,
  type BehaviourTable, type CardBehaviour, type CardDatabase, type CardInfo,
} from "../rules/index.js";
import type { CardPlacement, GivenSpec, ScenarioLoc, ScenarioScript, ScenarioZone, SideSpec } from "./scenario-syntax.js";
import { checkSources } from "./language.js";
import { compilePack } from "../interp/index.js";

/** The card pool a scenario is played with: facts by passcode and passcodes by exact name. */
export interface ScenarioCards {
  /** The rules layer's card facts. */
  readonly db: CardDatabase;
  /** The passcode of the card with this exact name. */
  codeOf(name: string): number | undefined;
  /** Every name, for "did you mean" suggestions. */
  readonly names: readonly string[];
}

/** A card pool from a list of card facts (a pack's, plus any test-only cards). */
export function scenarioCards(cards: Iterable<CardInfo>): ScenarioCards {
  const list = [...cards];
  const byName = new Map<string, number>();
  for (const c of list) if (!byName.has(c.name)) byName.set(c.name, c.code);
  return { db: cardDatabase(list), codeOf: (name) => byName.get(name), names: [...byName.keys()] };
}

/** The card pool of a loaded pack (its card facts as the rules read them, names from its `cards.tsv`). */
export function packScenarioCards(rt: PackRuntime): ScenarioCards {
  return { db: rt.cards, codeOf: (name) => rt.pack.cards.byName(name)?.id, names: rt.pack.cards.names };
}

/** A problem with the scenario itself (an unknown card, an impossible board) rather than with the engine. */
export class ScenarioSetupError extends Error {
  constructor(
    readonly loc: ScenarioLoc,
    readonly problem: string,
  ) {
    super(problem);
    this.name = "ScenarioSetupError";
  }
}

/** What a board is built from besides the file: the pool and the card behaviours. */
export interface BoardOptions {
  readonly cards: ScenarioCards;
  /** Compiled card scripts (or test fixtures); without them every card is vanilla. */
  readonly behaviours?: BehaviourTable;
  /**
   * Compiles the scripts a scenario file writes itself (`script` … `end script`) over `behaviours`;
   * a problem is the first diagnostic, placed in the scenario file.
   */
  readonly compileScripts?: (scripts: readonly ScenarioScript[]) => BehaviourTable | ScenarioSetupError;
}

/** Board options for a pack: its cards, its compiled scripts, and a compiler for scripts a scenario file writes. */
export function packScenarioOptions(rt: PackRuntime, behaviours: BehaviourTable = rt.compiled.behaviours): BoardOptions {
  const cache = new Map<string, BehaviourTable | ScenarioSetupError>();
  const compileScripts = (scripts: readonly ScenarioScript[]): BehaviourTable | ScenarioSetupError => {
    const key = JSON.stringify(scripts.map((x) => [x.loc.file, x.loc.line, x.text]));
    let out = cache.get(key);
    if (out === undefined) {
      out = compileScenarioScripts(rt, behaviours, scripts);
      cache.set(key, out);
    }
    return out;
  };
  return { cards: packScenarioCards(rt), behaviours, compileScripts };
}

function compileScenarioScripts(rt: PackRuntime, behaviours: BehaviourTable, scripts: readonly ScenarioScript[]): BehaviourTable | ScenarioSetupError {
  const merged = new Map<number, CardBehaviour>(behaviours instanceof Map ? behaviours : Object.entries(behaviours).map(([k, v]) => [Number(k), v]));
  for (const sc of scripts) {
    const checked = checkSources([{ file: sc.loc.file, path: sc.loc.file, text: sc.text }], rt.pack.cards);
    const compiled = compilePack(checked.cards, rt.pack.cards);
    const first = [...checked.diagnostics, ...compiled.diagnostics].find((d) => d.severity === "error");
    if (first !== undefined) {
      const line = sc.loc.line + first.span.start.line;
      const text = sc.text.split("\n")[first.span.start.line - 1] ?? "";
      return new ScenarioSetupError({ file: sc.loc.file, line, col: first.span.start.column, text }, `${first.code}: ${first.message}`);
    }
    for (const [code, b] of compiled.behaviours) merged.set(code, b);
  }
  return merged;
}

const ZONE_OF: Readonly<Record<ScenarioZone, number>> = {
  deck: Zone.DECK, hand: Zone.HAND, monster: Zone.MONSTER, spelltrap: Zone.SPELL_TRAP, field: Zone.FIELD,
  graveyard: Zone.GRAVE, banished: Zone.BANISHED, extra: Zone.EXTRA,
};

/** The zone index of a scenario zone word. */
export function zoneIndex(zone: ScenarioZone): number {
  return ZONE_OF[zone];
}

/** The card that fills a deck nobody gave, so that passing turns does not deck a player out. */
export const FILLER_CARD = "Beaver Warrior";
const FILLER_COUNT = 5;

function codeOrFail(cards: ScenarioCards, name: string, loc: ScenarioLoc): number {
  const code = cards.codeOf(name);
  if (code !== undefined) return code;
  const near = closestMatch(name, cards.names);
  throw new ScenarioSetupError(loc, `no card named "${name}" in the pool${near === undefined ? "" : `; did you mean "${near}"?`}`);
}

/** The set-up card for a placement: monsters face-up attack unless said otherwise, spells/traps set. */
function setupCard(code: number, p: CardPlacement): SetupCard {
  const zone = ZONE_OF[p.zone];
  if (p.zone === "monster") return { code, zone, faceUp: p.position !== "set", pos: p.position === "attack" || p.position === undefined ? Pos.ATTACK : Pos.DEFENSE };
  if (p.zone === "spelltrap") return { code, zone, faceUp: p.position === "face-up", pos: 0 };
  if (p.zone === "field") return { code, zone, faceUp: p.position !== "set", pos: 0 };
  if (p.zone === "banished" && p.position === "face-down") return { code, zone, faceUp: false };
  return { code, zone };
}

/** Builds the board of `given` and runs the duel to its first prompt. */
export function buildBoard(given: GivenSpec, opts: BoardOptions, at: ScenarioLoc): RulesDuel {
  const base = given.profile === undefined ? CLASSIC : getProfile(given.profile);
  if (base === undefined) throw new ScenarioSetupError(at, `no rule profile named "${given.profile ?? ""}" (classic, modern)`);
  const profile = { ...base, openingHand: 0 };
  const rk = createRulesKernel({ profile, cards: opts.cards.db, ...(opts.behaviours === undefined ? {} : { behaviours: opts.behaviours }) });
  // Placements in set-up order, so that fresh flags and counters can be put on the right instance afterwards.
  const placed: { player: 0 | 1; card: SetupCard; spec: CardPlacement | null }[] = [];
  const side = (player: 0 | 1, s: SideSpec): SetupPlayer => {
    const cards: SetupCard[] = [];
    const deck = s.cards.filter((c) => c.zone === "deck");
    // The kernel deals the deck bottom first; the file lists the top card first.
    const deckCards = s.hasDeck ? deck.slice().reverse().map((p) => ({ code: codeOrFail(opts.cards, p.name, p.loc), spec: p as CardPlacement | null })) : [];
    if (!s.hasDeck) for (let i = 0; i < FILLER_COUNT; i++) deckCards.push({ code: codeOrFail(opts.cards, FILLER_CARD, at), spec: null });
    for (const d of deckCards) {
      const card: SetupCard = { code: d.code, zone: Zone.DECK };
      cards.push(card);
      placed.push({ player, card, spec: d.spec });
    }
    for (const p of s.cards) {
      if (p.zone === "deck") continue;
      const card = setupCard(codeOrFail(opts.cards, p.name, p.loc), p);
      cards.push(card);
      placed.push({ player, card, spec: p });
    }
    checkCounts(player, s, rk.rc.profile.monsterZones, at);
    return { lp: s.lp ?? profile.startingLp, cards };
  };
  const setup = { seed: 7, players: [side(0, given.sides[0]), side(1, given.sides[1])] as [SetupPlayer, SetupPlayer], vars: { chooser: 0 } };
  const started = rk.kernel.start(setup);
  const s = started.state;
  placeBoardAt(s, { ...(given.turn === undefined ? {} : { turn: given.turn }), ...(given.turnPlayer === undefined ? {} : { turnPlayer: given.turnPlayer }), ...(given.phase === undefined ? {} : { phase: given.phase }) });
  // Ids were dealt in random order: map set-up cards to instances by (owner, zone, code), in order.
  const byKey = new Map<string, CardId[]>();
  for (const c of s.cards) {
    const key = `${c.owner}:${c.zone}:${c.code}`;
    byKey.set(key, [...(byKey.get(key) ?? []), c.id]);
  }
  for (const p of placed) {
    const id = byKey.get(`${p.player}:${p.card.zone}:${p.card.code}`)?.shift();
    if (id === undefined || p.spec === null) continue;
    const card = s.cards[id]!;
    if (p.spec.fresh) card.arrived = s.turn;
    if (Object.keys(p.spec.counters).length > 0) card.counters = { ...p.spec.counters };
  }
  const resumed = rk.kernel.resume(s);
  const session = new Session(rk.kernel, setup, { state: resumed.state, log: resumed.events, answers: [] });
  return new RulesDuel(rk, session);
}

/** A board the rules could never reach is the file's mistake: say so at the line that overfills a zone. */
function checkCounts(player: 0 | 1, s: SideSpec, monsterZones: number, at: ScenarioLoc): void {
  const limits: [ScenarioZone, number][] = [["monster", monsterZones], ["spelltrap", 5], ["field", 1]];
  for (const [zone, max] of limits) {
    const inZone = s.cards.filter((c) => c.zone === zone);
    if (inZone.length > max) throw new ScenarioSetupError(inZone[max]?.loc ?? at, `p${player} has ${inZone.length} cards in the ${zone} zone; it holds at most ${max}`);
  }
}
