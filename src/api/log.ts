/**
 * A readable turn-by-turn account of a duel, made from its typed events (never from text): turns
 * with the turn player's LP, phases, draws, summons and sets, chain links, battles with their
 * outcome in one line, damage with the LP left, and the winner. It names every card, face-down ones
 * once they are revealed: it is written for a spectator of an AI duel, not for one of the players.
 * @module
 */
import type { CardId, DuelEvent, PlayerId, SignalEvent } from "../kernel/index.js";
import type { Duel } from "./duel.js";

/** Options of {@link DuelLog}. */
export interface DuelLogOptions {
  /** The players' names (default "Player 1", "Player 2"). */
  readonly names?: readonly [string, string];
}

const PHASES: Readonly<Record<string, string>> = {
  draw: "Draw Phase", standby: "Standby Phase", main1: "Main Phase 1", battle: "Battle Phase", main2: "Main Phase 2", end: "End Phase",
};

const SUMMON_VERB: Readonly<Record<string, string>> = {
  normal: "Normal Summons", tribute: "Normal Summons", flip: "Flip Summons", special: "Special Summons", fusion: "Fusion Summons", ritual: "Ritual Summons", synchro: "Synchro Summons",
};

interface Battle {
  atk: CardId;
  tgt: CardId;
  player: PlayerId;
  /** Whether "X attacks Y" was already printed (something happened in between). */
  opened: boolean;
  destroyed: CardId[];
  damage: string[];
  negated: boolean;
  /** The target was face-down and is flipped by the attack. */
  faceDown: boolean;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Turns a duel's events into lines, incrementally: give it the new events after each answer (or
 * all of them at the end) and print what it returns.
 */
export class DuelLog {
  private readonly duel: Duel;
  private readonly names: readonly [string, string];
  private readonly lp: [number, number];
  /** The phase header waiting for its first line (empty phases are not shown). */
  private phase: string | null = null;
  private tributes: CardId[] = [];
  private battle: Battle | null = null;
  private out: string[] = [];

  /** @param duel the duel whose events are formatted (card names come from its state). */
  constructor(duel: Duel, opts: DuelLogOptions = {}) {
    this.duel = duel;
    this.names = opts.names ?? ["Player 1", "Player 2"];
    const lp = duel.profile.startingLp;
    this.lp = [lp, lp];
  }

  /** The lines for these events (the events that follow the ones given before). */
  add(events: readonly DuelEvent[]): string[] {
    this.out = [];
    for (const e of events) this.event(e);
    return this.out;
  }

  private name(card: CardId): string {
    return this.duel.cardName(card);
  }

  private who(p: PlayerId | -1): string {
    return p === -1 ? "the game" : this.names[p];
  }

  /** A line in the current phase: its header first when it is the phase's first line. */
  private line(text: string): void {
    const b = this.battle;
    if (b !== null && !b.opened) {
      b.opened = true;
      this.line(`Battle: ${this.attackText(b)}`);
    }
    if (this.phase !== null) {
      this.out.push(`  ${this.phase}`);
      this.phase = null;
    }
    this.out.push(`    ${text}`);
  }

  private attackText(b: Battle): string {
    if (b.tgt < 0) return `${this.name(b.atk)} attacks directly`;
    return `${this.name(b.atk)} attacks ${b.faceDown ? "face-down " : ""}${this.name(b.tgt)}`;
  }

  private event(e: DuelEvent): void {
    switch (e.type) {
      case "duelStart":
        this.phase = "Set-up";
        return;
      case "coin":
        this.out.push(`Coin toss: ${e.heads ? "heads" : "tails"} — ${this.names[e.heads ? e.player : e.player === 0 ? 1 : 0]} chooses who goes first`);
        return;
      case "turnStart":
        this.out.push(`Turn ${e.turn} — ${this.names[e.player]} (LP ${this.lp[e.player]})`);
        this.phase = null;
        return;
      case "phaseStart":
        this.phase = PHASES[e.phase] ?? e.phase;
        return;
      case "lp":
        this.lp[e.player] = e.lp;
        if (e.reason === "gain") this.line(`${this.who(e.player)} gains ${e.delta} LP (LP ${e.lp})`);
        else if (e.reason === "cost") this.line(`${this.who(e.player)} pays ${-e.delta} LP (LP ${e.lp})`);
        else if (e.reason !== "battleDamage" && e.reason !== "effectDamage") this.line(`${this.who(e.player)}'s LP ${e.delta >= 0 ? "+" : ""}${e.delta} (LP ${e.lp})`);
        return;
      case "chainLink":
        this.line(`Chain link ${e.link}: ${this.who(e.player)} activates ${this.name(e.card)}`);
        return;
      case "negated":
        this.line(`${this.name(e.card)}'s ${e.what} is negated`);
        return;
      case "triggerMissed":
        this.line(`${this.name(e.card)} misses the timing of its effect`);
        return;
      case "created":
        this.line(`${this.who(e.player)} gets a ${this.name(e.card)}`);
        return;
      case "signal":
        this.signal(e);
        return;
      case "duelEnd": {
        this.flushBattle();
        const reason = e.reason.replace(/player ([01])/g, (_, p: string) => this.names[Number(p) as PlayerId]);
        this.out.push(e.result === 0 || e.result === 1 ? `${this.names[e.result]} wins (${reason})` : `The duel is a draw (${reason})`);
        return;
      }
      default:
        return;
    }
  }

  private signal(e: SignalEvent): void {
    const cards = e.cards;
    const first = cards[0] ?? -1;
    const names = (): string => list(cards.map((c) => this.name(c)));
    switch (e.name) {
      case "drew":
        this.line(`${this.who(e.player)} draws ${e.value === 1 ? "a card" : `${e.value} cards`}`);
        return;
      case "tributed":
        this.tributes.push(...cards);
        return;
      case "summoned": {
        const how = typeof e.data === "object" && e.data !== null && !Array.isArray(e.data) ? String(e.data["how"]) : "special";
        const tributes = this.tributes.length > 0 ? ` (tributing ${list(this.tributes.map((c) => this.name(c)))})` : "";
        this.tributes = [];
        this.line(`${this.who(e.player)} ${SUMMON_VERB[how] ?? "summons"} ${names()}${tributes}`);
        return;
      }
      case "set": {
        const c = this.duel.state.cards[first];
        const what = c !== undefined && this.duel.pack.card(c.code)?.kind === "monster" ? "a monster" : "a card";
        const tributes = this.tributes.length > 0 ? ` (tributing ${list(this.tributes.map((t) => this.name(t)))})` : "";
        this.tributes = [];
        this.line(`${this.who(e.player)} sets ${what}${tributes}`);
        return;
      }
      case "positionChanged":
        this.line(`${names()} changes to ${e.value === 0 ? "attack" : "defense"} position`);
        return;
      case "flipped":
        if (typeof e.data === "object" && e.data !== null && !Array.isArray(e.data) && e.data["by"] === "summon") return;
        if (this.battle !== null && !this.battle.opened && first === this.battle.tgt) {
          this.battle.faceDown = true;
          return;
        }
        this.line(`${names()} is flipped face-up`);
        return;
      case "attackDeclared":
        this.flushBattle();
        this.battle = { atk: first, tgt: e.value === 1 ? -1 : (cards[1] ?? -1), player: e.player === -1 ? 0 : e.player, opened: false, destroyed: [], damage: [], negated: false, faceDown: false };
        return;
      case "attackRetargeted":
        if (this.battle !== null) this.battle.tgt = cards[1] ?? -1;
        return;
      case "attackNegated":
        if (this.battle !== null) this.battle.negated = true;
        else this.line("the attack is negated");
        return;
      case "damage": {
        const battle = typeof e.data === "object" && e.data !== null && !Array.isArray(e.data) && e.data["battle"] === "yes";
        if (e.player === -1) return;
        const text = `${this.who(e.player)} takes ${e.value} damage (LP ${this.lp[e.player]})`;
        if (battle && this.battle !== null) this.battle.damage.push(text);
        else this.line(text);
        return;
      }
      case "destroyed": {
        const byBattle = typeof e.data === "object" && e.data !== null && !Array.isArray(e.data) && e.data["by"] === "battle";
        if (byBattle && this.battle !== null) this.battle.destroyed.push(...cards);
        else this.line(`${names()} ${cards.length === 1 ? "is" : "are"} destroyed`);
        return;
      }
      case "battleEnd":
        this.flushBattle();
        return;
      case "sent":
        this.line(`${names()} ${cards.length === 1 ? "is" : "are"} sent to the graveyard`);
        return;
      case "banished":
        this.line(`${names()} ${cards.length === 1 ? "is" : "are"} banished`);
        return;
      case "returnedToHand":
        this.line(`${names()} ${cards.length === 1 ? "returns" : "return"} to the hand`);
        return;
      case "returnedToDeck":
        this.line(`${names()} ${cards.length === 1 ? "returns" : "return"} to the deck`);
        return;
      case "discarded":
        this.line(`${this.who(e.player)} discards ${names()}`);
        return;
      case "added":
        this.line(`${this.who(e.player)} adds ${names()} to the hand`);
        return;
      case "equipped":
        this.line(`${this.name(first)} is equipped to ${this.name(cards[1] ?? -1)}`);
        return;
      case "controlChanged":
        this.line(`${this.who(e.player)} takes control of ${names()}`);
        return;
      case "summonNegated":
        this.line(`the summon of ${names()} is negated`);
        return;
      default:
        return;
    }
  }

  /** The battle's one line: "Battle: X attacks Y — Y destroyed, Yugi takes 300 damage (LP 7700)". */
  private flushBattle(): void {
    const b = this.battle;
    if (b === null) return;
    this.battle = null;
    const parts: string[] = [];
    if (b.negated) parts.push("the attack is negated");
    if (b.destroyed.length > 0) parts.push(`${list(b.destroyed.map((c) => this.name(c)))} destroyed`);
    parts.push(...b.damage);
    if (parts.length === 0) parts.push("no damage");
    this.line(b.opened ? `… ${parts.join(", ")}` : `Battle: ${this.attackText(b)} — ${parts.join(", ")}`);
  }
}

/** The whole log of a duel so far, as lines. */
export function duelLog(duel: Duel, opts: DuelLogOptions = {}): string[] {
  return new DuelLog(duel, opts).add(duel.events);
}
