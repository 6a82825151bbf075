/**
 * Round four's probes (issue 37), signed in: push endpoints that are no push service; sign-out's
 * answer; a thief's passkey added with a stolen session and
 * what `passwd` leaves of it; a flood of passkey sign-in options from one address and from many,
 * against the owner's own challenge; the owner's challenge answered from another browser. Each is
 * a row of scripts/probe.ts's table. The passwd probe needs the server's data directory (it runs
 * the users command on it) and sets the owner's password to the one it already has.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ADMIN_PAGES, SECURITY_ACTIONS, SIGN_IN_ACTIONS } from "../app/lib/paths.ts";
import { softwarePasskey, type SoftwarePasskey } from "../harness/software-authenticator.ts";
import { cookieOf, FORM, request, signIn, type AdminProbe, type AdminProbeTarget, type Answer } from "./probe-admin.ts";

const JSON_TYPE = { "Content-Type": "application/json" };
const ROOT = path.resolve(import.meta.dirname, "..");

export function waysInProbes(target: AdminProbeTarget): AdminProbe[] {
  const origin = target.url.origin;
  const step = (route: string, body: Record<string, unknown>, cookies: (string | undefined)[] = [], localAddress?: string) =>
    request(target.url, "POST", route, {
      headers: { ...JSON_TYPE, Cookie: cookies.filter(Boolean).join("; ") },
      body: JSON.stringify(body),
      localAddress,
    });
  const json = (answer: Answer) => JSON.parse(answer.body || "{}") as Record<string, unknown>;

  /** A fresh sign-in (from its own address), then the software passkey added with that session. */
  async function signedInWithKey(address: string): Promise<{ session: string; key: SoftwarePasskey; added: number }> {
    const { session } = await signIn(target.url, target.admin.email, target.admin.password, address);
    if (!session) throw new Error(`could not sign in as ${target.admin.email}`);
    const key = softwarePasskey();
    const options = await step(SIGN_IN_ACTIONS.passkeyAddOptions, {}, [session], address);
    if (options.status !== 200) return { session, key, added: options.status };
    const creation = json(options).options as { challenge: string; rp: { id?: string } };
    const added = await step(SIGN_IN_ACTIONS.passkeyAdd, { name: "probe", response: key.register(creation, origin) }, [session], address);
    return { session, key, added: added.status };
  }

  /** Options as a browser asks for them: the challenge, and the cookie that makes it that browser's. */
  async function ask(address: string) {
    const answer = await step(SIGN_IN_ACTIONS.passkeySignInOptions, {}, [], address);
    const options = json(answer).options as { challenge: string; rpId?: string } | undefined;
    return { status: answer.status, options, browser: cookieOf(answer, /courier_passkey$/) };
  }

  async function passkeySignIn(key: SoftwarePasskey, address: string): Promise<number> {
    const { options, browser } = await ask(address);
    if (!options) return 0;
    return (await step(SIGN_IN_ACTIONS.passkeySignIn, { response: key.assert(options, origin) }, [browser], address)).status;
  }

  const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
  const port = target.url.port || (target.url.protocol === "https:" ? "443" : "80");
  const hostileEndpoints = [
    `http://127.0.0.1:${port}/x`,
    "http://[::1]/x",
    "http://2130706433/x",
    "http://0x7f000001/x",
    `http://LOCALHOST:${port}${ADMIN_PAGES.signOut}`,
    "https://169.254.169.254/latest/meta-data/",
    "https://10.0.0.1:6379/",
    "https://fcm.googleapis.com.evil.example/x",
    "https://user:pw@fcm.googleapis.com/fcm/send/x",
  ];

  return [
    {
      name: "push endpoints of private, loopback and look-alike hosts, posted with a fresh session (round four)",
      expected: "each 400, the same answer",
      async run() {
        const { session } = await signIn(target.url, target.admin.email, target.admin.password, "127.0.0.39");
        if (!session) throw new Error(`could not sign in as ${target.admin.email}`);
        const answers = [];
        for (const endpoint of hostileEndpoints) {
          answers.push(
            await request(target.url, "POST", SECURITY_ACTIONS.pushOn, {
              headers: { ...JSON_TYPE, Cookie: session },
              body: JSON.stringify({ subscription: { endpoint, keys } }),
              localAddress: "127.0.0.39",
            }),
          );
        }
        const statuses = answers.map((a) => a.status);
        const bodies = new Set(answers.map((a) => a.body));
        return {
          ok: statuses.every((status) => status === 400) && bodies.size === 1,
          shown: `${statuses.filter((status) => status === 400).length} of ${statuses.length} refused with 400, ${bodies.size} distinct answer${bodies.size === 1 ? "" : "s"}`,
        };
      },
    },
    {
      name: "sign-out (round four)",
      expected: '303 to the sign-in, `Clear-Site-Data: "cache", "storage"`, the cookie cleared',
      async run() {
        const { session } = await signIn(target.url, target.admin.email, target.admin.password, "127.0.0.40");
        if (!session) throw new Error(`could not sign in as ${target.admin.email}`);
        const out = await request(target.url, "POST", ADMIN_PAGES.signOut, { headers: { ...FORM, Cookie: session }, body: "", localAddress: "127.0.0.40" });
        const clear = String(out.headers["clear-site-data"] ?? "none");
        const cleared = (out.headers["set-cookie"] ?? []).some((c) => /courier_session=;/.test(c));
        return {
          ok: out.status === 303 && /"cache"/.test(clear) && /"storage"/.test(clear) && cleared,
          shown: `${out.status} → ${out.headers.location ?? "-"}; Clear-Site-Data: ${clear}; cookie ${cleared ? "cleared" : "kept"}`,
        };
      },
    },
    {
      name: "25 passkey sign-in options from 127.0.0.30, each as a new browser (round four)",
      expected: "10 answered, the rest 429",
      async run() {
        const tally = new Map<number, number>();
        for (let i = 0; i < 25; i++) {
          const { status } = await ask("127.0.0.30");
          tally.set(status, (tally.get(status) ?? 0) + 1);
        }
        return { ok: tally.get(200) === 10 && tally.get(429) === 15, shown: [...tally].map(([status, n]) => `${n} x ${status}`).join(", ") };
      },
    },
    {
      name: "the owner asks for passkey sign-in options, 1,200 more come from 120 addresses, the owner answers (round four)",
      expected: "the owner signs in (200)",
      async run() {
        const { key, added } = await signedInWithKey("127.0.0.31");
        if (added !== 200) return { ok: false, shown: `passkey not added: ${added}` };
        const mine = await ask("127.0.0.32");
        let answered = 0;
        for (let batch = 0; batch < 12; batch++) {
          const statuses = await Promise.all(
            Array.from({ length: 100 }, (_, i) => ask(`127.0.6.${batch * 10 + Math.floor(i / 10) + 1}`).then((a) => a.status)),
          );
          answered += statuses.filter((status) => status === 200).length;
        }
        const answer = await step(SIGN_IN_ACTIONS.passkeySignIn, { response: key.assert(mine.options!, origin) }, [mine.browser], "127.0.0.32");
        return { ok: answer.status === 200, shown: `flood: ${answered} options answered; owner: ${answer.status}` };
      },
    },
    {
      name: "the owner's passkey challenge answered with another browser's cookie (round four)",
      expected: "401",
      async run() {
        const { key, added } = await signedInWithKey("127.0.0.33");
        if (added !== 200) return { ok: false, shown: `passkey not added: ${added}` };
        const mine = await ask("127.0.0.34");
        const theirs = await ask("127.0.0.35");
        const answer = await step(SIGN_IN_ACTIONS.passkeySignIn, { response: key.assert(mine.options!, origin) }, [theirs.browser], "127.0.0.35");
        return { ok: answer.status === 401, shown: String(answer.status) };
      },
    },
    {
      name: "a passkey added with a stolen session, then `npm run users -- passwd` (round four)",
      expected: "the passkey opens nothing after (401); the old session is out",
      async run() {
        if (!target.sqliteFile) return { ok: true, shown: "skipped: no --data-dir (the command runs on the server's data)" };
        const { session, key, added } = await signedInWithKey("127.0.0.36");
        if (added !== 200) return { ok: false, shown: `passkey not added: ${added}` };
        const before = await passkeySignIn(key, "127.0.0.37");
        const passwd = spawnSync(process.execPath, [path.join(ROOT, "bin", "users.ts"), "passwd", target.admin.email, "--password", target.admin.password], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: path.dirname(target.sqliteFile), DATABASE_URL: "" },
          encoding: "utf8",
        });
        const after = await passkeySignIn(key, "127.0.0.38");
        const stolen = await request(target.url, "GET", "/manage-leads-2024", { headers: { Cookie: session } });
        const said = passwd.stdout.match(/Ended [^.]*\./)?.[0] ?? passwd.stderr.trim();
        return {
          ok: before === 200 && after === 401 && stolen.status === 302,
          shown: `before: passkey sign-in ${before}; passwd: "${said}"; after: passkey sign-in ${after}, stolen session ${stolen.status}`,
        };
      },
    },
  ];
}
