import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/documents");
export const meta = metaFor(page);

export default function DocumentsPage() {
  return (
    <SimplePage page={page}>
      <ContactSection />
    </SimplePage>
  );
}
