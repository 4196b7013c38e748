/**
 * The scenario harness: `given` a board (cards in zones with positions, LP, turn, phase), `when`
 * actions and answers in strict mode (a prompt the test did not expect fails it), `then` assertions
 * on LP, zones, positions and events.
 */
import { Session, type CardId, type Choice, type DuelEvent, type PlayerId, type Prompt, type SetupCard } from "../../src/kernel/index.js";
import {
  CLASSIC, PHASE_NAMES, Pos, placeBoardAt, RulesDuel, Zone, ZONES, createRulesKernel, type BehaviourTable, type Intent, type RuleProfile,
} from "../../src/rules/index.js";
import { FIXTURE_CARDS, code, fixtureBehaviours } from "./fixtures/behaviours.js";
import { poolWith } from "./fixtures/pool.js";

/** A card on the board: a code or a name, with options. */
export type CardSpec = number | string | { card: number | string; pos?: "attack" | "defense" | "set"; fresh?: boolean; counters?: Record<string, number> };

/** One player's side of the board. */
export interface Side {
  lp?: number;
  hand?: CardSpec[];
  /** Top card first. */
  deck?: CardSpec[];
  monsters?: CardSpec[];
  /** Spells/traps: set (face-down) unless `pos: "attack"` (face-up). */
  spellTraps?: CardSpec[];
  field?: CardSpec[];
  grave?: CardSpec[];
  banished?: CardSpec[];
  extra?: CardSpec[];
}

export interface Given {
  turn?: number;
  /** The turn player. */
  player?: PlayerId;
  phase?: (typeof PHASE_NAMES)[number];
  profile?: RuleProfile;
  behaviours?: BehaviourTable;
  p0?: Side;
  p1?: Side;
}

const cards = poolWith(FIXTURE_CARDS);
const toCode = (c: number | string) => (typeof c === "number" ? c : code(c));

export class Scenario {
  readonly d: RulesDuel;
  constructor(d: RulesDuel) {
    this.d = d;
  }
  get state() {
    return this.d.state;
  }
  get log(): DuelEvent[] {
    return this.d.session.log;
  }

  /** The ids of cards with this code (optionally owned by `player`, in `zone`). */
  ids(card: number | string, player?: PlayerId, zone?: number): CardId[] {
    const c = toCode(card);
    return this.state.cards.filter((x) => x.code === c && (player === undefined || x.owner === player) && (zone === undefined || x.zone === zone)).map((x) => x.id);
  }
  /** The id of the one card with this code (of `player`). */
  id(card: number | string, player?: PlayerId): CardId {
    const all = this.ids(card, player).sort((a, b) => Number(this.state.cards[a]!.zone === Zone.DECK) - Number(this.state.cards[b]!.zone === Zone.DECK));
    if (all.length === 0) throw new Error(`no card ${card}`);
    return all[0]!;
  }
  /** Where a card is: zone name, controller, face and position. */
  where(card: number | string | CardId, player?: PlayerId): string {
    const id = typeof card === "string" ? this.id(card, player) : card;
    const c = this.state.cards[id]!;
    const pos = c.zone === Zone.MONSTER ? (c.faceUp ? (c.pos === Pos.ATTACK ? " attack" : " defense") : " set") : c.zone === Zone.SPELL_TRAP || c.zone === Zone.FIELD ? (c.faceUp ? " face-up" : " set") : "";
    return `${ZONES[c.zone]!.name}${pos} of ${c.ctrl}`;
  }
  lp(p: PlayerId): number {
    return this.state.players[p]!.lp;
  }
  count(p: PlayerId, zone: number): number {
    return this.state.zones[p * 9 + zone]!.length;
  }
  atk(card: number | string, player?: PlayerId): number {
    return this.d.stat(this.ref(card, player), "atk");
  }
  /** A card id given as an id (small numbers) or a code/name. */
  ref(card: number | string, player?: PlayerId): CardId {
    return typeof card === "number" && card < 100000 && this.state.cards[card] !== undefined ? card : this.id(card, player);
  }
  /** Rules signals of a name, in order. */
  signals(name: string): Extract<DuelEvent, { type: "signal" }>[] {
    return this.log.filter((e): e is Extract<DuelEvent, { type: "signal" }> => e.type === "signal" && e.name === name);
  }
  events<T extends DuelEvent["type"]>(type: T): Extract<DuelEvent, { type: T }>[] {
    return this.log.filter((e): e is Extract<DuelEvent, { type: T }> => e.type === type);
  }

  describe(p: Prompt | null = this.d.prompt): string {
    if (p === null) return `no prompt (result ${this.state.result})`;
    return `player ${p.player} ${p.kind}${p.context.window ? `(${p.context.window})` : ""} [${p.options.map((o) => o.label ?? `${o.kind}${o.card !== undefined ? ` ${cards.get(this.state.cards[o.card]?.code ?? 0)?.name ?? o.card}` : ""}`).join(", ")}]`;
  }
  /** Asserts the pending prompt is of `kind` for `player`. */
  expect(player: PlayerId, kind: string, window?: string): Prompt {
    const p = this.d.prompt;
    if (p === null || p.player !== player || p.kind !== kind || (window !== undefined && p.context.window !== window)) {
      throw new Error(`expected a ${kind}${window ? `(${window})` : ""} prompt for player ${player}, got ${this.describe()}`);
    }
    return p;
  }
  /** Picks the one option `pred` selects in a prompt of `kind` for `player`. */
  pick(player: PlayerId, kind: string, pred: (c: Choice) => boolean, what = "option"): this {
    const p = this.expect(player, kind);
    const m = p.options.flatMap((c, i) => (pred(c) ? [i] : []));
    if (m.length !== 1) throw new Error(`${m.length} options match ${what} in ${this.describe()}`);
    const refused = this.d.answer([m[0]!]);
    if (refused) throw new Error(refused.error);
    return this;
  }
  /** Picks cards in a multi-card prompt. */
  choose(player: PlayerId, chosen: CardId[], kind = "selectCards"): this {
    const p = this.expect(player, kind);
    const idx = chosen.map((id) => p.options.findIndex((o) => o.card === id));
    if (idx.some((i) => i < 0)) throw new Error(`card not offered in ${this.describe()}`);
    const refused = this.d.answer(idx);
    if (refused) throw new Error(refused.error);
    return this;
  }
  /** Does an action in a window; fails with the rules' reason when it is not allowed. */
  act(player: PlayerId, intent: Intent): this {
    this.expect(player, "window");
    const r = this.d.perform(intent);
    if (!r.ok) throw new Error(`player ${player} could not ${intent.kind}: ${r.error}`);
    return this;
  }
  /** Asserts an action is refused; returns the reason. The state must not change. */
  refused(player: PlayerId, intent: Intent): string {
    this.expect(player, "window");
    const before = JSON.stringify(this.state);
    const r = this.d.perform(intent);
    if (r.ok) throw new Error(`expected ${intent.kind} to be refused`);
    if (JSON.stringify(this.state) !== before) throw new Error("a refused action changed the state");
    return r.error;
  }
  pass(player: PlayerId, window?: string): this {
    this.expect(player, "window", window);
    return this.pick(player, "window", (c) => c.kind === "pass", "pass");
  }
  summon(p: PlayerId, card: number | string): this {
    return this.act(p, { kind: "normalSummon", card: this.handCard(p, card) });
  }
  set(p: PlayerId, card: number | string): this {
    return this.act(p, { kind: "set", card: this.handCard(p, card) });
  }
  activate(p: PlayerId, card: number | string | CardId, eff?: number): this {
    const id = this.ref(card, p);
    return this.act(p, eff === undefined ? { kind: "activate", card: id } : { kind: "activate", card: id, eff });
  }
  /** Declares an attack and picks the target (a card id, or "direct"). */
  attack(p: PlayerId, attacker: CardId, target: CardId | "direct"): this {
    this.act(p, { kind: "attack", card: attacker });
    const prompt = this.d.prompt;
    if (prompt?.kind === "attackTarget") this.pick(p, "attackTarget", (c) => (target === "direct" ? c.kind === "direct" : c.card === target), "attack target");
    return this;
  }
  private handCard(p: PlayerId, card: number | string): CardId {
    const id = this.ids(card, p, Zone.HAND)[0];
    if (id === undefined) throw new Error(`${card} is not in player ${p}'s hand`);
    return id;
  }
  /** Passes window prompts (of either player) until `until` holds; any other prompt fails the test. */
  passUntil(until: (s: Scenario) => boolean, limit = 200): this {
    for (let i = 0; i < limit; i++) {
      if (until(this)) return this;
      const p = this.d.prompt;
      if (p === null) throw new Error(`duel ended before the condition held (result ${this.state.result})`);
      if (p.kind !== "window") throw new Error(`unexpected prompt while passing: ${this.describe()}`);
      this.pass(p.player);
    }
    throw new Error("passUntil: too many passes");
  }
  /** Passes until the given phase of the current or a later turn. */
  toPhase(phase: (typeof PHASE_NAMES)[number], turn = this.state.turn): this {
    const idx = PHASE_NAMES.indexOf(phase);
    return this.passUntil((s) => s.state.turn === turn && s.state.phase === idx && s.d.prompt?.kind === "window" || s.state.turn > turn);
  }
}

function spec(c: CardSpec): { code: number; pos?: string; fresh?: boolean; counters?: Record<string, number> } {
  if (typeof c === "number" || typeof c === "string") return { code: toCode(c) };
  return { code: toCode(c.card), ...(c.pos ? { pos: c.pos } : {}), ...(c.fresh ? { fresh: c.fresh } : {}), ...(c.counters ? { counters: c.counters } : {}) };
}

/** Builds the board and runs to the first prompt of the given phase. */
export function given(g: Given = {}): Scenario {
  const profile = { ...(g.profile ?? CLASSIC), openingHand: 0 };
  const rk = createRulesKernel({ profile, cards, behaviours: g.behaviours ?? fixtureBehaviours() });
  const fresh: number[] = [];
  const counters: (Record<string, number> | undefined)[] = [];
  const side = (s: Side = {}) => {
    const out: SetupCard[] = [];
    const push = (list: CardSpec[] | undefined, zone: number, place: (x: ReturnType<typeof spec>) => Partial<SetupCard>) => {
      for (const c of list ?? []) {
        const x = spec(c);
        out.push({ code: x.code, zone, ...place(x) });
        fresh.push(x.fresh ? 1 : 0);
        counters.push(x.counters);
      }
    };
    // Without a given deck, each player has 5 vanilla cards so that passing turns does not deck them out.
    push([...(s.deck ?? Array<CardSpec>(5).fill("Beaver Warrior"))].reverse(), Zone.DECK, () => ({}));
    push(s.hand, Zone.HAND, () => ({}));
    push(s.monsters, Zone.MONSTER, (x) => ({ faceUp: x.pos !== "set", pos: x.pos === "attack" || x.pos === undefined ? Pos.ATTACK : Pos.DEFENSE }));
    push(s.spellTraps, Zone.SPELL_TRAP, (x) => ({ faceUp: x.pos === "attack", pos: 0 }));
    push(s.field, Zone.FIELD, (x) => ({ faceUp: x.pos !== "set", pos: 0 }));
    push(s.grave, Zone.GRAVE, () => ({}));
    push(s.banished, Zone.BANISHED, () => ({}));
    push(s.extra, Zone.EXTRA, () => ({}));
    return { lp: s.lp ?? profile.startingLp, cards: out };
  };
  const setup = { seed: 7, players: [side(g.p0), side(g.p1)] as [ReturnType<typeof side>, ReturnType<typeof side>], vars: { chooser: 0 } };
  const started = rk.kernel.start(setup);
  const s = started.state;
  placeBoardAt(s, { ...(g.turn === undefined ? {} : { turn: g.turn }), ...(g.player === undefined ? {} : { turnPlayer: g.player }), ...(g.phase === undefined ? {} : { phase: g.phase }) });
  // Cards given "fresh" came to the field this turn; ids were dealt in random order, so map by set-up order.
  const order = [...setup.players[0].cards.map((c, i) => ({ p: 0, i, c })), ...setup.players[1].cards.map((c, i) => ({ p: 1, i, c }))];
  const byZone = new Map<string, CardId[]>();
  for (const c of s.cards) {
    const key = `${c.owner}:${c.zone}:${c.code}`;
    byZone.set(key, [...(byZone.get(key) ?? []), c.id]);
  }
  order.forEach((o, n) => {
    const key = `${o.p}:${o.c.zone}:${o.c.code}`;
    const id = byZone.get(key)!.shift()!;
    if (fresh[n] === 1) s.cards[id]!.arrived = s.turn;
    if (counters[n] !== undefined) s.cards[id]!.counters = { ...counters[n] };
  });
  const resumed = rk.kernel.resume(s);
  const session = new Session(rk.kernel, setup, { state: resumed.state, log: resumed.events, answers: [] });
  return new Scenario(new RulesDuel(rk, session));
}

export { code };
