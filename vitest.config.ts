import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "threads",
    // Property and soak tests do real work; on a loaded 2-core machine the 5 s default is too tight.
    testTimeout: 60_000,
  },
});
