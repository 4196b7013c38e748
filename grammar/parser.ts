/**
 * The parser rules of the card language (Chevrotain, LL(k) with k <= 4).
 *
 * One parser instance serves the whole process (`cardParser()`): building a Chevrotain parser
 * analyses the grammar, which costs far more than parsing a card, so it happens once, and only
 * when something is first parsed (a duel on a pack read from its cache never builds it).
 * Chevrotain's grammar validations (ambiguities, left recursion) are two thirds of that cost and
 * find nothing a grammar that passed them once can lose, so they run where the grammar changes:
 * in the test suite (`new CardParser({ validate: true })`), not in every process.
 * Error recovery is on, so one pass reports every error of a script and still yields a CST.
 *
 * Chevrotain decides an OPTION/MANY by looking only inside the rule it is written in. Where an
 * inner list separator (`and`, `or`, `in`) can also belong to an enclosing construct, a GATE looks
 * one or two tokens further; those gates are marked "outer <word>" below and are all O(1).
 */
import type { IParserErrorMessageProvider, IRecognitionException, IToken, TokenType } from "chevrotain";
import { CstParser, NoViableAltException } from "./chevrotain.js";
import known from "./lookahead.json" with { type: "json" };
import { IndexedLookaheadStrategy, type KnownPaths } from "./lookahead.js";
import * as T from "./tokens.js";

/**
 * The error messages the parser produces are structured (JSON): what was found and the labels of
 * what was expected. `src/lang/parse.ts` turns them into diagnostics with codes and hints.
 */
export interface ParseErrorDetail {
  found: string;
  expected: string[];
  /** The rule that was being parsed. */
  rule: string;
}

function labelOf(t: TokenType): string {
  return t.LABEL ?? t.name;
}

function firstLabels(paths: TokenType[][]): string[] {
  const out: string[] = [];
  for (const path of paths) {
    const first = path[0];
    if (first === undefined) continue;
    const label = labelOf(first);
    if (!out.includes(label)) out.push(label);
  }
  return out;
}

function encode(actual: IToken, expected: string[], rule: string): string {
  const detail: ParseErrorDetail = { found: actual.image, expected, rule };
  return JSON.stringify(detail);
}

/** Reads back a message built by the parser's error message provider. */
export function decodeParseErrorMessage(message: string): ParseErrorDetail | undefined {
  try {
    const v = JSON.parse(message) as ParseErrorDetail;
    return Array.isArray(v.expected) ? v : undefined;
  } catch {
    return undefined;
  }
}

const structuredMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, actual, ruleName }) => encode(actual, [labelOf(expected)], ruleName),
  buildNotAllInputParsedMessage: ({ firstRedundant, ruleName }) => encode(firstRedundant, ["'card'", "end of file"], ruleName),
  buildNoViableAltMessage: ({ expectedPathsPerAlt, actual, ruleName }) =>
    encode(actual[0]!, firstLabels(expectedPathsPerAlt.flat()), ruleName),
  buildEarlyExitMessage: ({ expectedIterationPaths, actual, ruleName }) =>
    encode(actual[0]!, firstLabels(expectedIterationPaths), ruleName),
};

/** Tokens a selector can start with (used by gates that must tell a selector from a clause). */
const SELECTOR_START = new Set<TokenType>([
  T.Article, T.Another, T.NumberLit, T.Up, T.All, T.Any, T.No, T.Other,
  T.Word, T.Upper, T.FaceUp, T.FaceDown, T.MonsterType, T.Fusion, T.Ritual, T.Synchro, T.Normal, T.Tribute, T.Special,
  T.Effect, T.Flip, T.Attack, T.Defense, T.QuickPlay, T.Field, T.Continuous, T.Equip, T.Counter,
  T.Card, T.Monster, T.Spell, T.Trap, T.SpellTrap, T.Token, T.StringLit,
  T.This, T.It, T.Them, T.That, T.The, T.Name,
]);
const ZONE_START = new Set<TokenType>([T.Hand, T.Deck, T.Extra, T.Graveyard, T.Banished, T.Field]);
const POSITION_START = new Set<TokenType>([T.Attack, T.Defense, T.FaceDown]);
const NEGATE_TARGET = new Set<TokenType>([T.Activation, T.Effect, T.Summon, T.Attack]);
const STAT_FILTER_START = new Set<TokenType>([T.Atk, T.Def, T.Level]);
const OWNER_OR_BINDING = new Set<TokenType>([T.Your, T.Their, T.Its, T.Any, T.Name]);
const FILTER_AFTER_THE = new Set<TokenType>([T.Lowest, T.Highest, T.Declared, T.Same, T.NameKw]);

/** The parts of Chevrotain's recognizer that `raiseNoAltException` below uses (not in its typings). */
interface RecognizerInternals {
  getCurrRuleFullName(): string;
  SAVE_ERROR(error: IRecognitionException): IRecognitionException;
}

export class CardParser extends CstParser {
  /** The expected labels of each decision's "no viable alternative" error, by `rule#occurrence`. */
  private readonly noAltLabels = new Map<string, string[]>();

  /** `known: false` computes every lookahead path (what `npm run grammar` writes `lookahead.json` from). */
  constructor(opts: { validate?: boolean; known?: false } = {}) {
    const strategy = new IndexedLookaheadStrategy({ maxLookahead: 4, tokens: T.allTokens, ...(opts.known === false ? {} : { known: known as KnownPaths }) });
    super(T.allTokens, {
      skipValidations: opts.validate !== true,
      recoveryEnabled: true,
      maxLookahead: 4,
      lookaheadStrategy: strategy,
      nodeLocationTracking: "full",
      errorMessageProvider: structuredMessages,
    });
    this.strategy = strategy;
    this.performSelfAnalysis();
  }

  private readonly strategy: IndexedLookaheadStrategy;

  /** Whether the lookahead paths came from `lookahead.json` (false when it is stale: run `npm run grammar`). */
  get usedKnownPaths(): boolean {
    return this.strategy.usedKnownPaths;
  }

  /** Every decision's lookahead paths under the grammar's hash: the content of `lookahead.json`. */
  lookaheadTable(): KnownPaths {
    return this.strategy.table(Object.values(this.getGAstProductions()));
  }

  /**
   * Chevrotain's own version of this method recomputes every lookahead path of the decision for
   * each error ("consider caching", its source says), which dominates the cost of parsing a broken
   * script. The paths depend on the decision alone, so their labels are computed once; the error
   * raised is the same.
   */
  raiseNoAltException(occurrence: number): never {
    const self = this as unknown as RecognizerInternals;
    const ruleName = self.getCurrRuleFullName();
    const key = `${ruleName}#${occurrence}`;
    let labels = this.noAltLabels.get(key);
    if (labels === undefined) {
      const rule = this.getGAstProductions()[ruleName]!;
      labels = firstLabels(this.strategy.paths(rule, "Alternation", occurrence, 4).flat());
      this.noAltLabels.set(key, labels);
    }
    const previous = this.LA(0);
    throw self.SAVE_ERROR(new NoViableAltException(encode(this.LA(1), labels, ruleName), this.LA(1), previous));
  }

  private la(k: number): TokenType {
    return this.LA(k).tokenType;
  }

  /** `or <zone>` (outer `or`: a condition or an `either`). */
  private orZoneAhead(): boolean {
    return this.la(1) === T.Or && ZONE_START.has(this.la(2));
  }

  /** Does a place (`on the field`, `you control`, `in your hand`, `in picked`) start here? */
  private placeAhead(): boolean {
    const a = this.la(1);
    const b = this.la(2);
    const c = this.la(3);
    switch (a) {
      case T.On:
        return b === T.The && c === T.Field;
      case T.In:
      case T.From:
        return OWNER_OR_BINDING.has(b);
      case T.You:
        return b === T.Control;
      case T.Your:
        return b === T.Opponent && c === T.Control;
      case T.Each:
      case T.Both:
        return b === T.Player && c === T.Control;
      case T.Its:
        return (b === T.Controller || b === T.Owner) && c === T.Control;
      default:
        return false;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Files, cards, declarations

  public file = this.RULE("file", () => {
    this.MANY(() => this.SUBRULE(this.card));
  });

  public card = this.RULE("card", () => {
    this.CONSUME(T.CardKw);
    this.OR([{ ALT: () => this.CONSUME(T.StringLit) }, { ALT: () => this.CONSUME(T.NumberLit) }]);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.item));
    this.CONSUME(T.RBrace);
  });

  public item = this.RULE("item", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.effect) },
      { ALT: () => this.SUBRULE(this.materialsDecl) },
      { ALT: () => this.SUBRULE(this.counterLimitDecl) },
      { ALT: () => this.SUBRULE(this.summonConditionDecl) },
      { ALT: () => this.SUBRULE(this.lifetimeDecl) },
      { ALT: () => this.SUBRULE(this.substituteDecl) },
      { ALT: () => this.SUBRULE(this.uniqueDecl) },
      { ALT: () => this.SUBRULE(this.unnegatableDecl) },
      { ALT: () => this.SUBRULE(this.tributelessDecl) },
    ]);
  });

  /** `can be normal summoned without tributes.` (Fusilier Dragon): its player may summon or set it with none */
  public tributelessDecl = this.RULE("tributelessDecl", () => {
    this.CONSUME(T.Can);
    this.CONSUME(T.Be);
    this.CONSUME(T.Normal);
    this.CONSUME(T.Summoned);
    this.CONSUME(T.Without);
    this.CONSUME(T.Tribute);
    this.CONSUME(T.Dot);
  });

  /** `its effects cannot be negated.` (Spiritualism): its activation can be, never what it does */
  public unnegatableDecl = this.RULE("unnegatableDecl", () => {
    this.CONSUME(T.Its);
    this.CONSUME(T.Effects);
    this.CONSUME(T.Cannot);
    this.CONSUME(T.Be);
    this.CONSUME(T.Negated);
    this.CONSUME(T.Dot);
  });

  /** `you can control only 1 face-up "Gravekeeper's Chief".` */
  public uniqueDecl = this.RULE("uniqueDecl", () => {
    this.CONSUME(T.You);
    this.CONSUME(T.Can);
    this.CONSUME(T.Control);
    this.CONSUME(T.Only);
    this.CONSUME(T.NumberLit);
    this.OPTION(() => this.CONSUME(T.FaceUp));
    this.CONSUME(T.StringLit);
    this.CONSUME(T.Dot);
  });

  /** `substitute for any fusion material.` (King of the Swamp: it may stand for one material of a fusion) */
  public substituteDecl = this.RULE("substituteDecl", () => {
    this.CONSUME(T.Substitute);
    this.CONSUME(T.For);
    this.CONSUME(T.Any);
    this.CONSUME(T.Fusion);
    this.CONSUME(T.Materials);
    this.CONSUME(T.Dot);
  });

  public materialsDecl = this.RULE("materialsDecl", () => {
    this.CONSUME(T.Materials);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.selector);
    this.MANY(() => {
      this.CONSUME(T.Plus);
      this.SUBRULE2(this.selector);
    });
    // `…, no substitute.`: only the listed monsters (Dark Balter the Terrible)
    this.OPTION(() => {
      this.CONSUME(T.Comma);
      this.CONSUME(T.No);
      this.CONSUME(T.Substitute);
    });
    this.CONSUME(T.Dot);
  });

  public counterLimitDecl = this.RULE("counterLimitDecl", () => {
    this.CONSUME(T.Counter);
    this.CONSUME(T.Limit);
    this.CONSUME(T.Colon);
    this.CONSUME(T.NumberLit);
    this.SUBRULE(this.counterName);
    this.CONSUME2(T.Counter);
    this.CONSUME(T.Dot);
  });

  /** `cannot be normal summoned or set.`; `cannot be special summoned except by "Armed Dragon LV5" or "Level Up!".` */
  public summonConditionDecl = this.RULE("summonConditionDecl", () => {
    this.CONSUME(T.Cannot);
    this.CONSUME(T.Be);
    this.SUBRULE(this.summonWay);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.summonWay);
    });
    this.OPTION(() => {
      this.CONSUME(T.Except);
      this.CONSUME(T.By);
      this.CONSUME(T.StringLit);
      this.MANY2(() => {
        this.CONSUME2(T.Or);
        this.CONSUME2(T.StringLit);
      });
    });
    // `cannot be special summoned while you control no face-up "Toon World".` (a condition on the summoning player's side)
    this.OPTION2(() => {
      this.CONSUME(T.While);
      this.SUBRULE(this.condition);
    });
    this.CONSUME(T.Dot);
  });

  public summonWay = this.RULE("summonWay", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Normal); this.CONSUME(T.Summoned); } },
      { ALT: () => this.CONSUME(T.SetKw) },
      {
        ALT: () => {
          this.CONSUME(T.Special);
          this.CONSUME2(T.Summoned);
          // `cannot be special summoned from the graveyard.` (XYZ-Dragon Cannon): never revived, however first summoned
          this.OPTION(() => {
            this.CONSUME(T.From);
            this.CONSUME(T.The);
            this.CONSUME(T.Graveyard);
          });
        },
      },
      { ALT: () => { this.CONSUME(T.Flip); this.CONSUME3(T.Summoned); } },
    ]);
  });

  public lifetimeDecl = this.RULE("lifetimeDecl", () => {
    this.CONSUME(T.Remains);
    this.CONSUME(T.On);
    this.CONSUME(T.The);
    this.CONSUME(T.Field);
    // Without a count it stays until an effect removes it (Different Dimension Capsule destroys itself).
    this.OPTION(() => {
      this.CONSUME(T.For);
      this.CONSUME(T.NumberLit);
      this.CONSUME(T.Of);
      this.SUBRULE(this.playerPoss);
      this.CONSUME(T.Turns);
    });
    this.CONSUME(T.Dot);
  });

  // -------------------------------------------------------------------------------------------
  // Effects

  public effect = this.RULE("effect", () => {
    this.OPTION(() => this.CONSUME(T.Optional));
    this.SUBRULE(this.effectKind);
    this.OPTION2(() => this.SUBRULE(this.location));
    this.OPTION3(() => this.SUBRULE(this.timing));
    this.OPTION4(() => this.SUBRULE(this.headerCondition));
    this.OPTION5(() => this.SUBRULE(this.usageLimit));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.effectBody);
    this.CONSUME(T.Dot);
  });

  public effectKind = this.RULE("effectKind", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Activate) },
      { ALT: () => this.CONSUME(T.Ignition) },
      { ALT: () => this.CONSUME(T.Trigger) },
      { ALT: () => this.CONSUME(T.Flip) },
      { ALT: () => this.CONSUME(T.Quick) },
      { ALT: () => this.CONSUME(T.Continuous) },
      { ALT: () => this.CONSUME(T.Maintenance) },
      { ALT: () => this.CONSUME(T.Procedure) },
    ]);
  });

  public location = this.RULE("location", () => {
    this.CONSUME(T.In);
    this.SUBRULE(this.zoneWord);
  });

  public timing = this.RULE("timing", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.When) },
      { ALT: () => this.CONSUME(T.If) },
      { ALT: () => this.CONSUME(T.During) },
    ]);
    this.SUBRULE(this.event);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.event);
    });
  });

  public headerCondition = this.RULE("headerCondition", () => {
    this.CONSUME(T.While);
    this.SUBRULE(this.condition);
  });

  public usageLimit = this.RULE("usageLimit", () => {
    this.CONSUME(T.Once);
    this.CONSUME(T.Per);
    this.OR([{ ALT: () => this.CONSUME(T.Turn) }, { ALT: () => this.CONSUME(T.Duel) }]);
    this.OPTION(() => {
      this.CONSUME(T.By);
      this.CONSUME(T.NameKw);
    });
  });

  public effectBody = this.RULE("effectBody", () => {
    this.OPTION(() => this.SUBRULE(this.costClause));
    // A cost not closed by ';' ends the body (an activation that is all cost: `activate: cost pay
    // 1000 LP.`, Toon World); after one that is, the targets and actions follow.
    this.MANY({ GATE: () => this.clauseClosed(), DEF: () => this.SUBRULE(this.targetClause) });
    this.OPTION2({
      GATE: () => this.clauseClosed(),
      DEF: () =>
        this.OR([
          { ALT: () => this.SUBRULE(this.optionsBlock) },
          { ALT: () => this.SUBRULE(this.actionSeq) },
        ]),
    });
  });

  /** Whether the body goes on here: right after its start (`:` or `{`) or after a clause's ';'. */
  private clauseClosed(): boolean {
    const t = this.LA(0).tokenType;
    return t === T.Semi || t === T.Colon || t === T.LBrace;
  }

  /** `choose one: { <body> } or { <body> }…` — an effect with options, one chosen on activation */
  public optionsBlock = this.RULE("optionsBlock", () => {
    this.CONSUME(T.Choose);
    this.CONSUME(T.One);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.optionBody);
    this.AT_LEAST_ONE(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.optionBody);
    });
  });

  public optionBody = this.RULE("optionBody", () => {
    this.CONSUME(T.LBrace);
    this.SUBRULE(this.effectBody);
    this.CONSUME(T.RBrace);
  });

  public costClause = this.RULE("costClause", () => {
    this.CONSUME(T.Cost);
    this.SUBRULE(this.action);
    this.MANY(() => {
      this.CONSUME(T.And);
      this.SUBRULE2(this.action);
    });
    // Left out only where the body ends with the cost (`activate: cost pay 1000 LP.`).
    this.OPTION9({ GATE: () => this.la(1) !== T.Dot, DEF: () => this.CONSUME(T.Semi) });
  });

  public targetClause = this.RULE("targetClause", () => {
    this.CONSUME(T.Target);
    this.SUBRULE(this.targetPick);
    this.MANY(() => {
      this.CONSUME(T.And);
      this.SUBRULE2(this.targetPick);
    });
    this.CONSUME(T.Semi);
  });

  public targetPick = this.RULE("targetPick", () => {
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.binding));
  });

  /** `as picked` */
  public binding = this.RULE("binding", () => {
    this.CONSUME(T.As);
    this.CONSUME(T.Name);
  });

  public actionSeq = this.RULE("actionSeq", () => {
    this.SUBRULE(this.action);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE(this.connector);
      this.SUBRULE2(this.action);
    });
    // `…, unless your opponent discards 1 spell card` (Magic Drain): that player may stop all of it
    this.OPTION(() => {
      this.CONSUME2(T.Comma);
      this.CONSUME(T.Unless);
      this.SUBRULE3(this.action);
    });
  });

  public connector = this.RULE("connector", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Then) },
      { ALT: () => this.CONSUME(T.Also) },
      {
        ALT: () => {
          this.CONSUME(T.And);
          this.CONSUME(T.If);
          this.CONSUME(T.You);
          this.CONSUME(T.Do);
          this.CONSUME(T.Comma);
        },
      },
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Actions

  public action = this.RULE("action", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.conditionalAction) },
      { ALT: () => this.SUBRULE(this.eitherAction) },
      { ALT: () => this.SUBRULE(this.destroyAction) },
      { ALT: () => this.SUBRULE(this.moveAction) },
      { ALT: () => this.SUBRULE(this.placeAction) },
      { ALT: () => this.SUBRULE(this.drawAction) },
      { ALT: () => this.SUBRULE(this.discardAction) },
      { ALT: () => this.SUBRULE(this.tributeAction) },
      { ALT: () => this.SUBRULE(this.specialSummonAction) },
      { ALT: () => this.SUBRULE(this.fusionSummonAction) },
      { ALT: () => this.SUBRULE(this.ritualSummonAction) },
      { ALT: () => this.SUBRULE(this.changePositionAction) },
      { ALT: () => this.SUBRULE(this.flipAction) },
      { ALT: () => this.SUBRULE(this.takeControlAction) },
      { ALT: () => this.SUBRULE(this.negateAction) },
      { ALT: () => this.SUBRULE(this.damageAction) },
      { ALT: () => this.SUBRULE(this.lifePointsAction) },
      { ALT: () => this.SUBRULE(this.removeCountersAction) },
      { ALT: () => this.SUBRULE(this.shuffleAction) },
      { ALT: () => this.SUBRULE(this.equipAction) },
      { ALT: () => this.SUBRULE(this.bindAction) },
      { ALT: () => this.SUBRULE(this.setCardAction) },
      { ALT: () => this.SUBRULE(this.revealAction) },
      { ALT: () => this.SUBRULE(this.randomAction) },
      { ALT: () => this.SUBRULE(this.skipPhaseAction) },
      { ALT: () => this.SUBRULE(this.setStatAction) },
      { ALT: () => this.SUBRULE(this.negatedStatement) },
      { ALT: () => this.SUBRULE(this.lookAction) },
      { ALT: () => this.SUBRULE(this.declareAction) },
      { ALT: () => this.SUBRULE(this.chooseAction) },
      { ALT: () => this.SUBRULE(this.swapControlAction) },
      { ALT: () => this.SUBRULE(this.delayedAction) },
      { ALT: () => this.SUBRULE(this.reverseAction) },
      { ALT: () => this.SUBRULE(this.drawGameAction) },
      { ALT: () => this.SUBRULE(this.endBattleAction) },
      { ALT: () => this.SUBRULE(this.battleDamageAction) },
      { ALT: () => this.SUBRULE(this.playerAction) },
      // `flip Warrior monsters …` is the verb `flip` (tried first), never a bare plural of flip monsters
      { ALT: () => this.SUBRULE(this.subjectAction), IGNORE_AMBIGUITIES: true },
    ]);
  });

  /** `battle damage this card inflicts is halved` (Susa Soldier), `… is doubled` (Stone Statue of the Aztecs) */
  public battleDamageAction = this.RULE("battleDamageAction", () => {
    this.CONSUME(T.Battle);
    this.CONSUME(T.Damage);
    this.SUBRULE(this.selector);
    this.CONSUME(T.Inflict);
    this.CONSUME(T.Copula);
    this.OR([{ ALT: () => this.CONSUME(T.Halved) }, { ALT: () => this.CONSUME(T.Doubled) }]);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `look at all cards in your opponent's hand` */
  public lookAction = this.RULE("lookAction", () => {
    this.CONSUME(T.Look);
    this.CONSUME(T.At);
    this.SUBRULE(this.selector);
  });

  /** `declare a card name`, `declare a card type`, `declare a race`, `declare an attribute` */
  public declareAction = this.RULE("declareAction", () => {
    this.CONSUME(T.Declares);
    this.CONSUME(T.Article);
    this.SUBRULE(this.declareKind);
  });

  public declareKind = this.RULE("declareKind", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Card); this.CONSUME(T.NameKw); } },
      { ALT: () => { this.CONSUME2(T.Card); this.CONSUME(T.TypeKw); } },
      { ALT: () => this.CONSUME(T.Race) },
      { ALT: () => this.CONSUME(T.Attribute) },
      // `your opponent declares a level` (Reasoning)
      { ALT: () => this.CONSUME(T.Level) },
    ]);
  });

  /** `choose 1 card in picked as kept` */
  public chooseAction = this.RULE("chooseAction", () => {
    this.CONSUME(T.Choose);
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.binding));
  });

  /** `switch control of 1 monster you control and 1 monster your opponent controls` */
  public swapControlAction = this.RULE("swapControlAction", () => {
    this.CONSUME(T.Switch);
    this.CONSUME(T.Control);
    this.CONSUME(T.Of);
    this.SUBRULE(this.selector);
    this.CONSUME(T.And);
    this.SUBRULE2(this.selector);
  });

  /**
   * `[for 3 turns,] when|during <event> [or <event>]…, <action>` — an effect that happens later;
   * `until end of turn, <statement>` — a statement that holds for that long (Meteorain)
   */
  public delayedAction = this.RULE("delayedAction", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.duration);
          this.CONSUME(T.Comma);
          // `when`/`during` after the comma is a delayed effect (the first alternative), never a nested one
          this.OR2({
            IGNORE_AMBIGUITIES: true,
            DEF: [
              {
                ALT: () => {
                  this.SUBRULE(this.delayedTiming);
                  this.CONSUME2(T.Comma);
                  this.SUBRULE(this.action);
                  this.MANY2(() => {
                    this.CONSUME5(T.Comma);
                    this.SUBRULE2(this.connector);
                    this.SUBRULE5(this.action);
                  });
                },
              },
              { ALT: () => this.SUBRULE2(this.action) },
            ],
          });
        },
      },
      {
        ALT: () => {
          this.SUBRULE2(this.delayedTiming);
          this.CONSUME3(T.Comma);
          this.SUBRULE3(this.action);
          // What follows belongs to the delayed effect too: `during …, destroy this card, and if you do, add …`
          this.MANY(() => {
            this.CONSUME4(T.Comma);
            this.SUBRULE(this.connector);
            this.SUBRULE4(this.action);
          });
        },
      },
    ]);
  });

  public delayedTiming = this.RULE("delayedTiming", () => {
    this.OR([{ ALT: () => this.CONSUME(T.When) }, { ALT: () => this.CONSUME(T.During) }]);
    this.SUBRULE(this.event);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.event);
    });
  });

  /** `if <condition>, <action> [, otherwise <action>]` */
  public conditionalAction = this.RULE("conditionalAction", () => {
    this.CONSUME(T.If);
    this.SUBRULE(this.condition);
    this.CONSUME(T.Comma);
    this.SUBRULE(this.action);
    this.OPTION({
      GATE: () => this.la(1) === T.Comma && this.la(2) === T.Otherwise,
      DEF: () => {
        this.CONSUME2(T.Comma);
        this.CONSUME(T.Otherwise);
        this.SUBRULE2(this.action);
      },
    });
  });

  /** `reverse the ATK and DEF changes of <selector> [duration]` (Reverse Trap) */
  public reverseAction = this.RULE("reverseAction", () => {
    this.CONSUME(T.Reverse);
    this.CONSUME(T.The);
    this.SUBRULE(this.stats);
    this.CONSUME(T.Change);
    this.CONSUME(T.Of);
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `the duel ends in a draw` */
  /** `end the battle phase` (The Unhappy Maiden): no more attacks this turn; the phase goes on to its end */
  public endBattleAction = this.RULE("endBattleAction", () => {
    this.CONSUME(T.End);
    this.CONSUME(T.The);
    this.CONSUME(T.Battle);
    this.CONSUME(T.Phase);
  });

  public drawGameAction = this.RULE("drawGameAction", () => {
    this.CONSUME(T.The);
    this.CONSUME(T.Duel);
    this.CONSUME(T.Ends);
    this.CONSUME(T.In);
    this.CONSUME(T.Article);
    this.CONSUME(T.Draw);
  });

  /** `either <action> or <action>` */
  public eitherAction = this.RULE("eitherAction", () => {
    this.CONSUME(T.Either);
    this.SUBRULE(this.action);
    this.AT_LEAST_ONE(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.action);
    });
  });

  /** `destroy <cards>`; `destroy and banish <cards>` (destroyed, they go to the banished pile: Bottomless Trap Hole) */
  public destroyAction = this.RULE("destroyAction", () => {
    this.CONSUME(T.Destroy);
    this.OPTION(() => {
      this.CONSUME(T.And);
      this.CONSUME(T.Banish);
    });
    this.SUBRULE(this.selector);
  });

  /** `send X to the graveyard`, `banish X`, `return X to the hand`, `add X to your hand` */
  public moveAction = this.RULE("moveAction", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Send); this.SUBRULE(this.selector); this.SUBRULE(this.destination); } },
      // `banish … face-down` (Lightforce Sword, Different Dimension Capsule): only its owner may look at it there
      { ALT: () => { this.CONSUME(T.Banish); this.SUBRULE2(this.selector); this.OPTION2(() => this.CONSUME(T.FaceDown)); } },
      { ALT: () => { this.CONSUME(T.Return); this.SUBRULE3(this.selector); this.SUBRULE2(this.destination); } },
      { ALT: () => { this.CONSUME(T.Add); this.SUBRULE4(this.selector); this.SUBRULE3(this.destination); } },
    ]);
    this.OPTION(() => this.SUBRULE(this.binding));
  });

  /** `place 1 spell counter on X` or `place X on top of your deck` */
  public placeAction = this.RULE("placeAction", () => {
    this.CONSUME(T.Place);
    this.OR([
      { ALT: () => this.SUBRULE(this.counterPlacement) },
      {
        ALT: () => {
          this.SUBRULE(this.selector);
          this.SUBRULE(this.destination);
          this.OPTION(() => this.SUBRULE(this.binding));
        },
      },
    ]);
  });

  public counterPlacement = this.RULE("counterPlacement", () => {
    this.CONSUME(T.NumberLit);
    this.SUBRULE(this.counterName);
    this.CONSUME(T.Counter);
    this.CONSUME(T.On);
    this.SUBRULE(this.selector);
  });

  public destination = this.RULE("destination", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.To);
          this.OR2([{ ALT: () => this.CONSUME(T.The) }, { ALT: () => this.SUBRULE(this.owner) }]);
          this.SUBRULE(this.zoneWord);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.On);
          this.CONSUME(T.Top);
          this.CONSUME(T.Of);
          this.SUBRULE2(this.owner);
          this.CONSUME(T.Deck);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.At);
          this.CONSUME2(T.The);
          this.CONSUME(T.Bottom);
          this.CONSUME2(T.Of);
          this.SUBRULE3(this.owner);
          this.CONSUME2(T.Deck);
        },
      },
    ]);
  });

  public drawAction = this.RULE("drawAction", () => {
    this.CONSUME(T.Draw);
    this.SUBRULE(this.expr);
    this.CONSUME(T.Card);
  });

  public discardAction = this.RULE("discardAction", () => {
    this.CONSUME(T.Discard);
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.binding));
  });

  public tributeAction = this.RULE("tributeAction", () => {
    this.CONSUME(T.Tribute);
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.binding));
  });

  public specialSummonAction = this.RULE("specialSummonAction", () => {
    this.CONSUME(T.Special);
    this.CONSUME(T.Summon);
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.positions));
    this.OPTION2(() => this.SUBRULE(this.binding));
  });

  /** `in attack position or face-down defense position` */
  public positions = this.RULE("positions", () => {
    this.CONSUME(T.In);
    this.SUBRULE(this.battlePosition);
    this.MANY({
      // outer `or`: `either special summon it in attack position or …`
      GATE: () => POSITION_START.has(this.la(2)),
      DEF: () => {
        this.CONSUME(T.Or);
        this.SUBRULE2(this.battlePosition);
      },
    });
  });

  public battlePosition = this.RULE("battlePosition", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Attack); this.CONSUME(T.Position); } },
      { ALT: () => { this.CONSUME(T.Defense); this.CONSUME2(T.Position); } },
      { ALT: () => { this.CONSUME(T.FaceDown); this.CONSUME2(T.Defense); this.CONSUME3(T.Position); } },
    ]);
  });

  public fusionSummonAction = this.RULE("fusionSummonAction", () => {
    this.CONSUME(T.Fusion);
    this.CONSUME(T.Summon);
    this.SUBRULE(this.selector);
    this.CONSUME(T.Using);
    this.SUBRULE2(this.selector);
  });

  public ritualSummonAction = this.RULE("ritualSummonAction", () => {
    this.CONSUME(T.Ritual);
    this.CONSUME(T.Summon);
    this.SUBRULE(this.selector);
    this.CONSUME(T.By);
    this.CONSUME(T.Tributing);
    this.SUBRULE2(this.selector);
    this.CONSUME(T.Whose);
    this.CONSUME(T.Total);
    this.CONSUME(T.Level);
    this.CONSUME(T.Copula);
    this.OR([
      { ALT: () => { this.CONSUME(T.At); this.CONSUME(T.Least); } },
      { ALT: () => this.CONSUME(T.Exactly) },
    ]);
    this.SUBRULE(this.expr);
  });

  /** `change X to <position>`; `change the battle position of X` turns each to the other one (face-down → face-up attack) */
  public changePositionAction = this.RULE("changePositionAction", () => {
    this.CONSUME(T.Change);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.The);
          this.CONSUME(T.Battle);
          this.CONSUME(T.Position);
          this.CONSUME(T.Of);
          this.SUBRULE(this.selector);
        },
      },
      {
        ALT: () => {
          this.SUBRULE2(this.selector);
          this.CONSUME(T.To);
          this.SUBRULE(this.battlePosition);
        },
      },
    ]);
  });

  /** `flip X face-up [without flip effects]`, `flip X face-down` */
  public flipAction = this.RULE("flipAction", () => {
    this.CONSUME(T.Flip);
    this.SUBRULE(this.selector);
    this.OR([{ ALT: () => this.CONSUME(T.FaceUp) }, { ALT: () => this.CONSUME(T.FaceDown) }]);
    this.OPTION(() => {
      this.CONSUME(T.Without);
      this.CONSUME2(T.Flip);
      this.CONSUME(T.Effects);
    });
  });

  public takeControlAction = this.RULE("takeControlAction", () => {
    this.CONSUME(T.Take);
    this.CONSUME(T.Control);
    this.CONSUME(T.Of);
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  public negateAction = this.RULE("negateAction", () => {
    this.CONSUME(T.Negate);
    this.CONSUME(T.The);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Effects);
          this.CONSUME(T.Of);
          this.SUBRULE(this.selector);
          this.OPTION(() => this.SUBRULE(this.duration));
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.negateTarget);
          this.MANY({
            // outer `or`: `either negate the attack or …`
            GATE: () => NEGATE_TARGET.has(this.la(2)),
            DEF: () => {
              this.CONSUME(T.Or);
              this.SUBRULE2(this.negateTarget);
            },
          });
        },
      },
    ]);
  });

  public negateTarget = this.RULE("negateTarget", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Activation) },
      { ALT: () => this.CONSUME(T.Effect) },
      { ALT: () => this.CONSUME(T.Summon) },
      { ALT: () => this.CONSUME(T.Attack) },
    ]);
  });

  /** `inflict 500 damage to X`, `inflict damage equal to <expr> to X` */
  public damageAction = this.RULE("damageAction", () => {
    this.CONSUME(T.Inflict);
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.expr);
          this.CONSUME(T.Damage);
          // `for each …`, never the `for 2 turns` of an enclosing restriction
          this.OPTION({ GATE: () => this.la(2) === T.Each, DEF: () => this.SUBRULE(this.forEach) });
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.Damage);
          this.CONSUME(T.Equal);
          this.CONSUME(T.To);
          this.SUBRULE2(this.expr);
        },
      },
    ]);
    this.CONSUME2(T.To);
    this.SUBRULE(this.playerRef);
  });

  /** `gain 1000 LP`, `pay half your LP`, `lose 500 LP for each …` */
  public lifePointsAction = this.RULE("lifePointsAction", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Gain) },
      { ALT: () => this.CONSUME(T.Lose) },
      { ALT: () => this.CONSUME(T.Pay) },
    ]);
    this.OR2([
      // `pay any multiple of 1000 LP`: its player chooses how many (Wall of Revealing Light)
      {
        GATE: () => this.la(1) === T.Any,
        ALT: () => {
          this.CONSUME(T.Any);
          this.CONSUME(T.Multiple);
          this.CONSUME(T.Of);
          this.CONSUME(T.NumberLit);
          this.CONSUME3(T.Lp);
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.expr);
          this.OPTION(() => this.CONSUME(T.Lp));
          this.OPTION2({ GATE: () => this.la(2) === T.Each, DEF: () => this.SUBRULE(this.forEach) });
        },
      },
      // `gain LP equal to its ATK`
      {
        ALT: () => {
          this.CONSUME2(T.Lp);
          this.CONSUME(T.Equal);
          this.CONSUME(T.To);
          this.SUBRULE2(this.expr);
        },
      },
    ]);
  });

  public removeCountersAction = this.RULE("removeCountersAction", () => {
    this.CONSUME(T.Remove);
    this.CONSUME(T.NumberLit);
    this.SUBRULE(this.counterName);
    this.CONSUME(T.Counter);
    this.CONSUME(T.From);
    this.SUBRULE(this.selector);
  });

  public shuffleAction = this.RULE("shuffleAction", () => {
    this.CONSUME(T.Shuffle);
    this.SUBRULE(this.owner);
    this.CONSUME(T.Deck);
  });

  public equipAction = this.RULE("equipAction", () => {
    this.CONSUME(T.Equip);
    this.SUBRULE(this.selector);
    this.CONSUME(T.To);
    this.SUBRULE2(this.selector);
  });

  /** `set up to 1 spell/trap card in your hand` (Dust Tornado): face-down on the field, as an effect */
  public setCardAction = this.RULE("setCardAction", () => {
    this.CONSUME(T.SetKw);
    this.SUBRULE(this.selector);
  });

  public bindAction = this.RULE("bindAction", () => {
    this.CONSUME(T.Bind);
    this.CONSUME(T.This);
    this.CONSUME(T.Card);
    this.CONSUME(T.To);
    this.SUBRULE(this.selector);
  });

  public revealAction = this.RULE("revealAction", () => {
    this.CONSUME(T.Reveal);
    this.OR([
      {
        // `reveal cards from the top of your deck until you reveal a spell/trap card as dug` (Magical Merchant)
        GATE: () => this.la(1) === T.Card && this.la(2) === T.From && this.la(3) === T.The,
        ALT: () => {
          this.CONSUME(T.Card);
          this.CONSUME(T.From);
          this.CONSUME(T.The);
          this.CONSUME(T.Top);
          this.CONSUME(T.Of);
          this.SUBRULE(this.owner);
          this.CONSUME(T.Deck);
          this.CONSUME(T.Until);
          this.CONSUME(T.You);
          this.CONSUME2(T.Reveal);
          this.SUBRULE2(this.selector);
        },
      },
      { ALT: () => this.SUBRULE(this.selector) },
    ]);
    this.OPTION(() => this.SUBRULE(this.binding));
  });

  public randomAction = this.RULE("randomAction", () => {
    this.OR([
      {
        // `toss a coin and call it` (the acting player calls heads or tails first), `toss 3 coins`
        ALT: () => {
          this.CONSUME(T.Toss);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(T.Article);
                this.CONSUME(T.Coin);
                // outer `and`: `cost toss a coin and discard 1 card`
                this.OPTION2({ GATE: () => this.la(2) === T.Call, DEF: () => { this.CONSUME(T.And); this.CONSUME(T.Call); this.CONSUME(T.It); } });
              },
            },
            { ALT: () => { this.CONSUME(T.NumberLit); this.CONSUME2(T.Coin); } },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(T.Roll); this.CONSUME2(T.Article); this.CONSUME(T.Die); } },
    ]);
    this.OPTION(() => this.SUBRULE(this.binding));
  });

  public skipPhaseAction = this.RULE("skipPhaseAction", () => {
    this.CONSUME(T.Skip);
    this.SUBRULE(this.playerPoss);
    this.CONSUME(T.Next);
    this.OPTION(() => this.CONSUME(T.NumberLit));
    this.SUBRULE(this.phaseName);
  });

  /** `the ATK of X becomes <expr>` */
  public setStatAction = this.RULE("setStatAction", () => {
    this.CONSUME(T.The);
    this.OR([{ ALT: () => this.CONSUME(T.Atk) }, { ALT: () => this.CONSUME(T.Def) }]);
    this.CONSUME(T.Of);
    this.SUBRULE(this.selector);
    this.CONSUME(T.Becomes);
    this.SUBRULE(this.expr);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `the effects of X are negated` */
  public negatedStatement = this.RULE("negatedStatement", () => {
    this.CONSUME(T.The);
    this.CONSUME(T.Effects);
    this.CONSUME(T.Of);
    this.SUBRULE(this.selector);
    this.CONSUME(T.Copula);
    this.CONSUME(T.Negated);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** An action whose subject is a player: `each player draws 1 card`, `you cannot summon monsters`. */
  public playerAction = this.RULE("playerAction", () => {
    this.SUBRULE(this.playerRef);
    this.OR([
      { ALT: () => this.SUBRULE(this.drawAction) },
      { ALT: () => this.SUBRULE(this.discardAction) },
      { ALT: () => this.SUBRULE(this.specialSummonAction) },
      { ALT: () => this.SUBRULE(this.revealAction) },
      { ALT: () => this.SUBRULE(this.shuffleAction) },
      { ALT: () => this.SUBRULE(this.moveAction) },
      { ALT: () => this.SUBRULE(this.placeAction) },
      { ALT: () => this.SUBRULE(this.lifePointsAction) },
      { ALT: () => this.SUBRULE(this.restrictionClause) },
      { ALT: () => this.SUBRULE(this.noBattleDamageClause) },
      { ALT: () => this.SUBRULE(this.winClause) },
      { ALT: () => this.SUBRULE(this.controlClause) },
      { ALT: () => this.SUBRULE(this.lookAction) },
      { ALT: () => this.SUBRULE(this.declareAction) },
      { ALT: () => this.SUBRULE(this.chooseAction) },
      { ALT: () => this.SUBRULE(this.permitClause) },
      { ALT: () => this.SUBRULE(this.revealHandClause) },
    ]);
  });

  /** `this card must attack if able` (Berserk Gorilla) */
  public mustAttackClause = this.RULE("mustAttackClause", () => {
    this.CONSUME(T.Must);
    this.CONSUME(T.Attack);
    this.CONSUME(T.If);
    this.CONSUME(T.Able);
  });

  /** `your opponent keeps their hand revealed` (Mind on Air), `both players keep their hands revealed` */
  public revealHandClause = this.RULE("revealHandClause", () => {
    this.CONSUME(T.Keep);
    this.CONSUME(T.Their);
    this.CONSUME(T.Hand);
    this.CONSUME(T.Revealed);
  });

  /** An action whose subject is a set of cards: `Warrior monsters you control gain 400 ATK`. */
  public subjectAction = this.RULE("subjectAction", () => {
    this.SUBRULE(this.selector);
    this.OR([
      { ALT: () => this.SUBRULE(this.modifyClause) },
      { ALT: () => this.SUBRULE(this.restrictionClause) },
      { ALT: () => this.SUBRULE(this.permitClause) },
      { ALT: () => this.SUBRULE(this.mustAttackClause) },
      { ALT: () => this.SUBRULE(this.redirectClause) },
      { ALT: () => this.SUBRULE(this.substituteClause) },
      { ALT: () => this.SUBRULE(this.battleClause) },
    ]);
  });

  /** `battles <selector>`: a battle the effect makes happen (Last Turn) */
  public battleClause = this.RULE("battleClause", () => {
    this.CONSUME(T.Battles);
    this.SUBRULE(this.selector);
  });

  /** `can attack again`, `can tribute it for a tribute summon until end of turn` */
  public permitClause = this.RULE("permitClause", () => {
    this.CONSUME(T.Can);
    this.SUBRULE(this.permission);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  public permission = this.RULE("permission", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Attack);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(T.Again);
                this.OPTION(() => {
                  this.CONSUME(T.In);
                  this.CONSUME3(T.Article);
                  this.CONSUME(T.Row);
                });
              },
            },
            { ALT: () => this.CONSUME(T.Directly) },
            // `attack all monsters your opponent controls once each` (Asura Priest)
            {
              ALT: () => {
                this.CONSUME(T.All);
                this.CONSUME2(T.Monster);
                this.CONSUME(T.Your);
                this.CONSUME(T.Opponent);
                this.CONSUME(T.Control);
                this.CONSUME(T.Once);
                this.CONSUME(T.Each);
              },
            },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(T.Inflict); this.CONSUME(T.Piercing); this.CONSUME(T.Damage); } },
      {
        ALT: () => {
          this.CONSUME(T.Activate);
          this.SUBRULE(this.activationNoun);
          this.CONSUME(T.From);
          this.SUBRULE(this.owner);
          this.CONSUME(T.Hand);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Tribute);
          this.SUBRULE(this.selector);
          this.CONSUME(T.For);
          this.CONSUME(T.Article);
          this.CONSUME2(T.Tribute);
          this.CONSUME(T.Summon);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Normal);
          this.CONSUME2(T.Summon);
          this.CONSUME2(T.Article);
          this.CONSUME(T.Additional);
          this.CONSUME(T.Monster);
        },
      },
      {
        // `this card can be treated as 2 tributes for the tribute summon of a DARK monster` (Double Coston)
        ALT: () => {
          this.CONSUME(T.Be);
          this.CONSUME(T.Treated);
          this.CONSUME(T.As);
          this.CONSUME(T.NumberLit);
          this.CONSUME3(T.Tribute);
          this.CONSUME2(T.For);
          this.CONSUME(T.The);
          this.CONSUME4(T.Tribute);
          this.CONSUME3(T.Summon);
          this.CONSUME(T.Of);
          this.SUBRULE(this.cardSet);
        },
      },
    ]);
  });

  /** `is destroyed instead of this card [by battle]` (Thousand-Eyes Restrict's equipped monster) */
  public substituteClause = this.RULE("substituteClause", () => {
    this.CONSUME(T.Copula);
    this.CONSUME(T.Destroyed);
    this.CONSUME(T.Instead);
    this.CONSUME(T.Of);
    this.OR([
      { ALT: () => { this.CONSUME(T.This); this.CONSUME(T.Card); } },
      // `this card is destroyed instead of the equipped monster` (a Union monster)
      { ALT: () => { this.CONSUME(T.The); this.CONSUME(T.Equipped); this.CONSUME(T.Monster); } },
    ]);
    this.OPTION(() => {
      this.CONSUME(T.By);
      this.CONSUME(T.Battle);
    });
  });

  /** `is banished instead of leaving the field`, `are banished instead of going to the graveyard` */
  public redirectClause = this.RULE("redirectClause", () => {
    this.CONSUME(T.Copula);
    this.CONSUME(T.Banished);
    this.CONSUME(T.Instead);
    this.CONSUME(T.Of);
    this.OR([
      { ALT: () => { this.CONSUME(T.Leaving); this.CONSUME(T.The); this.CONSUME(T.Field); } },
      { ALT: () => { this.CONSUME(T.Going); this.CONSUME(T.To); this.CONSUME2(T.The); this.CONSUME(T.Graveyard); } },
    ]);
  });

  public modifyClause = this.RULE("modifyClause", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Gain) }, { ALT: () => this.CONSUME(T.Lose) }]);
    this.SUBRULE(this.expr);
    // `lose 2 levels` (Demotion, Cost Down)
    this.OR2([{ ALT: () => this.SUBRULE(this.stats) }, { ALT: () => this.CONSUME(T.Level) }]);
    this.OPTION(() => this.SUBRULE(this.forEach));
    this.OPTION2(() => this.SUBRULE(this.duration));
  });

  public stats = this.RULE("stats", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Atk);
          this.OPTION({
            // outer `and`: `cost … gain 500 ATK and pay 500 LP`
            GATE: () => this.la(2) === T.Def,
            DEF: () => {
              this.CONSUME(T.And);
              this.CONSUME(T.Def);
            },
          });
        },
      },
      { ALT: () => this.CONSUME2(T.Def) },
    ]);
  });

  public restrictionClause = this.RULE("restrictionClause", () => {
    this.CONSUME(T.Cannot);
    this.SUBRULE(this.restriction);
    this.OPTION(() => {
      this.CONSUME(T.Unless);
      this.OR([
        {
          ALT: () => {
            this.CONSUME(T.You);
            this.SUBRULE(this.action);
          },
        },
        // `unless your opponent sends the top card of your opponent's deck to the graveyard` (Gravekeeper's Servant: the attacker pays)
        { GATE: () => this.la(1) !== T.You, ALT: () => this.SUBRULE(this.playerAction) },
      ]);
    });
    this.OPTION2(() => this.SUBRULE(this.duration));
  });

  public restriction = this.RULE("restriction", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Attack);
          // `cannot attack monsters except toon monsters`: the monsters it may choose as attack targets
          // are those of the exception (a short shape: a whole selector here would cost the grammar's
          // lookahead analysis dearly).
          this.OPTION3(() =>
            this.OR9([
              { ALT: () => this.CONSUME(T.Directly) },
              {
                ALT: () => {
                  this.CONSUME9(T.Monster);
                  this.CONSUME(T.Except);
                  this.SUBRULE(this.cardSet);
                },
              },
            ]),
          );
        },
      },
      { ALT: () => { this.CONSUME(T.Enter); this.CONSUME3(T.The); this.CONSUME3(T.Battle); this.CONSUME2(T.Phase); } },
      {
        ALT: () => {
          this.CONSUME(T.Add);
          this.CONSUME5(T.Card);
          this.CONSUME(T.From);
          this.CONSUME2(T.Their);
          this.CONSUME(T.Deck);
          this.CONSUME(T.To);
          this.CONSUME3(T.Their);
          this.CONSUME(T.Hand);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Be);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(T.Targeted);
                this.OR3([
                  { ALT: () => { this.CONSUME(T.For); this.CONSUME(T.Attacks); } },
                  { ALT: () => { this.CONSUME(T.By); this.SUBRULE(this.cardEffects); } },
                ]);
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Destroyed);
                this.OPTION(() => {
                  this.CONSUME2(T.By);
                  this.OR4([
                    { ALT: () => this.CONSUME(T.Battle) },
                    { ALT: () => this.SUBRULE2(this.cardEffects) },
                    // `by spell/trap card effects`: the effects of spell and trap cards only (Exodia Necross)
                    {
                      ALT: () => {
                        this.CONSUME(T.SpellTrap);
                        this.CONSUME2(T.Card);
                        this.OR7([{ ALT: () => this.CONSUME5(T.Effect) }, { ALT: () => this.CONSUME5(T.Effects) }]);
                      },
                    },
                  ]);
                });
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Tributed);
                this.OPTION2({
                  // `for 3 turns` is a duration, not `for a tribute summon`
                  GATE: () => this.la(2) === T.Article,
                  DEF: () => {
                    this.CONSUME2(T.For);
                    this.CONSUME(T.Article);
                    this.CONSUME(T.Tribute);
                    this.CONSUME(T.Summon);
                  },
                });
              },
            },
            { ALT: () => this.CONSUME(T.Activated) },
            // `be affected by spell cards` / `by trap cards` / `by "Necrovalley"`: unaffected by the effects of such cards
            {
              ALT: () => {
                this.CONSUME(T.Affected);
                this.CONSUME3(T.By);
                this.OR5([
                  { ALT: () => { this.CONSUME(T.Spell); this.CONSUME6(T.Card); } },
                  { ALT: () => { this.CONSUME(T.Trap); this.CONSUME7(T.Card); } },
                  {
                    ALT: () => {
                      this.CONSUME(T.StringLit);
                      this.MANY(() => {
                        this.CONSUME(T.Or);
                        this.CONSUME2(T.StringLit);
                      });
                    },
                  },
                ]);
              },
            },
            // `be banished [by your opponent]` (Necrovalley, Kycoo the Ghost Destroyer)
            {
              ALT: () => {
                this.CONSUME(T.Banished);
                this.OPTION4(() => {
                  this.CONSUME4(T.By);
                  this.CONSUME(T.Your);
                  this.CONSUME(T.Opponent);
                });
              },
            },
            // `be moved by card effects` (Necrovalley)
            {
              ALT: () => {
                this.CONSUME(T.Moved);
                this.CONSUME5(T.By);
                this.SUBRULE3(this.cardEffects);
              },
            },
          ]);
        },
      },
      { ALT: () => { this.CONSUME2(T.Summon); this.CONSUME(T.Monster); } },
      { ALT: () => { this.CONSUME(T.Normal); this.CONSUME3(T.Summon); this.CONSUME2(T.Monster); } },
      { ALT: () => { this.CONSUME(T.Special); this.CONSUME4(T.Summon); this.CONSUME3(T.Monster); } },
      { ALT: () => { this.CONSUME(T.Activate); this.SUBRULE(this.activationNoun); } },
      {
        ALT: () => {
          this.CONSUME(T.Change);
          this.OR6([
            {
              ALT: () => {
                this.CONSUME(T.Their);
                this.CONSUME2(T.Battle);
                this.CONSUME(T.Position);
              },
            },
            // `this card cannot change control` (Mataza the Zapper: no effect can take it)
            { ALT: () => this.CONSUME(T.Control) },
          ]);
        },
      },
    ]);
  });

  /** `card effects` (also `a card effect`) */
  /** `by your opponent's card effect` (Regenerating Mummy): who controlled the effect that moved the card */
  public byPlayersEffect = this.RULE("byPlayersEffect", () => {
    this.CONSUME(T.By);
    this.SUBRULE(this.playerPoss);
    this.SUBRULE(this.cardEffects);
  });

  public cardEffects = this.RULE("cardEffects", () => {
    this.OPTION(() => this.CONSUME(T.Article));
    this.CONSUME(T.Card);
    this.OR([{ ALT: () => this.CONSUME(T.Effect) }, { ALT: () => this.CONSUME(T.Effects) }]);
  });

  /** What can be activated: `card or effect`, `spell card`, `trap card`, `spell/trap card`, `monster effect`, `effect`. */
  public activationNoun = this.RULE("activationNoun", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Card);
          this.CONSUME(T.Or);
          this.OR2([{ ALT: () => this.CONSUME(T.Effect) }, { ALT: () => this.CONSUME(T.Effects) }]);
        },
      },
      { ALT: () => { this.CONSUME(T.Spell); this.CONSUME2(T.Card); } },
      { ALT: () => { this.CONSUME(T.Trap); this.CONSUME3(T.Card); } },
      { ALT: () => { this.CONSUME(T.SpellTrap); this.CONSUME4(T.Card); } },
      {
        ALT: () => {
          this.CONSUME(T.Monster);
          this.OR3([{ ALT: () => this.CONSUME2(T.Effect) }, { ALT: () => this.CONSUME2(T.Effects) }]);
        },
      },
      { ALT: () => this.CONSUME3(T.Effect) },
      { ALT: () => this.CONSUME3(T.Effects) },
    ]);
  });

  public noBattleDamageClause = this.RULE("noBattleDamageClause", () => {
    this.CONSUME(T.Take);
    this.CONSUME(T.No);
    // `take no battle damage`, `take no effect damage`, `take no damage` (both)
    this.OPTION2(() => this.OR([{ ALT: () => this.CONSUME(T.Battle) }, { ALT: () => this.CONSUME(T.Effect) }]));
    this.CONSUME(T.Damage);
    // `you take no damage from your opponent` (Hallowed Life Barrier): damage their cards inflict
    this.OPTION3(() => {
      this.CONSUME(T.From);
      this.SUBRULE(this.playerRef);
    });
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  public winClause = this.RULE("winClause", () => {
    this.CONSUME(T.Win);
    this.CONSUME(T.The);
    this.CONSUME(T.Duel);
  });

  public controlClause = this.RULE("controlClause", () => {
    this.CONSUME(T.Control);
    this.SUBRULE(this.selector);
  });

  /** `for each spell counter on this card`, `for each monster you control` */
  public forEach = this.RULE("forEach", () => {
    this.CONSUME(T.For);
    this.CONSUME(T.Each);
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.counterName);
          this.CONSUME(T.Counter);
          this.CONSUME(T.On);
          this.SUBRULE(this.selector);
        },
      },
      { ALT: () => this.SUBRULE2(this.selector) },
    ]);
  });

  public duration = this.RULE("duration", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Until);
          this.CONSUME(T.End);
          this.CONSUME(T.Of);
          this.OR2([
            { ALT: () => this.CONSUME(T.Turn) },
            { ALT: () => { this.CONSUME(T.Damage); this.CONSUME(T.Step); } },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.For);
          this.CONSUME(T.NumberLit);
          this.OPTION(() => {
            this.CONSUME2(T.Of);
            this.SUBRULE(this.playerPoss);
          });
          this.CONSUME(T.Turns);
        },
      },
      { ALT: () => { this.CONSUME(T.While); this.SUBRULE(this.condition); } },
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Selectors

  public selector = this.RULE("selector", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.reference) },
      { ALT: () => this.SUBRULE(this.topOfDeck) },
      { ALT: () => this.SUBRULE(this.cardSet) },
    ]);
  });

  public reference = this.RULE("reference", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.This); this.CONSUME(T.Card); } },
      { ALT: () => this.CONSUME(T.It) },
      { ALT: () => this.CONSUME(T.Them) },
      {
        ALT: () => {
          this.CONSUME(T.That);
          this.OR2([{ ALT: () => this.CONSUME2(T.Card) }, { ALT: () => this.CONSUME(T.Monster) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.The);
          this.OR3([
            { ALT: () => { this.CONSUME(T.Equipped); this.CONSUME2(T.Monster); } },
            { ALT: () => { this.CONSUME(T.Bound); this.CONSUME3(T.Monster); } },
            { ALT: () => { this.CONSUME(T.Attacking); this.CONSUME4(T.Monster); } },
            { ALT: () => { this.CONSUME(T.Attack); this.CONSUME(T.Target); } },
            { ALT: () => { this.CONSUME(T.Battled); this.CONSUME5(T.Monster); } },
          ]);
        },
      },
      { ALT: () => this.CONSUME(T.Name) },
    ]);
  });

  /** `the top 5 cards of their deck`, `the top card of your deck` */
  public topOfDeck = this.RULE("topOfDeck", () => {
    this.CONSUME(T.The);
    this.CONSUME(T.Top);
    this.OPTION(() => this.SUBRULE(this.exprPrimary));
    this.CONSUME(T.Card);
    this.CONSUME(T.Of);
    this.SUBRULE(this.owner);
    this.CONSUME(T.Deck);
  });

  /** `[count] [other] [qualifiers] noun [with …] [place]` */
  public cardSet = this.RULE("cardSet", () => {
    this.OPTION(() => this.SUBRULE(this.count));
    this.OPTION2(() => this.CONSUME(T.Other));
    this.MANY(() => this.SUBRULE(this.qualifier));
    this.SUBRULE(this.noun);
    // `1 spell card or set card`: a face-down card may be picked too (checked once revealed)
    this.OPTION7({
      GATE: () => this.la(1) === T.Or && this.la(2) === T.SetKw,
      DEF: () => {
        this.CONSUME(T.Or);
        this.CONSUME(T.SetKw);
        this.CONSUME(T.Card);
      },
    });
    // `a monster that can be normal summoned` (Monster Gate, Reasoning: it can be Normal Summoned or Set)
    this.OPTION8({
      GATE: () => this.la(1) === T.That && this.la(2) === T.Can && this.la(3) === T.Be,
      DEF: () => {
        this.CONSUME(T.That);
        this.CONSUME(T.Can);
        this.CONSUME(T.Be);
        this.CONSUME(T.Normal);
        this.CONSUME(T.Summoned);
      },
    });
    // `monsters summoned this turn` (Vengeful Bog Spirit), `a monster destroyed by battle this turn`
    // (The Forgiving Maiden): it happened this turn and the card is still where it came to
    this.OPTION9({
      GATE: () =>
        (this.la(1) === T.Summoned && this.la(2) === T.This) ||
        (this.la(1) === T.Destroyed && (this.la(2) === T.This || (this.la(2) === T.By && this.la(3) === T.Battle && this.la(4) === T.This))),
      DEF: () => {
        this.OR([
          { ALT: () => this.CONSUME2(T.Summoned) },
          {
            ALT: () => {
              this.CONSUME(T.Destroyed);
              this.option(13, () => {
                this.CONSUME(T.By);
                this.CONSUME(T.Battle);
              });
            },
          },
        ]);
        this.CONSUME(T.This);
        this.CONSUME(T.Turn);
      },
    });
    this.OPTION3(() => this.SUBRULE(this.filters));
    this.OPTION5({
      GATE: () => this.la(1) === T.At && this.la(2) === T.Random,
      DEF: () => {
        this.CONSUME(T.At);
        this.CONSUME(T.Random);
      },
    });
    this.OPTION4({ GATE: () => this.placeAhead(), DEF: () => this.SUBRULE(this.place) });
    // `a monster you control that can change control` (Creature Swap: one whose control is not locked)
    this.option(10, {
      GATE: () => this.la(1) === T.That && this.la(2) === T.Can && this.la(3) === T.Change,
      DEF: () => {
        this.CONSUME2(T.That);
        this.CONSUME2(T.Can);
        this.CONSUME(T.Change);
        this.CONSUME(T.Control);
      },
    });
    // `an equip card equipped to this card` (Maha Vailo, Guardian Ceal)
    this.option(12, {
      GATE: () => this.la(1) === T.Equipped && this.la(2) === T.To,
      DEF: () => {
        this.CONSUME2(T.Equipped);
        this.CONSUME(T.To);
        this.SUBRULE(this.reference);
      },
    });
    // `all monsters on the field equipped with an equip card` (Really Eternal Rest)
    this.option(11, {
      GATE: () => this.la(1) === T.Equipped && this.la(2) === T.With,
      DEF: () => {
        this.CONSUME(T.Equipped);
        this.CONSUME(T.With);
        this.SUBRULE(this.plainCardSet);
      },
    });
    this.OPTION6(() => {
      this.CONSUME(T.Except);
      this.SUBRULE(this.selector);
    });
  });

  /** `[count] [qualifiers] noun [with …]`: a card set with no place or exception of its own (inside `equipped with`). */
  public plainCardSet = this.RULE("plainCardSet", () => {
    this.OPTION(() => this.SUBRULE(this.count));
    this.MANY(() => this.SUBRULE(this.qualifier));
    this.SUBRULE(this.noun);
    this.OPTION2(() => this.SUBRULE(this.filters));
  });

  public count = this.RULE("count", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Article) },
      { ALT: () => this.CONSUME(T.Another) },
      {
        ALT: () => {
          this.CONSUME(T.NumberLit);
          this.OPTION(() => {
            this.OR2([
              { ALT: () => { this.CONSUME(T.Or); this.CONSUME(T.More); } },
              { ALT: () => { this.CONSUME(T.To); this.CONSUME2(T.NumberLit); } },
            ]);
          });
        },
      },
      { ALT: () => { this.CONSUME(T.Up); this.CONSUME2(T.To); this.CONSUME3(T.NumberLit); } },
      { ALT: () => this.CONSUME(T.All) },
      { ALT: () => { this.CONSUME(T.Any); this.CONSUME(T.NumberKw); this.CONSUME(T.Of); } },
      { ALT: () => this.CONSUME(T.No) },
      { ALT: () => { this.CONSUME(T.That); this.CONSUME(T.Many); } },
    ]);
  });

  /** One qualifier position; alternatives joined by `or` (`Fiend or Spellcaster`). */
  public qualifier = this.RULE("qualifier", () => {
    this.SUBRULE(this.qualifierWord);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.qualifierWord);
    });
  });

  public qualifierWord = this.RULE("qualifierWord", () => {
    this.OR([
      { ALT: () => this.AT_LEAST_ONE(() => this.CONSUME(T.Word)) },
      { ALT: () => this.CONSUME(T.Upper) },
      { ALT: () => this.CONSUME(T.FaceUp) },
      { ALT: () => this.CONSUME(T.FaceDown) },
      { ALT: () => this.CONSUME(T.MonsterType) },
      // How a monster on the field was summoned: `a special summoned monster`, `a tribute summoned monster`.
      {
        GATE: () => this.la(2) === T.Summoned,
        ALT: () => {
          this.OR2([
            { ALT: () => this.CONSUME2(T.Normal) },
            { ALT: () => this.CONSUME(T.Tribute) },
            { ALT: () => this.CONSUME(T.Special) },
            { ALT: () => this.CONSUME2(T.Flip) },
          ]);
          this.CONSUME(T.Summoned);
        },
      },
      { ALT: () => this.CONSUME(T.Fusion) },
      { ALT: () => this.CONSUME(T.Ritual) },
      { ALT: () => this.CONSUME(T.Synchro) },
      { ALT: () => this.CONSUME(T.Normal) },
      { ALT: () => this.CONSUME(T.Effect) },
      { ALT: () => this.CONSUME(T.Flip) },
      // Spell/trap card types that are keywords elsewhere: `field spell card`, `continuous trap card`, `equip spell card`, `counter trap card`.
      { ALT: () => this.CONSUME(T.QuickPlay) },
      { ALT: () => this.CONSUME(T.Field) },
      { ALT: () => this.CONSUME(T.Continuous) },
      { ALT: () => this.CONSUME(T.Equip) },
      { ALT: () => this.CONSUME(T.Counter) },
      { ALT: () => { this.CONSUME(T.Attack); this.CONSUME(T.Position); } },
      { ALT: () => { this.CONSUME(T.Defense); this.CONSUME2(T.Position); } },
    ]);
  });

  public noun = this.RULE("noun", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Card) },
      { ALT: () => this.CONSUME(T.Monster) },
      { ALT: () => { this.CONSUME(T.Spell); this.CONSUME2(T.Card); } },
      { ALT: () => { this.CONSUME(T.Trap); this.CONSUME3(T.Card); } },
      { ALT: () => { this.CONSUME(T.SpellTrap); this.CONSUME4(T.Card); } },
      { ALT: () => this.CONSUME(T.Token) },
      {
        ALT: () => {
          this.CONSUME(T.StringLit);
          // `"Dark Magician" or "Buster Blader"`: a list of names (an `or` before anything else belongs to a condition)
          this.MANY({ GATE: () => this.la(2) === T.StringLit, DEF: () => { this.CONSUME(T.Or); this.CONSUME2(T.StringLit); } });
        },
      },
    ]);
  });

  public filters = this.RULE("filters", () => {
    this.CONSUME(T.With);
    this.SUBRULE(this.filter);
    this.MANY({
      // outer `and`: `while you control a monster with ATK >= 1000 and your LP <= 1000`
      GATE: () =>
        STAT_FILTER_START.has(this.la(2)) ||
        (this.la(2) === T.Article && this.la(4) === T.Counter) ||
        (this.la(2) === T.The && FILTER_AFTER_THE.has(this.la(3))),
      DEF: () => {
        this.CONSUME(T.And);
        this.SUBRULE2(this.filter);
      },
    });
  });

  public filter = this.RULE("filter", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.statName);
          this.SUBRULE(this.compareOp);
          this.SUBRULE(this.exprPrimary);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Article);
          this.SUBRULE(this.counterName);
          this.CONSUME(T.Counter);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.The);
          this.OR2([
            {
              ALT: () => {
                this.OR3([{ ALT: () => this.CONSUME(T.Lowest) }, { ALT: () => this.CONSUME(T.Highest) }]);
                this.SUBRULE2(this.statName);
              },
            },
            { ALT: () => { this.CONSUME(T.Declared); this.SUBRULE(this.declareKind); } },
            { ALT: () => { this.CONSUME(T.Same); this.CONSUME(T.NameKw); this.CONSUME(T.As); this.SUBRULE(this.reference); } },
            // `with the name listed by sent`: the monster an LV monster's own level-up names (Level Up!)
            { ALT: () => { this.CONSUME3(T.NameKw); this.CONSUME(T.Listed); this.CONSUME(T.By); this.SUBRULE2(this.reference); } },
          ]);
        },
      },
      {
        // `with "Gravekeeper's" in its name`: every card whose name holds the words (a series)
        ALT: () => {
          this.CONSUME(T.StringLit);
          this.CONSUME(T.In);
          this.OR4([{ ALT: () => this.CONSUME(T.Its) }, { ALT: () => this.CONSUME(T.Their) }]);
          this.CONSUME2(T.NameKw);
        },
      },
    ]);
  });

  public place = this.RULE("place", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.On); this.CONSUME(T.The); this.CONSUME(T.Field); } },
      { ALT: () => { this.SUBRULE(this.playerRef); this.CONSUME(T.Control); } },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(T.In) }, { ALT: () => this.CONSUME(T.From) }]);
          this.OR3([
            { ALT: () => this.CONSUME(T.Name) },
            {
              ALT: () => {
                this.SUBRULE(this.owner);
                this.SUBRULE(this.zoneWord);
                this.MANY({
                  GATE: () => this.orZoneAhead(),
                  DEF: () => {
                    this.CONSUME(T.Or);
                    this.SUBRULE2(this.zoneWord);
                  },
                });
              },
            },
          ]);
        },
      },
    ]);
  });

  public zoneWord = this.RULE("zoneWord", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Hand) },
      { ALT: () => this.CONSUME(T.Deck) },
      { ALT: () => { this.CONSUME(T.Extra); this.CONSUME2(T.Deck); } },
      { ALT: () => this.CONSUME(T.Graveyard) },
      { ALT: () => this.CONSUME(T.Banished) },
      { ALT: () => this.CONSUME(T.Field) },
    ]);
  });

  public owner = this.RULE("owner", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Your); this.OPTION(() => this.CONSUME(T.OpponentPoss)); } },
      { ALT: () => this.CONSUME(T.Their) },
      { ALT: () => { this.CONSUME(T.Its); this.CONSUME(T.OwnerPoss); } },
      { ALT: () => this.CONSUME(T.Any) },
    ]);
  });

  public counterName = this.RULE("counterName", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Name) }, { ALT: () => this.CONSUME(T.Spell) }]);
  });

  public playerRef = this.RULE("playerRef", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.You) },
      { ALT: () => { this.CONSUME(T.Your); this.CONSUME(T.Opponent); } },
      { ALT: () => { this.CONSUME(T.Each); this.CONSUME(T.Player); } },
      { ALT: () => { this.CONSUME(T.Both); this.CONSUME2(T.Player); } },
      { ALT: () => { this.CONSUME(T.Its); this.CONSUME(T.Controller); } },
      { ALT: () => { this.CONSUME2(T.Its); this.CONSUME(T.Owner); } },
    ]);
  });

  /** `your`, `your opponent's`, `its controller's`, `its owner's`, `each player's`, `both players'` */
  public playerPoss = this.RULE("playerPoss", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Your); this.OPTION(() => this.CONSUME(T.OpponentPoss)); } },
      {
        ALT: () => {
          this.CONSUME(T.Its);
          this.OR2([{ ALT: () => this.CONSUME(T.ControllerPoss) }, { ALT: () => this.CONSUME(T.OwnerPoss) }]);
        },
      },
      { ALT: () => { this.CONSUME(T.Each); this.CONSUME(T.PlayerPoss); } },
      { ALT: () => { this.CONSUME(T.Both); this.CONSUME(T.PlayersPoss); } },
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Expressions

  public expr = this.RULE("expr", () => {
    this.SUBRULE(this.term);
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }]);
      this.SUBRULE2(this.term);
    });
  });

  public term = this.RULE("term", () => {
    this.SUBRULE(this.exprPrimary);
    this.MANY(() => {
      this.CONSUME(T.Star);
      this.SUBRULE2(this.exprPrimary);
    });
  });

  public exprPrimary = this.RULE("exprPrimary", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.NumberLit) },
      { ALT: () => { this.CONSUME(T.LParen); this.SUBRULE(this.expr); this.CONSUME(T.RParen); } },
      { ALT: () => { this.CONSUME(T.Half); this.SUBRULE(this.exprPrimary); } },
      {
        ALT: () => {
          this.CONSUME(T.Its);
          this.OPTION(() => this.CONSUME(T.Original));
          this.SUBRULE(this.statName);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.The);
          this.OPTION2(() => this.CONSUME2(T.Original));
          this.SUBRULE2(this.statName);
          this.CONSUME(T.Of);
          this.SUBRULE(this.reference);
        },
      },
      { ALT: () => this.SUBRULE(this.numberOf) },
      { ALT: () => { this.SUBRULE(this.playerPoss); this.CONSUME(T.Lp); } },
      { ALT: () => { this.CONSUME(T.That); this.CONSUME(T.Many); } },
      // `that damage`: the damage of the event the effect answers (Fushi No Tori)
      { ALT: () => { this.CONSUME2(T.That); this.CONSUME(T.Damage); } },
      // `the amount paid`: the LP its player chose to pay for this card (Wall of Revealing Light)
      { ALT: () => { this.CONSUME2(T.The); this.CONSUME(T.Amount); this.CONSUME(T.Paid); } },
    ]);
  });

  /** `the number of <selector>`, `the number of spell counters on <selector>` */
  public numberOf = this.RULE("numberOf", () => {
    this.CONSUME(T.The);
    this.CONSUME(T.NumberKw);
    this.CONSUME(T.Of);
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.counterName);
          this.CONSUME(T.Counter);
          this.CONSUME(T.On);
          this.SUBRULE(this.selector);
        },
      },
      // `the number of your standby phases since this card was activated` (Wave-Motion Cannon)
      {
        ALT: () => {
          this.SUBRULE(this.playerPoss);
          this.SUBRULE(this.phaseName);
          this.CONSUME(T.Since);
          this.CONSUME(T.This);
          this.CONSUME(T.Card);
          this.CONSUME(T.Was);
          this.CONSUME(T.Activated);
        },
      },
      { ALT: () => this.SUBRULE2(this.selector) },
    ]);
  });

  public statName = this.RULE("statName", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Atk) },
      { ALT: () => this.CONSUME(T.Def) },
      { ALT: () => this.CONSUME(T.Level) },
    ]);
  });

  public compareOp = this.RULE("compareOp", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Le) },
      { ALT: () => this.CONSUME(T.Ge) },
      { ALT: () => this.CONSUME(T.Lt) },
      { ALT: () => this.CONSUME(T.Gt) },
      { ALT: () => this.CONSUME(T.Eq) },
      { ALT: () => this.CONSUME(T.Ne) },
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Conditions

  public condition = this.RULE("condition", () => {
    this.SUBRULE(this.andCondition);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.andCondition);
    });
  });

  public andCondition = this.RULE("andCondition", () => {
    this.SUBRULE(this.conditionAtom);
    this.MANY(() => {
      this.CONSUME(T.And);
      this.SUBRULE2(this.conditionAtom);
    });
  });

  public conditionAtom = this.RULE("conditionAtom", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Not); this.SUBRULE(this.conditionAtom); } },
      { ALT: () => { this.CONSUME(T.There); this.CONSUME(T.Copula); this.SUBRULE(this.selector); } },
      {
        ALT: () => {
          this.CONSUME(T.Effect);
          this.CONSUME(T.NumberLit);
          this.CONSUME(T.Was);
          this.CONSUME(T.Activated);
          this.CONSUME(T.This);
          this.CONSUME(T.Turn);
        },
      },
      { ALT: () => this.SUBRULE(this.itIsCondition) },
      // `the call is right` / `the call is wrong`, after `toss a coin and call it`
      { ALT: () => { this.CONSUME(T.The); this.CONSUME(T.Call); this.CONSUME2(T.Copula); this.OR2([{ ALT: () => this.CONSUME(T.Right) }, { ALT: () => this.CONSUME(T.Wrong) }]); } },
      { ALT: () => this.SUBRULE(this.playerCondition) },
      { ALT: () => this.SUBRULE(this.compareCondition) },
      { ALT: () => this.SUBRULE(this.stateCondition) },
    ]);
  });

  /** `it is your turn`, `it is the battle phase` */
  public itIsCondition = this.RULE("itIsCondition", () => {
    this.CONSUME(T.It);
    this.CONSUME(T.Copula);
    this.OR([
      { ALT: () => { this.SUBRULE(this.playerPoss); this.CONSUME(T.Turn); } },
      { ALT: () => { this.OPTION(() => this.CONSUME(T.The)); this.SUBRULE(this.phaseName); } },
    ]);
  });

  public playerCondition = this.RULE("playerCondition", () => {
    this.SUBRULE(this.playerRef);
    this.OR([
      { ALT: () => { this.CONSUME(T.Control); this.SUBRULE(this.selector); } },
      {
        ALT: () => {
          this.CONSUME(T.Have);
          this.SUBRULE2(this.selector);
          this.MANY({
            // outer `and`: `you have X in your hand and you control Y`
            GATE: () => SELECTOR_START.has(this.la(2)),
            DEF: () => {
              this.CONSUME(T.And);
              this.SUBRULE3(this.selector);
            },
          });
          this.OPTION(() => {
            this.CONSUME(T.In);
            this.SUBRULE(this.owner);
            this.SUBRULE(this.zoneWord);
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Did);
          this.OPTION2(() => this.CONSUME(T.Not));
          this.SUBRULE(this.historyAction);
          this.CONSUME(T.This);
          this.CONSUME(T.Turn);
        },
      },
    ]);
  });

  public historyAction = this.RULE("historyAction", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Summon) },
      { ALT: () => { this.CONSUME(T.Normal); this.CONSUME2(T.Summon); } },
      { ALT: () => { this.CONSUME(T.Special); this.CONSUME3(T.Summon); } },
      { ALT: () => this.CONSUME(T.Attack) },
    ]);
  });

  public compareCondition = this.RULE("compareCondition", () => {
    this.SUBRULE(this.expr);
    this.SUBRULE(this.compareOp);
    this.SUBRULE2(this.expr);
  });

  /** `a monster your opponent controls is attacking`, `sheep are on the field` */
  public stateCondition = this.RULE("stateCondition", () => {
    this.SUBRULE(this.selector);
    this.OR([
      { ALT: () => { this.CONSUME(T.Copula); this.SUBRULE(this.cardState); } },
      { ALT: () => { this.CONSUME(T.Was); this.SUBRULE(this.pastEvent); this.SUBRULE(this.historyPeriod); } },
      // `this card attacked this turn` (Chaos Sorcerer: its effect and an attack exclude each other)
      { ALT: () => { this.CONSUME(T.Attacked); this.SUBRULE2(this.historyPeriod); } },
      // `this card was special summoned by "Ultimate Insect LV1"` (the LV monsters that keep a power only so)
      {
        ALT: () => {
          this.CONSUME2(T.Was);
          this.CONSUME(T.Special);
          this.CONSUME(T.Summoned);
          this.CONSUME2(T.By);
          this.CONSUME(T.StringLit);
          this.MANY({ GATE: () => this.la(2) === T.StringLit, DEF: () => { this.CONSUME(T.Or); this.CONSUME2(T.StringLit); } });
        },
      },
      // `this card battled this turn` (Mirage Knight: it attacked or was attacked, and damage was calculated)
      { ALT: () => { this.CONSUME(T.Battled); this.SUBRULE4(this.historyPeriod); } },
      // `this card destroyed a monster by battle this turn` (the LV monsters' end phase effects)
      {
        ALT: () => {
          this.CONSUME(T.Destroyed);
          this.CONSUME(T.Article);
          this.CONSUME(T.Monster);
          this.CONSUME(T.By);
          this.CONSUME(T.Battle);
          this.SUBRULE3(this.historyPeriod);
        },
      },
    ]);
  });

  /** What happened to a card: `normal summoned`, `flipped`, `destroyed by battle`, `sent to the graveyard` */
  public pastEvent = this.RULE("pastEvent", () => {
    this.OR([
      { ALT: () => { this.OPTION(() => this.SUBRULE(this.summonKinds)); this.CONSUME(T.Summoned); } },
      { ALT: () => this.CONSUME(T.Flipped) },
      {
        ALT: () => {
          this.CONSUME(T.Destroyed);
          this.OPTION2(() => {
            this.CONSUME(T.By);
            this.OR2([
              { ALT: () => this.CONSUME(T.Battle) },
              { ALT: () => this.SUBRULE(this.cardEffects) },
              { ALT: () => { this.SUBRULE(this.playerPoss); this.SUBRULE2(this.cardEffects); } },
            ]);
          });
        },
      },
      { ALT: () => { this.CONSUME(T.Sent); this.CONSUME(T.To); this.CONSUME(T.The); this.CONSUME(T.Graveyard); } },
      {
        ALT: () => {
          this.CONSUME(T.Banished);
          // `banished face-up from the field` (D.D. Survivor: "this face-up card is removed from play")
          this.OPTION3(() => {
            this.CONSUME(T.FaceUp);
            this.CONSUME(T.From);
            this.CONSUME2(T.The);
            this.CONSUME(T.Field);
          });
        },
      },
    ]);
  });

  /** `this turn`, `since your last standby phase` */
  public historyPeriod = this.RULE("historyPeriod", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.This); this.CONSUME(T.Turn); } },
      { ALT: () => { this.CONSUME(T.Since); this.CONSUME(T.Your); this.CONSUME(T.Last); this.CONSUME(T.Standby); this.CONSUME(T.Phase); } },
    ]);
  });

  public cardState = this.RULE("cardState", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.FaceUp) },
      { ALT: () => this.CONSUME(T.FaceDown) },
      { ALT: () => { this.CONSUME(T.Attacking); this.OPTION(() => this.CONSUME(T.Directly)); } },
      { ALT: () => { this.CONSUME(T.Attack); this.CONSUME(T.Position); } },
      { ALT: () => { this.CONSUME(T.Defense); this.CONSUME2(T.Position); } },
      { ALT: () => { this.CONSUME(T.On); this.CONSUME(T.The); this.CONSUME(T.Field); } },
      // `while that monster is in the graveyard` (Dark Balter the Terrible)
      { ALT: () => { this.CONSUME(T.In); this.CONSUME2(T.The); this.CONSUME(T.Graveyard); } },
      // `while this card is equipped`: an equip card attached to a monster (a Union monster)
      { ALT: () => this.CONSUME(T.Equipped) },
      { ALT: () => this.CONSUME(T.Battling) },
      { ALT: () => this.CONSUME(T.Attacked) },
      // `this card is tribute summoned` (how it came to the field, while it stays there)
      {
        ALT: () => {
          this.OR2([
            { ALT: () => this.CONSUME(T.Normal) },
            { ALT: () => this.CONSUME(T.Tribute) },
            { ALT: () => this.CONSUME(T.Special) },
            { ALT: () => this.CONSUME(T.Flip) },
          ]);
          this.CONSUME(T.Summoned);
        },
      },
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Events

  public event = this.RULE("event", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.activationEvent) },
      { ALT: () => this.SUBRULE(this.playerEvent) },
      { ALT: () => this.SUBRULE(this.phaseEvent) },
      { ALT: () => this.SUBRULE(this.subjectEvent) },
    ]);
  });

  /** `a card or effect [that would destroy …] is activated`, `a monster effect is activated` */
  public activationEvent = this.RULE("activationEvent", () => {
    this.CONSUME(T.Article);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Card);
          this.CONSUME(T.Or);
          this.CONSUME(T.Effect);
        },
      },
      { ALT: () => { this.CONSUME(T.Monster); this.CONSUME2(T.Effect); } },
      { ALT: () => this.CONSUME3(T.Effect) },
    ]);
    // `a card or effect your opponent controls …` (the Archfiends' die roll)
    this.OPTION(() => {
      this.SUBRULE(this.playerRef);
      this.CONSUME(T.Control);
    });
    this.OPTION2(() => this.SUBRULE(this.activationClause));
    this.SUBRULE(this.activationMoment);
  });

  /** `that would destroy <cards>` or `that targets [only] <cards>`: what an activation is about. */
  public activationClause = this.RULE("activationClause", () => {
    this.OR([
      { GATE: () => this.LA(2).tokenType === T.Would, ALT: () => this.SUBRULE(this.wouldDestroy) },
      { ALT: () => this.SUBRULE(this.targetsClause) },
    ]);
  });

  public wouldDestroy = this.RULE("wouldDestroy", () => {
    this.CONSUME(T.That);
    this.CONSUME(T.Would);
    this.CONSUME(T.Destroy);
    this.SUBRULE(this.selector);
  });

  public targetsClause = this.RULE("targetsClause", () => {
    this.CONSUME(T.That);
    this.CONSUME(T.Target);
    this.OPTION(() => this.CONSUME(T.Only));
    this.SUBRULE(this.selector);
  });

  /** `is activated`, `would resolve` (before its effect applies), `resolves` (after it has). */
  public activationMoment = this.RULE("activationMoment", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Copula); this.CONSUME(T.Activated); } },
      { ALT: () => { this.CONSUME(T.Would); this.CONSUME(T.Resolves); } },
      { ALT: () => this.CONSUME2(T.Resolves) },
    ]);
  });

  public playerEvent = this.RULE("playerEvent", () => {
    this.SUBRULE(this.playerRef);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Take);
          this.OR2([
            { ALT: () => { this.CONSUME(T.Battle); this.CONSUME(T.Damage); } },
            {
              // `your opponent takes effect damage except from "Dark Room of Nightmare"`
              ALT: () => {
                this.CONSUME(T.Effect);
                this.CONSUME2(T.Damage);
                // one name: a list joined by `or` would take the next event's `or "X" …` as its own
                this.OPTION(() => {
                  this.CONSUME(T.Except);
                  this.CONSUME(T.From);
                  this.CONSUME(T.StringLit);
                });
              },
            },
          ]);
        },
      },
      { ALT: () => this.CONSUME(T.Draw) },
    ]);
  });

  public phaseEvent = this.RULE("phaseEvent", () => {
    this.OPTION(() => {
      this.OR([{ ALT: () => this.CONSUME(T.The) }, { ALT: () => this.SUBRULE(this.playerPoss) }]);
    });
    this.OR2([
      // `the end of the battle phase` (Goblin Attack Force)
      {
        ALT: () => {
          this.CONSUME(T.End);
          this.CONSUME(T.Of);
          this.CONSUME2(T.The);
          this.CONSUME(T.Battle);
          this.CONSUME(T.Phase);
        },
      },
      // `your 2nd standby phase after activation` (Swords of Concealing Light): a delayed effect's moment
      {
        ALT: () => {
          this.CONSUME(T.Ordinal);
          this.SUBRULE(this.phaseName);
          this.CONSUME(T.After);
          this.CONSUME(T.Activation);
        },
      },
      { ALT: () => this.SUBRULE2(this.phaseName) },
    ]);
  });

  public subjectEvent = this.RULE("subjectEvent", () => {
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.activationClause));
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Copula);
          this.OR2([
            {
              ALT: () => {
                this.OPTION2(() => this.SUBRULE(this.summonKinds));
                this.CONSUME(T.Summoned);
                // `… is special summoned from your graveyard` (Card of Safe Return): where it came from
                this.option(12, () => {
                  this.CONSUME2(T.From);
                  this.OR7([{ ALT: () => this.CONSUME5(T.The) }, { ALT: () => this.SUBRULE2(this.owner) }]);
                  this.SUBRULE2(this.zoneWord);
                });
              },
            },
            { ALT: () => this.CONSUME(T.Flipped) },
            {
              ALT: () => {
                this.CONSUME(T.Destroyed);
                this.OPTION3(() => {
                  this.CONSUME(T.By);
                  this.OR3([
                    {
                      // `… is destroyed by battle with this card` (the monster it battled destroyed it)
                      ALT: () => {
                        this.CONSUME(T.Battle);
                        this.OPTION9(() => {
                          this.CONSUME(T.With);
                          this.SUBRULE3(this.selector);
                        });
                      },
                    },
                    { ALT: () => this.SUBRULE(this.cardEffects) },
                    { ALT: () => { this.SUBRULE(this.playerPoss); this.SUBRULE2(this.cardEffects); } },
                  ]);
                });
                // `… is destroyed and sent to the graveyard` (not banished instead: the floaters, Desrook Archfiend)
                this.option(10, {
                  GATE: () => this.LA(2).tokenType === T.Sent,
                  DEF: () => {
                    this.CONSUME(T.And);
                    this.CONSUME2(T.Sent);
                    this.CONSUME4(T.To);
                    this.CONSUME4(T.The);
                    this.CONSUME2(T.Graveyard);
                  },
                });
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Sent);
                this.OPTION4(() => {
                  this.CONSUME(T.From);
                  this.OR4([
                    { ALT: () => { this.CONSUME(T.The); this.CONSUME(T.Field); } },
                    { ALT: () => { this.SUBRULE(this.owner); this.SUBRULE(this.zoneWord); } },
                  ]);
                });
                this.CONSUME(T.To);
                this.CONSUME2(T.The);
                this.CONSUME(T.Graveyard);
                this.OPTION7(() => this.SUBRULE(this.byPlayersEffect));
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Discarded);
                this.OPTION8(() => this.SUBRULE2(this.byPlayersEffect));
              },
            },
            { ALT: () => this.CONSUME(T.Banished) },
            {
              // `an equip card is equipped to this card` (Gearfried the Iron Knight)
              ALT: () => {
                this.CONSUME(T.Equipped);
                this.CONSUME5(T.To);
                this.SUBRULE4(this.selector);
              },
            },
            {
              // `this card is tributed [for a tribute summon]` (Zolga)
              ALT: () => {
                this.CONSUME(T.Tributed);
                this.option(11, () => {
                  this.CONSUME4(T.For);
                  this.CONSUME5(T.Article);
                  this.CONSUME5(T.Tribute);
                  this.CONSUME5(T.Summon);
                });
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Targeted);
                this.OPTION6(() => {
                  this.CONSUME3(T.By);
                  this.OR5([
                    { ALT: () => this.SUBRULE3(this.cardEffects) },
                    { ALT: () => { this.CONSUME3(T.Article); this.SUBRULE(this.activationNoun); } },
                  ]);
                });
              },
            },
            { ALT: () => this.CONSUME(T.Activated) },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Would);
          this.OR6([
            {
              ALT: () => {
                this.CONSUME(T.Be);
                this.OPTION5(() => this.SUBRULE2(this.summonKinds));
                this.CONSUME2(T.Summoned);
              },
            },
            { ALT: () => this.CONSUME(T.Resolves) },
          ]);
        },
      },
      { ALT: () => this.CONSUME2(T.Resolves) },
      { ALT: () => { this.CONSUME(T.Declares); this.CONSUME(T.Article); this.CONSUME(T.Attack); } },
      { ALT: () => { this.CONSUME(T.Leaves); this.CONSUME3(T.The); this.CONSUME2(T.Field); } },
      // `this card battles`, `monsters battle`
      { ALT: () => this.CONSUME(T.Battles) },
      { ALT: () => this.CONSUME4(T.Battle) },
      {
        ALT: () => {
          this.CONSUME(T.Destroy);
          this.CONSUME2(T.Article);
          this.CONSUME(T.Monster);
          this.CONSUME2(T.By);
          this.CONSUME2(T.Battle);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Inflict);
          this.CONSUME3(T.Battle);
          this.CONSUME(T.Damage);
          this.CONSUME2(T.To);
          this.SUBRULE(this.playerRef);
        },
      },
    ]);
  });

  public summonKinds = this.RULE("summonKinds", () => {
    this.SUBRULE(this.summonKind);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.summonKind);
    });
  });

  public summonKind = this.RULE("summonKind", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Normal) },
      { ALT: () => this.CONSUME(T.Flip) },
      { ALT: () => this.CONSUME(T.Special) },
      { ALT: () => this.CONSUME(T.Tribute) },
      { ALT: () => this.CONSUME(T.Fusion) },
      { ALT: () => this.CONSUME(T.Ritual) },
      { ALT: () => this.CONSUME(T.Synchro) },
    ]);
  });

  public phaseName = this.RULE("phaseName", () => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Draw); this.CONSUME(T.Phase); } },
      { ALT: () => { this.CONSUME(T.Standby); this.CONSUME2(T.Phase); } },
      { ALT: () => { this.CONSUME(T.Main); this.CONSUME3(T.Phase); this.CONSUME(T.NumberLit); } },
      { ALT: () => { this.CONSUME(T.Battle); this.CONSUME4(T.Phase); } },
      { ALT: () => { this.CONSUME(T.End); this.CONSUME5(T.Phase); } },
      {
        ALT: () => {
          this.CONSUME(T.Damage);
          this.OR2([{ ALT: () => this.CONSUME(T.Step) }, { ALT: () => this.CONSUME(T.Calculation) }]);
        },
      },
    ]);
  });
}

/** The one parser instance of the process (see the module comment). */
let instance: CardParser | undefined;

/** The process's parser, built on first use. */
export function cardParser(): CardParser {
  return (instance ??= new CardParser());
}

/** The grammar as data, for railroad diagrams. */
export function serializedGrammar(): ReturnType<CardParser["getSerializedGastProductions"]> {
  return cardParser().getSerializedGastProductions();
}
