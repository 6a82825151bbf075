/**
 * The leads screen's one-time notice: the "טופלו" tab went with the stages (migration 0014), and
 * its leads are in "הכל", in the stage "טופל" (stageLabels.closed). Read once per admin ("הבנתי").
 */
import { stageLabels } from "./lead-stages.ts";
import { viewLabels } from "./admin-leads.ts";

const count = new Intl.NumberFormat("he-IL");

export const handledNoticeWords = {
  /** Where the leads are, in the owner's words: the tab he knew, the view and the stage they are in now. */
  text: (leads: number) =>
    leads === 1
      ? `הלשונית ״טופלו״ הוסרה: הליד שהיה בה נמצא עכשיו ב״${viewLabels.all}״, בשלב ״${stageLabels.closed}״.`
      : `הלשונית ״טופלו״ הוסרה: ${count.format(leads)} הלידים שהיו בה נמצאים עכשיו ב״${viewLabels.all}״, בשלב ״${stageLabels.closed}״.`,
  /** The link to the "הכל" view, where each of them wears the "טופל" badge. */
  link: `לתצוגת ״${viewLabels.all}״`,
  dismiss: "הבנתי",
} as const;
