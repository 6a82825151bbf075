import { useSyncExternalStore } from "react";

/**
 * A short two-note chime for a new lead, made with the Web Audio API (no audio file). Browsers
 * let a page make a sound only after the person has touched it, so the audio context is made in
 * a gesture (`unlockLeadSound`) and the chime stays silent until then.
 */
const STORAGE_KEY = "admin-lead-sound";
const MIN_GAP_MS = 2000;

let audio: AudioContext | undefined;
let lastChime = -Infinity;

const listeners = new Set<() => void>();

function leadSoundWanted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

let choiceThisPage: boolean | undefined;

export function rememberLeadSound(on: boolean): void {
  choiceThisPage = on;
  try {
    if (on) localStorage.setItem(STORAGE_KEY, "on");
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

/** The choice on this device; another tab's change is followed too (the storage event). */
export function useLeadSoundWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEY) return;
        choiceThisPage = undefined;
        listener();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
    () => choiceThisPage ?? leadSoundWanted(),
    () => false,
  );
}

/** Call inside a tap or a key press: makes (or wakes) the audio context. */
export function unlockLeadSound(): void {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume().catch(() => undefined);
}

/** Two soft notes, a third of a second in all; one chime for a burst of leads. */
export function playLeadChime(): void {
  if (!audio || audio.state !== "running") return;
  const now = performance.now();
  if (now - lastChime < MIN_GAP_MS) return;
  lastChime = now;
  const start = audio.currentTime;
  [880, 1318.5].forEach((frequency, index) => {
    const at = start + index * 0.14;
    const tone = audio!.createOscillator();
    const volume = audio!.createGain();
    tone.type = "sine";
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    tone.connect(volume).connect(audio!.destination);
    tone.start(at);
    tone.stop(at + 0.22);
  });
}
