import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/contact");
export const meta = metaFor(page);

export default function ContactPage() {
  return (
    <SimplePage page={page}>
      <ContactSection withEmail />
    </SimplePage>
  );
}
