import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "threads",
    // Vitest's default leaves one core idle: on a 2-core machine (ours and CI's) that runs the
    // files one at a time. The main process only collects results, so every core takes a worker.
    maxWorkers: availableParallelism(),
    // The files share each worker's module cache: importing the grammar once per worker instead of
    // once per file saves about a fifth of the CPU time. No test relies on a fresh module state.
    isolate: false,
    // Property and soak tests do real work; on a loaded 2-core machine the 5 s default is too tight.
    testTimeout: 60_000,
  },
});
