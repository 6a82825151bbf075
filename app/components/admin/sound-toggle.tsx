import { useEffect } from "react";
import { newLeadsMessages } from "../../lib/new-leads.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { SoundOffIcon, SoundOnIcon } from "./admin-icons.tsx";
import { playLeadChime, rememberLeadSound, unlockLeadSound, useLeadSoundWanted } from "./lead-sound.ts";
import { onLeadArrival } from "./new-leads-store.ts";
import { iconButtonClass } from "./styles.ts";

/**
 * The header's sound switch: a short chime when a lead arrives while the tab is open. Off by
 * default, remembered on this device; silent until the owner's first tap or key on the page.
 */
export function SoundToggle() {
  const hydrated = useHydrated();
  const on = useLeadSoundWanted();

  useEffect(() => {
    if (!on) return;
    const unlock = () => unlockLeadSound();
    window.addEventListener("pointerdown", unlock, { capture: true, once: true });
    window.addEventListener("keydown", unlock, { capture: true, once: true });
    const stop = onLeadArrival(playLeadChime);
    return () => {
      stop();
      window.removeEventListener("pointerdown", unlock, { capture: true });
      window.removeEventListener("keydown", unlock, { capture: true });
    };
  }, [on]);

  const label = on ? newLeadsMessages.soundOn : newLeadsMessages.soundOff;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={newLeadsMessages.soundLabel}
      title={label}
      data-sound={on ? "on" : "off"}
      // Before hydration (and without JavaScript) it holds its place unseen, so the header does not move when it appears.
      disabled={!hydrated}
      className={`${iconButtonClass} max-sm:w-auto max-sm:gap-2 max-sm:px-3 ${hydrated ? "" : "invisible"} ${on ? "border-brand-700 bg-brand-50 text-brand-800" : "border-gray-400 bg-white text-ink hover:bg-gray-100"}`}
      onClick={() => {
        const next = !on;
        rememberLeadSound(next);
        if (next) {
          unlockLeadSound(); // in the tap, so the browser allows it
          playLeadChime(); // so the owner hears what it will sound like
        }
      }}
    >
      {on ? <SoundOnIcon className="size-5" /> : <SoundOffIcon className="size-5" />}
      {/* In the phone's sheet (the bottom bar's "עוד") it has room for its words. */}
      <span className="sm:hidden">{newLeadsMessages.soundLabel}</span>
    </button>
  );
}
