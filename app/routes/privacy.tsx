import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/privacy");
export const meta = metaFor(page);

export default function PrivacyPage() {
  return <SimplePage page={page} />;
}
