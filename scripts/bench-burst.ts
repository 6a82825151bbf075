/**
 * A burst of leads and the owner's open tab (issue 42): the real built server on SQLite, a local
 * push service standing in for the phone's (harness/push-endpoint.ts), and the admin signed in
 * in headless Chromium on a search that shows none of them (so none is seen meanwhile). N leads
 * are posted at R a second; reported:
 *   - pushes: how many reached the push service (each decrypted and matched to its lead), and
 *     the time from a lead's answer (201) to its push, p50/p99/max;
 *   - the tab's title: when it first said "(N)" after the last lead's answer (watched in the page
 *     every animation frame), and the largest lag of its count behind the leads posted so far.
 *
 *   npm run bench:burst -- [--leads 500] [--rate 25]
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { saveSubscription } from "../app/.server/push/subscriptions.ts";
import { ADMIN_PATH } from "../app/lib/paths.ts";
import { createPushKeys, reservePushEndpoint, startPushEndpoint } from "../harness/push-endpoint.ts";
import { publishOwnersSite } from "../harness/owners-details.ts";
import { removeDir, startServer, tempDataDir } from "../harness/server-process.ts";
import { createAdmin, signInContext, withDb } from "../tests/support/admin.ts";

const { values } = parseArgs({ options: { leads: { type: "string", default: "500" }, rate: { type: "string", default: "25" } } });
const count = Number(values.leads);
const rate = Number(values.rate);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const push = await reservePushEndpoint();
const endpoint = await startPushEndpoint({ port: push.port });
const dataDir = tempDataDir();
await publishOwnersSite(dataDir);
const server = await startServer({ dataDir, env: { ...push.env, LEADS_RATE_LIMIT: "100000", TZ: "Asia/Jerusalem" } });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
try {
  const admin = await createAdmin({ dataDir });
  const keys = createPushKeys();
  await withDb({ dataDir }, async (db) => {
    const { id } = await db.kysely.selectFrom("users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow();
    await saveSubscription(db, Number(id), keys.subscription(`${endpoint.origin}/owner-phone`));
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "he-IL" });
  await signInContext(context, server.url, admin);
  const page = await context.newPage();
  const stream = page.waitForResponse((response) => response.url().endsWith(`${ADMIN_PATH}/events`));
  await page.goto(`${server.url}${ADMIN_PATH}?q=${encodeURIComponent("אין-כזה-ליד")}`);
  await stream;
  await page.waitForTimeout(1000);
  // Every frame: the title's count, and when it changed (the page's clock is the wall clock here).
  await page.evaluate(() => {
    const w = window as unknown as { counts: Array<[number, number]> };
    w.counts = [];
    let last = -1;
    const watch = () => {
      const n = Number(/^\((\d[\d,]*)\)/.exec(document.title)?.[1]?.replace(/,/g, "") ?? 0);
      if (n !== last) w.counts.push([Date.now(), (last = n)]);
      requestAnimationFrame(watch);
    };
    watch();
  });

  const answered: number[] = [];
  const posts: Promise<void>[] = [];
  const start = Date.now();
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    posts.push(
      fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Burst ${i}`, phone: "050-1234567", consent: true, source: "contact_form", toLocation: "חיפה" }),
      }).then(async (res) => {
        if (res.status !== 201) throw new Error(`lead ${i}: ${res.status}`);
        await res.arrayBuffer();
        answered[i] = Date.now();
      }),
    );
  }
  await Promise.all(posts);
  const lastAnswer = Math.max(...answered);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const pushed = endpoint.received.filter((m) => m.path === "/owner-phone").length;
    const title = await page.title();
    if (pushed >= count && title.startsWith(`(${count.toLocaleString("en-US")})`)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.waitForTimeout(500);

  const pushDelays: number[] = [];
  for (const message of endpoint.received.filter((m) => m.path === "/owner-phone")) {
    const { title } = JSON.parse(keys.decrypt(message.body)) as { title: string };
    const index = Number(/Burst (\d+)/.exec(title)?.[1]);
    if (Number.isInteger(index) && answered[index]) pushDelays.push(message.receivedAt - answered[index]!);
  }
  pushDelays.sort((a, b) => a - b);
  const counts = await page.evaluate(() => (window as unknown as { counts: Array<[number, number]> }).counts);
  const full = counts.find(([, n]) => n >= count);
  // The most the title's count trailed the leads answered so far, in leads, over the burst.
  let worstBehind = 0;
  for (const [i, at] of answered.toSorted((a, b) => a - b).entries()) {
    const shown = counts.filter(([when]) => when <= at + 1000).at(-1)?.[1] ?? 0;
    worstBehind = Math.max(worstBehind, i + 1 - shown);
  }
  console.log(`${count} leads at ${rate}/s (${((lastAnswer - start) / 1000).toFixed(1)} s):`);
  console.log(
    `  pushes delivered: ${pushDelays.length}/${count}; answer -> push p50 ${percentile(pushDelays, 50)} ms, p99 ${percentile(pushDelays, 99)} ms, max ${pushDelays.at(-1)} ms`,
  );
  console.log(`  title said (${count}) ${full ? `${full[0] - lastAnswer} ms after the last lead's answer` : "NEVER within 30 s"}`);
  console.log(`  a second after any lead's answer, the title trailed the leads answered by at most ${worstBehind}`);
} finally {
  await browser.close();
  await server.stop();
  await endpoint.stop();
  removeDir(dataDir);
}
