import type { CatalogueEntry } from "./diagnostic.js";

/**
 * Checker (YGO2xxx) and pack (YGO3xxx) diagnostics. Numbering leaves gaps by theme:
 * 200x card names, 201x–202x card fit, 203x–204x effect shape, 205x–206x references and bindings,
 * 207x qualifiers and counters; 300x card data, 302x pack layout.
 */
export const CHECK_CATALOGUE = {
  // --- card names -------------------------------------------------------------------------
  YGO2001: {
    severity: "error",
    title: "unknown card name",
    message: 'no card named "{0}" in the pack',
    hint: "Write the card's name exactly as in the pack's cards.tsv, or its passcode.",
  },
  YGO2002: {
    severity: "error",
    title: "unknown card id",
    message: "no card with passcode {0} in the pack",
    hint: "Check the passcode against the pack's cards.tsv, or name the card in quotes.",
  },
  YGO2003: {
    severity: "error",
    title: "duplicate script",
    message: '"{0}" is scripted twice (first at {1})',
    hint: "Keep one script per card; merge the effects into it.",
  },
  YGO2004: {
    severity: "error",
    title: "unknown card in an effect",
    message: '"{0}" is not a card of the pack',
    hint: "Quoted names in effects must be card names of the pack.",
  },
  YGO2005: {
    severity: "warning",
    title: "script for an alternate artwork",
    message: "passcode {0} is an alternate artwork of {1} (\"{2}\")",
    hint: "Script the original passcode {1}; artworks share one script.",
  },

  // --- effect kinds and the card ------------------------------------------------------------
  YGO2010: {
    severity: "error",
    title: "monster effect kind on a spell or trap",
    message: "{1} cannot have `{0}` effects: only monsters have them",
    hint: "A spell or trap card is used with `activate`; effects that apply while it is face-up are `continuous`.",
  },
  YGO2011: {
    severity: "error",
    title: "activate on a monster",
    message: "`activate` is for spell and trap cards, but {0} is {1}",
    hint: "A monster's effect is `ignition`, `trigger`, `quick`, `flip` or `continuous`.",
  },
  YGO2012: {
    severity: "error",
    title: "flip effect on a non-flip monster",
    message: '"{0}" is {1}, not a flip monster, so it cannot have a `flip` effect',
    hint: "Use `trigger when this card is flipped` for a monster that is not a flip monster, or check the card name.",
  },
  YGO2013: {
    severity: "error",
    title: "effect kind does not fit the spell or trap",
    message: "{1} cannot have `{0}` effects",
    hint: "What {1} does when used is its `activate` effect; what it does while face-up is `continuous`.",
  },
  YGO2014: {
    severity: "error",
    title: "spell or trap without activate",
    message: '"{0}" ({1}) needs an `activate` effect',
    hint: "Write what the card does when it is activated as `activate: …`.",
  },
  YGO2015: {
    severity: "error",
    title: "second activate effect",
    message: "a card has one `activate` effect; this is the second",
    hint: "Join alternatives with `either … or …`, or make the later one `trigger`/`continuous`.",
  },
  YGO2016: {
    severity: "error",
    title: "materials on a card that is not fusion or synchro",
    message: '"{0}" is {1}; only fusion and synchro monsters list `materials`',
    hint: "Ritual monsters are summoned with a ritual spell's `ritual summon`; other cards have no materials.",
  },
  YGO2017: {
    severity: "error",
    title: "fusion or synchro monster without materials",
    message: '"{0}" is {1} but its script has no `materials:` line',
    hint: 'List the materials printed on the card, e.g. `materials: "A" + "B".`',
  },
  YGO2018: {
    severity: "error",
    title: "synchro materials without exactly one tuner",
    message: "synchro materials need exactly 1 tuner item, found {0}",
    hint: "Write the tuner as one item: `1 tuner monster + 1 or more non-tuner monsters`.",
  },
  YGO2019: {
    severity: "error",
    title: "synchro materials without non-tuners",
    message: "synchro materials need at least one non-tuner item besides the tuner",
    hint: "Add the non-tuners: `+ 1 or more non-tuner monsters`.",
  },
  YGO2020: {
    severity: "error",
    title: "material is not a monster",
    message: '"{0}" is {1}; materials must be monsters',
    hint: "Check the material names against the printed card.",
  },
  YGO2021: {
    severity: "error",
    title: "summon condition on a spell or trap",
    message: "only monsters have summon conditions, but this card is a {0}",
    hint: "Remove the line, or check that the script names the right card.",
  },
  YGO2085: {
    severity: "error",
    title: "unless without a player",
    message: "`unless …` is a choice another player makes to stop the effect: its action must name that player",
    hint: "Write the player first: `…, unless your opponent discards 1 spell card`.",
  },
  YGO2086: {
    severity: "error",
    title: "unless in a continuous effect",
    message: "`unless …` is a choice made as an effect resolves; a continuous effect never resolves",
    hint: "For a cost that lifts a restriction, write `… cannot attack unless you pay 500 LP`.",
  },
  YGO2088: {
    severity: "error",
    title: "an effect that does nothing",
    message: "this effect has no action: only the activation of a continuous or field card may be all cost",
    hint: "Say what it does after the cost (`cost pay 1000 LP; draw 1 card.`); a continuous card paying to be activated writes `activate: cost pay 1000 LP.` and its effects as `continuous:` lines.",
  },
  YGO2089: {
    severity: "error",
    title: "would resolve outside a continuous effect",
    message: "`… would resolve` happens in the middle of a resolution, where no chain can start: only a continuous effect can react to it",
    hint: "Write it as `continuous when a spell card that targets this card would resolve: …`, or answer the activation instead (`when … is activated`).",
  },
  YGO2090: {
    severity: "error",
    title: "negate what can no longer be negated",
    message: "`negate the {0}` cannot answer {1}: {2}",
    hint: "Negate the effect as it would resolve: `continuous when a spell card that targets this card would resolve: negate the effect`.",
  },
  YGO2093: {
    severity: "error",
    title: "a limit of copies naming another card",
    message: "`you can control only 1 \"{0}\"` is about the card itself, \"{1}\"",
    hint: "Write the card's own name: `you can control only 1 face-up \"{1}\".`",
  },
  YGO2096: {
    severity: "error",
    title: "an amount paid that nothing pays",
    message: "`the amount paid` is the LP this card's player chose to pay for it, but no effect of the card pays `any multiple of … LP`",
    hint: "Pay the chosen amount in the card's cost: `activate: cost pay any multiple of 1000 LP.`",
  },
  YGO2095: {
    severity: "error",
    title: "a counted phase that is not a delayed effect's moment",
    message: "`{0}` is a moment set up by an effect: {1}",
    hint: "Count phases only in a delayed action of a resolving effect, on its own: `…, also during your 2nd standby phase after activation, destroy this card.`",
  },
  YGO2094: {
    severity: "error",
    title: "a limit of more than 1 copy",
    message: "`you can control only {0} …`: the interpreter knows only the limit of 1",
    hint: "Write `you can control only 1 …` (every card of the pool with such a limit says 1).",
  },
  YGO2092: {
    severity: "error",
    title: "a lasting statement for as long as a condition",
    message: "`while …, <statement>` is a continuous effect, not something that lasts from now",
    hint: "Write how long it lasts from now: `until end of turn, <statement>` or `for 2 turns, <statement>`; for as long as a condition holds, make it a `continuous while …:` effect.",
  },
  YGO2091: {
    severity: "error",
    title: "that damage without damage",
    message: "`that damage` is the damage of the event the effect answers, but its timing is not a damage event",
    hint: "Tie the effect to the damage: `trigger when this card inflicts battle damage to your opponent: gain LP equal to that damage.`",
  },
  YGO2087: {
    severity: "error",
    title: "a call that was never made",
    message: "`the call is {0}` needs `toss a coin and call it` earlier in the effect",
    hint: "Toss and call first: `toss a coin and call it, then if the call is right, destroy it`.",
  },
  YGO2084: {
    severity: "error",
    title: "except by on a summon other than special",
    message: "`except by …` names the cards whose effects may special summon this card: it goes with `cannot be special summoned` alone",
    hint: 'Write it as its own line: `cannot be special summoned except by "Armed Dragon LV5" or "Level Up!".`',
  },
  YGO2022: {
    severity: "error",
    title: "lifetime on a monster",
    message: "`remains on the field for …` is for spell and trap cards, but this card is {0}",
    hint: "A monster stays on the field until something removes it.",
  },
  YGO2023: {
    severity: "error",
    title: "effect cannot work from that zone",
    message: "`{0}` effects cannot work from the {1}",
    hint: "{2}",
  },
  YGO2024: {
    severity: "error",
    title: "summoned card of the wrong kind",
    message: '"{0}" is {1}, not {2}',
    hint: "A {3} summon brings out {2}; check the name.",
  },
  YGO2025: {
    severity: "error",
    title: "monster action on a spell or trap itself",
    message: "`{0}` on this card needs a monster, but this card is {1}",
    hint: "Only monsters are summoned, tributed, change position or have ATK/DEF; check the card or the object of the action.",
  },
  YGO2026: {
    severity: "error",
    title: "discarding this card from outside the hand",
    message: "`discard this card` needs the card in the hand, but this effect works from the {0}",
    hint: "An effect that discards its own card works from the hand: write `{1} in hand`.",
  },
  YGO2027: {
    severity: "error",
    title: "fusion with fewer than two materials",
    message: "a fusion needs at least 2 materials, these list {0}",
    hint: 'List every material printed on the card: `materials: "A" + "B".`',
  },

  // --- effect shape --------------------------------------------------------------------------
  YGO2030: {
    severity: "error",
    title: "optional on an effect that is always optional or never chosen",
    message: "`optional` does not apply to `{0}` effects",
    hint: "Only `trigger` and `flip` effects are either mandatory or optional; remove `optional`.",
  },
  YGO2031: {
    severity: "error",
    title: "effect without its timing",
    message: "a `{0}` effect needs {1}",
    hint: "Say when it happens, e.g. `{0} when this card is destroyed:` or `{0} during your standby phase:`.",
  },
  YGO2032: {
    severity: "error",
    title: "timing on an effect kind that takes none",
    message: "`{0}` effects cannot have a `{1}` timing",
    hint: "{2}",
  },
  YGO2033: {
    severity: "error",
    title: "during with an event",
    message: "`during` takes a phase or step, but this is an event",
    hint: "Use `when` or `if` for events; `during` is for `your standby phase`, `the end phase`, `damage calculation`…",
  },
  YGO2034: {
    severity: "error",
    title: "when or if with a phase",
    message: "`{0}` takes an event, but `{1}` is a phase or step",
    hint: "Write `during {1}`.",
  },
  YGO2035: {
    severity: "error",
    title: "speed-1 response",
    message: "this effect is spell speed 1, so it cannot respond to {0}",
    hint: "Only spell speed 2 or higher responds (R-CHAIN-2): make it a trap, a quick-play spell or a `quick` effect.",
  },
  YGO2036: {
    severity: "error",
    title: "usage limit on an effect that is never activated",
    message: "a `{0}` effect is never activated, so it cannot be limited to once per {1}",
    hint: "Limits count activations; continuous effects simply apply. Remove the limit.",
  },
  YGO2037: {
    severity: "error",
    title: "targets in an effect that is never activated",
    message: "a `{0}` effect is never activated, so it cannot target",
    hint: "Targets are chosen at activation (R-EFF-7); describe the affected cards with a selector instead.",
  },
  YGO2038: {
    severity: "error",
    title: "cost in an effect that is never activated",
    message: "a `{0}` effect is never activated, so it has no cost",
    hint: "A payment a continuous card asks for each turn is a `maintenance` effect.",
  },
  YGO2039: {
    severity: "error",
    title: "not a cost",
    message: "`{0}` cannot be paid as a cost",
    hint: "Costs are: pay LP, discard, tribute, banish, send to the graveyard, remove counters, reveal. Did you forget the `;` after the cost?",
  },
  YGO2040: {
    severity: "error",
    title: "duration in a continuous effect",
    message: "a `{0}` effect applies as long as it is active; `{1}` makes no sense here",
    hint: "Remove the duration; put a condition in `continuous while …:`.",
  },
  YGO2041: {
    severity: "error",
    title: "lasting change without a duration",
    message: "{0} in a resolving effect needs a duration",
    hint: "Say how long: `until end of turn`, `for 2 turns`, `while this card is face-up`.",
  },
  YGO2042: {
    severity: "error",
    title: "continuous-only statement outside a continuous effect",
    message: "{0} is a statement that holds while a continuous effect applies, not an action",
    hint: "Move it into a `continuous:` effect.",
  },
  YGO2043: {
    severity: "error",
    title: "negate the activation without an activation",
    message: "`negate the {0}` needs an activation to negate, but the effect's timing has none",
    hint: "Tie the effect to an activation: `when a spell card is activated:`.",
  },
  YGO2044: {
    severity: "error",
    title: "negate the summon without a summon",
    message: "`negate the summon` needs a `would be summoned` timing",
    hint: "Write `when a monster would be summoned:`; once summoned, a summon can no longer be negated.",
  },
  YGO2045: {
    severity: "error",
    title: "negate the attack without an attack",
    message: "`negate the attack` needs an attack declaration in the effect's timing",
    hint: "Write `when a monster your opponent controls declares an attack:`.",
  },
  YGO2046: {
    severity: "error",
    title: "effect number out of range",
    message: "`effect {0}` does not exist: this card has {1} effect(s)",
    hint: "Effects are numbered from 1 in script order, counting only effects (not materials or limits).",
  },
  YGO2047: {
    severity: "error",
    title: "effect number names an effect that is never activated",
    message: "`effect {0}` is a `{1}` effect, which is never activated",
    hint: "Only activated effects (activate, ignition, trigger, quick, flip) can be counted as activated.",
  },
  YGO2048: {
    severity: "error",
    title: "count of zero",
    message: "{0} of 0 does nothing",
    hint: "Use a count of 1 or more.",
  },
  // No script produces YGO2049 today: the parser already refuses `3 to 1` (YGO1010), so the checker
  // never sees such a range. It stays for ASTs built in code (see UNPRODUCIBLE in test/baseline/baseline.test.ts).
  YGO2049: {
    severity: "error",
    title: "range with minimum above maximum",
    message: "the range {0} to {1} is empty",
    hint: "Write the smaller number first.",
  },

  // --- references and bindings -----------------------------------------------------------------
  YGO2050: {
    severity: "error",
    title: "target never used",
    message: "{0} is targeted but no action uses it",
    hint: "Refer to the target with `it`/`them` or its `as` name, or do not target it.",
  },
  YGO2051: {
    severity: "error",
    title: "it or them with nothing to refer to",
    message: "`{0}` has nothing to refer to: no card was targeted or chosen before it",
    hint: "{1}",
  },
  YGO2052: {
    severity: "warning",
    title: "it or them does not match the number",
    message: "`{0}` refers to {1}",
    hint: "Write `{2}`.",
  },
  YGO2053: {
    severity: "error",
    title: "that card without an event",
    message: "`{0}` refers to the card of the triggering event, but the effect has {1}",
    hint: "Tie the effect to an event with a card: `when a monster is summoned:`, `when a spell card is activated:`.",
  },
  YGO2054: {
    severity: "error",
    title: "the equipped monster outside an equip card",
    message: "`the equipped monster` needs an equip spell or an `equip this card to …` action, but this card is a {0}",
    hint: "Target the monster instead, or check the card.",
  },
  YGO2055: {
    severity: "error",
    title: "the bound monster without bind",
    message: "`the bound monster` needs a `bind this card to …` action in the card",
    hint: "Add `then bind this card to it` where the card starts to concern the monster.",
  },
  YGO2056: {
    severity: "error",
    title: "the attacking monster without an attack",
    message: "`{0}` needs an attack: the effect's timing or condition does not concern one",
    hint: "Tie the effect to `when … declares an attack`, `during damage calculation`, or `while … is attacking`.",
  },
  YGO2057: {
    severity: "error",
    title: "binding used before it is defined",
    message: "`{0}` is used here but defined later in the effect",
    hint: "Costs come first, then targets, then actions in order; use the name after the `as {0}` that defines it.",
  },
  YGO2058: {
    severity: "error",
    title: "binding defined twice",
    message: "`{0}` is already defined in this effect",
    hint: "Give each `as` name its own word.",
  },
  YGO2059: {
    severity: "warning",
    title: "binding never used",
    message: "`{0}` is defined but never used",
    hint: "Remove `as {0}`, or use the name.",
  },
  YGO2060: {
    severity: "error",
    title: "unknown binding",
    message: "`{0}` is not defined in this effect",
    hint: "Define a name with `as {0}` on a target or action before using it.",
  },
  YGO2061: {
    severity: "error",
    title: "`the battled monster` outside a battle",
    message: "`the battled monster` needs an effect about this card's battle",
    hint: "Tie the effect to the battle (`trigger when this card battles:`, `… when this card destroys a monster by battle:`, `… while this card is battling:`), or name the monster another way: `target 1 monster your opponent controls; banish it`.",
  },
  YGO2062: {
    severity: "error",
    title: "declared value never declared",
    message: "`with the declared {0}` needs `declare a {0}` earlier in the effect",
    hint: "Write the declaration first: `declare a {0}, then destroy all face-up monsters with the declared {0} on the field`.",
  },
  YGO2063: {
    severity: "error",
    title: "delayed effect with the wrong timing word",
    message: "in a delayed effect, {0}",
    hint: "A delayed effect waits for a phase with `during …` (`during the end phase, …`) or for an event with `when …`.",
  },
  YGO2064: {
    severity: "error",
    title: "`unless` without a cost",
    message: "`unless you {0}` lifts a restriction by paying, but `{0}` is not a cost",
    hint: "Pay LP, discard, tribute, banish, send to the graveyard or remove counters: `cannot attack unless you tribute 1 other monster you control`.",
  },
  YGO2065: {
    severity: "error",
    title: "`choose one` in an effect that is not activated",
    message: "a {0} effect is never activated, so nobody chooses one of its options",
    hint: "Options are chosen on activation: use `choose one: { … } or { … }` in an `activate`, `ignition`, `trigger`, `flip` or `quick` effect.",
  },
  YGO2066: {
    severity: "error",
    title: "`choose one` inside an option",
    message: "an option of `choose one` has options of its own",
    hint: "List every option at the same level: `choose one: { … } or { … } or { … }`.",
  },
  YGO2067: {
    severity: "error",
    title: "`or set card` outside a target",
    message: "`or set card` lets a face-down card be targeted and checked once revealed; here it is not a target",
    hint: "Write it in a target clause: `target 1 spell card or set card on the field; destroy it.`",
  },
  YGO2068: {
    severity: "error",
    title: "`without flip effects` on a flip face-down",
    message: "`without flip effects` only means something when monsters are flipped face-up",
    hint: "Write `flip all face-down monsters on the field face-up without flip effects`.",
  },

  // --- what the interpreter runs ---------------------------------------------------------------
  YGO2080: {
    severity: "error",
    title: "construct not supported yet",
    message: "{0} {1} is not supported yet: the interpreter cannot run it, so the card would not do what it says",
    hint: "{2}",
  },
  YGO2082: {
    severity: "error",
    title: "script nested too deeply",
    message: "this part of the script is nested more than {0} levels deep",
    hint: "No card needs this: split the condition or the effect into simpler parts.",
  },
  YGO2083: {
    severity: "error",
    title: "no card has the words in its name",
    message: 'no card of the pack has "{0}" in its name',
    hint: 'Write the words exactly as the cards print them: `with "Gravekeeper\'s" in its name`.',
  },
  YGO2081: {
    severity: "error",
    title: "restriction or permission about the wrong subject",
    message: "`{0}` is about {1}, not {2}",
    hint: "{3}",
  },

  // --- qualifiers and counters -----------------------------------------------------------------
  YGO2070: {
    severity: "error",
    title: "unknown qualifier",
    message: "`{0}` is not a race, attribute, card type, face or battle position",
    hint: "Races are written like `Warrior`, `Sea Serpent`; attributes in capitals like `DARK`.",
  },
  YGO2071: {
    severity: "error",
    title: "qualifier does not fit the noun",
    message: "`{0}` is {1}, which {2} do not have",
    hint: "{3}",
  },
  YGO2072: {
    severity: "error",
    title: "unknown counter kind",
    message: "`{0}` is not a known counter kind",
    hint: "Known counters: {1}.",
  },
  YGO2073: {
    severity: "warning",
    title: "counter limit for a counter the card never gets",
    message: "the card limits {0} counters but no effect places them on this card",
    hint: "Check the counter name against the effect that places counters.",
  },

  // --- card data (cards.tsv) -------------------------------------------------------------------
  YGO3001: {
    severity: "error",
    title: "card data header missing or incomplete",
    message: "cards.tsv header lacks: {0}",
    hint: "The first line names the tab-separated columns: id, alias, name, name_zh, kind, subtypes, attribute, race, level, atk, def, goat_pool.",
  },
  YGO3002: {
    severity: "error",
    title: "card data row with wrong number of columns",
    message: "expected {0} tab-separated columns, found {1}",
    hint: "Empty fields are still separated by tabs; check for spaces typed instead of tabs.",
  },
  YGO3003: {
    severity: "error",
    title: "card data number malformed",
    message: "column `{0}` must be a whole number, found `{1}`",
    hint: "Numbers are written in digits without signs or separators; `?` is allowed only in atk/def.",
  },
  YGO3004: {
    severity: "error",
    title: "unknown card kind",
    message: "unknown card kind `{0}`",
    hint: "A card is a monster, spell or trap.",
  },
  YGO3005: {
    severity: "error",
    title: "unknown card subtype",
    message: "`{0}` is not a subtype of a {1}",
    hint: "Subtypes are a comma-separated list; the expected ones for this kind of card are listed.",
  },
  YGO3006: {
    severity: "error",
    title: "unknown attribute",
    message: "unknown attribute `{0}`",
    hint: "Attributes are written in capitals.",
  },
  YGO3007: {
    severity: "error",
    title: "unknown race",
    message: "unknown race `{0}`",
    hint: "Races are written with a capital, e.g. `Spellcaster`, `Winged Beast`.",
  },
  YGO3008: {
    severity: "error",
    title: "duplicate card id",
    message: "passcode {0} already appears on line {1}",
    hint: "Each row needs its own passcode; alternate artworks have their own id and an `alias`.",
  },
  YGO3009: {
    severity: "error",
    title: "alias to an unknown card",
    message: "card {0} is an alternate artwork of {1}, which is not in the data",
    hint: "The alias column holds the passcode of the original artwork, or 0.",
  },
  YGO3010: {
    severity: "error",
    title: "card without a name",
    message: "the card has an empty name",
    hint: "Every card needs its English name.",
  },

  // --- pack layout -----------------------------------------------------------------------------
  YGO3020: {
    severity: "error",
    title: "pack manifest unreadable",
    message: "pack.json {0}",
    hint: 'A pack has a pack.json like `{ "name": "classic", "version": "0.1.0" }`.',
  },
  YGO3021: {
    severity: "error",
    title: "pack without card data",
    message: "the pack has no cards.tsv",
    hint: "Put the pack's card facts in cards.tsv next to pack.json.",
  },
} satisfies Record<string, CatalogueEntry>;
