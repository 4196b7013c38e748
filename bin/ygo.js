#!/usr/bin/env node
// The CLI is compiled by `npm install` (the `prepare` script); this shim only loads it.
import { main } from "../dist/src/cli/main.js";

main(process.argv).then(
  (code) => { process.exitCode = code; },
  (err) => { console.error(err instanceof Error ? err.stack ?? err.message : String(err)); process.exitCode = 2; },
);
