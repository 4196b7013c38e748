/**
 * CST -> AST: turns the concrete syntax tree of `grammar/parser.ts` into the typed AST of
 * `ast.ts`, with a span on every node.
 *
 * After error recovery the CST can have holes. Conversion of a card item stops at the first hole
 * (`Incomplete`) and the item is left out of the AST: the parser has already reported why, and a
 * half-built effect would only make the checker report the same mistake again in other words.
 */
import type { CstElement, CstNode, IToken, TokenType } from "chevrotain";
import * as T from "../../grammar/tokens.js";
import type * as A from "./ast.js";
import { diagnose } from "./catalogue.js";
import type { Diagnostic } from "./diagnostic.js";
import type { Span } from "./span.js";

/** A hole left by error recovery: the enclosing item is dropped. */
class Incomplete extends Error {
  constructor() {
    super("incomplete syntax tree");
  }
}

function isNode(e: CstElement): e is CstNode {
  return (e as CstNode).children !== undefined;
}

/** Token types by name, for mapping keyword tokens back to the words of the AST. */
function has(n: CstNode, t: TokenType): boolean {
  const c = n.children[t.name];
  return c !== undefined && c.length > 0;
}

function tokOpt(n: CstNode, t: TokenType, i = 0): IToken | undefined {
  const e = n.children[t.name]?.[i];
  if (e === undefined || isNode(e)) return undefined;
  return e.isInsertedInRecovery === true ? undefined : e;
}

/** Every token of one type directly under a node, in order (recovery insertions left out). */
function toks(n: CstNode, t: TokenType): IToken[] {
  const out: IToken[] = [];
  for (let i = 0, e = tokOpt(n, t, 0); e !== undefined; e = tokOpt(n, t, ++i)) out.push(e);
  return out;
}

function tok(n: CstNode, t: TokenType, i = 0): IToken {
  const e = tokOpt(n, t, i);
  if (e === undefined) throw new Incomplete();
  return e;
}

function subOpt(n: CstNode, rule: string, i = 0): CstNode | undefined {
  const e = n.children[rule]?.[i];
  if (e === undefined || !isNode(e)) return undefined;
  if (e.recoveredNode === true) throw new Incomplete();
  return e;
}

function sub(n: CstNode, rule: string, i = 0): CstNode {
  const e = subOpt(n, rule, i);
  if (e === undefined) throw new Incomplete();
  return e;
}

function subs(n: CstNode, rule: string): CstNode[] {
  const out: CstNode[] = [];
  for (const e of n.children[rule] ?? []) {
    if (!isNode(e) || e.recoveredNode === true) throw new Incomplete();
    out.push(e);
  }
  return out;
}

/** Every token under a node, in source order. */
function tokensOf(n: CstNode): IToken[] {
  const out: IToken[] = [];
  collectTokens(n, out);
  return out.sort((a, b) => a.startOffset - b.startOffset);
}

function collectTokens(m: CstNode, out: IToken[]): void {
  const children = m.children;
  for (const key in children) {
    const list = children[key]!;
    for (let i = 0; i < list.length; i++) {
      const e = list[i]!;
      if (isNode(e)) collectTokens(e, out);
      else out.push(e);
    }
  }
}

/** The image of the first token under a node (in source order), if any. */
function firstImage(n: CstNode): string | undefined {
  let first: IToken | undefined;
  const visit = (m: CstNode): void => {
    const children = m.children;
    for (const key in children) {
      const list = children[key]!;
      for (let i = 0; i < list.length; i++) {
        const e = list[i]!;
        if (isNode(e)) visit(e);
        else if (first === undefined || e.startOffset < first.startOffset) first = e;
      }
    }
  };
  visit(n);
  return first?.image;
}

/**
 * The first and the last token under a node in source order, leaving out tokens inserted by
 * error recovery (no position); undefined when there is none.
 */
function tokenBounds(n: CstNode): { first: IToken; last: IToken } | undefined {
  let first: IToken | undefined;
  let last: IToken | undefined;
  const visit = (m: CstNode): void => {
    const children = m.children;
    for (const key in children) {
      const list = children[key]!;
      for (let i = 0; i < list.length; i++) {
        const e = list[i]!;
        if (isNode(e)) {
          visit(e);
        } else if (!Number.isNaN(e.startOffset)) {
          if (first === undefined || e.startOffset < first.startOffset) first = e;
          if (last === undefined || e.startOffset >= last.startOffset) last = e;
        }
      }
    }
  };
  visit(n);
  return first === undefined || last === undefined ? undefined : { first, last };
}

/** The only sub-rule child of a node that is a choice between rules (`action`, `item`, …). */
function onlyChild(n: CstNode): CstNode {
  const children = n.children;
  for (const key in children) {
    const e = children[key]![0];
    if (e !== undefined && isNode(e)) {
      if (e.recoveredNode === true) throw new Incomplete();
      return e;
    }
  }
  throw new Incomplete();
}

export interface ConversionResult {
  ast: A.ScriptFile;
  diagnostics: Diagnostic[];
}

/** Converts a `file` CST node; `text` is the whole script (for the file's span). */
export function cstToAst(cst: CstNode, text: string, file: string, hadSyntaxErrors: boolean): ConversionResult {
  const c = new Converter(file, hadSyntaxErrors);
  const ast = c.file(cst, text);
  return { ast, diagnostics: c.diagnostics };
}

class Converter {
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    private readonly fileName: string,
    private readonly hadSyntaxErrors: boolean,
  ) {}

  // -------------------------------------------------------------------------------------------
  // spans

  private tokenSpan(t: IToken): Span {
    if (Number.isNaN(t.startOffset)) throw new Incomplete();
    return {
      file: this.fileName,
      start: { offset: t.startOffset, line: t.startLine ?? 1, column: t.startColumn ?? 1 },
      end: { offset: (t.endOffset ?? t.startOffset) + 1, line: t.endLine ?? 1, column: (t.endColumn ?? 0) + 1 },
    };
  }

  private nodeSpan(n: CstNode): Span {
    const l = n.location;
    if (l === undefined || Number.isNaN(l.startOffset) || l.endOffset === undefined || Number.isNaN(l.endOffset)) {
      throw new Incomplete();
    }
    return {
      file: this.fileName,
      start: { offset: l.startOffset, line: l.startLine ?? 1, column: l.startColumn ?? 1 },
      end: { offset: l.endOffset + 1, line: l.endLine ?? 1, column: (l.endColumn ?? 0) + 1 },
    };
  }

  private join(a: Span, b: Span): Span {
    return { file: this.fileName, start: a.start, end: b.end };
  }

  private number(t: IToken): number {
    const v = Number(t.image);
    if (!Number.isSafeInteger(v) || v > 1_000_000_000) {
      this.diagnostics.push(diagnose("YGO1014", this.tokenSpan(t), [t.image]));
    }
    return v;
  }

  // -------------------------------------------------------------------------------------------
  // files, cards, items

  file(n: CstNode, text: string): A.ScriptFile {
    const cards: A.CardScript[] = [];
    for (const e of n.children["card"] ?? []) {
      if (!isNode(e)) continue;
      const card = this.guard(() => this.card(e));
      if (card !== undefined) cards.push(card);
    }
    // The end of the text: its line counts `\n`s (as the file span always has), without splitting.
    let lines = 1;
    let lastBreak = -1;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
      lines++;
      lastBreak = i;
    }
    return {
      kind: "File",
      cards,
      span: {
        file: this.fileName,
        start: { offset: 0, line: 1, column: 1 },
        end: { offset: text.length, line: lines, column: text.length - lastBreak },
      },
    };
  }

  /** Runs one conversion; a hole drops the result (reported as a bug if the parse was clean). */
  private guard<R>(f: () => R): R | undefined {
    const reported = this.diagnostics.length;
    try {
      return f();
    } catch (e) {
      if (!(e instanceof Incomplete)) throw e;
      // A hole the parser did not report, and the conversion did not explain either, is our bug.
      if (!this.hadSyntaxErrors && this.diagnostics.length === reported) {
        this.diagnostics.push(
          diagnose("YGO1099", { file: this.fileName, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } }),
        );
      }
      return undefined;
    }
  }

  private card(n: CstNode): A.CardScript {
    const nameTok = tokOpt(n, T.StringLit);
    let ref: A.CardRef;
    if (nameTok !== undefined) {
      ref = { kind: "CardName", name: unquote(nameTok.image), span: this.tokenSpan(nameTok) };
    } else {
      const id = tok(n, T.NumberLit);
      ref = { kind: "CardId", id: this.number(id), span: this.tokenSpan(id) };
    }
    const items: A.CardItem[] = [];
    for (const e of n.children["item"] ?? []) {
      if (!isNode(e)) continue;
      const item = this.guard(() => this.item(e));
      if (item !== undefined) items.push(item);
    }
    let span: Span;
    const l = n.location;
    if (l !== undefined && !Number.isNaN(l.startOffset)) {
      // An unclosed card still gets a span: from `card` to its last token.
      // Tokens enter the CST in source order: `card` is the first and a real `}` the last.
      const open = n.children[T.CardKw.name]?.[0];
      const close = n.children[T.RBrace.name]?.[0];
      const bounds =
        open !== undefined && close !== undefined && !isNode(open) && !isNode(close) &&
        !Number.isNaN(open.startOffset) && !Number.isNaN(close.startOffset)
          ? { first: open, last: close }
          : tokenBounds(n)!;
      span = this.join(this.tokenSpan(bounds.first), this.tokenSpan(bounds.last));
    } else {
      span = ref.span;
    }
    return { kind: "Card", ref, items, span };
  }

  private item(n0: CstNode): A.CardItem {
    const n = onlyChild(n0);
    switch (n.name) {
      case "effect":
        return this.effect(n);
      case "materialsDecl":
        return { kind: "Materials", items: subs(n, "selector").map((s) => this.selector(s)), ...(has(n, T.Substitute) ? { noSubstitute: true as const } : {}), span: this.nodeSpan(n) };
      case "substituteDecl":
        return { kind: "FusionSubstitute", span: this.nodeSpan(n) };
      case "unnegatableDecl":
        return { kind: "Unnegatable", span: this.nodeSpan(n) };
      case "tributelessDecl":
        return { kind: "Tributeless", span: this.nodeSpan(n) };
      case "uniqueDecl": {
        const name = tok(n, T.StringLit);
        return { kind: "Unique", count: this.number(tok(n, T.NumberLit)), faceUp: has(n, T.FaceUp), card: { name: unquote(name.image), span: this.tokenSpan(name) }, span: this.nodeSpan(n) };
      }
      case "counterLimitDecl":
        return {
          kind: "CounterLimit",
          max: this.number(tok(n, T.NumberLit)),
          counter: this.counterName(sub(n, "counterName")),
          span: this.nodeSpan(n),
        };
      case "summonConditionDecl": {
        const c: A.SummonCondition = { kind: "SummonCondition", forbids: subs(n, "summonWay").map((w) => summonWay(w)), span: this.nodeSpan(n) };
        const names = toks(n, T.StringLit);
        if (names.length > 0) c.exceptBy = names.map((t) => ({ name: unquote(t.image), span: this.tokenSpan(t) }));
        const cond = subOpt(n, "condition");
        if (cond !== undefined) c.condition = this.condition(cond);
        return c;
      }
      case "lifetimeDecl": {
        const life: A.Lifetime = { kind: "Lifetime", span: this.nodeSpan(n) };
        const turns = tokOpt(n, T.NumberLit);
        if (turns !== undefined) life.for = { turns: this.number(turns), whose: playerPoss(sub(n, "playerPoss")) };
        return life;
      }
      default:
        throw new Incomplete();
    }
  }

  private effect(n: CstNode): A.Effect {
    const e: A.Effect = {
      kind: "Effect",
      effectKind: effectKind(sub(n, "effectKind")),
      optional: has(n, T.Optional),
      body: this.body(sub(n, "effectBody")),
      span: this.nodeSpan(n),
    };
    const loc = subOpt(n, "location");
    if (loc !== undefined) e.location = zoneWord(sub(loc, "zoneWord"));
    const timing = subOpt(n, "timing");
    if (timing !== undefined) e.timing = this.timing(timing);
    const cond = subOpt(n, "headerCondition");
    if (cond !== undefined) e.condition = this.condition(sub(cond, "condition"));
    const limit = subOpt(n, "usageLimit");
    if (limit !== undefined) {
      e.limit = {
        kind: "UsageLimit",
        per: has(limit, T.Duel) ? "duel" : "turn",
        scope: has(limit, T.NameKw) ? "name" : "copy",
        span: this.nodeSpan(limit),
      };
    }
    return e;
  }

  private timing(n: CstNode): A.Timing {
    const mode = has(n, T.When) ? "when" : has(n, T.If) ? "if" : "during";
    return { kind: "Timing", mode, events: subs(n, "event").map((e) => this.event(e)), span: this.nodeSpan(n) };
  }

  private body(n: CstNode): A.EffectBody {
    const cost = subOpt(n, "costClause");
    const actions = subOpt(n, "actionSeq") !== undefined || subOpt(n, "optionsBlock") !== undefined ? this.bodyActions(n) : undefined;
    return {
      ...(actions === undefined ? {} : { actions }),
      kind: "EffectBody",
      costs: cost === undefined ? [] : subs(cost, "action").map((a) => this.action(a)),
      targets: subs(n, "targetClause").map((t) => ({
        kind: "TargetClause",
        picks: subs(t, "targetPick").map((p) => this.targetPick(p)),
        span: this.nodeSpan(t),
      })),
      span: this.nodeSpan(n),
    };
  }

  /** The actions of a body: a sequence, or `choose one: {…} or {…}` as a sequence of that one action. */
  private bodyActions(n: CstNode): A.ActionSeq {
    const opts = subOpt(n, "optionsBlock");
    if (opts === undefined) return this.actionSeq(sub(n, "actionSeq"));
    const span = this.nodeSpan(opts);
    const options = subs(opts, "optionBody").map((o) => this.body(sub(o, "effectBody")));
    return { kind: "ActionSeq", first: { kind: "Options", options, span }, rest: [], span };
  }

  private targetPick(n: CstNode): A.TargetPick {
    const pick: A.TargetPick = { kind: "TargetPick", selector: this.selector(sub(n, "selector")), span: this.nodeSpan(n) };
    const b = this.binding(n);
    if (b !== undefined) pick.binding = b;
    return pick;
  }

  private binding(n: CstNode): string | undefined {
    const b = subOpt(n, "binding");
    return b === undefined ? undefined : tok(b, T.Name).image;
  }

  private actionSeq(n: CstNode): A.ActionSeq {
    const actions = subs(n, "action");
    const connectors = subs(n, "connector");
    const first = actions[0];
    if (first === undefined) throw new Incomplete();
    const rest: A.ActionSeq["rest"] = [];
    // With `unless`, the last action is the one that can stop the others.
    const unless = has(n, T.Unless) ? actions[actions.length - 1] : undefined;
    const count = unless === undefined ? actions.length : actions.length - 1;
    for (let i = 1; i < count; i++) {
      const c = connectors[i - 1];
      if (c === undefined) throw new Incomplete();
      const action = this.action(actions[i]!);
      rest.push({ connector: connector(c), action, span: this.join(this.nodeSpan(c), action.span) });
    }
    const seq: A.ActionSeq = { kind: "ActionSeq", first: this.action(first), rest, span: this.nodeSpan(n) };
    if (unless !== undefined) seq.unless = this.action(unless);
    return seq;
  }

  // -------------------------------------------------------------------------------------------
  // actions

  private action(n0: CstNode): A.Action {
    const n = onlyChild(n0);
    const span = this.nodeSpan(n);
    switch (n.name) {
      case "conditionalAction": {
        const c: A.Conditional = {
          kind: "Conditional",
          condition: this.condition(sub(n, "condition")),
          action: this.action(sub(n, "action")),
          span,
        };
        const otherwise = subOpt(n, "action", 1);
        if (otherwise !== undefined) c.otherwise = this.action(otherwise);
        return c;
      }
      case "reverseAction":
        return this.withDuration(n, { kind: "ReverseChanges", stats: stats(sub(n, "stats")), object: this.selector(sub(n, "selector")), span });
      case "drawGameAction":
        return { kind: "DrawGame", span };
      case "endBattleAction":
        return { kind: "EndBattlePhase", span };
      case "eitherAction":
        return { kind: "Either", options: subs(n, "action").map((a) => this.action(a)), span };
      case "destroyAction":
        return { kind: "Destroy", object: this.selector(sub(n, "selector")), ...(has(n, T.Banish) ? { banish: true as const } : {}), span };
      case "battleDamageAction":
        return this.withDuration(n, { kind: "BattleDamageChange", object: this.selector(sub(n, "selector")), change: has(n, T.Halved) ? "halved" : "doubled", span });
      case "playerAction":
        return this.playerAction(n);
      case "subjectAction":
        return this.subjectAction(n);
      default:
        return this.verbAction(n, span);
    }
  }

  /** The actions that start with their verb (and may also follow a player subject). */
  private verbAction(n: CstNode, span: Span): A.Action {
    switch (n.name) {
      case "moveAction": {
        const verb: A.Move["verb"] = has(n, T.Send) ? "send" : has(n, T.Banish) ? "banish" : has(n, T.Return) ? "return" : "add";
        const dest = subOpt(n, "destination");
        const m: A.Move = {
          kind: "Move",
          verb,
          object: this.selector(sub(n, "selector")),
          to: dest === undefined ? "banished" : this.destination(dest),
          span,
        };
        if (dest !== undefined) this.destinationOwner(dest, m);
        if (has(n, T.FaceDown)) m.faceDown = true;
        const b = this.binding(n);
        if (b !== undefined) m.binding = b;
        return m;
      }
      case "placeAction": {
        const counters = subOpt(n, "counterPlacement");
        if (counters !== undefined) {
          const count = tok(counters, T.NumberLit);
          return {
            kind: "Counters",
            verb: "place",
            count: { kind: "Num", value: this.number(count), span: this.tokenSpan(count) },
            counter: this.counterName(sub(counters, "counterName")),
            on: this.selector(sub(counters, "selector")),
            span,
          };
        }
        const m: A.Move = {
          kind: "Move",
          verb: "place",
          object: this.selector(sub(n, "selector")),
          to: this.destination(sub(n, "destination")),
          span,
        };
        this.destinationOwner(sub(n, "destination"), m);
        const b = this.binding(n);
        if (b !== undefined) m.binding = b;
        return m;
      }
      case "drawAction":
        return { kind: "Draw", count: this.expr(sub(n, "expr")), span };
      case "discardAction":
      case "tributeAction":
      case "revealAction": {
        if (has(n, T.Until)) {
          const r: A.RevealUntil = { kind: "RevealUntil", deck: owner(sub(n, "owner")), until: this.selector(sub(n, "selector")), span };
          const rb = this.binding(n);
          if (rb !== undefined) r.binding = rb;
          return r;
        }
        const kind = n.name === "discardAction" ? "Discard" : n.name === "tributeAction" ? "Tribute" : "Reveal";
        const a: A.Discard | A.Tribute | A.Reveal = { kind, object: this.selector(sub(n, "selector")), span };
        const b = this.binding(n);
        if (b !== undefined) a.binding = b;
        return a;
      }
      case "specialSummonAction": {
        const positions = subOpt(n, "positions");
        const a: A.SpecialSummon = {
          kind: "SpecialSummon",
          object: this.selector(sub(n, "selector")),
          positions: positions === undefined ? [] : subs(positions, "battlePosition").map(battlePosition),
          span,
        };
        const b = this.binding(n);
        if (b !== undefined) a.binding = b;
        return a;
      }
      case "fusionSummonAction":
        return {
          kind: "FusionSummon",
          object: this.selector(sub(n, "selector", 0)),
          materials: this.selector(sub(n, "selector", 1)),
          span,
        };
      case "ritualSummonAction":
        return {
          kind: "RitualSummon",
          object: this.selector(sub(n, "selector", 0)),
          tributes: this.selector(sub(n, "selector", 1)),
          levelRule: has(n, T.Exactly) ? "exactly" : "at least",
          level: this.expr(sub(n, "expr")),
          span,
        };
      case "changePositionAction":
        return {
          kind: "ChangePosition",
          object: this.selector(sub(n, "selector")),
          to: has(n, T.Of) ? "the other" : battlePosition(sub(n, "battlePosition")),
          span,
        };
      case "flipAction": {
        const f: A.Flip = {
          kind: "Flip",
          object: this.selector(sub(n, "selector")),
          face: has(n, T.FaceDown) ? "face-down" : "face-up",
          span,
        };
        if (has(n, T.Without)) f.noFlipEffects = true;
        return f;
      }
      case "takeControlAction":
        return this.withDuration(n, { kind: "TakeControl", object: this.selector(sub(n, "selector")), span });
      case "negateAction":
        if (has(n, T.Effects)) {
          return this.withDuration(n, {
            kind: "NegateEffects",
            object: this.selector(sub(n, "selector")),
            statement: false,
            span,
          });
        }
        return { kind: "Negate", what: subs(n, "negateTarget").map(negateTarget), span };
      case "damageAction": {
        const equalTo = has(n, T.Equal);
        const amount = this.expr(sub(n, "expr"));
        return {
          kind: "Damage",
          amount: equalTo ? amount : this.forEach(n, amount),
          equalTo,
          to: playerRef(sub(n, "playerRef")),
          span,
        };
      }
      case "lifePointsAction": {
        const verb = has(n, T.Gain) ? "gain" : has(n, T.Lose) ? "lose" : "pay";
        if (has(n, T.Multiple)) {
          const unit = tok(n, T.NumberLit);
          return { kind: "LifePoints", verb, amount: { kind: "Num", value: this.number(unit), span: this.tokenSpan(unit) }, multiple: true, span };
        }
        return { kind: "LifePoints", verb, amount: this.forEach(n, this.expr(subs(n, "expr")[0]!)), span };
      }
      case "removeCountersAction": {
        const count = tok(n, T.NumberLit);
        return {
          kind: "Counters",
          verb: "remove",
          count: { kind: "Num", value: this.number(count), span: this.tokenSpan(count) },
          counter: this.counterName(sub(n, "counterName")),
          on: this.selector(sub(n, "selector")),
          span,
        };
      }
      case "shuffleAction":
        return { kind: "Shuffle", owner: owner(sub(n, "owner")), span };
      case "equipAction":
        return {
          kind: "Equip",
          object: this.selector(sub(n, "selector", 0)),
          to: this.selector(sub(n, "selector", 1)),
          span,
        };
      case "setCardAction":
        return { kind: "SetCard", object: this.selector(sub(n, "selector")), span };
      case "bindAction":
        return { kind: "Bind", to: this.selector(sub(n, "selector")), span };
      case "randomAction": {
        const a: A.Random = { kind: "Random", what: has(n, T.Coin) ? "coin" : "die", span };
        if (has(n, T.NumberLit)) a.count = this.number(tok(n, T.NumberLit));
        if (has(n, T.Call)) a.call = true;
        const b = this.binding(n);
        if (b !== undefined) a.binding = b;
        return a;
      }
      case "skipPhaseAction": {
        const a: A.SkipPhase = {
          kind: "SkipPhase",
          player: playerPoss(sub(n, "playerPoss")),
          phase: this.phaseName(sub(n, "phaseName")),
          span,
        };
        const count = tokOpt(n, T.NumberLit);
        if (count !== undefined) a.count = this.number(count);
        return a;
      }
      case "lookAction":
        return { kind: "LookAt", object: this.selector(sub(n, "selector")), span };
      case "declareAction":
        return { kind: "Declare", what: declareKind(sub(n, "declareKind")), span };
      case "chooseAction": {
        const a: A.Choose = { kind: "Choose", object: this.selector(sub(n, "selector")), span };
        const b = this.binding(n);
        if (b !== undefined) a.binding = b;
        return a;
      }
      case "swapControlAction":
        return {
          kind: "SwapControl",
          first: this.selector(sub(n, "selector", 0)),
          second: this.selector(sub(n, "selector", 1)),
          span,
        };
      case "delayedAction": {
        const t = subOpt(n, "delayedTiming");
        if (t === undefined) return { kind: "Lasting", duration: this.duration(sub(n, "duration")), action: this.action(sub(n, "action")), span };
        const a: A.Delayed = {
          kind: "Delayed",
          timing: {
            kind: "Timing",
            mode: has(t, T.When) ? "when" : "during",
            events: subs(t, "event").map((e) => this.event(e)),
            span: this.nodeSpan(t),
          },
          action: this.action(sub(n, "action")),
          span,
        };
        const actions = subs(n, "action");
        const connectors = subs(n, "connector");
        if (connectors.length > 0) {
          a.rest = connectors.map((c, i) => {
            const action = this.action(actions[i + 1]!);
            return { connector: connector(c), action, span: this.join(this.nodeSpan(c), action.span) };
          });
        }
        const d = subOpt(n, "duration");
        if (d !== undefined) a.duration = this.duration(d);
        return a;
      }
      case "setStatAction":
        return this.withDuration(n, {
          kind: "SetStat",
          object: this.selector(sub(n, "selector")),
          stat: has(n, T.Def) ? "DEF" : "ATK",
          value: this.expr(sub(n, "expr")),
          span,
        });
      case "negatedStatement":
        return this.withDuration(n, {
          kind: "NegateEffects",
          object: this.selector(sub(n, "selector")),
          statement: true,
          span,
        });
      default:
        throw new Incomplete();
    }
  }

  /** Keeps a destination's owner when it is not the acting player's (`on top of your opponent's deck`). */
  private destinationOwner(dest: CstNode, m: A.Move): void {
    const o = subOpt(dest, "owner");
    if (o === undefined) return;
    const w = owner(o);
    if (w === "your opponent's" || w === "its owner's") m.owner = w;
  }

  private withDuration<N extends A.Action>(n: CstNode, node: N): N {
    const d = subOpt(n, "duration");
    if (d !== undefined) (node as { duration?: A.Duration }).duration = this.duration(d);
    return node;
  }

  /** Wraps an amount in `for each …` when the node has one. */
  private forEach(n: CstNode, amount: A.Expr): A.Expr {
    const f = subOpt(n, "forEach");
    if (f === undefined) return amount;
    let per: A.Countable;
    if (has(f, T.Counter)) {
      per = {
        kind: "CountCounters",
        counter: this.counterName(sub(f, "counterName")),
        on: this.selector(sub(f, "selector")),
        span: this.join(this.nodeSpan(sub(f, "counterName")), this.nodeSpan(f)),
      };
    } else {
      const s = sub(f, "selector");
      per = { kind: "CountCards", selector: this.selector(s), span: this.nodeSpan(s) };
    }
    return { kind: "ForEach", amount, per, span: this.join(amount.span, this.nodeSpan(f)) };
  }

  private playerAction(n: CstNode): A.Action {
    const player = playerRef(sub(n, "playerRef"));
    const span = this.nodeSpan(n);
    const inner = predicateOf(n);
    switch (inner.name) {
      case "restrictionClause":
        return this.restrict(inner, { kind: "PlayerSubject", player, span: this.nodeSpan(sub(n, "playerRef")) }, span);
      case "noBattleDamageClause": {
        const a: A.NoBattleDamage = { kind: "NoBattleDamage", player, span };
        if (has(inner, T.Effect)) a.damage = "effect";
        else if (!has(inner, T.Battle)) a.damage = "all";
        const from = subOpt(inner, "playerRef");
        if (from !== undefined) a.from = playerRef(from);
        return this.withDuration(inner, a);
      }
      case "winClause":
        return { kind: "Win", player, span };
      case "revealHandClause":
        return { kind: "RevealHand", player, span };
      case "controlClause":
        return { kind: "Controls", player, object: this.selector(sub(inner, "selector")), span };
      case "permitClause":
        return this.permit(inner, { kind: "PlayerSubject", player, span: this.nodeSpan(sub(n, "playerRef")) }, span);
      default: {
        const a = this.verbAction(inner, span);
        if (!ACTOR_KINDS.has(a.kind)) {
          // `each player places 1 spell counter on …`: counters are placed by the effect.
          this.diagnostics.push(diagnose("YGO1017", span, [inner.name.replace(/Action$/, "")]));
          throw new Incomplete();
        }
        (a as { actor?: A.PlayerRef }).actor = player;
        return a;
      }
    }
  }

  private subjectAction(n: CstNode): A.Action {
    const subject = this.selector(sub(n, "selector"));
    const span = this.nodeSpan(n);
    const modify = subOpt(n, "modifyClause");
    if (modify !== undefined) {
      return this.withDuration(modify, {
        kind: "ModifyStat",
        object: subject,
        change: has(modify, T.Lose) ? "lose" : "gain",
        amount: this.forEach(modify, this.expr(sub(modify, "expr"))),
        stats: has(modify, T.Level) ? ["level"] : stats(sub(modify, "stats")),
        span,
      });
    }
    const permit = subOpt(n, "permitClause");
    if (permit !== undefined) return this.permit(permit, subject, span);
    if (subOpt(n, "mustAttackClause") !== undefined) return { kind: "MustAttack", subject, span };
    const redirect = subOpt(n, "redirectClause");
    if (redirect !== undefined) {
      return { kind: "Redirect", object: subject, instead: has(redirect, T.Leaving) ? "leaving the field" : "going to the graveyard", span };
    }
    const substitute = subOpt(n, "substituteClause");
    if (substitute !== undefined) return { kind: "Substitute", object: subject, byBattle: has(substitute, T.Battle), ...(has(substitute, T.Equipped) ? { of: "the equipped monster" as const } : {}), span };
    const battle = subOpt(n, "battleClause");
    if (battle !== undefined) return { kind: "Battle", attacker: subject, target: this.selector(sub(battle, "selector")), span };
    const r = sub(n, "restrictionClause");
    return this.restrict(r, subject, span);
  }

  private restrict(r: CstNode, subject: A.Restrict["subject"], span: Span): A.Restrict {
    const node: A.Restrict = { kind: "Restrict", subject, what: this.restriction(sub(r, "restriction")), span };
    const unless = subOpt(r, "action");
    if (unless !== undefined) node.unless = this.action(unless);
    const paidBy = subOpt(r, "playerAction");
    if (paidBy !== undefined) node.unless = this.playerAction(paidBy);
    return this.withDuration(r, node);
  }

  private permit(n: CstNode, subject: A.Permit["subject"], span: Span): A.Permit {
    const p = sub(n, "permission");
    let what: A.Permission;
    if (has(p, T.Again)) what = has(p, T.Row) ? { kind: "attack again", inARow: true } : { kind: "attack again" };
    else if (has(p, T.Directly)) what = { kind: "attack directly" };
    else if (has(p, T.Once)) what = { kind: "attack each monster" };
    else if (has(p, T.Piercing)) what = { kind: "piercing" };
    else if (has(p, T.Activate)) what = { kind: "activate from hand", what: activationNoun(sub(p, "activationNoun")) };
    else if (has(p, T.Additional)) what = { kind: "additional normal summon" };
    else if (has(p, T.Treated)) {
      const set = sub(p, "cardSet");
      what = { kind: "double tribute", tributes: this.number(tok(p, T.NumberLit)), for: this.cardSet(set, this.nodeSpan(set)) };
    }
    else what = { kind: "tribute", object: this.selector(sub(p, "selector")) };
    return this.withDuration(n, { kind: "Permit", subject, what, span });
  }

  private restriction(n: CstNode): A.Restriction {
    if (has(n, T.Be)) {
      if (has(n, T.Targeted)) return has(n, T.Attacks) ? { kind: "be attacked" } : { kind: "be targeted" };
      if (has(n, T.Destroyed)) {
        return { kind: "be destroyed", by: has(n, T.Battle) ? "battle" : has(n, T.SpellTrap) ? "spell/trap" : has(n, T.By) ? "effect" : "any" };
      }
      if (has(n, T.Tributed)) return { kind: "be tributed", forTributeSummon: has(n, T.For) };
      if (has(n, T.Affected)) {
        if (has(n, T.StringLit)) return { kind: "be affected by name", names: toks(n, T.StringLit).map((t) => unquote(t.image)) };
        return { kind: "be affected", by: has(n, T.Spell) ? "spell card" : "trap card" };
      }
      if (has(n, T.Banished)) return { kind: "be banished", byOpponent: has(n, T.Opponent) };
      if (has(n, T.Moved)) return { kind: "be moved" };
      return { kind: "be activated" };
    }
    if (has(n, T.Attack)) {
      const except = subOpt(n, "cardSet");
      if (except !== undefined) {
        const span = this.nodeSpan(n);
        const noun: A.Noun = { kind: "monster" };
        return {
          kind: "attack target",
          object: { kind: "CardSet", count: { kind: "each" }, other: false, qualifiers: [], noun, filters: [], except: this.cardSet(except, this.nodeSpan(except)), span },
        };
      }
      return has(n, T.Directly) ? { kind: "attack directly" } : { kind: "attack" };
    }
    if (has(n, T.Enter)) return { kind: "enter battle phase" };
    if (has(n, T.Add)) return { kind: "add from deck" };
    if (has(n, T.Summon)) return { kind: "summon", how: has(n, T.Normal) ? "normal" : has(n, T.Special) ? "special" : "any" };
    if (has(n, T.Activate)) return { kind: "activate", what: activationNoun(sub(n, "activationNoun")) };
    if (has(n, T.Change)) return has(n, T.Control) ? { kind: "change control" } : { kind: "change position" };
    throw new Incomplete();
  }

  private destination(n: CstNode): A.Destination {
    if (has(n, T.Top)) return "deck top";
    if (has(n, T.Bottom)) return "deck bottom";
    const zone = zoneWord(sub(n, "zoneWord"));
    if (zone === "field") {
      this.diagnostics.push(diagnose("YGO1018", this.nodeSpan(n)));
      throw new Incomplete();
    }
    return zone;
  }

  private duration(n: CstNode): A.Duration {
    const span = this.nodeSpan(n);
    if (has(n, T.Until)) return has(n, T.Step) ? { kind: "UntilEndOfDamageStep", span } : { kind: "UntilEndOfTurn", span };
    if (has(n, T.For)) {
      const d: A.Duration = { kind: "ForTurns", turns: this.number(tok(n, T.NumberLit)), span };
      const whose = subOpt(n, "playerPoss");
      if (whose !== undefined) d.whose = playerPoss(whose);
      return d;
    }
    return { kind: "While", condition: this.condition(sub(n, "condition")), span };
  }

  // -------------------------------------------------------------------------------------------
  // selectors

  selector(n0: CstNode): A.Selector {
    const n = onlyChild(n0);
    const span = this.nodeSpan(n);
    switch (n.name) {
      case "reference":
        return this.reference(n);
      case "topOfDeck": {
        const count = subOpt(n, "exprPrimary");
        return {
          kind: "TopOfDeck",
          count: count === undefined ? { kind: "Num", value: 1, span: this.tokenSpan(tok(n, T.Top)) } : this.exprPrimary(count),
          owner: owner(sub(n, "owner")),
          span,
        };
      }
      default:
        return this.cardSet(n, span);
    }
  }

  private reference(n: CstNode): A.Reference {
    const span = this.nodeSpan(n);
    let ref: A.ReferenceName;
    if (has(n, T.This)) ref = { kind: "this card" };
    else if (has(n, T.It)) ref = { kind: "it" };
    else if (has(n, T.Them)) ref = { kind: "them" };
    else if (has(n, T.That)) ref = has(n, T.Monster) ? { kind: "that monster" } : { kind: "that card" };
    else if (has(n, T.Equipped)) ref = { kind: "the equipped monster" };
    else if (has(n, T.Bound)) ref = { kind: "the bound monster" };
    else if (has(n, T.Attacking)) ref = { kind: "the attacking monster" };
    else if (has(n, T.Attack)) ref = { kind: "the attack target" };
    else if (has(n, T.Battled)) ref = { kind: "the battled monster" };
    else ref = { kind: "binding", name: tok(n, T.Name).image };
    return { kind: "Reference", ref, span };
  }

  private cardSet(n: CstNode, span: Span): A.CardSet {
    const countNode = subOpt(n, "count");
    const count = countNode === undefined ? ({ kind: "each" } as const) : this.count(countNode);
    const set: A.CardSet = {
      kind: "CardSet",
      count,
      other: has(n, T.Other) || (countNode !== undefined && has(countNode, T.Another)),
      qualifiers: subs(n, "qualifier").map((q) => ({
        kind: "Qualifier",
        options: subs(q, "qualifierWord").map((w) => ({
          kind: "QualifierWord",
          word: tokensOf(w).map((t) => t.image).join(" "),
          span: this.nodeSpan(w),
        })),
        span: this.nodeSpan(q),
      })),
      noun: this.noun(sub(n, "noun")),
      filters: [],
      span,
    };
    const filters = subOpt(n, "filters");
    if (filters !== undefined) set.filters = subs(filters, "filter").map((f) => this.filter(f));
    const place = subOpt(n, "place");
    if (place !== undefined) set.place = this.place(place);
    if (has(n, T.Random)) set.random = true;
    if (has(n, T.SetKw)) set.orSet = true;
    const onto = subOpt(n, "reference");
    if (onto !== undefined) set.equippedTo = this.reference(onto);
    const inner = subOpt(n, "plainCardSet");
    if (inner !== undefined) set.equippedWith = this.cardSet(inner, this.nodeSpan(inner));
    if (has(n, T.Be)) set.normalSummonable = true;
    if (has(n, T.Change)) set.controlChangeable = true;
    if (has(n, T.This)) {
      if (has(n, T.Destroyed)) set.destroyedThisTurn = has(n, T.Battle) ? "battle" : "any";
      else set.summonedThisTurn = true;
    }
    const except = subOpt(n, "selector");
    if (except !== undefined) set.except = this.selector(except);
    return set;
  }

  private count(n: CstNode): A.Count {
    const word = wordOpt(n, COUNT_WORDS);
    if (word !== undefined) return { kind: word };
    const first = tok(n, T.NumberLit);
    const v = this.number(first);
    let c: A.Count;
    if (has(n, T.Up)) c = { kind: "upTo", n: v };
    else if (has(n, T.More)) c = { kind: "atLeast", n: v };
    else if (has(n, T.To)) c = { kind: "range", min: v, max: this.number(tok(n, T.NumberLit, 1)) };
    else c = { kind: "exactly", n: v };
    const bad =
      ((c.kind === "exactly" || c.kind === "upTo") && c.n === 0) || (c.kind === "range" && c.min > c.max);
    if (bad) this.diagnostics.push(diagnose("YGO1010", this.nodeSpan(n), [tokensOf(n).map((t) => t.image).join(" ")]));
    return c;
  }

  private noun(n: CstNode): A.Noun {
    const names = toks(n, T.StringLit);
    const name = names[0];
    if (name !== undefined) {
      const noun: A.Noun = { kind: "named", name: unquote(name.image), span: this.tokenSpan(name) };
      if (names.length > 1) noun.or = names.slice(1).map((t) => ({ name: unquote(t.image), span: this.tokenSpan(t) }));
      return noun;
    }
    return { kind: wordOf(n, NOUN_KINDS) };
  }

  private filter(n: CstNode): A.Filter {
    const span = this.nodeSpan(n);
    if (has(n, T.Counter)) return { kind: "CounterFilter", counter: this.counterName(sub(n, "counterName")), span };
    if (has(n, T.Lowest) || has(n, T.Highest)) {
      return { kind: "ExtremeFilter", which: has(n, T.Lowest) ? "lowest" : "highest", stat: statName(sub(n, "statName")), span };
    }
    if (has(n, T.Declared)) return { kind: "DeclaredFilter", what: declareKind(sub(n, "declareKind")), span };
    if (has(n, T.Same)) return { kind: "SameNameFilter", of: this.reference(sub(n, "reference")), span };
    if (has(n, T.Listed)) return { kind: "ListedFilter", of: this.reference(sub(n, "reference")), span };
    const text = tokOpt(n, T.StringLit);
    if (text !== undefined) return { kind: "NameFilter", text: unquote(text.image), span };
    return {
      kind: "StatFilter",
      stat: statName(sub(n, "statName")),
      op: compareOp(sub(n, "compareOp")),
      value: this.exprPrimary(sub(n, "exprPrimary")),
      span,
    };
  }

  private place(n: CstNode): A.Place {
    const span = this.nodeSpan(n);
    if (has(n, T.On)) return { kind: "OnField", span };
    const pr = subOpt(n, "playerRef");
    if (pr !== undefined) return { kind: "ControlledBy", player: playerRef(pr), span };
    const binding = tokOpt(n, T.Name);
    if (binding !== undefined) return { kind: "InBinding", name: binding.image, span };
    return {
      kind: "InZones",
      owner: owner(sub(n, "owner")),
      zones: subs(n, "zoneWord").map(zoneWord),
      preposition: has(n, T.From) ? "from" : "in",
      span,
    };
  }

  private counterName(n: CstNode): string {
    return firstImage(n) ?? "";
  }

  // -------------------------------------------------------------------------------------------
  // expressions

  private expr(n: CstNode): A.Expr {
    const terms = subs(n, "term");
    const ops = [...(n.children[T.Plus.name] ?? []), ...(n.children[T.Minus.name] ?? [])]
      .filter((e): e is IToken => !isNode(e))
      .sort((a, b) => a.startOffset - b.startOffset);
    let left = this.term(terms[0] ?? fail());
    for (let i = 1; i < terms.length; i++) {
      const right = this.term(terms[i]!);
      const op = ops[i - 1]?.image === "-" ? "-" : "+";
      left = { kind: "Binary", op, left, right, span: this.join(left.span, right.span) };
    }
    return left;
  }

  private term(n: CstNode): A.Expr {
    const parts = subs(n, "exprPrimary");
    let left = this.exprPrimary(parts[0] ?? fail());
    for (let i = 1; i < parts.length; i++) {
      const right = this.exprPrimary(parts[i]!);
      left = { kind: "Binary", op: "*", left, right, span: this.join(left.span, right.span) };
    }
    return left;
  }

  private exprPrimary(n: CstNode): A.Expr {
    const span = this.nodeSpan(n);
    if (has(n, T.LParen)) return this.expr(sub(n, "expr"));
    if (has(n, T.Half)) return { kind: "Half", of: this.exprPrimary(sub(n, "exprPrimary")), span };
    const num = tokOpt(n, T.NumberLit);
    if (num !== undefined) return { kind: "Num", value: this.number(num), span };
    const stat = subOpt(n, "statName");
    if (stat !== undefined) {
      const its = tokOpt(n, T.Its);
      const of: A.Reference =
        its !== undefined
          ? { kind: "Reference", ref: { kind: "it" }, span: this.tokenSpan(its) }
          : this.reference(sub(n, "reference"));
      return has(n, T.Original) ? { kind: "StatOf", of, stat: statName(stat), original: true, span } : { kind: "StatOf", of, stat: statName(stat), span };
    }
    if (has(n, T.Many)) return { kind: "ThatMany", span };
    if (has(n, T.Damage)) return { kind: "ThatDamage", span };
    if (has(n, T.Paid)) return { kind: "AmountPaid", span };
    const numberOf = subOpt(n, "numberOf");
    if (numberOf !== undefined) {
      if (has(numberOf, T.Since)) {
        return { kind: "PhasesSince", player: playerPoss(sub(numberOf, "playerPoss")), phase: this.phaseName(sub(numberOf, "phaseName")), span };
      }
      if (has(numberOf, T.Counter)) {
        return {
          kind: "CountersOn",
          counter: this.counterName(sub(numberOf, "counterName")),
          on: this.selector(sub(numberOf, "selector")),
          span,
        };
      }
      return { kind: "CountOf", of: this.selector(sub(numberOf, "selector")), span };
    }
    return { kind: "LifeOf", player: playerPoss(sub(n, "playerPoss")), span };
  }

  // -------------------------------------------------------------------------------------------
  // conditions

  condition(n: CstNode): A.Condition {
    const parts = subs(n, "andCondition");
    let left = this.andCondition(parts[0] ?? fail());
    for (let i = 1; i < parts.length; i++) {
      const right = this.andCondition(parts[i]!);
      left = { kind: "Or", left, right, span: this.join(left.span, right.span) };
    }
    return left;
  }

  private andCondition(n: CstNode): A.Condition {
    const parts = subs(n, "conditionAtom");
    let left = this.conditionAtom(parts[0] ?? fail());
    for (let i = 1; i < parts.length; i++) {
      const right = this.conditionAtom(parts[i]!);
      left = { kind: "And", left, right, span: this.join(left.span, right.span) };
    }
    return left;
  }

  private conditionAtom(n: CstNode): A.Condition {
    const span = this.nodeSpan(n);
    if (has(n, T.Not)) return { kind: "Not", of: this.conditionAtom(sub(n, "conditionAtom")), span };
    if (has(n, T.There)) return { kind: "Exists", selector: this.selector(sub(n, "selector")), span };
    if (has(n, T.Effect)) return { kind: "EffectUsed", index: this.number(tok(n, T.NumberLit)), span };
    if (has(n, T.Call)) return { kind: "CallRight", right: has(n, T.Right), span };
    const c = onlyChild(n);
    switch (c.name) {
      case "itIsCondition": {
        const poss = subOpt(c, "playerPoss");
        if (poss !== undefined) return { kind: "TurnOf", player: playerPoss(poss), span };
        return { kind: "PhaseIs", phase: this.phaseName(sub(c, "phaseName")), span };
      }
      case "playerCondition":
        return this.playerCondition(c, span);
      case "compareCondition": {
        const [l, r] = subs(c, "expr");
        return {
          kind: "Compare",
          left: this.expr(l ?? fail()),
          op: compareOp(sub(c, "compareOp")),
          right: this.expr(r ?? fail()),
          span,
        };
      }
      case "stateCondition": {
        const subject = this.selector(sub(c, "selector"));
        const past = subOpt(c, "pastEvent");
        const periodNode = subOpt(c, "historyPeriod");
        if (periodNode !== undefined) {
          const period = has(periodNode, T.Since) ? "since your last standby phase" : "this turn";
          const event: A.Event =
            past !== undefined
              ? this.pastEvent(past, subject, span)
              : has(c, T.Destroyed)
                ? { kind: "DestroysByBattle", subject, span }
                : has(c, T.Battled)
                  ? { kind: "Battles", subject, span }
                  : { kind: "DeclaresAttack", subject, span };
          return { kind: "Happened", event, period, span };
        }
        if (has(c, T.By)) {
          const names = toks(c, T.StringLit);
          const first = names[0];
          if (first === undefined) throw new Incomplete();
          const noun: A.Noun = { kind: "named", name: unquote(first.image), span: this.tokenSpan(first) };
          if (names.length > 1) noun.or = names.slice(1).map((t) => ({ name: unquote(t.image), span: this.tokenSpan(t) }));
          const by: A.CardSet = { kind: "CardSet", count: { kind: "a" }, other: false, qualifiers: [], noun, filters: [], span: this.join(this.tokenSpan(first), this.tokenSpan(names[names.length - 1]!)) };
          return { kind: "SummonedBy", subject, by, span };
        }
        return { kind: "Is", subject, state: cardState(sub(c, "cardState")), span };
      }
      default:
        throw new Incomplete();
    }
  }

  private pastEvent(n: CstNode, subject: A.Selector, span: Span): A.Event {
    if (has(n, T.Summoned)) {
      const kinds = subOpt(n, "summonKinds");
      return { kind: "Summoned", subject, ways: kinds === undefined ? [] : subs(kinds, "summonKind").map(summonKind), would: false, span };
    }
    if (has(n, T.Flipped)) return { kind: "Flipped", subject, span };
    if (has(n, T.Destroyed)) {
      const e: A.Event = { kind: "Destroyed", subject, span };
      if (has(n, T.Battle)) e.by = "battle";
      else if (subOpt(n, "cardEffects") !== undefined) e.by = "effect";
      const whose = subOpt(n, "playerPoss");
      if (whose !== undefined) e.byPlayer = playerPoss(whose);
      return e;
    }
    if (has(n, T.Banished)) return has(n, T.FaceUp) ? { kind: "Banished", subject, faceUpFromField: true, span } : { kind: "Banished", subject, span };
    return { kind: "SentToGraveyard", subject, span };
  }

  private playerCondition(n: CstNode, span: Span): A.Condition {
    const player = playerRef(sub(n, "playerRef"));
    if (has(n, T.Control)) return { kind: "Controls", player, selector: this.selector(sub(n, "selector")), span };
    if (has(n, T.Did)) {
      return { kind: "DidThisTurn", player, did: !has(n, T.Not), action: historyAction(sub(n, "historyAction")), span };
    }
    const items = subs(n, "selector").map((s) => this.selector(s));
    const zoneNode = subOpt(n, "zoneWord");
    let zone: A.Zone;
    if (zoneNode !== undefined) {
      zone = zoneWord(zoneNode);
    } else {
      // `you have X and Y in your hand`: the place was read as part of the last item.
      const last = items[items.length - 1];
      if (last?.kind !== "CardSet" || last.place?.kind !== "InZones" || last.place.zones.length !== 1) {
        this.diagnostics.push(diagnose("YGO1016", span));
        throw new Incomplete();
      }
      zone = last.place.zones[0]!;
      delete last.place;
    }
    return { kind: "Has", player, items, zone, span };
  }

  // -------------------------------------------------------------------------------------------
  // events

  private event(n0: CstNode): A.Event {
    const n = onlyChild(n0);
    const span = this.nodeSpan(n);
    switch (n.name) {
      case "activationEvent": {
        const what: A.ActivationNoun = has(n, T.Card) ? "card or effect" : has(n, T.Monster) ? "monster effect" : "effect";
        const e: Extract<A.Event, { kind: "Activated" }> = { kind: "Activated", what, span };
        const by = subOpt(n, "playerRef");
        if (by !== undefined) e.by = playerRef(by);
        this.withMoment(sub(n, "activationMoment"), e);
        return this.withWouldDestroy(n, e);
      }
      case "playerEvent": {
        const player = playerRef(sub(n, "playerRef"));
        if (has(n, T.Draw)) return { kind: "Draws", player, span };
        const e: Extract<A.Event, { kind: "TakesBattleDamage" }> = { kind: "TakesBattleDamage", player, span };
        if (has(n, T.Effect)) e.damage = "effect";
        const name = toks(n, T.StringLit)[0];
        if (name !== undefined) e.exceptFrom = { name: unquote(name.image), span: this.tokenSpan(name) };
        return e;
      }
      case "phaseEvent": {
        if (has(n, T.Of)) return { kind: "Phase", phase: "battle phase", end: true, span };
        const e: Extract<A.Event, { kind: "Phase" }> = { kind: "Phase", phase: this.phaseName(sub(n, "phaseName")), span };
        const poss = subOpt(n, "playerPoss");
        if (poss !== undefined) e.player = playerPoss(poss);
        const nth = tokOpt(n, T.Ordinal);
        if (nth !== undefined) e.nth = Number.parseInt(nth.image, 10);
        return e;
      }
      default:
        return this.subjectEvent(n, span);
    }
  }

  private withWouldDestroy(n: CstNode, e: Extract<A.Event, { kind: "Activated" }>): A.Event {
    const clause = subOpt(n, "activationClause");
    const w = clause === undefined ? undefined : subOpt(clause, "wouldDestroy");
    if (w !== undefined) e.wouldDestroy = this.selector(sub(w, "selector"));
    const t = clause === undefined ? undefined : subOpt(clause, "targetsClause");
    if (t !== undefined) e.targets = { selector: this.selector(sub(t, "selector")), ...(has(t, T.Only) ? { only: true as const } : {}) };
    return e;
  }

  /** `would resolve` / `resolves` (from an `activationMoment` node or the tokens of a subject event). */
  private withMoment(n: CstNode, e: Extract<A.Event, { kind: "Activated" }>): void {
    if (has(n, T.Resolves)) e.moment = has(n, T.Would) ? "would resolve" : "resolves";
  }

  private subjectEvent(n: CstNode, span: Span): A.Event {
    const subject = this.selector(sub(n, "selector"));
    if (has(n, T.Activated) || has(n, T.Resolves)) {
      const kind = activationKindOf(subject);
      if (kind === undefined) {
        this.diagnostics.push(diagnose("YGO1013", subject.span));
        throw new Incomplete();
      }
      const e: Extract<A.Event, { kind: "Activated" }> = { kind: "Activated", what: kind.what, span };
      if (kind.types !== undefined) e.types = kind.types;
      if (kind.by !== undefined) e.by = kind.by;
      this.withMoment(n, e);
      return this.withWouldDestroy(n, e);
    }
    if (subOpt(n, "activationClause") !== undefined) {
      this.diagnostics.push(diagnose("YGO1012", span, [], { hint: "`that would destroy …` and `that targets …` describe an activation: write `… is activated`, `… would resolve` or `… resolves`." }));
      throw new Incomplete();
    }
    if (has(n, T.Summoned)) {
      const kinds = subOpt(n, "summonKinds");
      const e: Extract<A.Event, { kind: "Summoned" }> = {
        kind: "Summoned",
        subject,
        ways: kinds === undefined ? [] : subs(kinds, "summonKind").map(summonKind),
        would: has(n, T.Would),
        span,
      };
      const z = subOpt(n, "zoneWord");
      if (has(n, T.From) && z !== undefined) {
        const o = subOpt(n, "owner");
        e.from = o === undefined ? { zone: zoneWord(z) } : { zone: zoneWord(z), owner: owner(o) };
      }
      return e;
    }
    if (has(n, T.Flipped)) return { kind: "Flipped", subject, span };
    if (has(n, T.Destroyed)) {
      const e: Extract<A.Event, { kind: "Destroyed" }> = { kind: "Destroyed", subject, span };
      if (has(n, T.Battle)) e.by = "battle";
      else if (subOpt(n, "cardEffects") !== undefined) e.by = "effect";
      const sels = subs(n, "selector");
      if (has(n, T.With) && sels.length > 1) e.with = this.selector(sels[sels.length - 1]!);
      if (has(n, T.Sent)) e.toGraveyard = true;
      const whose = subOpt(n, "playerPoss");
      if (whose !== undefined) e.byPlayer = playerPoss(whose);
      return e;
    }
    if (has(n, T.Sent)) {
      const e: A.Event = { kind: "SentToGraveyard", subject, span };
      if (has(n, T.From)) {
        const z = subOpt(n, "zoneWord");
        e.from = z === undefined ? "field" : zoneWord(z);
      }
      const by = subOpt(n, "byPlayersEffect");
      if (by !== undefined) e.byPlayer = playerPoss(sub(by, "playerPoss"));
      return e;
    }
    if (has(n, T.Discarded)) {
      const e: A.Event = { kind: "Discarded", subject, span };
      const by = subOpt(n, "byPlayersEffect");
      if (by !== undefined) e.byPlayer = playerPoss(sub(by, "playerPoss"));
      return e;
    }
    if (has(n, T.Banished)) return { kind: "Banished", subject, span };
    if (has(n, T.Equipped)) {
      const sels = subs(n, "selector");
      return { kind: "Equipped", subject, to: this.selector(sels[sels.length - 1]!), span };
    }
    if (has(n, T.Tributed)) return has(n, T.Summon) ? { kind: "Tributed", subject, forSummon: true, span } : { kind: "Tributed", subject, span };
    if (has(n, T.Targeted)) {
      const noun = subOpt(n, "activationNoun");
      return noun === undefined ? { kind: "Targeted", subject, span } : { kind: "Targeted", subject, by: activationNoun(noun), span };
    }
    if (has(n, T.Battles) || (has(n, T.Battle) && !has(n, T.Destroy) && !has(n, T.Inflict))) return { kind: "Battles", subject, span };
    if (has(n, T.Destroy)) return { kind: "DestroysByBattle", subject, span };
    if (has(n, T.Inflict)) return { kind: "InflictsBattleDamage", subject, player: playerRef(sub(n, "playerRef")), span };
    if (has(n, T.Declares)) return { kind: "DeclaresAttack", subject, span };
    if (has(n, T.Leaves)) return { kind: "LeavesField", subject, span };
    throw new Incomplete();
  }

  private phaseName(n: CstNode): A.PhaseName {
    const word = wordOpt(n, PHASE_NAMES);
    if (word !== undefined) return word;
    const num = tok(n, T.NumberLit);
    if (num.image !== "1" && num.image !== "2") {
      this.diagnostics.push(diagnose("YGO1012", this.tokenSpan(num), [], { hint: "There are two main phases: write `main phase 1` or `main phase 2`." }));
      throw new Incomplete();
    }
    return num.image === "1" ? "main phase 1" : "main phase 2";
  }
}

/** The actions that name who does them (`each player draws 1 card`). */
const ACTOR_KINDS = new Set<A.Action["kind"]>([
  "Move", "Draw", "Discard", "SpecialSummon", "LifePoints", "Shuffle", "Reveal", "LookAt", "Declare", "Choose",
]);

/** The predicate of a `playerAction`: its one sub-rule other than the player. */
function predicateOf(n: CstNode): CstNode {
  for (const [name, list] of Object.entries(n.children)) {
    const e = list[0];
    if (name === "playerRef" || e === undefined || !isNode(e)) continue;
    if (e.recoveredNode === true) throw new Incomplete();
    return e;
  }
  throw new Incomplete();
}

function fail(): never {
  throw new Incomplete();
}

/**
 * `"Harpie's Feather Duster"` -> `Harpie's Feather Duster`; a backslash takes the next character
 * literally (`\"`, `\\`). An unterminated name runs to the end of its token.
 */
export function unquote(image: string): string {
  let out = "";
  for (let i = 1; i < image.length; i++) {
    const ch = image[i]!;
    if (ch === "\\") {
      i++;
      out += image[i] ?? "";
    } else if (ch === '"') {
      break;
    } else {
      out += ch;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Keyword nodes -> AST words (pure functions of the CST node)

/**
 * A keyword node's word as data: the first row whose token the node has gives the value, so the
 * order of the rows is the order the tokens are looked for.
 */
type WordTable<V> = readonly (readonly [TokenType, V])[];

/** The value of the first row whose token the node has; undefined when none has. */
function wordOpt<V>(n: CstNode, rows: WordTable<V>): V | undefined {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (has(n, row[0])) return row[1];
  }
  return undefined;
}

/** The value of the first row whose token the node has; `otherwise` when none has (no `otherwise`: a hole). */
function wordOf<V>(n: CstNode, rows: WordTable<V>, otherwise?: V): V {
  const word = wordOpt(n, rows);
  if (word !== undefined) return word;
  if (otherwise === undefined) throw new Incomplete();
  return otherwise;
}

const COUNT_WORDS: WordTable<"a" | "all" | "any" | "no" | "thatMany"> = [
  [T.Article, "a"],
  [T.Another, "a"],
  [T.All, "all"],
  [T.Any, "any"],
  [T.No, "no"],
  [T.Many, "thatMany"],
];

const NOUN_KINDS: WordTable<"spell card" | "trap card" | "spell/trap card" | "monster" | "token" | "card"> = [
  [T.Spell, "spell card"],
  [T.Trap, "trap card"],
  [T.SpellTrap, "spell/trap card"],
  [T.Monster, "monster"],
  [T.Token, "token"],
  [T.Card, "card"],
];

/** The phases named by a word; `main phase 1`/`2` are read from their number. */
const PHASE_NAMES: WordTable<A.PhaseName> = [
  [T.Draw, "draw phase"],
  [T.Standby, "standby phase"],
  [T.Battle, "battle phase"],
  [T.End, "end phase"],
  [T.Step, "damage step"],
  [T.Calculation, "damage calculation"],
];

const EFFECT_KINDS: WordTable<A.EffectKind> = [
  [T.Activate, "activate"],
  [T.Ignition, "ignition"],
  [T.Trigger, "trigger"],
  [T.Flip, "flip"],
  [T.Quick, "quick"],
  [T.Continuous, "continuous"],
  [T.Maintenance, "maintenance"],
  [T.Procedure, "procedure"],
];

function effectKind(n: CstNode): A.EffectKind {
  return wordOf(n, EFFECT_KINDS);
}

const CONNECTORS: WordTable<A.Connector> = [
  [T.Then, "then"],
  [T.Also, "also"],
];

function connector(n: CstNode): A.Connector {
  return wordOf(n, CONNECTORS, "and if you do");
}

const SUMMON_WAYS: WordTable<A.SummonWay> = [
  [T.Normal, "normal summoned"],
  [T.Special, "special summoned"],
  [T.Flip, "flip summoned"],
];

function summonWay(n: CstNode): A.SummonWay {
  if (has(n, T.Graveyard)) return "special summoned from the graveyard";
  return wordOf(n, SUMMON_WAYS, "set");
}

const ZONE_WORDS: WordTable<A.Zone> = [
  [T.Extra, "extra deck"],
  [T.Hand, "hand"],
  [T.Deck, "deck"],
  [T.Graveyard, "graveyard"],
  [T.Banished, "banished"],
  [T.Field, "field"],
];

function zoneWord(n: CstNode): A.Zone {
  return wordOf(n, ZONE_WORDS);
}

/** `opponent's` only ever follows `your` (`your opponent's`), so it is looked for first. */
const OWNERS: WordTable<A.Owner> = [
  [T.OpponentPoss, "your opponent's"],
  [T.Your, "your"],
  [T.Their, "their"],
  [T.Its, "its owner's"],
  [T.Any, "any"],
];

function owner(n: CstNode): A.Owner {
  return wordOf(n, OWNERS);
}

const PLAYER_REFS: WordTable<A.PlayerRef> = [
  [T.You, "you"],
  [T.Your, "your opponent"],
  [T.Each, "each player"],
  [T.Both, "both players"],
  [T.Controller, "its controller"],
  [T.Owner, "its owner"],
];

function playerRef(n: CstNode): A.PlayerRef {
  return wordOf(n, PLAYER_REFS);
}

/** As for `OWNERS`: `opponent's` only ever follows `your`. */
const PLAYER_POSSESSIVES: WordTable<A.PlayerRef> = [
  [T.OpponentPoss, "your opponent"],
  [T.Your, "you"],
  [T.ControllerPoss, "its controller"],
  [T.OwnerPoss, "its owner"],
  [T.Each, "each player"],
  [T.Both, "both players"],
];

function playerPoss(n: CstNode): A.PlayerRef {
  return wordOf(n, PLAYER_POSSESSIVES);
}

const BATTLE_POSITIONS: WordTable<A.BattlePosition> = [
  [T.FaceDown, "face-down defense"],
  [T.Attack, "attack"],
];

function battlePosition(n: CstNode): A.BattlePosition {
  return wordOf(n, BATTLE_POSITIONS, "defense");
}

const NEGATE_TARGETS: WordTable<A.NegateTarget> = [
  [T.Activation, "activation"],
  [T.Effect, "effect"],
  [T.Summon, "summon"],
];

function negateTarget(n: CstNode): A.NegateTarget {
  return wordOf(n, NEGATE_TARGETS, "attack");
}

const ACTIVATION_NOUNS: WordTable<A.ActivationNoun> = [
  [T.Or, "card or effect"],
  [T.Spell, "spell card"],
  [T.Trap, "trap card"],
  [T.SpellTrap, "spell/trap card"],
  [T.Monster, "monster effect"],
];

function activationNoun(n: CstNode): A.ActivationNoun {
  return wordOf(n, ACTIVATION_NOUNS, "effect");
}

/** `a spell card is activated`: the subject may only name the kind of card. */
/** The card types an activation can name, by noun (`a counter trap card`, `a field spell card`). */
const ACTIVATION_TYPES: Readonly<Record<string, readonly string[]>> = {
  "spell card": ["normal", "quick-play", "continuous", "equip", "field", "ritual"],
  "trap card": ["normal", "continuous", "counter"],
  "spell/trap card": ["normal", "quick-play", "continuous", "equip", "field", "ritual", "counter"],
};

/** `a spell card`, `a normal trap card`, `a normal or quick-play spell card`: the noun and the card types, if any. */
function activationKindOf(s: A.Selector): { what: A.ActivationNoun; types?: string[]; by?: A.PlayerRef } | undefined {
  if (s.kind !== "CardSet" || s.count.kind !== "a" || s.other || s.qualifiers.length > 1) return undefined;
  if (s.filters.length > 0 || (s.place !== undefined && s.place.kind !== "ControlledBy")) return undefined;
  if (s.noun.kind !== "spell card" && s.noun.kind !== "trap card" && s.noun.kind !== "spell/trap card") return undefined;
  const by = s.place?.kind === "ControlledBy" ? { by: s.place.player } : {};
  const q = s.qualifiers[0];
  if (q === undefined) return { what: s.noun.kind, ...by };
  const allowed = ACTIVATION_TYPES[s.noun.kind]!;
  const types = q.options.map((o) => o.word);
  return types.every((t) => allowed.includes(t)) ? { what: s.noun.kind, types, ...by } : undefined;
}

function stats(n: CstNode): A.Stat[] {
  return has(n, T.Atk) ? (has(n, T.Def) ? ["ATK", "DEF"] : ["ATK"]) : ["DEF"];
}

const STAT_NAMES: WordTable<"ATK" | "DEF"> = [
  [T.Atk, "ATK"],
  [T.Def, "DEF"],
];

function statName(n: CstNode): "ATK" | "DEF" | "level" {
  return wordOf<"ATK" | "DEF" | "level">(n, STAT_NAMES, "level");
}

function compareOp(n: CstNode): A.CompareOp {
  const image = firstImage(n);
  switch (image) {
    case "<=":
    case ">=":
    case "<":
    case ">":
    case "=":
    case "!=":
      return image;
    default:
      throw new Incomplete();
  }
}

const HISTORY_ACTIONS: WordTable<A.HistoryAction> = [
  [T.Normal, "normal summon"],
  [T.Special, "special summon"],
  [T.Attack, "attack"],
];

function historyAction(n: CstNode): A.HistoryAction {
  return wordOf(n, HISTORY_ACTIONS, "summon");
}

const DECLARE_KINDS: WordTable<A.DeclareKind> = [
  [T.NameKw, "card name"],
  [T.TypeKw, "card type"],
  [T.Race, "race"],
  [T.Level, "level"],
];

function declareKind(n: CstNode): A.DeclareKind {
  return wordOf(n, DECLARE_KINDS, "attribute");
}

const CARD_STATES: WordTable<A.CardState> = [
  [T.Battling, "battling"],
  [T.Attacked, "attacked"],
  [T.FaceUp, "face-up"],
  [T.FaceDown, "face-down"],
  [T.Attacking, "attacking"],
  [T.Attack, "attack position"],
  [T.Defense, "defense position"],
];

function cardState(n: CstNode): A.CardState {
  if (has(n, T.Summoned)) return has(n, T.Normal) ? "normal summoned" : has(n, T.Tribute) ? "tribute summoned" : has(n, T.Special) ? "special summoned" : "flip summoned";
  if (has(n, T.Directly)) return "attacking directly";
  if (has(n, T.Graveyard)) return "in the graveyard";
  if (has(n, T.Equipped)) return "equipped";
  return wordOf(n, CARD_STATES, "on the field");
}

const SUMMON_KINDS: WordTable<A.SummonKind> = [
  [T.Normal, "normal"],
  [T.Flip, "flip"],
  [T.Special, "special"],
  [T.Tribute, "tribute"],
  [T.Fusion, "fusion"],
  [T.Ritual, "ritual"],
];

function summonKind(n: CstNode): A.SummonKind {
  return wordOf(n, SUMMON_KINDS, "synchro");
}
