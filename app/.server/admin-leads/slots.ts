/**
 * A bounded number of things running at once, per holder and in all: live-update streams per
 * admin, CSV exports. `take` gives a release function, or undefined when either bound is reached.
 */
export interface Slots {
  take(holder: string): (() => void) | undefined;
  readonly inUse: number;
}

export function createSlots(perHolder: number, total: number): Slots {
  const held = new Map<string, number>();
  let inUse = 0;
  return {
    take(holder) {
      const mine = held.get(holder) ?? 0;
      if (mine >= perHolder || inUse >= total) return undefined;
      held.set(holder, mine + 1);
      inUse++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse--;
        const left = (held.get(holder) ?? 1) - 1;
        if (left > 0) held.set(holder, left);
        else held.delete(holder);
      };
    },
    get inUse() {
      return inUse;
    },
  };
}
