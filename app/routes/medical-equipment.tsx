import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/medical-equipment");
export const meta = metaFor(page);

export default function MedicalEquipmentPage() {
  return (
    <SimplePage page={page}>
      <ContactSection />
    </SimplePage>
  );
}
