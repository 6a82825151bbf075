/**
 * Starts the site: `node server.ts` (npm start) serves the production build, `node server.ts --dev`
 * (npm run dev) the same pipeline around Vite's development build. See server/main.ts.
 */
const development = process.argv.includes("--dev");
process.env.NODE_ENV = development ? "development" : (process.env.NODE_ENV ?? "production");

// The environment is checked before anything else is loaded (React's build depends on NODE_ENV,
// so nothing is imported statically). A bad value stops here with a message naming it.
try {
  await import("./app/.server/config.ts");
} catch (error) {
  if (error instanceof Error && error.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

await import("./server/main.ts");

export {};
