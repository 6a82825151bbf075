import { rmSync } from "node:fs";
import { e2eDataDir } from "../../playwright.config.ts";

export default function globalTeardown() {
  rmSync(e2eDataDir, { recursive: true, force: true });
}
