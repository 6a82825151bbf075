import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationProvider } from "./migrations.ts";

/**
 * Every shipped migration file with the SHA-256 of its text (line endings read as LF). A database
 * that ran a migration keeps what that text made, and Kysely never runs it again: a change would
 * give new databases a schema the existing ones never get. A new migration gets its row here in
 * the commit that adds it; from then on its text is frozen too.
 */
const SHIPPED: Record<string, string> = {
  "0001_leads.ts": "2eae09a4afb9630ac182648cb4d37f08c5e121c583880870bd0ff7b43865864d",
  "0002_auth.ts": "5f1fc68c843f62f12f10ae29383a49c6730f8bad7b8a222ed06eb7a6902d4d4e",
  "0003_lead_handling.ts": "2fe4c13863ddaab693b5ac03ec91837cbccf170a9fddff391f7c34313b59791d",
  "0004_lead_path_hardening.ts": "916bceca345fcc49ea5b939f78fd94cfb8345f275912b2135d1f6d0f2273254c",
  "0005_admin_workplace.ts": "bacb57c1a55cf6504c50340e72a72c6d2e84c253ccfeacbccdd8ac9f7c39c960",
  "0006_admin_summary.ts": "9595f75ed9105cec7e2ad0c1e106d3e94796e8be317e332dcb3f473c72dc4df3",
  "0007_backups.ts": "962b453feb719c7508587d512a0d43a0261b7aee095be3c705e96895d443afdc",
  "0008_two_factor.ts": "6f73ba6a8ea415dd6c1f171c699b07f9c47f733545b2b481145015bbc8b9151e",
  "0009_second_step_budget.ts": "f8b6f135127bb31d36ed528e86dd9c8b2f4350bb970c19251cc5035264c96348",
  "0010_applicants_view.ts": "0e59be94e0297f6ccdf2ff7b9db1c3b372a52662a0288e8f7ae503ca5f8a1bec",
  "0011_web_push.ts": "fa9c24932b3fcfe32e29b126f754ed2054656b2cea79972770c59f4cedc756b9",
  "0012_lead_change_spam.ts": "ec4db492ce1c7821cf351b35588f330b7151a85982202e711224efd7196cd164",
  "0013_customer_search.ts": "dbcdefd373855b3adf63a7ecccdb6ddc1c8877808897fef20ae1f25113f58107",
  "0014_follow_up.ts": "6eb6b32a636b9d73c1a74e3f598aa4e257c2c385ed934c805397e9da28040d79",
  "0015_passkeys.ts": "bf647922eb8ae7be2f3c067ba589cef44524bd0152dafa1efd1750af6b325032",
  "0016_ways_in.ts": "1783cfdff9c1a9adf75c824ac8a730276e57b9e8e8b8e15b89443b7822562273",
  "0017_site_settings.ts": "6d557f923e49083f131721197673bb48893678a8ca2258f17e579e891b2eae5e",
  "0018_application_details.ts": "23acc2218f8ae5902b1555aa3949742076303b91ac743093c7e58ac6e7abf9ab",
  "0019_search_as_typed.ts": "16d187975f3229b4e695cecb6160c9a1f31076e5bf1141df0692cb86164df2f8",
  "0020_applicant_stages.ts": "d12d5c0b03c683153e5e80afb84757bc8bbe0a548be54c6f36fd9091a7f3c0a9",
  "0021_handled_notice.ts": "dfe3fed6a34df9038743e39e4dc7aa69d3b286ecbc34f6fddabfd19e05c599b4",
  "0022_join_team_contacts.ts": "f0f5c34e5e313a953253d5409abccb78275cc7e5d50eb6c7d4f77481d0e33e6a",
  "0023_first_contact_unrecorded.ts": "05a32d8a1c3e4a0f009e0c8e5fce730a45ae3d8b357a944ce83a7c3b3931339a",
  "0024_sources_without_applications.ts": "a02b2a04e24273bcd7c7281bf688b7d180ea0aa61994be02bc6ef6daa2774f85",
};

const folder = path.join(import.meta.dirname, "migrations");
const files = readdirSync(folder)
  .filter((name) => name.endsWith(".ts"))
  .sort();
const sha256 = (file: string) =>
  createHash("sha256")
    .update(readFileSync(path.join(folder, file), "utf8").replaceAll("\r\n", "\n"))
    .digest("hex");

describe("shipped migrations", () => {
  it.each(Object.entries(SHIPPED))("%s is still the text that shipped", (file, shipped) => {
    expect(files, `migrations/${file} has shipped and must stay: databases have run it`).toContain(file);
    expect(
      sha256(file),
      `migrations/${file} has changed since it shipped, and databases that ran it will not run it again. Put its text back (git checkout) and add a new migration instead`,
    ).toBe(shipped);
  });

  it("every migration file has its SHA-256 recorded above", () => {
    const unrecorded = files.filter((file) => !(file in SHIPPED));
    const rows = unrecorded.map((file) => `"${file}": "${sha256(file)}",`).join(" ");
    expect(unrecorded, `a new migration: add ${rows} to SHIPPED in app/.server/db/migrations.test.ts (its text is frozen from then on)`).toEqual([]);
  });

  it.each(["sqlite", "postgres"] as const)("on %s, runs each file in name order under the file's name (kysely_migration's names)", async (engine) => {
    const names = Object.keys(await migrationProvider(engine).getMigrations());
    expect(names, "each file in migrations/ is listed, under its file name, in app/.server/db/migrations.ts").toEqual(
      files.map((file) => file.replace(/\.ts$/, "")),
    );
    expect(names).toEqual([...names].sort());
  });
});
