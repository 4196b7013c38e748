/**
 * The tokens of the card language.
 *
 * Keywords are lowercase and case-sensitive; each has `longer_alt: Name` so that a binding such as
 * `picked` or `sheep` is never split into a keyword and a rest. Verbs and nouns accept their
 * inflected forms with one token (`gain`/`gains`, `monster`/`monsters`): the printer chooses the
 * form from the subject, the AST never stores it. Every token has a LABEL in plain words, which is
 * what syntax errors show ("expected 'destroy' or 'draw'").
 *
 * Token patterns are plain strings or simple regexes with disjoint alternatives, so the lexer never
 * backtracks more than one token length.
 */
import type { ILexingResult, TokenType } from "chevrotain";
import { createToken, Lexer } from "./chevrotain.js";

// ---------------------------------------------------------------------------------------------
// Layout and literals

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n]+/, group: Lexer.SKIPPED, line_breaks: true });
/** `# …` to the end of the line: kept aside by the lexer (group `comments`) so `ygo fmt` can keep it. */
export const Comment = createToken({ name: "Comment", pattern: /#[^\n\r]*/, group: "comments" });

/** A quoted card name: `"Harpie's Feather Duster"`; `\"` and `\\` escape. */
export const StringLit = createToken({ name: "StringLit", pattern: /"(?:[^"\\\n\r]|\\.)*"/, label: "a quoted card name" });
/** A quote that is not closed before the end of the line; the parser reports it and reads it as a name. */
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"(?:[^"\\\n\r]|\\.)*/, label: "an unterminated card name" });
/** `2nd`, `4th`: which occurrence of a phase (`during your 2nd standby phase after activation`). Tried before a number. */
export const Ordinal = createToken({ name: "Ordinal", pattern: /[0-9]+(?:st|nd|rd|th)/, label: "an ordinal (2nd, 4th)" });
export const NumberLit = createToken({ name: "NumberLit", pattern: /[0-9]+/, label: "a number" });

/** A lowercase word that is not a keyword: a binding (`as picked`) or a counter kind. */
export const Name = createToken({ name: "Name", pattern: /[a-z][a-z0-9_]*/, label: "a name" });
/** A capitalised word: a race (`Warrior`, `Sea Serpent` is two words), `Beast-Warrior`. */
export const Word = createToken({ name: "Word", pattern: /[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/, label: "a capitalised word" });
/** An all-capitals word: an attribute (`DARK`). Kept apart from `Word` so `DARK Spellcaster` is two qualifiers. */
export const Upper = createToken({ name: "Upper", pattern: /[A-Z][A-Z0-9]*/, longer_alt: Word, label: "an attribute" });

export const Atk = createToken({ name: "Atk", pattern: "ATK", longer_alt: [Upper, Word], label: "'ATK'" });
export const Def = createToken({ name: "Def", pattern: "DEF", longer_alt: [Upper, Word], label: "'DEF'" });
export const Lp = createToken({ name: "Lp", pattern: "LP", longer_alt: [Upper, Word], label: "'LP'" });

// ---------------------------------------------------------------------------------------------
// Punctuation and operators (two-character operators before their one-character prefixes)

export const LBrace = createToken({ name: "LBrace", pattern: "{", label: "'{'" });
export const RBrace = createToken({ name: "RBrace", pattern: "}", label: "'}'" });
export const LParen = createToken({ name: "LParen", pattern: "(", label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: ")", label: "')'" });
export const Colon = createToken({ name: "Colon", pattern: ":", label: "':'" });
export const Semi = createToken({ name: "Semi", pattern: ";", label: "';'" });
export const Comma = createToken({ name: "Comma", pattern: ",", label: "','" });
export const Dot = createToken({ name: "Dot", pattern: ".", label: "'.'" });
export const Plus = createToken({ name: "Plus", pattern: "+", label: "'+'" });
export const Minus = createToken({ name: "Minus", pattern: "-", label: "'-'" });
export const Star = createToken({ name: "Star", pattern: "*", label: "'*'" });
export const Le = createToken({ name: "Le", pattern: "<=", label: "'<='" });
export const Ge = createToken({ name: "Ge", pattern: ">=", label: "'>='" });
export const Ne = createToken({ name: "Ne", pattern: "!=", label: "'!='" });
export const Lt = createToken({ name: "Lt", pattern: "<", label: "'<'" });
export const Gt = createToken({ name: "Gt", pattern: ">", label: "'>'" });
export const Eq = createToken({ name: "Eq", pattern: "=", label: "'='" });

// ---------------------------------------------------------------------------------------------
// Keywords

/** The word a keyword is written as (its base form), by token name: used for "did you mean". */
export const KEYWORD_WORDS = new Map<string, string>();

const keywordList: { token: TokenType; longest: string; forms: number }[] = [];

/**
 * A lowercase keyword. `forms` lists every spelling the token accepts, base form first
 * (`kw("gain", "gains")`); the label shows the base form.
 */
function kw(base: string, ...more: string[]): TokenType {
  return keyword(tokenNameFor(base), base, more);
}

/** A keyword whose token name cannot be derived from its word (it would clash with another token). */
function keyword(name: string, base: string, more: string[]): TokenType {
  const forms = [base, ...more];
  const pattern =
    forms.length === 1
      ? base
      : new RegExp(
          [...forms]
            .sort((a, b) => b.length - a.length)
            .map((f) => f.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
            .join("|"),
        );
  const token = createToken({ name, pattern, longer_alt: Name, label: `'${base}'` });
  KEYWORD_WORDS.set(name, base);
  keywordList.push({ token, longest: forms.reduce((a, b) => (b.length > a.length ? b : a)), forms: forms.length });
  return token;
}

/** `spell/trap` -> `SpellTrap`, `opponent's` -> `OpponentPoss`, `face-up` -> `FaceUp`. */
function tokenNameFor(word: string): string {
  const possessive = /['’]s?$/.test(word);
  return word
    .replace(/['’]s?$/, "")
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length > 0)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join("")
    .concat(possessive ? "Poss" : "");
}

/**
 * `card` opening a card script: `card` followed by a quoted name, a passcode or `{`. It is a token
 * of its own so that error recovery, which skips ahead to the next card, never stops at the noun
 * `card` inside an effect ("draw 1 card").
 */
export const CardKw = createToken({
  name: "CardKw",
  label: "'card'",
  line_breaks: false,
  start_chars_hint: ["c"],
  pattern: {
    exec: (text: string, offset: number): RegExpExecArray | null => {
      if (!text.startsWith("card", offset)) return null;
      let i = offset + 4;
      if (i < text.length && /[a-z0-9_]/.test(text[i]!)) return null;
      while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\r" || text[i] === "\n")) i++;
      const next = text[i];
      if (next !== '"' && next !== "{" && !(next !== undefined && next >= "0" && next <= "9")) return null;
      return ["card"] as unknown as RegExpExecArray;
    },
  },
});

// structure
export const Card = kw("card", "cards");
export const Materials = kw("materials", "material");
export const Substitute = kw("substitute", "substitutes");
export const Counter = kw("counter", "counters");
export const Limit = kw("limit");
export const Remains = kw("remains");
export const Cost = kw("cost");
export const Target = kw("target", "targets");
export const As = kw("as");

// effect kinds and header
export const Optional = kw("optional");
export const Activate = kw("activate");
export const Ignition = kw("ignition");
export const Trigger = kw("trigger");
export const Flip = kw("flip", "flips");
export const Quick = kw("quick");
export const Continuous = kw("continuous");
export const Maintenance = kw("maintenance");
export const Procedure = kw("procedure");
export const In = kw("in");
export const When = kw("when");
export const If = kw("if");
export const During = kw("during");
export const While = kw("while");
export const Once = kw("once");
export const Per = kw("per");
export const Turn = kw("turn");
export const Turns = kw("turns");
export const Duel = kw("duel");
export const By = kw("by");
export const NameKw = keyword("NameKw", "name", []);

// connectors and logic
export const And = kw("and");
export const Or = kw("or");
export const Then = kw("then");
export const Also = kw("also");
export const Either = kw("either");
export const Do = kw("do");
export const Not = kw("not");

// verbs
export const Destroy = kw("destroy", "destroys");
export const Send = kw("send", "sends");
export const Banish = kw("banish", "banishes");
export const Return = kw("return", "returns");
export const Add = kw("add", "adds");
export const Place = kw("place", "places");
export const Draw = kw("draw", "draws");
export const Discard = kw("discard", "discards");
export const Tribute = kw("tribute", "tributes");
export const Special = kw("special");
export const Summon = kw("summon", "summons");
export const Fusion = kw("fusion");
export const Ritual = kw("ritual");
export const Synchro = kw("synchro");
export const Normal = kw("normal");
export const Change = kw("change", "changes");
export const Take = kw("take", "takes");
export const Control = kw("control", "controls");
export const Negate = kw("negate", "negates");
export const Inflict = kw("inflict", "inflicts");
export const Gain = kw("gain", "gains");
export const Lose = kw("lose", "loses");
export const Pay = kw("pay", "pays");
export const Becomes = kw("becomes", "become");
export const Remove = kw("remove", "removes");
export const Shuffle = kw("shuffle", "shuffles");
export const Equip = kw("equip", "equips");
export const Bind = kw("bind", "binds");
export const Reveal = kw("reveal", "reveals");
export const Revealed = kw("revealed");
export const Keep = kw("keep", "keeps");
export const Must = kw("must");
export const Listed = kw("listed");
export const Multiple = kw("multiple");
export const Amount = kw("amount");
export const Paid = kw("paid");
export const Able = kw("able");
export const Toss = kw("toss", "tosses");
export const Roll = kw("roll", "rolls");
export const Skip = kw("skip", "skips");
export const Win = kw("win", "wins");
export const Have = kw("have", "has");
export const Did = kw("did");
export const Cannot = kw("cannot");
export const Be = kw("be");
export const Copula = kw("is", "are");
export const Was = kw("was", "were");
export const Would = kw("would");
export const Resolves = kw("resolves", "resolve");
export const Only = kw("only");
export const Halved = kw("halved");
export const Doubled = kw("doubled");
export const Declares = kw("declares", "declare");
export const Leaves = kw("leaves", "leave");
export const Using = kw("using");
export const Tributing = kw("tributing");
export const Whose = kw("whose");
export const Total = kw("total");
export const Look = kw("look", "looks");
export const Choose = kw("choose", "chooses");
export const Switch = kw("switch", "switches");
export const Can = kw("can");
export const Unless = kw("unless");
export const Enter = kw("enter");
export const Battles = kw("battles");
export const Instead = kw("instead");
export const Leaving = kw("leaving");
export const Going = kw("going");
export const Since = kw("since");
export const After = kw("after");
export const Last = kw("last");
export const Except = kw("except");
export const Random = kw("random");
export const Lowest = kw("lowest");
export const Highest = kw("highest");
export const Same = kw("same");
export const Again = kw("again");
/** `can attack again in a row` (Black Luster Soldier - Envoy of the Beginning: the next attack is its own) */
export const Row = kw("row");
export const Original = kw("original");
export const Many = kw("many");
export const Piercing = kw("piercing");
export const Additional = kw("additional");
export const Directly = kw("directly");
export const Race = kw("race");
export const Attribute = kw("attribute");
export const TypeKw = keyword("TypeKw", "type", []);

// participles and states
export const Targeted = kw("targeted");
export const Destroyed = kw("destroyed");
export const Tributed = kw("tributed");
export const Treated = kw("treated");
/** `cannot be affected by spell cards` (Horus the Black Flame Dragon LV6: unaffected by their effects) */
export const Affected = kw("affected");
/** `cannot be moved by card effects` (Necrovalley: the cards in the graveyards) */
export const Moved = kw("moved");
export const Activated = kw("activated");
export const Negated = kw("negated");
export const Summoned = kw("summoned");
export const Flipped = kw("flipped");
export const Sent = kw("sent");
export const Discarded = kw("discarded");
export const SetKw = kw("set");
export const Attacking = kw("attacking");
export const Battling = kw("battling");
export const Attacked = kw("attacked");
export const Battled = kw("battled");
export const Declared = kw("declared");

// nouns
export const Monster = kw("monster", "monsters");
export const Token = kw("token", "tokens");
export const Spell = kw("spell");
export const Trap = kw("trap");
export const SpellTrap = kw("spell/trap");
export const Effect = kw("effect");
export const Effects = kw("effects");
export const Activation = kw("activation");
export const Attack = kw("attack");
export const Attacks = kw("attacks");
export const Damage = kw("damage");
export const Battle = kw("battle");
export const Position = kw("position");
export const Level = kw("level", "levels");
export const Coin = kw("coin", "coins");
export const Call = kw("call", "calls");
export const Right = kw("right");
export const Wrong = kw("wrong");
export const Die = kw("die");
export const NumberKw = kw("number");

// qualifiers
export const FaceUp = kw("face-up");
export const FaceDown = kw("face-down");
export const Defense = kw("defense");
/**
 * Monster types that are qualifiers only (`tuner`, `non-tuner`, `toon monsters`, `a spirit monster`,
 * `union monsters`, `gemini monsters`): one token whose word the AST keeps, because each qualifier
 * alternative multiplies the paths of the grammar's lookahead analysis.
 */
export const MonsterType = keyword("MonsterType", "tuner", ["non-tuner", "toon", "spirit", "union", "gemini"]);
/** `quick-play spell card` (a spell card type; the other types are words or keywords of their own). */
export const QuickPlay = kw("quick-play");
export const Other = kw("other");
export const Another = kw("another");

// counts
export const Article = kw("a", "an");
export const All = kw("all");
export const Any = kw("any");
export const Up = kw("up");
export const To = kw("to");
export const More = kw("more");
export const No = kw("no");
export const Of = kw("of");
export const At = kw("at");
export const Least = kw("least");
export const Exactly = kw("exactly");
export const With = kw("with");
export const Each = kw("each");
export const For = kw("for");
export const Half = kw("half");
export const Equal = kw("equal");

// references and places
export const This = kw("this");
export const That = kw("that");
export const It = kw("it");
export const Its = kw("its");
export const Them = kw("them");
export const Their = kw("their");
export const The = kw("the");
export const There = kw("there");
export const Equipped = kw("equipped");
export const Bound = kw("bound");
export const Top = kw("top");
export const Bottom = kw("bottom");
export const On = kw("on");
export const From = kw("from");
export const Field = kw("field");
export const Hand = kw("hand", "hands");
export const Deck = kw("deck");
export const Extra = kw("extra");
export const Graveyard = kw("graveyard");
export const Banished = kw("banished");

// players
export const You = kw("you");
export const Your = kw("your");
export const Opponent = kw("opponent");
export const OpponentPoss = kw("opponent's", "opponent’s");
export const Owner = kw("owner");
export const OwnerPoss = kw("owner's", "owner’s");
export const Controller = kw("controller");
export const ControllerPoss = kw("controller's", "controller’s");
export const Player = kw("player", "players");
export const PlayerPoss = kw("player's", "player’s");
export const PlayersPoss = kw("players'", "players’");
export const Both = kw("both");

// time
export const Until = kw("until");
export const End = kw("end");
export const Step = kw("step");
export const Next = kw("next");
export const Standby = kw("standby");
export const Main = kw("main");
export const Phase = kw("phase", "phases");
export const Calculation = kw("calculation");

// effects with options, forced battles, outcomes
export const One = kw("one");
export const Otherwise = kw("otherwise");
export const Reverse = kw("reverse", "reverses");
export const Without = kw("without");
export const Ends = kw("ends");

/**
 * Lexer order: a keyword must be tried before any keyword that is a prefix of it (`controller`
 * before `control`, `then` before `the`), so keywords are tried longest spelling first; among
 * equally long ones a single word goes before an inflected family (`banished` before
 * `banish|banishes`, `at` before `a|an`), which would otherwise match its prefix.
 */
const keywordsLongestFirst = [...keywordList]
  .sort((a, b) => b.longest.length - a.longest.length || a.forms - b.forms)
  .map((k) => k.token);

export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLit,
  UnterminatedString,
  Ordinal,
  NumberLit,
  LBrace,
  RBrace,
  LParen,
  RParen,
  Colon,
  Semi,
  Comma,
  Dot,
  Plus,
  Minus,
  Star,
  Le,
  Ge,
  Ne,
  Lt,
  Gt,
  Eq,
  Atk,
  Def,
  Lp,
  Upper,
  Word,
  CardKw,
  ...keywordsLongestFirst,
  Name,
];

/**
 * Keywords spelt with letters, digits and `_` only ("plain" ones) are not patterns of the lexer:
 * it reads each such word as a `Name`, and `tokenize` then looks the word up here and retypes the
 * token. That gives the same tokens as trying every keyword pattern in order (one regex test per
 * candidate, some fifteen per word), because which token a plain word becomes depends on the word
 * alone: in lexer order, the first keyword matching a prefix of it wins, and `Name` (its longer
 * alternative) takes over when the word goes on past that match. Keywords with other characters
 * (`face-up`, `opponent's`, `spell/trap`) stay patterns, in their place.
 */
const PLAIN = /^[a-z0-9_]+$/;
function patternForms(t: TokenType): string[] {
  const p = t.PATTERN;
  return typeof p === "string" ? [p] : p instanceof RegExp ? p.source.split("|").map((f) => f.replace(/\\(.)/g, "$1")) : [];
}
const plainKeywords = keywordsLongestFirst.filter((t) => patternForms(t).every((f) => PLAIN.test(f)));
const plainSet = new Set(plainKeywords);

/** Plain keyword forms -> their token, worked out as the full lexer would (see above). */
const KEYWORD_OF_WORD = new Map<string, TokenType>();
for (const k of plainKeywords) {
  for (const word of patternForms(k)) {
    if (KEYWORD_OF_WORD.has(word)) continue;
    // The first keyword in lexer order whose pattern matches a prefix of the word.
    for (const t of keywordsLongestFirst) {
      const p = t.PATTERN;
      const m = typeof p === "string" ? (word.startsWith(p) ? p.length : -1) : p instanceof RegExp ? (new RegExp(`^(?:${p.source})`).exec(word)?.[0].length ?? -1) : -1;
      if (m < 0) continue;
      if (m === word.length && plainSet.has(t)) KEYWORD_OF_WORD.set(word, t);
      break;
    }
  }
}

/**
 * The keyword token a word would be if the lexer read it on its own (`draw` -> Draw, `face-up` ->
 * FaceUp); undefined for a word that is not a keyword. Diagnostics use it to offer a keyword for
 * a capitalised or misspelt word.
 */
export function keywordTokenOf(word: string): TokenType | undefined {
  const plain = KEYWORD_OF_WORD.get(word);
  if (plain !== undefined) return plain;
  return keywordsLongestFirst.find((t) => !plainSet.has(t) && patternForms(t).includes(word));
}

/** The patterns the lexer tries: every token but the plain keywords. */
const lexedTokens = allTokens.filter((t) => !plainSet.has(t));
const NAME_IDX = Name.tokenTypeIdx!;

class KeywordLexer extends Lexer {
  override tokenize(text: string, initialMode?: string): ILexingResult {
    const result = super.tokenize(text, initialMode);
    const tokens = result.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.tokenTypeIdx !== NAME_IDX) continue;
      const k = KEYWORD_OF_WORD.get(t.image);
      if (k !== undefined) {
        t.tokenType = k;
        t.tokenTypeIdx = k.tokenTypeIdx!;
      }
    }
    return result;
  }
}

/** The one lexer instance: building it analyses every pattern, so it is done once per process. */
export const cardLexer: Lexer = new KeywordLexer(lexedTokens, {
  positionTracking: "full",
  ensureOptimizations: false,
});

/** The lexer trying every keyword pattern in order: what `cardLexer` must agree with, token for token (for checking that it does). */
export function referenceLexer(): Lexer {
  return new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: false });
}
