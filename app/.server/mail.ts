import nodemailer, { type Transporter } from "nodemailer";
import { claimPendingNotices, markNotified, recordNoticeFailure, releaseNoticeClaims } from "./leads.ts";
import type { Db } from "./db/database.ts";
import { startDrainLoop } from "./drain-loop.ts";
import { errorFields, log } from "./log.ts";
import { recordNoticeFailed, recordNoticeSent } from "./metrics.ts";
import { leadNoticeText } from "../lib/lead-notice.ts";

export interface NotifierOptions {
  smtpUrl: string;
  to: string;
  from?: string;
  brandName: string;
  /** The site's origin (SITE_URL): the notice links to the lead in the admin there. */
  siteUrl: string;
  /** How often pending notices are retried while the mail server is down. */
  retryMs: number;
}

/** Where account notices go out from: the server's SMTP_URL and MAIL_FROM. */
export interface AccountMailOptions {
  smtpUrl: string;
  from: string;
}

let accountTransport: { smtpUrl: string; transport: Transporter } | undefined;

/**
 * Sends one security notice to an account's own address (codes failing, the second step locked).
 * Sent once, not queued: a notice lost while the mail server is down is still shown on the admin
 * page at the next sign-in. Never throws; says whether it went. Logs the user's id, not the address.
 */
export async function sendAccountNotice(options: AccountMailOptions, userId: number, to: string, message: { subject: string; text: string }): Promise<boolean> {
  if (accountTransport?.smtpUrl !== options.smtpUrl) {
    accountTransport = { smtpUrl: options.smtpUrl, transport: nodemailer.createTransport(options.smtpUrl) };
  }
  try {
    await accountTransport.transport.sendMail({ from: options.from, to, ...message });
    log("info", "account notice sent", { userId });
    return true;
  } catch (error) {
    log("warn", "account notice not sent", { userId, ...errorFields(error) });
    return false;
  }
}

/**
 * Sends a notice for each committed, non-spam lead that has none yet. The leads table is the
 * queue (notified_at), so a notice survives a restart and is retried while the server is down.
 * It never runs inside the save: a slow or dead mail server cannot fail or delay a lead. Each
 * instance claims the notices it sends (claimPendingNotices), so several instances on one
 * PostgreSQL never send the owner the same notice twice.
 */
export function createNotifier(db: Db, options: NotifierOptions) {
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  const from = options.from ?? `"${options.brandName}" <no-reply@localhost>`;
  async function drain(): Promise<void> {
    for (;;) {
      const claimed = await claimPendingNotices(db);
      if (claimed.length === 0) return;
      for (const [index, lead] of claimed.entries()) {
        try {
          await transport.sendMail({ from, to: options.to, ...leadNoticeText(lead, options.siteUrl) });
        } catch (error) {
          recordNoticeFailed();
          await recordNoticeFailure(db, lead.id);
          await releaseNoticeClaims(
            db,
            claimed.slice(index + 1).map((l) => l.id),
          );
          log("warn", "lead notice failed; will retry", { leadId: lead.id, ...errorFields(error) });
          return; // the server is likely down: wait for the next tick
        }
        await markNotified(db, lead.id);
        recordNoticeSent();
        log("info", "lead notice sent", { leadId: lead.id });
      }
    }
  }

  const loop = startDrainLoop(drain, { retryMs: options.retryMs, name: "lead notifier" });
  return {
    kick: loop.kick,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
