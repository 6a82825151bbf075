/**
 * The terms' figures (issue 40, docs/decisions/067): the limits and fees /terms states, the owner's
 * to set and confirm in the admin's site area. Until he confirms them they are the installation's,
 * and the status card says so. The words of the terms stay in app/content/terms.ts.
 */

export interface TermsFigures {
  /** Liability per delivery without a declared value, shekels. */
  liabilityShekels: number;
  /** The highest value that may be declared and insured per delivery, shekels. */
  maxDeclaredValueShekels: number;
  /** The insurance fee, percent of the declared value; 0: said in the quote. */
  insurancePercent: number;
  /** Damage or loss is reported within this many days of delivery. */
  reportWithinDays: number;
  maxWeightKg: number;
  /** Length + width + height, centimetres. */
  maxDimensionsSumCm: number;
  maxSideCm: number;
  /** Same day: the order is confirmed by this time, Sunday to Thursday ("14:00"). */
  cutOffWeekdays: string;
  /** ... and on Friday and holiday eves. */
  cutOffFriday: string;
  /** Cancelled after the courier set out to the pickup, shekels; 0: no fee. */
  cancellationFeeShekels: number;
  /** The day the owner confirmed these are his business's figures (yyyy-MM-dd); empty while they are the installation's. */
  confirmedOn: string;
}

export type TermsField = Exclude<keyof TermsFigures, "confirmedOn">;

export const startingTermsFigures: TermsFigures = {
  liabilityShekels: 500,
  maxDeclaredValueShekels: 10_000,
  insurancePercent: 0,
  reportWithinDays: 14,
  maxWeightKg: 30,
  maxDimensionsSumCm: 150,
  maxSideCm: 100,
  cutOffWeekdays: "14:00",
  cutOffFriday: "10:00",
  cancellationFeeShekels: 0,
  confirmedOn: "",
};

export const termsFieldLabels: Record<TermsField, string> = {
  liabilityShekels: "תקרת אחריות בלי ערך מוצהר (₪)",
  maxDeclaredValueShekels: "ערך מוצהר מרבי למשלוח (₪)",
  insurancePercent: "דמי ביטוח (% מהערך המוצהר; 0: בהצעת המחיר)",
  reportWithinDays: "דיווח על נזק תוך (ימים)",
  maxWeightKg: "משקל מרבי לחבילה (ק״ג)",
  maxDimensionsSumCm: "סכום אורך, רוחב וגובה מרבי (ס״מ)",
  maxSideCm: "צלע ארוכה מרבית (ס״מ)",
  cutOffWeekdays: "השעה האחרונה להזמנת משלוח באותו יום, ראשון עד חמישי",
  cutOffFriday: "השעה האחרונה להזמנת משלוח באותו יום, שישי וערבי חג",
  cancellationFeeShekels: "דמי ביטול אחרי שהשליח יצא (₪; 0: בלי; עד 100)",
};
export const TERMS_FIELDS = Object.keys(termsFieldLabels) as TermsField[];
export const TERMS_CONFIRM_LABEL = "בדקתי: אלה התנאים שהעסק שלי עומד בהם";

/** The shortest damage-report window the terms may set: one a customer can meet (issue 41). */
export const MIN_REPORT_DAYS = 14;
/** The highest cancellation fee: Consumer Protection Law, section 14C (the lower of 5% of the price and 100 ₪). */
export const MAX_CANCELLATION_FEE = 100;
/** ... and the percentage of the order's price it may not exceed. */
export const MAX_CANCELLATION_PERCENT = 5;

/** Figures stored before these limits, brought up to them (a confirmed "3 days" reads as 14). */
export function termsWithinTheLaw<T extends Partial<TermsFigures>>(figures: T): T {
  return {
    ...figures,
    ...(typeof figures.reportWithinDays === "number" && { reportWithinDays: Math.max(figures.reportWithinDays, MIN_REPORT_DAYS) }),
    ...(typeof figures.cancellationFeeShekels === "number" && { cancellationFeeShekels: Math.min(figures.cancellationFeeShekels, MAX_CANCELLATION_FEE) }),
  };
}

/** A shekel amount as the terms write it: "10,000 ₪". */
export const termsShekels = (n: number) => `${n.toLocaleString("he-IL")} ₪`;
