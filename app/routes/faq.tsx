import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/faq");
export const meta = metaFor(page);

export default function FaqPage() {
  return <SimplePage page={page} />;
}
