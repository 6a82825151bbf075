import { exampleSiteConfig, type SiteConfig } from "../lib/site-config.ts";

/** Environment variables that change what the pre-rendered pages show; a change forces a rebuild. */
export const BUILD_TIME_ENV_KEYS = [
  "SITE_URL",
  "BRAND_NAME",
  "BUSINESS_PHONE",
  "WHATSAPP_NUMBER",
  "BUSINESS_EMAIL",
  "BUSINESS_ADDRESS",
  "PRICING_MODEL",
] as const;

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export function siteConfig(): SiteConfig {
  return {
    brandName: env("BRAND_NAME") ?? exampleSiteConfig.brandName,
    phone: env("BUSINESS_PHONE") ?? exampleSiteConfig.phone,
    whatsappNumber: (env("WHATSAPP_NUMBER") ?? exampleSiteConfig.whatsappNumber).replace(/\D/g, ""),
    email: env("BUSINESS_EMAIL") ?? exampleSiteConfig.email,
    address: env("BUSINESS_ADDRESS") ?? exampleSiteConfig.address,
    siteUrl: (env("SITE_URL") ?? exampleSiteConfig.siteUrl).replace(/\/+$/, ""),
  };
}

export const serverConfig = {
  port: Number(env("PORT") ?? 3000),
  host: env("HOST") ?? "0.0.0.0",
  dataDir: env("DATA_DIR") ?? "./data",
  databaseUrl: env("DATABASE_URL"),
  smtpUrl: env("SMTP_URL"),
  leadsNotifyTo: env("LEADS_NOTIFY_TO"),
  leadRetentionDays: Number(env("LEAD_RETENTION_DAYS") ?? 7 * 365),
  pricingModel: env("PRICING_MODEL") === "distance" ? "distance" : "table",
  /** Lead posts one client may make in 10 minutes. */
  leadsRateLimit: Number(env("LEADS_RATE_LIMIT") ?? 10),
  mailFrom: env("MAIL_FROM"),
  mailRetryMs: Number(env("MAIL_RETRY_SECONDS") ?? 60) * 1000,
} as const;
