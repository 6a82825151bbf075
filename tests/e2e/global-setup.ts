import { rmSync } from "node:fs";
import { e2eDataDir } from "../../playwright.config";

// Every run starts from an empty database.
export default function globalSetup() {
  rmSync(e2eDataDir, { recursive: true, force: true });
}
