import { describe, expect, it } from "vitest";
import { CHECK_CATALOGUE } from "../../src/lang/catalogue-check.js";
import { SYNTAX_CATALOGUE } from "../../src/lang/catalogue-syntax.js";

describe("checker catalogue", () => {
  const entries = Object.entries(CHECK_CATALOGUE);

  it("numbers checker codes 2xxx and pack codes 3xxx, apart from the syntax codes", () => {
    for (const [code] of entries) expect(code).toMatch(/^YGO[23]\d{3}$/);
    for (const code of Object.keys(SYNTAX_CATALOGUE)) expect(code in CHECK_CATALOGUE).toBe(false);
  });

  it("gives every entry a title, a message and a hint", () => {
    for (const [, e] of entries) {
      expect(e.title.length).toBeGreaterThan(3);
      expect(e.message.length).toBeGreaterThan(3);
      expect(e.hint.length).toBeGreaterThan(0);
    }
  });

  it("has at least 35 distinct checker codes", () => {
    expect(entries.filter(([c]) => c.startsWith("YGO2")).length).toBeGreaterThanOrEqual(35);
  });
});
