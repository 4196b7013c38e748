/**
 * `ygo explain <card>`: renders a card's script as plain English, to compare with the printed
 * card. `<card>` is a passcode or a name looked up in a pack (the bundled classic pack unless
 * `--pack` names another), or a `.ygo` file explained against that pack's card data.
 */
import { existsSync } from "node:fs";
import {
  bundledPackDir,
  explainPackCard,
  explainSources,
  loadPack,
  readScripts,
  renderDiagnostics,
  type Diagnostic,
  type ExplainResult,
} from "../api/index.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from "./io.js";

export interface ExplainOptions {
  pack?: string;
}


export function runExplain(card: string, opts: ExplainOptions, io: CliIo): number {
  const dir = opts.pack ?? bundledPackDir();
  if (!existsSync(dir)) {
    io.err(`ygo explain: no such pack directory: ${dir}\n`);
    return EXIT_USAGE;
  }
  const pack = loadPack(dir);
  let result: ExplainResult;
  let texts: Map<string, string>;
  if (card.endsWith(".ygo")) {
    if (!existsSync(card)) {
      io.err(`ygo explain: no such file: ${card}\n`);
      return EXIT_USAGE;
    }
    const sources = readScripts([card]);
    result = explainSources(sources, pack.cards);
    texts = new Map(sources.map((s) => [s.file, s.text]));
  } else {
    const found = explainPackCard(pack, card);
    if (found === undefined) {
      io.err(`ygo explain: no card "${card}" in the pack ${pack.name}\n`);
      return EXIT_FAILED;
    }
    if (found.cards.length === 0 && found.diagnostics.length === 0) {
      io.out(
        found.vanilla
          ? `${found.name} is a normal monster: it has no effect to explain.\n`
          : `${found.name} (${found.kind}) has no script in the pack ${pack.name} yet: it plays with none of its effects.\n`,
      );
      return found.vanilla ? EXIT_OK : EXIT_FAILED;
    }
    result = found;
    texts = new Map(pack.scripts.map((s) => [s.file, s.text]));
  }
  io.out(result.text);
  const errors: Diagnostic[] = result.diagnostics.filter((d) => d.severity === "error");
  if (result.diagnostics.length > 0) {
    io.err(renderDiagnostics(result.diagnostics, texts, { color: io.color }) + "\n");
  }
  return errors.length > 0 || result.cards.length === 0 ? EXIT_FAILED : EXIT_OK;
}
