/**
 * Expressions compile to `(q, run) => number`: numbers, halves, stats of a reference (with the last
 * known information a binding recorded), LP, counts of a selector, counters, `for each`, arithmetic.
 * @module
 */
import type { CompareOp, Expr } from "../lang/index.js";
import type { EffectQuery } from "../rules/index.js";
import type { CardContext } from "./context.js";
import { compilePlayers } from "./compile-player.js";
import { compileReference, compileSelector } from "./compile-selector.js";
import { boundStat, other, thatMany, type Run } from "./runtime.js";

/** A compiled expression. */
export type NumFn = (q: EffectQuery, run: Run | null) => number;

/** A comparison operator as a function. */
export function compileCompare(op: CompareOp): (a: number, b: number) => boolean {
  switch (op) {
    case "<=":
      return (a, b) => a <= b;
    case ">=":
      return (a, b) => a >= b;
    case "<":
      return (a, b) => a < b;
    case ">":
      return (a, b) => a > b;
    case "=":
      return (a, b) => a === b;
    case "!=":
      return (a, b) => a !== b;
    default:
      return () => false;
  }
}

/** Compiles an expression. */
export function compileExpr(cx: CardContext, e: Expr): NumFn {
  switch (e.kind) {
    case "Num": {
      const v = e.value;
      return () => v;
    }
    case "Half": {
      const of = compileExpr(cx, e.of);
      return (q, run) => Math.floor(of(q, run) / 2);
    }
    case "StatOf": {
      const cards = compileReference(cx, e.of);
      const stat = e.stat === "ATK" ? "atk" : e.stat === "DEF" ? "def" : "level";
      const name = e.of.ref.kind === "binding" ? e.of.ref.name : null;
      if (e.original === true) {
        // The printed value: what no effect has changed (Megamorph, Gift of the Martyr).
        return (q, run) => {
          const id = cards(q, run)[0];
          if (id === undefined) return 0;
          const info = q.info(id);
          return (stat === "atk" ? info.atk : stat === "def" ? info.def : info.level) ?? 0;
        };
      }
      return (q, run) => {
        const id = cards(q, run)[0];
        if (id === undefined) return 0;
        // A binding recorded at activation keeps the last known value (the tributed monster's ATK).
        if (name !== null) {
          const known = boundStat(q.bind, name, id, stat);
          if (known !== undefined) return known;
        }
        return stat === "atk" ? q.atk(id) : stat === "def" ? q.def(id) : q.level(id);
      };
    }
    case "LifeOf": {
      const players = compilePlayers(e.player);
      return (q, run) => {
        let n = 0;
        for (const p of players(q, run)) n += q.state.players[p]!.lp;
        return n;
      };
    }
    case "CountOf": {
      const sel = compileSelector(cx, e.of);
      return (q, run) => sel.cards(q, run).length;
    }
    case "CountersOn": {
      const on = compileSelector(cx, e.on);
      const kind = e.counter;
      return (q, run) => {
        let n = 0;
        for (const id of on.cards(q, run)) n += q.state.cards[id]!.counters[kind] ?? 0;
        return n;
      };
    }
    case "ForEach": {
      const amount = compileExpr(cx, e.amount);
      const per = e.per;
      if (per.kind === "CountCards") {
        const sel = compileSelector(cx, per.selector);
        return (q, run) => amount(q, run) * sel.cards(q, run).length;
      }
      const on = compileSelector(cx, per.on);
      const kind = per.counter;
      return (q, run) => {
        let n = 0;
        for (const id of on.cards(q, run)) n += q.state.cards[id]!.counters[kind] ?? 0;
        return amount(q, run) * n;
      };
    }
    case "Binary": {
      const l = compileExpr(cx, e.left);
      const r = compileExpr(cx, e.right);
      switch (e.op) {
        case "+":
          return (q, run) => l(q, run) + r(q, run);
        case "-":
          return (q, run) => l(q, run) - r(q, run);
        default:
          return (q, run) => l(q, run) * r(q, run);
      }
    }
    case "ThatMany":
      // As many cards as the previous action handled for the acting player.
      return (q, run) => thatMany(q, run, run?.actor ?? q.player);
    case "ThatDamage":
      // The damage of the event the effect answers (its signal's amount, as dealt).
      return (q, run) => {
        const e = run?.a.cause;
        // A trigger's cause; an activation's, recorded when it was activated.
        return e?.type === "signal" && e.name === "damage" ? e.value : (q.bind?.["that#damage"] ?? 0);
      };
    case "AmountPaid":
      // What its player chose to pay for this card (`pay any multiple of 1000 LP`).
      return (q) => q.state.vars[`paid:${q.card}`] ?? 0;
    case "PhasesSince": {
      const phase = TURN_PHASES.indexOf(e.phase);
      if (phase < 0) {
        cx.unsupported(e.span, `counting the ${e.phase}`);
        return () => 0;
      }
      const whose = compilePlayers(e.player);
      // The phases of that player begun after the turn this card was activated, up to now.
      return (q, run) => {
        let at: number | undefined;
        for (let i = 0, d = q.effectOf(q.card, 0); d !== undefined; d = q.effectOf(q.card, ++i)) {
          if (d.kind === "activate") {
            at = q.state.vars[`act:${q.card}:${i}`];
            break;
          }
        }
        if (at === undefined) return 0;
        const s = q.state;
        const players = whose(q, run);
        let n = 0;
        for (let turn = at + 1; turn <= s.turn; turn++) {
          const owner = (s.turn - turn) % 2 === 0 ? s.turnPlayer : other(s.turnPlayer);
          if (players.includes(owner) && (turn < s.turn || s.phase > phase)) n++;
        }
        return n;
      };
    }
    default:
      cx.unsupported((e as { span: Expr["span"] }).span, `the expression ${(e as { kind: string }).kind}`);
      return () => 0;
  }
}

/** The phases of a turn in order (the rules' phase numbers). */
const TURN_PHASES: readonly string[] = ["draw phase", "standby phase", "main phase 1", "battle phase", "main phase 2", "end phase"];
