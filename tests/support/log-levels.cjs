// Preloaded into the probe server (tests/e2e/security-probes.spec.ts): tags what the server
// logs at error level, so a test can tell an error line from a warning (both go to stderr).
const error = console.error.bind(console);
console.error = (...args) => error("[level:error]", ...args);
