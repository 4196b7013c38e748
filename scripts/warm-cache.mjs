// Run by `npm install` (the `prepare` script) after the build: parses the bundled pack once so the
// first `ygo duel` or `ygo sim` reads it from the parse cache (src/api/parse-cache.ts). A failure
// here only means the first command parses for itself, so it never fails the install.
try {
  const { openPack } = await import("../dist/src/index.js");
  openPack();
} catch (err) {
  console.warn(`ygo: the parse cache was not warmed (${err instanceof Error ? err.message : String(err)}); the first duel will parse the pack`);
}
