import type { CatalogueEntry } from "./diagnostic.js";

/**
 * Syntax diagnostics (YGO1xxx): what the lexer, the parser and the CST-to-AST conversion report.
 * `{0}` is usually what was found; `expected` (the words that could come next) is filled in by the
 * parser at the place of the error, not here.
 */
export const SYNTAX_CATALOGUE = {
  YGO1001: {
    severity: "error",
    title: "unexpected word",
    message: "Unexpected {0} here.",
    hint: "Compare the line with the examples in grammar/README.md; one of the expected words should come here.",
  },
  YGO1002: {
    severity: "error",
    title: "unknown word",
    message: "Unknown word {0}: the language has no such keyword here.",
    hint: "Check the spelling; keywords are lowercase English words.",
  },
  YGO1003: {
    severity: "error",
    title: "missing period",
    message: "Missing '.' at the end of the {0}; found {1}.",
    hint: "Every effect and declaration ends with a period, like a sentence of card text.",
  },
  YGO1004: {
    severity: "error",
    title: "missing colon",
    message: "Missing ':' after the effect header; found {0}.",
    hint: "Write the header (kind, timing, condition, limit), then ':', then what the effect does.",
  },
  YGO1005: {
    severity: "error",
    title: "missing semicolon",
    message: "Missing ';' after the {0} clause; found {1}.",
    hint: "A cost and a target clause each end with ';' before the effect's actions: `cost …; target …; destroy it.`",
  },
  YGO1006: {
    severity: "error",
    title: "unclosed brace",
    message: "The '{' of card {0} is never closed; found {1}.",
    hint: "Close every card script with '}' after its last effect.",
  },
  YGO1007: {
    severity: "error",
    title: "unterminated card name",
    message: "The card name {0} has no closing '\"' before the end of the line.",
    hint: "Card names are written in double quotes on one line: `\"Dark Hole\"`.",
  },
  YGO1008: {
    severity: "error",
    title: "stray character",
    message: "Stray character {0}: it is not part of any word of the language.",
    hint: "Remove it; comments start with '#' and run to the end of the line.",
  },
  YGO1009: {
    severity: "error",
    title: "missing card name",
    message: "A card script needs the card's name after 'card'; found {0}.",
    hint: "Write the exact printed name in double quotes (`card \"Dark Hole\" {`) or the passcode (`card 53129443 {`).",
  },
  YGO1010: {
    severity: "error",
    title: "bad count",
    message: "Bad count {0}.",
    hint: "Counts are `a`/`an`, a number of at least 1, `up to N`, `N or more`, `N to M`, `all`, `any number of` or `no`.",
  },
  YGO1011: {
    severity: "error",
    title: "missing object",
    message: "'{0}' needs an object: say which cards; found {1}.",
    hint: "Name the cards the verb acts on, e.g. `{0} it`, `{0} 1 monster on the field`, `{0} this card`.",
  },
  YGO1012: {
    severity: "error",
    title: "malformed event",
    message: "This event or timing is not written in a form the language knows; found {0}.",
    hint: "Events read like `this card is destroyed by battle`, `a monster your opponent controls declares an attack`, `your standby phase`.",
  },
  YGO1013: {
    severity: "error",
    title: "activation described too closely",
    message: "An activation is described only by its kind and card type.",
    hint: "Write `a spell card is activated`, `a trap card is activated`, `a spell/trap card is activated` (a card type may come first: `a normal trap card`, `a field spell card`, `a normal or quick-play spell card`), `a monster effect is activated` or `a card or effect is activated`.",
  },
  YGO1014: {
    severity: "error",
    title: "number too large",
    message: "The number {0} is too large.",
    hint: "Numbers in scripts are counts, levels, ATK/DEF and LP; none is above 1,000,000,000.",
  },
  YGO1015: {
    severity: "error",
    title: "too many errors",
    message: "Too many syntax errors; stopped reporting after {0}.",
    hint: "Fix the first errors: later ones are often caused by them.",
  },
  YGO1016: {
    severity: "error",
    title: "missing zone",
    message: "Say where the player has these cards.",
    hint: "End the list with the zone: `you have this card and \"Left Arm of the Forbidden One\" in your hand`.",
  },
  YGO1017: {
    severity: "error",
    title: "action without a player",
    message: "The action '{0}' cannot be done by a named player.",
    hint: "Only moving, drawing, discarding, special summoning, revealing, shuffling and LP changes take a player subject; write the action without one.",
  },
  YGO1018: {
    severity: "error",
    title: "bad destination",
    message: "Cards cannot be moved to the field this way.",
    hint: "To put a monster on the field, special summon it; use `to the hand`, `to the deck`, `to the graveyard` or `on top of your deck` here.",
  },
  YGO1019: {
    severity: "error",
    title: "unexpected end of script",
    message: "The script ends in the middle of {0}.",
    hint: "Finish the sentence; the expected words are listed.",
  },
  YGO1020: {
    severity: "error",
    title: "capitalised keyword",
    message: "Keywords are lowercase: {0} is the keyword {1}.",
    hint: "Only races (`Warrior`), attributes (`DARK`) and stats (`ATK`) are capitalised; a capitalised word elsewhere is read as a race.",
  },
  YGO1021: {
    severity: "error",
    title: "phrase the language does not have",
    message: "`{0}` cannot go on with {1}: the language has no such phrase.",
    hint: "Only the expected words can follow here; grammar/README.md lists the phrases of the language.",
  },
  YGO1022: {
    severity: "error",
    title: "phrase written differently",
    message: "The language has no phrase {0} here.",
    hint: "The nearest phrase of the language reads {1}.",
  },
  YGO1023: {
    severity: "error",
    title: "effect header out of order",
    message: "{0} must come before {1} in an effect header.",
    hint: "The parts of an effect header come in this order: `[optional] kind [in zone] [when|if|during …] [while …] [once per …]:`.",
  },
  // No script produces YGO1099: it reports a toolchain bug (an exception while parsing) instead of
  // throwing, so it has no golden case (see UNPRODUCIBLE in test/baseline/baseline.test.ts).
  YGO1099: {
    severity: "error",
    title: "internal parser error",
    message: "The parser could not build a syntax tree for this script (a bug in the toolchain).",
    hint: "Please report this script; meanwhile, rewording the effect usually avoids it.",
  },
} satisfies Record<string, CatalogueEntry>;
