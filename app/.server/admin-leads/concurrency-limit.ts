/**
 * A bounded number of things running at once, per holder and in all: live-update streams per
 * admin, CSV exports. `take` gives a release function, or undefined when either bound is reached.
 *
 * A slot is given back by its release function, and in any case after `maxHoldMs`: a slot whose
 * release was missed (a client gone without a trace) cannot keep its holder out for good. The
 * optional `onExpire` is told, to end what the slot was for.
 */
export interface Slots {
  take(holder: string, onExpire?: () => void): (() => void) | undefined;
  readonly inUse: number;
}

export function createSlots(perHolder: number, total: number, maxHoldMs: number): Slots {
  const held = new Map<string, number>();
  let inUse = 0;
  return {
    take(holder, onExpire) {
      const mine = held.get(holder) ?? 0;
      if (mine >= perHolder || inUse >= total) return undefined;
      held.set(holder, mine + 1);
      inUse++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(expiry);
        inUse--;
        const left = (held.get(holder) ?? 1) - 1;
        if (left > 0) held.set(holder, left);
        else held.delete(holder);
      };
      const expiry = setTimeout(() => {
        release();
        onExpire?.();
      }, maxHoldMs);
      expiry.unref();
      return release;
    },
    get inUse() {
      return inUse;
    },
  };
}
