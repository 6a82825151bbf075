import pg from "pg";
import type { LeadChange } from "../../lib/admin-leads.ts";
import { serverConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { errorFields, log } from "../log.ts";
import { setOpenEventStreams } from "../metrics.ts";
import { onShutdown } from "../shutdown-hooks.ts";

const CHANNEL = "leads_changes";

export interface Subscriber {
  change(change: LeadChange): void;
  /** The server is shutting down: end the stream. */
  close(): void;
}

/**
 * Fans lead changes out to every open admin page of this process. With SQLite (one instance)
 * the code that changes a lead reports it here directly; with PostgreSQL a trigger NOTIFYs
 * `leads_changes` and every instance LISTENs, so changes cross instances.
 */
export class LeadsHub {
  private readonly subscribers = new Set<Subscriber>();
  private listener?: pg.Client;
  private listening?: Promise<void>;
  private stopped = false;
  private retryDelay = 500;

  private readonly databaseUrl?: string;

  constructor(databaseUrl?: string) {
    this.databaseUrl = databaseUrl;
  }

  get size() {
    return this.subscribers.size;
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    setOpenEventStreams(this.subscribers.size);
    return () => {
      this.subscribers.delete(subscriber);
      setOpenEventStreams(this.subscribers.size);
    };
  }

  deliver(change: LeadChange): void {
    for (const subscriber of this.subscribers) {
      try {
        subscriber.change(change);
      } catch (error) {
        log("warn", "lead event delivery failed", errorFields(error));
      }
    }
  }

  /** With PostgreSQL, resolves once this instance LISTENs; reconnects by itself after a drop. */
  ready(): Promise<void> {
    if (!this.databaseUrl?.startsWith("postgres") || this.stopped) return Promise.resolve();
    this.listening ??= this.listen().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.deliver(JSON.parse(message.payload) as LeadChange);
      } catch {
        log("warn", "unreadable lead notification");
      }
    });
    client.on("error", (error) => {
      log("warn", "lead events: LISTEN connection lost", { error: error.message });
      this.reconnect(client);
    });
    client.on("end", () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
    this.retryDelay = 500;
  }

  private reconnect(lost: pg.Client): void {
    if (this.stopped || this.listener !== lost) return;
    this.listener = undefined;
    lost.end().catch(() => {});
    const attempt = () => {
      if (this.stopped) return;
      this.listening = this.listen()
        .then(() => {
          log("info", "lead events: LISTEN connection restored");
          // Changes made while we were away were not heard: every page reloads.
          this.deliver({ op: "resync" });
        })
        .catch(() => {
          this.listening = undefined;
          this.retryDelay = Math.min(this.retryDelay * 2, 10_000);
          setTimeout(attempt, this.retryDelay).unref();
        });
    };
    setTimeout(attempt, this.retryDelay).unref();
  }

  /** Ends every open stream and the LISTEN connection (server shutdown). */
  async close(): Promise<void> {
    this.stopped = true;
    for (const subscriber of [...this.subscribers]) subscriber.close();
    this.subscribers.clear();
    setOpenEventStreams(0);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
  }
}

let hub: LeadsHub | undefined;

/** The process's hub. Open event streams end when the server is told to stop, so it can. */
export function leadsHub(): LeadsHub {
  if (!hub) {
    const created = new LeadsHub(serverConfig.databaseUrl);
    hub = created;
    onShutdown(() => created.close());
  }
  return hub;
}

/**
 * Reports a change made by this process. PostgreSQL's trigger already announces it to every
 * instance (this one included), so only SQLite delivers here.
 */
export function leadChanged(db: Db, change: LeadChange): void {
  if (db.engine === "sqlite") leadsHub().deliver(change);
}
