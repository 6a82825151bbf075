import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/pricing");
export const meta = metaFor(page);

export default function PricingPage() {
  return <SimplePage page={page} />;
}
