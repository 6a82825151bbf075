import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/join-team");
export const meta = metaFor(page);

export default function JoinTeamPage() {
  return (
    <SimplePage page={page}>
      <ContactSection withEmail title="רוצים להצטרף? השאירו פרטים" />
    </SimplePage>
  );
}
