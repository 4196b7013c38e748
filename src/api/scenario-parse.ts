/**
 * Parses scenario files. The format is line-based — one statement per line, sections `given`,
 * `when`, `then` — so that an error is always "this line, this column, expected that", and a card
 * author can read a file without knowing TypeScript. The grammar is in grammar/README.md.
 * @module
 */
import {
  ScenarioSyntaxError,
  type CardPlacement,
  type CardRef,
  type Expectation,
  type GivenSpec,
  type PassCondition,
  type PlayerAction,
  type ScenarioFileSpec,
  type ScenarioLine,
  type ScenarioLoc,
  type ScenarioPhase,
  type ScenarioPlayer,
  type ScenarioPosition,
  type ScenarioScript,
  type ScenarioSpec,
  type ScenarioZone,
} from "./scenario-syntax.js";

/** Zone words a file may use, with the zone each means (singular and plural both read naturally). */
const ZONE_WORDS: Readonly<Record<string, ScenarioZone>> = {
  deck: "deck", hand: "hand", monster: "monster", monsters: "monster", spelltrap: "spelltrap", spelltraps: "spelltrap",
  "spell/trap": "spelltrap", field: "field", graveyard: "graveyard", grave: "graveyard", banished: "banished", extra: "extra",
};
const PHASES: readonly ScenarioPhase[] = ["draw", "standby", "main1", "battle", "main2", "end"];
const POSITIONS: readonly ScenarioPosition[] = ["attack", "defense", "set", "face-up", "face-down"];

type TokKind = "word" | "string" | "punct" | "end";
interface Tok {
  kind: TokKind;
  text: string;
  col: number;
}

/** Splits one line into words, quoted strings (with `\"` and `\\`), `,` and `->`; a `#` after a space starts a comment. */
function tokenize(file: string, lineNo: number, line: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  const err = (col: number, msg: string) => new ScenarioSyntaxError({ file, line: lineNo, col, text: line }, msg);
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === " " || ch === "\t" || ch === "\r") {
      i++;
    } else if (ch === "#") {
      break;
    } else if (ch === '"') {
      const start = i;
      let text = "";
      i++;
      for (;;) {
        if (i >= line.length) throw err(start + 1, "expected a closing \" for this card name");
        const c = line[i]!;
        if (c === "\\" && i + 1 < line.length) {
          text += line[i + 1];
          i += 2;
        } else if (c === '"') {
          i++;
          break;
        } else {
          text += c;
          i++;
        }
      }
      toks.push({ kind: "string", text, col: start + 1 });
    } else if (ch === ",") {
      toks.push({ kind: "punct", text: ",", col: i + 1 });
      i++;
    } else if (ch === "-" && line[i + 1] === ">") {
      toks.push({ kind: "punct", text: "->", col: i + 1 });
      i += 2;
    } else {
      const start = i;
      while (i < line.length && !/[\s",#]/.test(line[i]!) && !(line[i] === "-" && line[i + 1] === ">")) i++;
      toks.push({ kind: "word", text: line.slice(start, i), col: start + 1 });
    }
  }
  toks.push({ kind: "end", text: "", col: line.replace(/\s+$/, "").length + 1 });
  return toks;
}

function describeTok(t: Tok): string {
  if (t.kind === "end") return "the end of the line";
  if (t.kind === "string") return `"${t.text}"`;
  return `\`${t.text}\``;
}

/** A cursor over one line's tokens. */
class Line {
  private i = 0;
  constructor(
    readonly toks: Tok[],
    readonly file: string,
    readonly lineNo: number,
    readonly text: string,
  ) {}

  get peek(): Tok {
    return this.toks[this.i]!;
  }
  peekAt(n: number): Tok {
    return this.toks[Math.min(this.i + n, this.toks.length - 1)]!;
  }
  loc(col = this.peek.col): ScenarioLoc {
    return { file: this.file, line: this.lineNo, col, text: this.text };
  }
  fail(expected: string, at: Tok = this.peek): never {
    throw new ScenarioSyntaxError(this.loc(at.col), `expected ${expected}, found ${describeTok(at)}`);
  }
  next(): Tok {
    const t = this.peek;
    if (t.kind !== "end") this.i++;
    return t;
  }
  isWord(...words: string[]): boolean {
    return this.peek.kind === "word" && words.includes(this.peek.text);
  }
  accept(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.i++;
    return true;
  }
  expectWord(word: string, what = `\`${word}\``): void {
    if (!this.accept(word)) this.fail(what);
  }
  acceptPunct(p: string): boolean {
    if (this.peek.kind !== "punct" || this.peek.text !== p) return false;
    this.i++;
    return true;
  }
  int(what: string): number {
    const t = this.peek;
    if (t.kind !== "word" || !/^\d+$/.test(t.text)) this.fail(what);
    this.i++;
    return Number(t.text);
  }
  /** `effect N`, numbered from 1 as `ygo explain` lists a card's effects (and scripts say `effect 1 was activated`). */
  effectNumber(): number {
    const t = this.peek;
    if (t.kind !== "word" || !/^[1-9]\d*$/.test(t.text)) this.fail("an effect number (effects are numbered from 1, as `ygo explain` lists them)");
    this.i++;
    return Number(t.text) - 1;
  }
  string(what: string): string {
    const t = this.peek;
    if (t.kind !== "string") this.fail(what);
    this.i++;
    return t.text;
  }
  player(what = "a player (`p0` or `p1`)"): ScenarioPlayer {
    const p = this.optPlayer();
    if (p === undefined) this.fail(what);
    return p;
  }
  optPlayer(): ScenarioPlayer | undefined {
    if (this.accept("p0")) return 0;
    if (this.accept("p1")) return 1;
    return undefined;
  }
  phase(): ScenarioPhase {
    const t = this.peek;
    if (t.kind !== "word" || !(PHASES as readonly string[]).includes(t.text)) this.fail(`a phase (${PHASES.join(", ")})`);
    this.i++;
    return t.text as ScenarioPhase;
  }
  zone(): ScenarioZone {
    const t = this.peek;
    const z = t.kind === "word" ? ZONE_WORDS[t.text] : undefined;
    if (z === undefined) this.fail("a zone (deck, hand, monster, spelltrap, field, graveyard, banished, extra)");
    this.i++;
    return z;
  }
  optPosition(): ScenarioPosition | undefined {
    const t = this.peek;
    if (t.kind === "word" && (POSITIONS as readonly string[]).includes(t.text)) {
      this.i++;
      return t.text as ScenarioPosition;
    }
    return undefined;
  }
  /** `[p0|p1] "Card Name"`. */
  cardRef(what = 'a card name in quotes ("Celtic Guardian")'): CardRef {
    const start = this.peek;
    const player = this.optPlayer();
    const t = this.peek;
    if (t.kind !== "string") this.fail(player === undefined ? what : "a card name in quotes after the player");
    this.i++;
    return { name: t.text, ...(player === undefined ? {} : { player }), loc: this.loc(start.col) };
  }
  end(): void {
    if (this.peek.kind !== "end") this.fail("the end of the line");
  }
}

function emptyGiven(): GivenSpec {
  return { sides: [{ cards: [], hasDeck: false }, { cards: [], hasDeck: false }] };
}

/** `[N] "Name" modifiers…` on a board line; N copies of the card. */
function parsePlacements(l: Line, zone: ScenarioZone): CardPlacement[] {
  const out: CardPlacement[] = [];
  do {
    const startCol = l.peek.col;
    const copies = l.peek.kind === "word" && /^\d+$/.test(l.peek.text) ? l.int("a number of copies") : 1;
    const name = l.string('a card name in quotes ("Celtic Guardian")');
    let position: ScenarioPosition | undefined;
    let fresh = false;
    const counters: Record<string, number> = {};
    for (;;) {
      const posTok = l.peek;
      const pos = l.optPosition();
      if (pos !== undefined) {
        const allowed = zone === "monster" ? ["attack", "defense", "set"] : zone === "spelltrap" || zone === "field" ? ["face-up", "set"] : zone === "banished" ? ["face-up", "face-down"] : [];
        if (!allowed.includes(pos)) l.fail(allowed.length === 0 ? `no position for a card in the ${zone}` : `a position for the ${zone} zone (${allowed.join(", ")})`, posTok);
        position = pos;
      } else if (l.accept("fresh")) {
        fresh = true;
      } else if (l.accept("counter")) {
        const kindTok = l.next();
        if (kindTok.kind !== "word") l.fail("a counter kind (e.g. `spell`)", kindTok);
        counters[kindTok.text] = l.int("a number of counters");
      } else {
        break;
      }
    }
    for (let i = 0; i < copies; i++) out.push({ name, zone, ...(position === undefined ? {} : { position }), fresh, counters, loc: l.loc(startCol) });
  } while (l.acceptPunct(","));
  return out;
}

function parseGivenLine(l: Line, g: GivenSpec): void {
  if (l.accept("turn")) {
    if (l.accept("player")) g.turnPlayer = l.player();
    else g.turn = l.int("a turn number or `player`");
  } else if (l.accept("phase")) {
    g.phase = l.phase();
  } else if (l.accept("profile")) {
    const t = l.next();
    if (t.kind !== "word") l.fail("a profile name (classic, modern)", t);
    g.profile = t.text;
  } else {
    const p = l.player("`turn`, `phase`, `profile` or a player (`p0`, `p1`) followed by a zone or `lp`");
    const side = g.sides[p];
    if (l.accept("lp")) {
      side.lp = l.int("a number of life points");
    } else {
      const zone = l.zone();
      if (zone === "deck") side.hasDeck = true;
      // `p0 deck empty`: no filler deck either (a draw from it loses the duel)
      if (!(zone === "deck" && l.accept("empty"))) side.cards.push(...parsePlacements(l, zone));
    }
  }
  l.end();
}

function parseAction(l: Line): PlayerAction {
  const verbTok = l.peek;
  if (l.accept("summons")) return { kind: "summon", card: l.cardRef() };
  if (l.accept("sets")) return { kind: "set", card: l.cardRef() };
  if (l.accept("flip")) {
    l.expectWord("summons", "`summons` after `flip`");
    return { kind: "flipSummon", card: l.cardRef() };
  }
  if (l.accept("special")) {
    l.expectWord("summons", "`summons` after `special`");
    return { kind: "specialSummon", card: l.cardRef() };
  }
  if (l.accept("synchro")) {
    l.expectWord("summons", "`summons` after `synchro`");
    return { kind: "synchroSummon", card: l.cardRef() };
  }
  if (l.accept("changes")) {
    l.expectWord("position", "`position` after `changes`");
    l.expectWord("of", "`of` after `changes position`");
    return { kind: "changePosition", card: l.cardRef() };
  }
  if (l.accept("activates")) {
    const card = l.cardRef();
    if (l.accept("effect")) return { kind: "activate", card, effect: l.effectNumber() };
    return { kind: "activate", card };
  }
  if (l.accept("attacks")) {
    const card = l.cardRef("the attacking monster's name in quotes");
    if (!l.acceptPunct("->")) return { kind: "attack", card };
    if (l.accept("direct")) return { kind: "attack", card, target: "direct" };
    return { kind: "attack", card, target: l.cardRef("the attack target's name in quotes, or `direct`") };
  }
  if (l.accept("passes")) return { kind: "pass" };
  if (l.accept("goes")) {
    for (const w of ["to", "end", "phase"]) l.expectWord(w, "`goes to end phase`");
    return { kind: "toEndPhase" };
  }
  if (l.accept("chooses")) {
    // `chooses nothing`: none of the cards offered, where choosing none is allowed ("up to").
    if (l.accept("nothing")) return { kind: "choose", choices: [] };
    const choices: CardRef[] = [];
    do choices.push(l.cardRef("a card name or an option label in quotes"));
    while (l.acceptPunct(","));
    return { kind: "choose", choices };
  }
  return l.fail("an action (summons, sets, flip summons, special summons, synchro summons, changes position of, activates, attacks, passes, goes to end phase, chooses)", verbTok);
}

function parsePassCondition(l: Line): PassCondition {
  if (l.accept("turn")) return { kind: "turn", turn: l.int("a turn number") };
  if (l.accept("resolved")) return { kind: "resolved" };
  if (l.accept("duel")) {
    l.expectWord("ends", "`ends` after `duel`");
    return { kind: "duelEnds" };
  }
  const p = l.optPlayer();
  if (p !== undefined) {
    l.expectWord("is", "`is asked` after the player");
    l.expectWord("asked", "`asked` after `is`");
    return { kind: "asked", player: p };
  }
  if (l.peek.kind === "word" && (PHASES as readonly string[]).includes(l.peek.text)) {
    const phase = l.phase();
    if (l.accept("of")) {
      l.expectWord("turn", "`turn` after `of`");
      return { kind: "phase", phase, turn: l.int("a turn number") };
    }
    return { kind: "phase", phase };
  }
  return l.fail("what to pass until: a phase, `turn N`, `resolved`, `p0 is asked`, `p1 is asked` or `duel ends`");
}

function parseStep(l: Line): ScenarioLine {
  const loc = l.loc();
  if (l.accept("the")) {
    l.expectWord("next", "`next` after `the` (`the next die rolls are 3`, `the next coin tosses are heads`)");
    const what = l.accept("die") ? "die" : l.accept("coin") ? "coin" : l.fail("`die` or `coin` after `the next`");
    if (!(what === "die" ? l.accept("roll") || l.accept("rolls") : l.accept("toss") || l.accept("tosses"))) l.fail(what === "die" ? "`roll is` or `rolls are`" : "`toss is` or `tosses are`");
    if (!l.accept("is") && !l.accept("are")) l.fail("`is` or `are`");
    const results: number[] = [];
    do {
      if (what === "die") {
        const n = l.int("a die result from 1 to 6");
        if (n < 1 || n > 6) l.fail("a die result from 1 to 6");
        results.push(n);
      } else results.push(l.accept("heads") ? 1 : l.accept("tails") ? 0 : l.fail("`heads` or `tails`"));
    } while (l.acceptPunct(","));
    l.end();
    return { kind: "fix", what, results, loc };
  }
  if (l.accept("pass")) {
    l.expectWord("until", "`until` after `pass` (a player passes with `p0 passes`)");
    const until = parsePassCondition(l);
    l.end();
    return { kind: "passUntil", until, loc };
  }
  const player = l.player("a player (`p0`, `p1`) and an action, or `pass until …`");
  const action = parseAction(l);
  if (l.accept("refused")) {
    const reason = l.peek.kind === "string" ? l.string("") : undefined;
    l.end();
    return { kind: "act", player, action, refused: reason === undefined ? {} : { reason }, loc };
  }
  l.end();
  return { kind: "act", player, action, loc };
}

/** `name ["Card"]` as an event reference. */
function parseEventRef(l: Line): { name: string; card?: CardRef } {
  const t = l.next();
  if (t.kind !== "word") l.fail("an event name (destroyed, summoned, chainLink…)", t);
  if (l.peek.kind === "string" || (l.isWord("p0", "p1") && l.peekAt(1).kind === "string")) return { name: t.text, card: l.cardRef() };
  return { name: t.text };
}

function parseExpectation(l: Line): Expectation {
  if (l.accept("winner")) {
    if (l.accept("none")) return { kind: "winner", winner: "none" };
    if (l.accept("draw")) return { kind: "winner", winner: "draw" };
    return { kind: "winner", winner: l.player("`p0`, `p1`, `none` or `draw`") };
  }
  if (l.accept("phase")) return { kind: "phase", phase: l.phase() };
  if (l.accept("turn")) return { kind: "turn", turn: l.int("a turn number") };
  if (l.accept("order")) {
    const events: { name: string; card?: CardRef }[] = [];
    do events.push(parseEventRef(l));
    while (l.acceptPunct(","));
    return { kind: "order", events };
  }
  if (l.accept("no")) {
    l.expectWord("event", "`event` after `no`");
    return { kind: "event", ...parseEventRef(l), count: 0 };
  }
  if (l.accept("event")) return { kind: "event", ...parseEventRef(l) };
  if (l.peek.kind === "word" && /^\d+$/.test(l.peek.text)) {
    const n = l.int("");
    if (l.accept("event") || l.accept("events")) return { kind: "event", ...parseEventRef(l), count: n };
    if (!l.accept("cards") && !l.accept("card")) l.fail("`cards in …` or `events …` after the number");
    l.expectWord("in", "`in` after `cards`");
    const player = l.player();
    return { kind: "count", count: n, player, zone: l.zone() };
  }
  if (l.isWord("p0", "p1") && l.peekAt(1).kind === "word" && (l.peekAt(1).text === "sees" || (l.peekAt(1).text === "cannot" && l.peekAt(2).kind === "word" && l.peekAt(2).text === "see"))) {
    const viewer = l.player();
    const can = l.accept("sees");
    if (!can) {
      l.next();
      l.next();
    }
    const card = l.cardRef();
    l.expectWord("in", "`in` after the card");
    const player = l.player();
    return { kind: "sees", viewer, can, card, player, zone: l.zone() };
  }
  if (l.isWord("p0", "p1") && l.peekAt(1).kind === "word" && (l.peekAt(1).text === "can" || l.peekAt(1).text === "cannot")) {
    const player = l.player();
    const can = l.accept("can");
    if (!can) l.next();
    l.expectWord("activate", "`activate` after `can`/`cannot`");
    const card = l.cardRef();
    if (l.accept("effect")) return { kind: "canActivate", player, can, card, effect: l.effectNumber() };
    return { kind: "canActivate", player, can, card };
  }
  if (l.isWord("p0", "p1") && l.peekAt(1).kind === "word" && l.peekAt(1).text === "lp") {
    const player = l.player();
    l.next();
    return { kind: "lp", player, lp: l.int("a number of life points") };
  }
  const card = l.cardRef("`winner`, `phase`, `turn`, `order`, `event`, `no event`, a number, `p0 lp`/`p1 lp` or a card name in quotes");
  if (l.accept("atk")) return { kind: "stat", card, stat: "atk", value: l.int("an ATK value") };
  if (l.accept("def")) return { kind: "stat", card, stat: "def", value: l.int("a DEF value") };
  if (l.accept("counter")) {
    const kindTok = l.next();
    if (kindTok.kind !== "word") l.fail("a counter kind (e.g. `spell`)", kindTok);
    return { kind: "counters", card, counter: kindTok.text, value: l.int("a number of counters") };
  }
  const negated = l.accept("not");
  l.expectWord("in", negated ? "`in` after `not`" : "`in`, `not in`, `atk`, `def` or `counter` after the card");
  const player = l.player();
  const zone = l.zone();
  const position = l.optPosition();
  return { kind: "in", card, negated, player, zone, ...(position === undefined ? {} : { position }) };
}

type Section = "none" | "given" | "when" | "then";

/** Parses a scenario file; throws {@link ScenarioSyntaxError} at the first malformed line. */
export function parseScenarioFile(text: string, file: string): ScenarioFileSpec {
  const scenarios: ScenarioSpec[] = [];
  let current: { title: string; refs: string[]; given: GivenSpec; lines: ScenarioLine[]; loc: ScenarioLoc; sawThen: boolean } | null = null;
  let section: Section = "none";
  // A scenario without expectations would pass whatever the engine does: refuse it.
  const finish = () => {
    if (current === null) return;
    if (!current.sawThen) throw new ScenarioSyntaxError(current.loc, `expected a \`then\` section in scenario "${current.title}"`);
    scenarios.push({ title: current.title, refs: current.refs, given: current.given, lines: current.lines, loc: current.loc, ...(scripts.length > 0 ? { scripts: scripts.slice() } : {}) });
  };
  const scripts: ScenarioScript[] = [];
  const lines = text.split("\n");
  for (let idx = 0; idx < lines.length; idx++) {
    const lineNo = idx + 1;
    const text = lines[idx]!.replace(/\r$/, "");
    const l: Line = new Line(tokenize(file, lineNo, text), file, lineNo, text);
    if (l.peek.kind === "end") continue;
    if (l.isWord("script") && l.peekAt(1).kind === "end") {
      // A script block belongs to the file, between scenarios: it applies to the scenarios after it.
      if (current !== null && section !== "then") l.fail("a `script` block between scenarios, not inside one");
      finish();
      current = null;
      section = "none";
      const loc = l.loc(1);
      const body: string[] = [];
      for (idx++; idx < lines.length && lines[idx]!.trim() !== "end script"; idx++) body.push(lines[idx]!.replace(/\r$/, ""));
      if (idx >= lines.length) throw new ScenarioSyntaxError(loc, "expected `end script` to close this `script` block");
      scripts.push({ text: body.join("\n") + "\n", loc });
      continue;
    }
    if (l.accept("scenario")) {
      finish();
      const loc = l.loc(1);
      const refs: string[] = [];
      do {
        const t = l.next();
        if (t.kind !== "word") l.fail("the RULES.md id or ruling this scenario shows (e.g. `R-BAT-4`)", t);
        refs.push(t.text);
      } while (l.acceptPunct(","));
      const title = l.string("the scenario's title in quotes");
      l.end();
      current = { title, refs, given: emptyGiven(), lines: [], loc, sawThen: false };
      section = "none";
      continue;
    }
    if (current === null) l.fail("`scenario <rule id> \"title\"` to begin a scenario, or `script` to begin a card script");
    for (const s of ["given", "when", "then"] as const) {
      if (l.isWord(s) && l.peekAt(1).kind === "end") {
        if (s === "given" && section !== "none") l.fail("`when` or `then` (a scenario has one `given` section, first)");
        if (s !== "given" && section === "none") l.fail("`given` (the board comes first)");
        if (s === "then") current.sawThen = true;
        section = s;
        break;
      }
    }
    if (l.peek.kind === "word" && ["given", "when", "then"].includes(l.peek.text) && l.peekAt(1).kind === "end") continue;
    if (section === "none") l.fail("`given` (the board comes first)");
    if (section === "given") parseGivenLine(l, current.given);
    else if (section === "when") current.lines.push(parseStep(l));
    else {
      const loc = l.loc();
      l.expectWord("expect", "`expect` (a `then` section holds expectations; actions go under `when`)");
      const expect = parseExpectation(l);
      l.end();
      current.lines.push({ kind: "expect", expect, loc });
    }
  }
  finish();
  if (scenarios.length === 0) throw new ScenarioSyntaxError({ file, line: 1, col: 1, text: lines[0] ?? "" }, "expected at least one `scenario` in the file");
  return { file, scenarios };
}
