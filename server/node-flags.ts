/**
 * V8 flags the server runs with (`npm start`, the tests and the benchmarks start it with them).
 * A young generation of at most 4 MB per semi-space: the lead export allocates fast, and with
 * V8's default the young generation grows and promoted garbage swells the old space (peak RSS
 * +53-96 MB during a 100,000-lead export; +21-30 MB with this cap). docs/decisions/016.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"] as const;
