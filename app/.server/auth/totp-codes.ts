/**
 * Time-based codes (TOTP, RFC 6238): 30-second steps, 6 digits, HMAC-SHA-1 (what every
 * authenticator app understands), a code from the step before or after accepted for clock drift;
 * the secrets, and the otpauth:// address and QR code an app reads one from
 * (docs/decisions/024-two-step-sign-in.md).
 */
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30, window: 1 } as const;
/** 160 bits, as RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;

function totpOf(secret: string, label = "admin", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret, base32 (the secret must be readable to check codes, so it is stored as is). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/**
 * The time step a code belongs to, when it is the code of the current step or of the step just
 * before or after it; null otherwise. Pure: replay is refused by `acceptTotpStep`.
 */
export function matchingTotpStep(secret: string, code: string, now = new Date()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_SETTINGS.window });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string, issuer: string): string {
  return totpOf(secret, email, issuer).toString();
}

/** The QR code of that address as an SVG document (drawn on the page, no image request). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}
