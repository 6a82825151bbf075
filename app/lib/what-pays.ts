/**
 * "What pays" on the summary (docs/decisions/050): per campaign or referrer, and per landing
 * page, how many leads, how many won, for how much, the conversion rate and the median time to a
 * first contact (courier hours). Pure: the server reads the rows.
 */
export const WHAT_PAYS_PERIODS = [30, 90] as const;
export type WhatPaysPeriod = (typeof WHAT_PAYS_PERIODS)[number];

/** `?days=90` on the summary; anything else is 30. */
export const whatPaysPeriodOf = (params: URLSearchParams): WhatPaysPeriod => (params.get("days") === "90" ? 90 : 30);

export interface WhatPaysRow {
  label: string;
  leads: number;
  won: number;
  /** Whole shekels over the won leads. */
  wonValue: number;
  /** Median minutes (courier hours) from the lead to its first contact; null when none was contacted. */
  medianFirstContact: number | null;
  /** Leads with a first contact, the median's base. */
  contacted: number;
}

export interface WhatPays {
  days: WhatPaysPeriod;
  /** When these figures were read (ISO): at a million leads they may be a few minutes old. */
  computedAt: string;
  bySource: WhatPaysRow[];
  byLandingPage: WhatPaysRow[];
}

/** Won out of leads, one decimal place, as a percentage ("12.5%"); "-" without leads. */
export function conversionRate(won: number, leads: number): string {
  if (leads <= 0) return "-";
  return `${(Math.round((won / leads) * 1000) / 10).toFixed(1)}%`;
}

const shekels = new Intl.NumberFormat("he-IL", { maximumFractionDigits: 0 });
export const formatShekels = (value: number) => `${shekels.format(value)} ₪`;

/** Courier-hour minutes as the owner reads them: "12 דק׳", "3 שע׳ 5 דק׳"; "-" for none. */
export function formatWait(minutes: number | null): string {
  if (minutes === null) return "-";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} דק׳`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hours} שע׳ ${rest} דק׳` : `${hours} שע׳`;
}

export const whatPaysWords = {
  heading: "מה מכניס",
  bySource: "לפי קמפיין או אתר מפנה",
  byLandingPage: "לפי עמוד נחיתה",
  period: (days: number) => `${days} ימים`,
  columns: { label: "מקור", page: "עמוד", leads: "לידים", won: "הוזמנו", value: "שווי", rate: "המרה", firstContact: "חציון עד מענה ראשון" },
  empty: (days: number) => `אין לידים ב-${days} הימים האחרונים`,
  note: "זמן המענה נספר בשעות הפעילות בלבד, רק ללידים שנוצר איתם קשר מהמערכת. לא כולל מועמדים לעבודה.",
} as const;
