import { activityLabels, type ActivityAction } from "./admin-leads.ts";
import { lostReasonLabels, stageLabels } from "./lead-stages.ts";
import { sameQuotes } from "./lead-search.ts";

/**
 * What one searched word finds in the log's own words (app/lib/admin-words.ts activityWords):
 * the actions whose name holds it ("תזכורת" finds "תזכורת נקבעה" and "תזכורת בוטלה"), the stages a
 * stage change went from or to ("הוזמן"), and the reasons a lead was lost for ("מחיר"). The lead's
 * name and phone, and the e-mails an entry names, are looked for by the database.
 */
export interface ActivityWordMatch {
  actions: ActivityAction[];
  /** Stage keys, as an entry's details hold them (`from`, `to`). */
  stages: string[];
  /** Lost-reason keys (`reason`). */
  lostReasons: string[];
}

const folded = (text: string) => sameQuotes(text).toLocaleLowerCase("he");

const keysWhoseLabelHolds = <K extends string>(labels: Record<K, string>, word: string): K[] =>
  (Object.entries(labels) as [K, string][]).filter(([, label]) => folded(label).includes(word)).map(([key]) => key);

export function activityWordMatch(word: string): ActivityWordMatch {
  const text = folded(word);
  return {
    actions: keysWhoseLabelHolds(activityLabels, text),
    stages: keysWhoseLabelHolds(stageLabels, text),
    lostReasons: keysWhoseLabelHolds(lostReasonLabels, text),
  };
}
