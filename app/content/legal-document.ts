/**
 * The shape of a legal page's content (/privacy, /terms; the accessibility statement when it
 * comes): a date and numbered sections, each rendered by app/components/legal-page.tsx.
 */
import { z } from "zod";

export const legalSectionSchema = z.object({
  heading: z.string().min(2),
  paragraphs: z.array(z.string().min(10)).min(1),
  list: z.array(z.string().min(2)).optional(),
  /** Show the business's registered name and numbers, when set, after the text. */
  withIdentity: z.boolean().optional(),
  /** Show the business phone and e-mail after the text. */
  withContactDetails: z.boolean().optional(),
});

/** The last update, as the page shows it: DD.MM.YYYY. */
export const legalUpdatedSchema = z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/);

/** A section as the page renders it; one with an `id` is an anchor other pages link to. */
type LegalSection = z.infer<typeof legalSectionSchema> & { id?: string };

export interface LegalDocument {
  updated: string;
  sections: readonly LegalSection[];
}
