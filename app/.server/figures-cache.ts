/**
 * Figures the summary computes from many leads (what pays, response times; docs/decisions/053).
 * At a few thousand leads they take milliseconds and are always computed afresh; at 1,000,000
 * they read hundreds of thousands of rows (seconds), and a lead arrives every few seconds, so
 * waiting for them on every visit would make the summary slow exactly when the business is busy.
 *
 * One cache per slot (e.g. "what pays, 30 days"):
 *   - the same version, younger than `freshMs`: the kept figures (one computation shared by all);
 *   - changed since (a lead added, or older than `freshMs`), and the last computation was quick
 *     (under `quickMs`): computed again and awaited, so a small business always sees the lead
 *     it has just marked;
 *   - changed since, and the last computation was slow: the kept figures at once, at most
 *     `staleMs` old and of the same period, while new ones are computed for the next visit
 *     (one at a time, once this answer has gone). The figures carry the time they were computed,
 *     and the page says it.
 */
export interface FiguresCacheOptions {
  freshMs: number;
  staleMs: number;
  quickMs: number;
  /**
   * How long after the visit that found the figures old their new computation starts. SQLite
   * answers on the server's one thread (node:sqlite), so a computation started at once would hold
   * up the very answer it was meant to spare.
   */
  refreshDelayMs?: number;
}

interface Entry<T> {
  version: string;
  period: string;
  at: number;
  value: Promise<T>;
  /** How long the computation took, once it is done. */
  tookMs?: number;
  refreshing: boolean;
}

export class FiguresCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly options: FiguresCacheOptions;
  constructor(options: FiguresCacheOptions) {
    this.options = options;
  }

  /**
   * The slot's figures for this period (a different period is never shown: e.g. another Israeli
   * day or week) and version (anything that changes them: a lead added).
   */
  get(slot: string, { period, version }: { period: string; version: string }, now: Date, compute: () => Promise<T>): Promise<T> {
    const kept = this.#entries.get(slot);
    const age = now.getTime() - (kept?.at ?? Number.NaN);
    const samePeriod = kept?.period === period && age >= 0;
    if (kept && samePeriod && (kept.tookMs === undefined || (kept.version === version && age < this.options.freshMs))) return kept.value;
    if (kept && samePeriod && kept.tookMs! >= this.options.quickMs && age < this.options.staleMs) {
      if (!kept.refreshing) {
        kept.refreshing = true;
        const refresh = () => this.#start(slot, { period, version }, now, compute).catch(() => (kept.refreshing = false));
        setTimeout(refresh, this.options.refreshDelayMs ?? 500).unref();
      }
      return kept.value;
    }
    return this.#start(slot, { period, version }, now, compute);
  }

  /** Forgets the slot's figures (this process changed what they count). */
  forget(slot?: string): void {
    if (slot === undefined) this.#entries.clear();
    else this.#entries.delete(slot);
  }

  #start(slot: string, key: { period: string; version: string }, now: Date, compute: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const entry: Entry<T> = { ...key, at: now.getTime(), value: compute(), refreshing: false };
    // A slow computation in the background leaves the kept figures in place until it is done.
    if (!this.#entries.get(slot)?.refreshing) this.#entries.set(slot, entry);
    return entry.value.then(
      (value) => {
        entry.tookMs = performance.now() - started;
        entry.value = Promise.resolve(value);
        this.#entries.set(slot, entry);
        return value;
      },
      (error: unknown) => {
        if (this.#entries.get(slot) === entry) this.#entries.delete(slot);
        throw error;
      },
    );
  }
}
