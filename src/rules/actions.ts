/**
 * The rules-layer actions: every way a card can change the duel, each emitting its own event so
 * that destroy, send, tribute, banish and discard stay distinct (R-EFF-8) and one action counts
 * once (R-EFF-9). Effects reach them through {@link EffectActions}; summon procedures, battle and
 * the turn use them too, so cards and rules behave alike.
 * @module
 */
import { expiryCode, opponent, type CardId, type CardState, type ChainLink, type DuelEvent, type DuelState, type OpContext, type PlayerId } from "../kernel/index.js";
import type { BattleInfo, Duration, EffectActions, EffectDef, EffectQuery, HistoryEntry, HistoryKind, RestrictionKind, StatName, SummonPosition } from "./behaviour.js";
import { hasSubtype, isExtraDeckCard, spellTrapType, type CardInfo } from "./cards.js";
import { DUR, MOD_SLOTS, RESTRICTIONS, rememberHistory, rememberSummonedBy, STATS, TEMP, Temp, type RulesContext } from "./rules-context.js";
import { battleOutcome } from "./tables.js";
import { fitsMaterial, fusionCandidates, fusionPool, materialsFor, reachable, ritualCandidates, ritualPool } from "./summon-checks.js";
import type { SummonFrame } from "./summon.js";
import { inRange } from "./triggers.js";
import { Flag, Phase, Pos, SUMMONED_FLAGS, Zone, onField } from "./zones.js";

/** How a monster was summoned; the `value` of a `summoned` signal. */
export const SummonHow = { normal: 1, tribute: 2, flip: 3, special: 4, fusion: 5, ritual: 6, synchro: 7 } as const;
/** A summon kind name. */
export type SummonKindName = keyof typeof SummonHow;

function durationCode(d: Duration): number {
  if (typeof d === "string") return DUR[d];
  return "turns" in d ? DUR.turns : DUR.whileCond;
}

/**
 * Moves a monster to another player's side (a change of control). Its equip cards stay equipped to
 * it (the move makes it a new object, which would end their links): R-EFF-11.
 */
export function moveControl(rc: RulesContext, ctx: OpContext, card: CardId, to: PlayerId, by: PlayerId | -1): void {
  const c = ctx.card(card);
  const equips = rc.equipsOf(ctx.state, card);
  ctx.move(card, to, Zone.MONSTER, { faceUp: c.faceUp, pos: c.pos, reason: "control", by });
  for (const e of equips) if (onField(ctx.card(e).zone)) ctx.addEffect({ source: e, eff: TEMP + Temp.EQUIP, target: card, tiedToSource: true });
}

/**
 * Sends a card from the field to its owner's graveyard by a rule (a resolved spell, a replaced field
 * spell, an equip card left alone), or to the banished pile when a replacement says so (Banisher of
 * the Light, Macro Cosmos): the rules' moves obey the replacements as the effects' moves do.
 */
export function sendToGraveByRule(rc: RulesContext, ctx: OpContext, id: CardId, reason: string, by: PlayerId | -1): void {
  const s = ctx.state;
  const banish = rc.restricted(s, "banishedInsteadOfLeaving", id) || rc.restricted(s, "banishedInsteadOfGrave", id);
  const c = ctx.card(id);
  c.flags &= ~Flag.ACTIVATING;
  rememberHistory(s, id, banish ? "banished" : "grave", c.ctrl);
  ctx.move(id, c.owner, banish ? Zone.BANISHED : Zone.GRAVE, { reason, by });
}

/** The effect actions over one running operation. */
export class Actions implements EffectActions {
  readonly targets: CardId[];
  readonly cause: DuelEvent | null;
  readonly bind: Record<string, number>;
  /** Set while a monster's own summon procedure runs: its special summon of itself waits for the summon window. */
  procedure = false;
  private readonly q: EffectQuery;

  constructor(
    readonly rc: RulesContext,
    readonly ctx: OpContext,
    readonly card: CardId,
    readonly player: PlayerId,
    readonly link: ChainLink | null = null,
    targets: CardId[] = [],
    cause: DuelEvent | null = null,
  ) {
    this.targets = targets;
    this.cause = link?.cause ?? cause;
    this.bind = (link?.bind as Record<string, number> | undefined) ?? {};
    this.q = rc.query(ctx.state, card, player);
  }

  get state(): DuelState {
    return this.ctx.state;
  }

  // --- queries (delegated; the draft state changes as the operation runs) ---
  private get query(): EffectQuery {
    return this.q.state === this.ctx.state ? this.q : this.rc.query(this.ctx.state, this.card, this.player);
  }
  info(card: CardId): CardInfo {
    return this.rc.info(this.ctx.state, card);
  }
  atk(card: CardId): number {
    return this.rc.stat(this.ctx.state, card, "atk");
  }
  def(card: CardId): number {
    return this.rc.stat(this.ctx.state, card, "def");
  }
  level(card: CardId): number {
    return this.rc.stat(this.ctx.state, card, "level");
  }
  cards(player: PlayerId, zone: number): readonly CardId[] {
    return this.rc.zone(this.ctx.state, player, zone);
  }
  monsters(player: PlayerId): CardId[] {
    return this.query.monsters(player);
  }
  freeMonsterZones(player: PlayerId): number {
    return this.query.freeMonsterZones(player);
  }
  summonedBy(card: CardId): CardId | null {
    return this.query.summonedBy(card);
  }
  battle(): BattleInfo | null {
    return this.rc.battle(this.ctx.state);
  }
  restricted(kind: RestrictionKind, subject: number): boolean {
    return this.rc.restricted(this.ctx.state, kind, subject);
  }
  equippedTo(equip: CardId): CardId {
    return this.rc.equippedTo(this.ctx.state, equip);
  }
  canEquipTo(equip: CardId, monster: CardId): boolean {
    return this.rc.canEquipTo(this.ctx.state, equip, monster);
  }
  canBanish(card: CardId): boolean {
    return !this.rc.banishLocked(this.ctx.state, card, this.player);
  }
  equipsOf(monster: CardId): CardId[] {
    return this.rc.equipsOf(this.ctx.state, monster);
  }
  summonedThisTurn(player: PlayerId, how: "normal" | "any" | "special" = "any"): boolean {
    return this.query.summonedThisTurn(player, how);
  }
  attackedThisTurn(player: PlayerId): boolean {
    return this.query.attackedThisTurn(player);
  }
  history(card: CardId, what: HistoryKind): HistoryEntry | null {
    return this.rc.history(this.ctx.state, card, what);
  }
  activatedThisTurn(card: CardId, eff: number): boolean {
    return this.query.activatedThisTurn(card, eff);
  }
  hasUnionEquipped(card: CardId): boolean {
    return this.query.hasUnionEquipped(card);
  }
  normalSummonable(card: CardId): boolean {
    return this.query.normalSummonable(card);
  }
  effectOf(card: CardId, eff: number): EffectDef | undefined {
    return this.query.effectOf(card, eff);
  }
  boundTo(card: CardId): CardId {
    return this.query.boundTo(card);
  }
  as(card: CardId, player: PlayerId): EffectQuery {
    return this.query.as(card, player);
  }
  levelsUpTo(card: CardId): readonly string[] {
    return this.query.levelsUpTo(card);
  }

  // --- choices ---
  chooseCards(player: PlayerId, cards: readonly CardId[], min: number, max: number, text = "choose cards"): CardId[] {
    const m = Math.min(min, cards.length);
    if (cards.length === 0) return [];
    return this.ctx.chooseCards(player, cards, m, Math.max(m, Math.min(max, cards.length)), { card: this.card, text });
  }
  chooseOne(player: PlayerId, labels: readonly string[], text = "choose one"): number {
    return this.ctx.chooseOne(player, "selectOption", labels.map((label, value) => ({ kind: "option", label, value })), { card: this.card, text });
  }
  randomCards(cards: readonly CardId[], n: number): CardId[] {
    const pool = cards.slice();
    const out: CardId[] = [];
    while (out.length < n && pool.length > 0) out.push(pool.splice(this.ctx.random(pool.length), 1)[0]!);
    return out;
  }
  yesNo(player: PlayerId, text: string): boolean {
    return this.ctx.yesNo(player, text);
  }

  // --- moves ---
  /**
   * Moves a card to its owner's `zone` (R-ZONE-4). Tokens leaving the field cease to exist; an
   * extra-deck monster returned to the hand or deck goes to the extra deck. "Properly summoned"
   * survives only a move from the field to the graveyard or banished pile (R-SUM-5).
   */
  /** Whether this effect may move `card` (not a card in a graveyard under Necrovalley). */
  canMoveByEffect(card: CardId): boolean {
    return !this.moveLocked(card);
  }

  /** Whether this effect may not move `card` (a card effect, not a cost: Necrovalley's graveyards). */
  private moveLocked(card: CardId): boolean {
    return !this.paying && this.card >= 0 && this.rc.moveLocked(this.ctx.state, card, this.card);
  }

  private relocate(id: CardId, zone: number, reason: string, opts: { at?: number; faceUp?: boolean; player?: PlayerId } = {}): boolean {
    const c = this.ctx.card(id);
    if (c.zone === Zone.GONE) return false;
    if (this.moveLocked(id)) return false;
    const info = this.rc.infoOf(c.code);
    const wasOnField = onField(c.zone);
    let to = zone;
    if (hasSubtype(info, "token")) {
      if (!wasOnField && zone !== Zone.MONSTER) return false;
      to = Zone.GONE;
    } else if ((to === Zone.HAND || to === Zone.DECK) && isExtraDeckCard(info)) to = Zone.EXTRA;
    // Replacements: banished instead of leaving the field / of going to the graveyard.
    if (wasOnField && to !== Zone.BANISHED && to !== Zone.GONE && !onField(to)) {
      const s = this.ctx.state;
      if (this.rc.restricted(s, "banishedInsteadOfLeaving", id) || (to === Zone.GRAVE && this.rc.restricted(s, "banishedInsteadOfGrave", id))) to = Zone.BANISHED;
    }
    // A card that cannot be banished stays (Necrovalley), by an effect or a cost alike.
    if (to === Zone.BANISHED && this.rc.banishLocked(this.ctx.state, id, this.player)) return false;
    if (to === Zone.GRAVE) this.remember(id, "grave");
    if (to === Zone.BANISHED) this.remember(id, "banished");
    if (to === Zone.BANISHED && wasOnField && c.faceUp && opts.faceUp !== false) this.remember(id, "banishedFaceUpFromField");
    const keepProper = wasOnField && (to === Zone.GRAVE || to === Zone.BANISHED);
    if (!keepProper) c.flags &= ~Flag.PROPER;
    c.flags &= ~(Flag.ATTACKED | Flag.POSITION_CHANGED | Flag.EQUIPPED | Flag.AS_EQUIP | Flag.UNION | Flag.ACTIVATING | SUMMONED_FLAGS);
    this.ctx.move(id, opts.player ?? c.owner, to, { reason, by: this.player, ...(opts.at === undefined ? {} : { at: opts.at }), ...(opts.faceUp === undefined ? {} : { faceUp: opts.faceUp }) });
    return true;
  }

  /** Records that something happened to a card now (read back by {@link EffectQuery.history}). */
  remember(id: CardId, what: HistoryKind): void {
    rememberHistory(this.ctx.state, id, what, this.ctx.card(id).ctrl);
  }

  private group(ids: readonly CardId[], zone: number, reason: string, signal: string, data: Record<string, string> = {}, filter?: (id: CardId) => boolean, opts: { faceUp?: boolean } = {}): CardId[] {
    const done: CardId[] = [];
    // Who controlled each card before it moved, and whether it was face-up there: "a spell card you
    // control is destroyed", "a face-up Toon World is destroyed" ask it after.
    const ctrls: PlayerId[] = [];
    const faces: string[] = [];
    // Where each card ended up (a replacement may send it elsewhere): "destroyed and sent to the graveyard" asks it.
    const landed: number[] = [];
    const seen = new Set<CardId>();
    for (const id of ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (filter !== undefined && !filter(id)) continue;
      const ctrl = this.ctx.card(id).ctrl;
      const face = this.ctx.card(id).faceUp ? "1" : "0";
      if (this.relocate(id, zone, reason, opts)) {
        done.push(id);
        ctrls.push(ctrl);
        faces.push(face);
        landed.push(this.ctx.card(id).zone);
      }
    }
    if (done.length > 0) this.ctx.signal(signal, this.player, done, done.length, { ...data, ctrls: ctrls.join(","), faces: faces.join(","), zones: landed.join(",") });
    this.cleanup();
    return done;
  }

  /** Destroys cards on the field or in the hand (by a card effect unless `byBattle`); a destruction, unlike the other moves (R-EFF-8). */
  /** True while a cost is paid: a cost is not an effect, so nothing is unaffected by it. */
  paying = false;

  /** Whether this effect leaves `card` alone: its card is a spell or trap and `card` is unaffected by such cards. */
  private spares(card: CardId): boolean {
    return !this.paying && this.rc.unaffectedBy(this.ctx.state, this.card, card);
  }
  private unspared(cards: readonly CardId[]): CardId[] {
    return cards.filter((id) => !this.spares(id));
  }

  destroy(cards: readonly CardId[], byBattle = false, banish = false): CardId[] {
    if (!byBattle) cards = this.unspared(cards);
    // A card with a destruction substitute stays; the substitute is destroyed in its place (by the effect, not the battle).
    const instead: CardId[] = [];
    const kept: CardId[] = [];
    for (const id of cards) {
      const sub = onField(this.ctx.card(id).zone) ? this.rc.substituteFor(this.ctx.state, id, byBattle) : -1;
      if (sub >= 0 && !instead.includes(sub)) instead.push(sub);
      else kept.push(id);
    }
    if (instead.length > 0) {
      const done = this.destroy(instead, false);
      return [...done, ...(kept.length > 0 ? this.destroyNow(kept, byBattle, banish) : [])];
    }
    return this.destroyNow(kept, byBattle, banish);
  }

  private destroyNow(cards: readonly CardId[], byBattle: boolean, banish = false): CardId[] {
    const kind: RestrictionKind = byBattle ? "cannotBeDestroyedByBattle" : "cannotBeDestroyedByEffect";
    const bySpellTrap = !byBattle && this.card >= 0 && this.rc.infoOf(this.ctx.card(this.card).code).kind !== "monster";
    const battle = byBattle ? this.q.battle() : null;
    // A destruction by battle names the battle's monsters: `destroyed by battle with this card` asks which destroyed which.
    const data: Record<string, string> = battle === null ? { by: byBattle ? "battle" : "effect" } : { by: "battle", battle: `${battle.attacker},${battle.target}` };
    const done = this.group(cards, banish ? Zone.BANISHED : Zone.GRAVE, byBattle ? "battle" : "destroy", "destroyed", data, (id) => {
      const c = this.ctx.card(id);
      // Cards are destroyed on the field, or in the hand when an effect says so (Deck Devastation Virus).
      const ok = (onField(c.zone) || c.zone === Zone.HAND) && !this.rc.restricted(this.ctx.state, kind, id) && !(bySpellTrap && this.rc.restricted(this.ctx.state, "cannotBeDestroyedBySpellTrap", id));
      if (ok) this.remember(id, byBattle ? "destroyedByBattle" : "destroyedByEffect");
      if (ok && !byBattle && this.player !== c.ctrl) this.remember(id, "destroyedByOpponentEffect");
      return ok;
    });
    // The other monster of the battle destroyed it (both did, when both are destroyed).
    if (battle !== null) {
      for (const id of done) {
        const other = id === battle.attacker ? battle.target : id === battle.target ? battle.attacker : -1;
        if (other >= 0) this.remember(other, "destroyedAMonsterByBattle");
      }
    }
    return done;
  }
  sendToGrave(cards: readonly CardId[]): CardId[] {
    return this.group(this.unspared(cards), Zone.GRAVE, "send", "sent");
  }
  /** Face-down, only the owner may look at them there (Lightforce Sword); face-up by default. */
  banish(cards: readonly CardId[], faceDown = false): CardId[] {
    return this.group(this.unspared(cards), Zone.BANISHED, "banish", "banished", faceDown ? { faceDown: "yes" } : {}, undefined, faceDown ? { faceUp: false } : {});
  }
  returnToHand(cards: readonly CardId[]): CardId[] {
    return this.group(this.unspared(cards), Zone.HAND, "return", "returnedToHand");
  }
  /** Adds cards from the other player's hand to `player`'s (Amazoness Chain Master): they keep their owner. */
  takeIntoHand(cards: readonly CardId[], player: PlayerId): CardId[] {
    const done = cards.filter((id) => this.ctx.card(id).zone === Zone.HAND && this.ctx.card(id).ctrl !== player && this.relocate(id, Zone.HAND, "add", { player }));
    if (done.length > 0) this.ctx.signal("added", player, done, done.length);
    return done;
  }
  returnToDeck(cards: readonly CardId[], where: "shuffle" | "top" | "bottom" = "shuffle"): CardId[] {
    cards = this.unspared(cards);
    const done: CardId[] = [];
    for (const id of cards) {
      const c = this.ctx.card(id);
      if (this.relocate(id, Zone.DECK, "return", where === "bottom" ? { at: 0 } : {})) done.push(id);
      void c;
    }
    if (done.length > 0) this.ctx.signal("returnedToDeck", this.player, done, done.length);
    if (where === "shuffle") for (const p of new Set(done.map((id) => this.ctx.card(id).owner))) this.ctx.shuffle(p, Zone.DECK);
    this.cleanup();
    return done;
  }
  /** Hand to graveyard: a discard, never a destruction (R-TERM, R-EFF-8); one action counts once (R-EFF-9). */
  discard(cards: readonly CardId[]): CardId[] {
    return this.group(cards, Zone.GRAVE, "discard", "discarded", {}, (id) => this.ctx.card(id).zone === Zone.HAND);
  }
  /** Tributes (releases) monsters: not a destruction (R-SUM-1, R-EFF-8). */
  /** `forSummon`: the monster of the Tribute Summon (or Set) these are the tributes of (`tributed for a tribute summon`). */
  tribute(cards: readonly CardId[], forSummon = -1): CardId[] {
    return this.group(cards, Zone.GRAVE, "tribute", "tributed", forSummon >= 0 ? { forSummon: String(forSummon) } : {}, (id) => !this.rc.restricted(this.ctx.state, "cannotBeTributed", id));
  }
  /** Draws `n` cards as one action (R-EFF-9); drawing from an empty deck loses the duel (R-DUEL-2). */
  draw(player: PlayerId, n: number): number {
    let drawn = 0;
    const drawnIds: CardId[] = [];
    for (let i = 0; i < n; i++) {
      const deck = this.ctx.zone(player, Zone.DECK);
      const top = deck[deck.length - 1];
      if (top === undefined) {
        this.ctx.state.players[player]!.vars["deckedOut"] = 1;
        break;
      }
      this.ctx.move(top, player, Zone.HAND, { reason: "draw", by: player });
      drawnIds.push(top);
      drawn++;
    }
    if (drawn > 0) this.ctx.signal("drew", player, drawnIds, drawn);
    return drawn;
  }

  /** Whether a card in the graveyard or banished pile may be special summoned (R-SUM-5). */
  canRevive(id: CardId): boolean {
    return this.rc.canRevive(this.ctx.state, id);
  }

  /** Whether `player` may special summon `id` now (zone, revival limit, restrictions). */
  canSpecialSummon(id: CardId, player: PlayerId): boolean {
    return this.rc.canSpecialSummon(this.ctx.state, id, player, this.card);
  }
  canFusionSummon(player: PlayerId, filter?: (card: CardId) => boolean): boolean {
    return fusionCandidates(this.rc, this.ctx.state, player, filter).length > 0;
  }
  canRitualSummon(player: PlayerId, filter: (card: CardId) => boolean, rule: "atLeast" | "exactly", level?: (card: CardId) => number): boolean {
    return ritualCandidates(this.rc, this.ctx.state, player, filter, rule, level).length > 0;
  }

  specialSummon(card: CardId, player: PlayerId, position: SummonPosition = "attack", how: SummonKindName = "special"): boolean {
    if (!this.canSpecialSummon(card, player)) return false;
    if (this.moveLocked(card)) return false;
    const c0 = this.ctx.card(card);
    // R-SUM-5: a fusion or synchro monster brought out of the extra deck by an effect (Metamorphosis,
    // Cyber-Stein), not by its own summon, is not properly summoned.
    const improper = how === "special" && c0.zone === Zone.EXTRA && isExtraDeckCard(this.rc.infoOf(c0.code));
    this.place(card, player, position);
    if (this.procedure && card === this.card) {
      // Its own procedure: a summon with its negation window, successful after it (R-CHAIN-6, R-SUM-10).
      const frame: SummonFrame = { t: "summon", cards: [card], stamps: [this.ctx.card(card).stamp], how, player, stage: 0, negated: 0 };
      this.ctx.then(frame);
      return true;
    }
    this.summoned([card], player, how);
    if (how === "special") rememberSummonedBy(this.ctx.state, card, this.card);
    if (improper) this.ctx.card(card).flags &= ~Flag.PROPER;
    this.cleanup();
    return true;
  }

  /** Puts a monster on the field in a position (R-SUM-4: face-up attack or defense unless the effect says otherwise). */
  place(card: CardId, player: PlayerId, position: SummonPosition): void {
    const c = this.ctx.card(card);
    c.flags &= ~(Flag.PROPER | SUMMONED_FLAGS);
    // Where it came from, for "special summoned from your graveyard" once the summon succeeds.
    this.ctx.state.vars[`from:${card}`] = c.zone;
    this.ctx.move(card, player, Zone.MONSTER, { faceUp: position !== "face-down defense", pos: position === "attack" ? Pos.ATTACK : Pos.DEFENSE, reason: "summon", by: player });
  }

  /** A summon is successful (R-SUM-10): properly summoned, counted, signalled. */
  summoned(cards: readonly CardId[], player: PlayerId, how: SummonKindName): void {
    const mark = how === "normal" ? Flag.NORMAL_SUMMONED : how === "tribute" ? Flag.NORMAL_SUMMONED | Flag.TRIBUTE_SUMMONED : how === "flip" ? Flag.FLIP_SUMMONED : Flag.SPECIAL_SUMMONED;
    for (const id of cards) {
      const c = this.ctx.card(id);
      // A Tribute Set monster Flip Summoned later still came with tributes (Blast Held by a Tribute).
      const keep = how === "flip" ? Flag.TRIBUTE_SUMMONED : 0;
      c.flags = (c.flags & ~(SUMMONED_FLAGS & ~keep)) | Flag.PROPER | mark;
      this.remember(id, "summoned");
      if (how === "normal" || how === "tribute") this.remember(id, "normalSummoned");
      if (how !== "normal" && how !== "tribute" && how !== "flip") this.remember(id, "specialSummoned");
      if (how === "flip") this.remember(id, "flipped");
    }
    const vars = this.ctx.state.players[player]!.vars;
    vars["summons"] = (vars["summons"] ?? 0) + 1;
    if (how !== "normal" && how !== "tribute" && how !== "flip") vars["ss"] = (vars["ss"] ?? 0) + 1;
    // Where a special summon took each monster from ("special summoned from your graveyard").
    const special = how !== "normal" && how !== "tribute" && how !== "flip";
    const from = cards.map((id) => this.ctx.state.vars[`from:${id}`] ?? -1);
    for (const id of cards) delete this.ctx.state.vars[`from:${id}`];
    this.ctx.signal("summoned", player, cards.slice(), SummonHow[how], special ? { how, from: from.join(",") } : { how });
  }

  changePosition(card: CardId, position: SummonPosition): void {
    const c = this.ctx.card(card);
    if (c.zone !== Zone.MONSTER || this.spares(card)) return;
    const faceUp = position !== "face-down defense";
    const flipUp = !c.faceUp && faceUp;
    this.ctx.setPosition(card, faceUp, position === "attack" ? Pos.ATTACK : Pos.DEFENSE, "effect");
    if (flipUp) {
      this.remember(card, "flipped");
      this.ctx.signal("flipped", this.player, [card], 0, { by: "effect" });
    }
    this.cleanup();
  }

  /**
   * Turns a card face-up (its flip effect follows, R-EFF-1) or face-down. `noFlipEffects`: turned
   * face-up without its flip effect activating (Ceasefire); it still counts as flipped.
   */
  flip(card: CardId, faceUp: boolean, opts: { noFlipEffects?: boolean } = {}): void {
    const c = this.ctx.card(card);
    if (!onField(c.zone) || c.faceUp === faceUp || this.spares(card)) return;
    if (c.zone === Zone.MONSTER && faceUp && opts.noFlipEffects === true) {
      this.ctx.setPosition(card, true, c.pos, "effect");
      this.remember(card, "flipped");
      this.ctx.signal("flipped", this.player, [card], 0, { by: "effect", flipEffects: "no" });
    } else if (c.zone === Zone.MONSTER) this.changePosition(card, faceUp ? (c.pos === Pos.ATTACK ? "attack" : "defense") : "face-down defense");
    else this.ctx.setPosition(card, faceUp, c.pos, "effect");
    this.cleanup();
  }

  /**
   * Two monsters battle at once, outside an attack (Last Turn: "… attacks your selected monster"):
   * a face-down target is flipped face-up first (R-BAT-3), damage calculation as if `attacker`
   * attacked `target` (R-BAT-4/5), the monsters it destroys are destroyed by battle (by the
   * attacker's controller). Battle damage is 0 for both players: the card's ruling ("Any Battle
   * Damage from this battle is treated as 0"). No battle frame, no damage step windows. Returns
   * whether the battle happened (both monsters on the field, the attacker face-up in attack position).
   */
  forcedBattle(attacker: CardId, target: CardId): boolean {
    const s = this.ctx.state;
    const a = this.ctx.card(attacker);
    const t = this.ctx.card(target);
    if (attacker === target || a.zone !== Zone.MONSTER || t.zone !== Zone.MONSTER || !a.faceUp || a.pos !== Pos.ATTACK) return false;
    if (!t.faceUp) {
      this.ctx.setPosition(target, true, t.pos, "attack");
      this.remember(target, "flipped");
      this.ctx.signal("flipped", a.ctrl, [target], 0, { by: "attack" });
    }
    const atk = this.rc.stat(s, attacker, "atk");
    const out = battleOutcome(atk, { position: t.pos === Pos.ATTACK ? "attack" : "defense", atk: this.rc.stat(s, target, "atk"), def: this.rc.stat(s, target, "def") });
    this.ctx.signal("damageCalculated", a.ctrl, [attacker, target], 0, { forced: "1" });
    const destroy: CardId[] = [];
    if (out.destroyTarget && !this.rc.restricted(s, "cannotBeDestroyedByBattle", target)) destroy.push(target);
    if (out.destroyAttacker && !this.rc.restricted(s, "cannotBeDestroyedByBattle", attacker)) destroy.push(attacker);
    if (destroy.length > 0) {
      this.ctx.signal("battleDestroying", a.ctrl, destroy, destroy.length);
      new Actions(this.rc, this.ctx, attacker, a.ctrl).destroy(destroy, true);
    }
    return true;
  }

  /** Moves a monster to `player`'s field (R-EFF-11); with "endOfTurn" it returns in the End Phase. */
  takeControl(card: CardId, player: PlayerId, duration: Duration, tiedTo?: CardId): void {
    const c = this.ctx.card(card);
    if (c.zone !== Zone.MONSTER || c.ctrl === player || this.spares(card) || this.rc.restricted(this.ctx.state, "cannotChangeControl", card)) return;
    if (this.rc.monsters(this.ctx.state, player).length >= this.rc.profile.monsterZones) return;
    const before = c.ctrl;
    moveControl(this.rc, this.ctx, card, player, this.player);
    this.ctx.card(card).arrived = c.arrived;
    // `while …` (Aussa the Earth Charmer: while this card is face-up): the control lasts while the
    // condition holds, checked like any `while` duration (bound[2..4]), and ends when it stops.
    const w = typeof duration === "object" && "while" in duration ? duration : null;
    const id = this.ctx.addEffect({
      source: tiedTo ?? (w === null ? -1 : this.card), eff: TEMP + Temp.CONTROL, target: card,
      bound: w === null ? [before, durationCode(duration)] : [before, DUR.whileCond, DUR.whileCond, w.eff, w.while], tiedToSource: false,
      expires: duration === "endOfTurn" ? expiryCode(this.ctx.state.turn, Phase.END) : -1,
    });
    if (w !== null) this.keep(id, this.bind);
    this.ctx.signal("controlChanged", player, [card], 0);
    this.cleanup();
  }

  // --- negation ---
  private respondsTo(index?: number): number {
    return index ?? this.bind["responds"] ?? -1;
  }
  negateActivation(index?: number): boolean {
    const i = this.respondsTo(index);
    return i >= 0 && this.ctx.negate(i, "activation", this.player);
  }
  negateEffect(index?: number): boolean {
    const i = this.respondsTo(index);
    // An effect that cannot be negated (Spiritualism) is not; its activation still can be.
    const link = this.ctx.state.chain[i];
    if (link !== undefined && this.rc.behaviour(this.ctx.card(link.card).code).unnegatable === true) return false;
    return i >= 0 && this.ctx.negate(i, "effect", this.player);
  }
  negateSummon(): CardId[] {
    const f = findFrame(this.ctx.state, "summon");
    if (f === null || f["negated"] === 1) return [];
    f["negated"] = 1;
    const cards = f["cards"] as CardId[];
    this.ctx.signal("summonNegated", this.player, cards, cards.length);
    return cards;
  }
  negateAttack(): boolean {
    const f = findFrame(this.ctx.state, "battle");
    if (f === null || f["negated"] === 1) return false;
    f["negated"] = 1;
    this.ctx.signal("attackNegated", this.player, [f["atk"] as number], 0);
    return true;
  }
  respondedCard(): CardId {
    const i = this.bind["responds"] ?? -1;
    if (i >= 0) return this.ctx.state.chain[i]?.card ?? -1;
    const s = this.bind["summon"];
    return s === undefined ? -1 : s;
  }

  // --- life points ---
  /** Effect damage (R-BAT-7); LP never go below 0. */
  damage(player: PlayerId, amount: number): number {
    const s = this.ctx.state;
    if (amount <= 0 || this.rc.restricted(s, "playerNoEffectDamage", player)) return 0;
    if (this.player !== player && this.rc.restricted(s, "playerNoEffectDamageFromOpponent", player)) return 0;
    // 0 - x, not -x: a player at 0 LP takes 0, never -0 (a saved state must read back equal).
    const real = 0 - this.ctx.changeLp(player, -amount, "effectDamage");
    // The card whose effect inflicted it: `takes effect damage except from "X"` asks it.
    this.ctx.signal("damage", player, this.card >= 0 ? [this.card] : [], real, { battle: "no" });
    return real;
  }
  /** Battle damage (R-BAT-7), unless the player takes none. */
  battleDamage(player: PlayerId, amount: number, by: CardId): number {
    const s = this.ctx.state;
    // "Battle damage this card inflicts is halved" (Susa Soldier) / "doubled" (Stone Statue of the Aztecs).
    if (by >= 0 && this.rc.restricted(s, "battleDamageHalved", by)) amount = Math.floor(amount / 2);
    if (by >= 0 && this.rc.restricted(s, "battleDamageDoubled", by)) amount *= 2;
    if (amount <= 0 || this.rc.restricted(s, "playerNoBattleDamage", player)) return 0;
    const real = 0 - this.ctx.changeLp(player, -amount, "battleDamage");
    this.ctx.signal("damage", player, [by], real, { battle: "yes" });
    return real;
  }
  gainLp(player: PlayerId, amount: number): number {
    if (amount <= 0) return 0;
    return this.ctx.changeLp(player, amount, "gain");
  }
  payLp(player: PlayerId, amount: number): boolean {
    const lp = this.ctx.state.players[player]!.lp;
    if (amount > lp) return false;
    this.ctx.changeLp(player, -amount, "cost");
    return true;
  }
  payChosenLp(player: PlayerId, unit: number): number {
    const most = unit > 0 ? Math.floor(this.ctx.state.players[player]!.lp / unit) : 0;
    if (most < 1) return 0;
    const amounts = Array.from({ length: most }, (_, i) => (i + 1) * unit);
    const paid = amounts[this.chooseOne(player, amounts.map((n) => `pay ${n} LP`), "how much LP to pay")]!;
    this.ctx.changeLp(player, -paid, "cost");
    // Kept with the card for what it does later (Wall of Revealing Light's attack lock).
    this.ctx.state.vars[`paid:${this.card}`] = paid;
    return paid;
  }

  // --- counters, equips, stats, restrictions ---
  addCounters(card: CardId, kind: string, n: number): number {
    if (this.spares(card)) return 0;
    const c = this.ctx.card(card);
    const limit = this.rc.behaviour(c.code).counterLimit?.[kind];
    const have = c.counters[kind] ?? 0;
    const add = Math.max(0, limit === undefined ? n : Math.min(n, limit - have));
    if (add > 0) this.ctx.addCounter(card, kind, add);
    return add;
  }
  removeCounters(card: CardId, kind: string, n: number): number {
    if (this.spares(card)) return 0;
    const have = this.ctx.card(card).counters[kind] ?? 0;
    const take = Math.min(n, have);
    if (take > 0) this.ctx.addCounter(card, kind, -take);
    return take;
  }
  /** Equips a card to a face-up monster (R-ZONE-5: a face-down monster cannot be equipped). */
  equip(equip: CardId, monster: CardId): boolean {
    const m = this.ctx.card(monster);
    const e = this.ctx.card(equip);
    // An equip card that has left the field (destroyed in answer to its own activation) equips nothing.
    if (e.zone !== Zone.SPELL_TRAP || !e.faceUp) return false;
    if (m.zone !== Zone.MONSTER || !m.faceUp || this.rc.unaffectedBy(this.ctx.state, equip, monster)) return false;
    for (const e of this.ctx.state.effects) if (e.eff === TEMP + Temp.EQUIP && e.source === equip) this.ctx.removeEffect(e.id);
    this.ctx.addEffect({ source: equip, eff: TEMP + Temp.EQUIP, target: monster, tiedToSource: true });
    // Once the link is gone (the monster turned face-down, the equip card destroyed), `the equipped
    // monster` is still the one it was equipped to while that one stays on the field (Big Bang Shot).
    this.bindCard(equip, monster);
    this.ctx.card(equip).flags |= Flag.EQUIPPED;
    this.ctx.signal("equipped", this.player, [equip, monster], 0);
    return true;
  }
  private expiry(duration: Duration): number {
    const s = this.ctx.state;
    if (duration === "endOfTurn") return expiryCode(s.turn, Phase.END);
    if (duration === "endOfDamageStep") return expiryCode(s.turn, Phase.BATTLE);
    if (typeof duration === "object" && "turns" in duration) {
      const n = Math.max(1, duration.turns);
      if (duration.of === undefined) return expiryCode(s.turn + n - 1, Phase.END);
      // Only that player's turns count (turns alternate); the current turn counts when it is theirs.
      const whose = duration.of === "you" ? this.player : opponent(this.player);
      return expiryCode((s.turnPlayer === whose ? s.turn : s.turn + 1) + 2 * (n - 1), Phase.END);
    }
    return -1;
  }
  /** A temporary effect; a `while` one is sourced by this card and keeps the resolution's values. */
  private temporary(kind: number, target: CardId, bound: number[], duration: Duration): void {
    const w = typeof duration === "object" && "while" in duration ? duration : null;
    const id = this.ctx.addEffect({
      source: w === null ? -1 : this.card, eff: TEMP + kind, target, bound: w === null ? bound : [...bound, w.eff, w.while], expires: this.expiry(duration), tiedToSource: false,
    });
    if (w !== null) this.keep(id, this.bind);
  }
  /** Keeps values with a registration (vars `reg:<id>:<key>`). */
  private keep(id: number, values: Readonly<Record<string, number>>): void {
    const vars = this.ctx.state.vars;
    for (const [k, v] of Object.entries(values)) if (typeof v === "number") vars[`reg:${id}:${k}`] = v;
  }
  modifyStat(card: CardId, stat: StatName, delta: number, duration: Duration): void {
    if (this.spares(card)) return;
    this.temporary(Temp.STAT_ADD, card, [STATS.indexOf(stat), delta, durationCode(duration)], duration);
  }
  reverseChanges(card: CardId, stat: StatName, duration: Duration): void {
    if (this.spares(card)) return;
    this.temporary(Temp.REVERSE, card, [STATS.indexOf(stat), 0, durationCode(duration)], duration);
  }
  setStat(card: CardId, stat: StatName, value: number, duration: Duration): void {
    if (this.spares(card)) return;
    this.temporary(Temp.STAT_SET, card, [STATS.indexOf(stat), value, durationCode(duration)], duration);
  }
  restrict(kind: RestrictionKind, subject: number, duration: Duration): void {
    const playerKind = kind.startsWith("player");
    if (!playerKind && this.spares(subject)) return;
    this.temporary(Temp.RESTRICT, playerKind ? -1 : subject, [RESTRICTIONS.indexOf(kind), playerKind ? subject : -1, durationCode(duration)], duration);
  }

  endBattlePhase(): boolean {
    const s = this.ctx.state;
    if (s.phase !== Phase.BATTLE || s.vars["battleEnded"] === s.turn) return false;
    s.vars["battleEnded"] = s.turn;
    this.ctx.signal("battlePhaseEnded", this.player, [this.card]);
    return true;
  }
  tossCoin(player: PlayerId): boolean {
    return this.ctx.coin(player);
  }
  rollDie(player: PlayerId): number {
    return this.ctx.dice(player, 6);
  }
  lookAt(player: PlayerId, cards: readonly CardId[]): void {
    for (const id of cards) this.ctx.reveal(id, player);
    if (cards.length > 0) this.ctx.signal("lookedAt", player, cards.slice(), cards.length);
  }
  skipPhase(player: PlayerId, phase: number, count: number): void {
    const s = this.ctx.state;
    const key = `skip:${phase}:${player}`;
    const first = s.turnPlayer === player && s.phase < phase ? s.turn : s.turn + (s.turnPlayer === player ? 2 : 1);
    const to = s.vars[`${key}:to`];
    if (to !== undefined && to >= s.turn) s.vars[`${key}:to`] = to + 2 * count;
    else {
      s.vars[`${key}:from`] = first;
      s.vars[`${key}:to`] = first + 2 * (count - 1);
    }
    this.ctx.signal("phaseSkipped", player, [], phase, { count: String(count) });
  }
  startLasting(eff: number, slots: number, duration: Duration): void {
    // Not tied to the card: a spell that has gone to the graveyard still holds its statement (R-EFF-10 is about the card's own continuous effects).
    const expires = this.expiry(duration);
    for (let m = 0; m < slots; m++) this.ctx.addEffect({ source: this.card, eff: eff * MOD_SLOTS + m, target: -1, tiedToSource: false, expires });
  }
  delay(eff: number, values: Readonly<Record<string, number>>, duration: Duration, once: boolean): void {
    const id = this.ctx.addEffect({ source: this.card, eff: TEMP + Temp.DELAYED, bound: [eff, once ? 1 : 0, this.player], expires: this.expiry(duration), tiedToSource: false });
    this.keep(id, values);
  }

  shuffleDeck(player: PlayerId): void {
    this.ctx.shuffle(player, Zone.DECK);
  }
  /** Looks through the deck, adds what `filter` allows to the hand, then shuffles (R-ZONE-3). */
  search(player: PlayerId, filter: (card: CardId) => boolean, max = 1): CardId[] {
    if (this.rc.restricted(this.ctx.state, "playerCannotAddFromDeck", player)) return [];
    const found = this.ctx.zone(player, Zone.DECK).filter(filter);
    const picked = found.length === 0 ? [] : this.chooseCards(player, found, 1, max, "add a card from your deck to your hand");
    for (const id of picked) {
      this.ctx.move(id, player, Zone.HAND, { reason: "search", by: player });
      this.ctx.reveal(id, opponent(player));
    }
    if (picked.length > 0) this.ctx.signal("added", player, picked, picked.length);
    this.ctx.shuffle(player, Zone.DECK);
    return picked;
  }
  reveal(cards: readonly CardId[]): void {
    for (const id of cards) this.ctx.reveal(id, -1);
  }
  /** Equips a spell/trap card from wherever it is (a graveyard: Chopman): it comes face-up to this player's spell & trap zone. */
  equipCardFrom(card: CardId, to: CardId): boolean {
    const c = this.ctx.card(card);
    const m = this.ctx.card(to);
    // Only to a monster the card could be equipped to by its own text (Chopman: not Legendary Sword to a Zombie).
    if (m.zone !== Zone.MONSTER || !m.faceUp || !this.rc.canEquipTo(this.state, card, to) || this.moveLocked(card)) return false;
    if (!(c.zone === Zone.SPELL_TRAP && c.faceUp)) {
      if (this.rc.zone(this.state, this.player, Zone.SPELL_TRAP).length >= this.rc.profile.spellTrapZones) return false;
      this.ctx.move(card, this.player, Zone.SPELL_TRAP, { faceUp: true, reason: "equip", by: this.player });
    }
    const ok = this.equip(card, to);
    if (!ok) this.sendToGrave([card]);
    return ok;
  }
  /** Moves an equip card on the field to another monster it can be equipped to (Collected Power, Tailor of the Fickle). */
  moveEquip(card: CardId, to: CardId): boolean {
    const c = this.ctx.card(card);
    if (!onField(c.zone) || !c.faceUp || this.rc.equippedTo(this.state, card) < 0 || this.rc.equippedTo(this.state, card) === to) return false;
    if (!this.rc.canEquipTo(this.state, card, to)) return false;
    return this.equip(card, to);
  }
  equipMonster(card: CardId, to: CardId): boolean {
    const c = this.ctx.card(card);
    const m = this.ctx.card(to);
    if (c.zone !== Zone.MONSTER || card === to || m.zone !== Zone.MONSTER || !m.faceUp) return false;
    if (this.rc.zone(this.state, m.ctrl, Zone.SPELL_TRAP).length >= this.rc.profile.spellTrapZones) return false;
    // A Union monster equipping itself: a monster can have only one Union equipped at a time.
    const union = card === this.card && hasSubtype(this.rc.infoOf(c.code), "union");
    if (union && this.rc.equipsOf(this.state, to).some((e) => (this.ctx.card(e).flags & Flag.UNION) !== 0)) return false;
    // Flagged before the move, so that its continuous effects are not taken along to the new zone.
    c.flags = (c.flags & ~(Flag.ATTACKED | Flag.POSITION_CHANGED | Flag.PROPER | Flag.UNION | SUMMONED_FLAGS)) | Flag.AS_EQUIP | (union ? Flag.UNION : 0);
    this.ctx.move(card, m.ctrl, Zone.SPELL_TRAP, { faceUp: true, reason: "equip", by: this.player });
    return this.equip(card, to);
  }

  setSpellTrap(card: CardId, player: PlayerId): boolean {
    const c = this.ctx.card(card);
    const info = this.rc.infoOf(c.code);
    if (c.zone !== Zone.HAND || info.kind === "monster") return false;
    const field = spellTrapType(info) === "field";
    if (field) {
      for (const old of this.rc.zone(this.state, player, Zone.FIELD).slice()) sendToGraveByRule(this.rc, this.ctx, old, "replaced", player);
    } else if (this.rc.zone(this.state, player, Zone.SPELL_TRAP).length >= this.rc.profile.spellTrapZones) return false;
    this.ctx.move(card, player, field ? Zone.FIELD : Zone.SPELL_TRAP, { faceUp: false, reason: "set", by: player });
    this.ctx.signal("set", player, [card]);
    return true;
  }

  bindCard(card: CardId, to: CardId): void {
    const s = this.ctx.state;
    s.vars[`bound:${card}`] = to;
    // Where it arrived, not its stamp: turned face-down it is still bound (Spellbinding Circle after Book of Moon).
    s.vars[`boundPlaced:${card}`] = this.ctx.card(to).placed;
  }
  createToken(code: number, player: PlayerId, position: SummonPosition): CardId | null {
    if (this.rc.monsters(this.ctx.state, player).length >= this.rc.profile.monsterZones) return null;
    if (this.rc.restricted(this.ctx.state, "playerCannotSummon", player) || this.rc.restricted(this.ctx.state, "playerCannotSpecialSummon", player)) return null;
    const id = this.ctx.create(code, player, Zone.MONSTER, { faceUp: position !== "face-down defense", pos: position === "attack" ? Pos.ATTACK : Pos.DEFENSE, reason: "token" });
    this.summoned([id], player, "special");
    return id;
  }

  /**
   * Fusion Summon on resolution (R-SUM-6): the fusion monster and its materials are chosen now,
   * the materials go to the graveyard, then the monster is special summoned. At most one substitute.
   */
  fusionSummon(player: PlayerId, fusionFilter?: (card: CardId) => boolean): boolean {
    const s = this.ctx.state;
    const pool = fusionPool(this.rc, s, player);
    const able = fusionCandidates(this.rc, s, player, fusionFilter);
    if (able.length === 0) return false;
    const [fusion] = this.chooseCards(player, able, 1, 1, "choose a fusion monster");
    const slots = this.rc.behaviour(this.ctx.card(fusion!).code).materials ?? [];
    const chosen: CardId[] = [];
    for (let i = 0; i < slots.length; i++) {
      const options = pool.filter((id) => !chosen.includes(id) && fitsMaterial(this.rc, s, slots[i]!, id, chosen, fusion!) && materialsFor(this.rc, s, fusion!, pool, [...chosen, id]) !== null);
      const [m] = this.chooseCards(player, options, 1, 1, `choose fusion material ${i + 1}`);
      chosen.push(m!);
    }
    this.group(chosen, Zone.GRAVE, "material", "sentAsMaterial", { for: "fusion" });
    this.place(fusion!, player, "attack");
    this.summoned([fusion!], player, "fusion");
    this.cleanup();
    return true;
  }

  /**
   * Ritual Summon on resolution (R-SUM-7): tribute monsters from hand or field whose levels total at
   * least (or exactly) the ritual monster's level, then special summon it from the hand.
   */
  ritualSummon(player: PlayerId, monsterFilter: (card: CardId) => boolean, levelRule: "atLeast" | "exactly", level?: (card: CardId) => number): boolean {
    const s = this.ctx.state;
    const pool = (except: CardId) => ritualPool(this.rc, s, player, except);
    const lv = (id: CardId) => this.rc.stat(s, id, "level");
    const total = level ?? lv;
    const able = ritualCandidates(this.rc, s, player, monsterFilter, levelRule, level);
    if (able.length === 0) return false;
    const [monster] = this.chooseCards(player, able, 1, 1, "choose a ritual monster");
    const need = total(monster!);
    const chosen: CardId[] = [];
    let sum = 0;
    while (levelRule === "atLeast" ? sum < need : sum !== need) {
      const rest = pool(monster!).filter((id) => !chosen.includes(id));
      const options = rest.filter((id) => levelRule === "atLeast" || reachable(rest.filter((o) => o !== id).map(lv), need - sum - lv(id), "exactly"));
      const [t] = this.chooseCards(player, options, 1, 1, `tribute for the ritual summon (${sum}/${need})`);
      chosen.push(t!);
      sum += lv(t!);
    }
    this.tribute(chosen);
    this.place(monster!, player, "attack");
    this.summoned([monster!], player, "ritual");
    this.cleanup();
    return true;
  }

  win(player: PlayerId, reason: string): void {
    this.ctx.state.players[opponent(player)]!.vars["lost"] = 1;
    this.ctx.signal("winCondition", player, [this.card], 0, { reason });
  }

  /**
   * State-based clean-up after moves: an equip card whose monster left the field or turned
   * face-down is destroyed (R-CARD-5); it is not, while its own activation is still on the chain.
   */
  cleanup(): void {
    const s = this.ctx.state;
    for (const p of [0, 1] as const) {
      for (const id of this.rc.zone(s, p, Zone.SPELL_TRAP).slice()) {
        const c = s.cards[id]!;
        // Any card that was equipped (an equip spell, a trap equipped by its own effect like
        // Metalmorph, a monster serving as an equip card) and has lost its monster.
        if (!c.faceUp || (c.flags & Flag.EQUIPPED) === 0) continue;
        if (s.effects.some((e) => e.eff === TEMP + Temp.EQUIP && e.source === id)) continue;
        c.flags &= ~Flag.EQUIPPED;
        sendToGraveByRule(this.rc, this.ctx, id, "destroy", -1);
        this.ctx.signal("destroyed", -1, [id], 1, { by: "rule" });
      }
    }
    this.tiedControl();
    this.endWhiles();
    this.keepPositions();
    this.selfDestroys();
    this.react();
  }

  /** `continuous while …: destroy this card` (Tornado Wall, Berserk Gorilla): destroyed as soon as it applies. */
  private selfDestroys(): void {
    const codes = this.rc.selfDestroyCodes;
    if (codes.size === 0) return;
    const s = this.ctx.state;
    for (const c of s.cards) {
      // Not while its own activation is on the chain: it applies once the card has resolved (Falling Down).
      if (!codes.has(c.code) || !onField(c.zone) || s.chain.some((l) => l.card === c.id)) continue;
      for (const def of this.rc.behaviour(c.code).effects) {
        if (def.kind !== "continuous" || def.destroysSelf === undefined || !inRange(c, def) || this.rc.negated(s, c.id)) continue;
        const q = this.rc.query(s, c.id, c.ctrl);
        if ((def.condition === undefined || def.condition(q)) && def.destroysSelf(q)) {
          new Actions(this.rc, this.ctx, c.id, c.ctrl).destroy([c.id]);
          break;
        }
      }
    }
  }

  /** Control taken "while" a card stays on the field (Snatch Steal's equip) returns when it leaves. */
  private tiedControl(): void {
    const s = this.ctx.state;
    for (const e of s.effects.slice()) {
      if (e.eff !== TEMP + Temp.CONTROL || e.source < 0) continue;
      const src = s.cards[e.source]!;
      if (src.stamp === e.sourceStamp && onField(src.zone) && this.rc.holds(s, e)) continue;
      this.ctx.removeEffect(e.id);
      const c = s.cards[e.target]!;
      const back = e.bound[0] as PlayerId;
      if (c.zone !== Zone.MONSTER || c.stamp !== e.targetStamp || c.ctrl === back) continue;
      if (this.rc.monsters(s, back).length >= this.rc.profile.monsterZones) this.sendToGrave([c.id]);
      else {
        const arrived = c.arrived;
        moveControl(this.rc, this.ctx, c.id, back, -1);
        this.ctx.card(c.id).arrived = arrived;
        this.ctx.signal("controlChanged", back, [c.id]);
      }
    }
  }

  /** `while` durations end for good once their condition stops holding. */
  private endWhiles(): void {
    const s = this.ctx.state;
    for (const e of s.effects.slice()) {
      if (e.eff < TEMP || e.bound[2] !== DUR.whileCond || this.rc.holds(s, e)) continue;
      this.ctx.removeEffect(e.id);
      for (const k of Object.keys(s.vars)) if (k.startsWith(`reg:${e.id}:`)) delete s.vars[k];
    }
  }

  /** Continuous position rules (Level Limit - Area B): monsters they affect are put in that position. */
  private keepPositions(): void {
    if (!this.rc.hasPositions) return;
    const s = this.ctx.state;
    for (const p of [0, 1] as const) {
      for (const id of this.rc.monsters(s, p).slice()) {
        const m = s.cards[id]!;
        const pos = keptPosition(this.rc, s, id);
        if (pos !== null && m.faceUp && m.pos !== pos) this.ctx.setPosition(id, true, pos, "effect");
      }
    }
  }

  /**
   * Continuous effects with a timing ("continuous when this card leaves the field: …") happen as
   * soon as their event does, without the chain (R-EFF-3): each event is looked at once.
   */
  private react(): void {
    if (!this.rc.hasReactions) return;
    const s = this.ctx.state;
    // The cards that can react at all, looked up once for every event of this pass.
    let reactive: CardState[] | null = null;
    for (;;) {
      const base = s.events - s.recent.length;
      const next = Math.max(base, (s.vars["reacted"] ?? -1) + 1);
      if (next >= s.events) return;
      s.vars["reacted"] = next;
      const ev = s.recent[next - base]?.event;
      if (ev === undefined) continue;
      reactive ??= s.cards.filter((c) => this.rc.reactionCodes.has(c.code));
      for (const c of reactive) {
        const defs = this.rc.behaviour(c.code).effects;
        for (const def of defs) {
          if (def.kind !== "continuous" || def.timing === undefined || def.resolve === undefined || !inRange(c, def)) continue;
          if (this.rc.negated(s, c.id)) continue;
          const q = this.rc.query(s, c.id, c.ctrl);
          if (!def.timing.match(q, ev) || (def.condition !== undefined && !def.condition(q))) continue;
          const a = new Actions(this.rc, this.ctx, c.id, c.ctrl, null, [], ev);
          // Reacting to a link as it resolves, `negate the effect` is about that link.
          if (ev.type === "signal" && ev.name === "resolving") a.bind["responds"] = (ev.data as { link: number }).link;
          else if (ev.type === "chainLink") a.bind["responds"] = ev.link - 1;
          def.resolve(a);
        }
      }
    }
  }
}

/** Whether some subset of `levels` sums to at least / exactly `need`. */
/** The nearest frame of type `t` on the continuation (rules frames keep their data there). */
export function findFrame(state: DuelState, t: string): Record<string, unknown> | null {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i]!.t === t) return state.stack[i]!;
  return null;
}

/**
 * The battle position a continuous effect keeps a face-up monster in ("change all face-up Dragon
 * monsters to defense position", as long as the effect applies), or null: the clean-up puts it back
 * there, and its controller cannot change it (R-SUM-9).
 */
export function keptPosition(rc: RulesContext, s: DuelState, id: CardId): number | null {
  if (!rc.hasPositions) return null;
  const m = s.cards[id]!;
  if (m.zone !== Zone.MONSTER || !m.faceUp) return null;
  for (const src of s.cards) {
    for (const def of rc.behaviour(src.code).effects) {
      if (def.kind !== "continuous" || def.positions === undefined || !inRange(src, def) || rc.negated(s, src.id)) continue;
      const q = rc.query(s, src.id, src.ctrl);
      if (def.condition !== undefined && !def.condition(q)) continue;
      for (const rule of def.positions) if (rule.affects(q, id)) return rule.to === "attack" ? Pos.ATTACK : Pos.DEFENSE;
    }
  }
  return null;
}
