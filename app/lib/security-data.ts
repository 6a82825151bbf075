/** What the security screen (app/routes/admin/security) loads, and what each of its changes answers. */
import type { PasskeyListItem } from "./passkeys.ts";

/** Two-step sign-in as the security section shows it: on (and since when), or the enrolment step. */
export type SecuritySection =
  | { enabled: true; enabledAt: string; recoveryCodesLeft: number }
  /**
   * `secret` is base32 in groups of four; `otpauthUri` the otpauth:// address an authenticator
   * app opens (a link on the phone that shows it); `qrSvg` that address drawn by the server.
   */
  | { enabled: false; secret: string; otpauthUri: string; qrSvg: string };

/**
 * The security screen (/security). `enrolFirst`: ADMIN_2FA=required and this admin has no
 * two-step sign-in yet, so no other screen is open to them; `required`: it cannot be turned off.
 */
export interface SecurityScreenData {
  email: string;
  security: SecuritySection;
  enrolFirst: boolean;
  required: boolean;
  /** The admin's passkeys, oldest first (docs/decisions/052-passkeys.md). */
  passkeys: PasskeyListItem[];
  /** Passkeys work at this address (SITE_URL set, or localhost in development). */
  passkeysAvailable: boolean;
  /** Until when this session may add a passkey or a push device; null: the password must be typed again first (app/lib/reverify.ts). */
  verifiedUntil: string | null;
  /** The passkey this session was opened with, if any: removing it ends this session too. */
  currentPasskeyId: number | null;
  /** The admin's push devices, oldest first; `current`: the one this browser registered. */
  pushDevices: PushDeviceListItem[];
}

/** A device with new-lead notifications on, as the security screen lists it (times as ISO strings). */
export interface PushDeviceListItem {
  id: number;
  deviceName: string;
  createdAt: string;
  lastSentAt: string | null;
  current: boolean;
}

/**
 * What one change of the sign-in or the security screen answers: done (and what to say), or
 * refused and why. `recoveryCodes`: two-step sign-in was just turned on; shown this once, never
 * again. `challengeEnded`: that code was the sign-in's last chance (or came too late): the password again.
 */
export type ChangeResult =
  { ok: true; message?: string; recoveryCodes?: string[] } | { ok: false; error: string; field?: "email" | "password" | "code"; challengeEnded?: boolean };

/** The security screen's changes, each answered on the screen by its own card (the route that made it passes its result). */
export interface SecurityResults {
  enableTwoStep?: ChangeResult;
  disableTwoStep?: ChangeResult;
  reverify?: ChangeResult;
  removePasskey?: ChangeResult;
  removePushDevice?: ChangeResult;
}
