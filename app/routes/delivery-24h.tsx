import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/delivery-24h");
export const meta = metaFor(page);

export default function Delivery24hPage() {
  return (
    <SimplePage page={page}>
      <ContactSection />
    </SimplePage>
  );
}
