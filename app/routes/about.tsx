import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { metaFor } from "../lib/seo";

const page = pageAt("/about");
export const meta = metaFor(page);

export default function AboutPage() {
  return <SimplePage page={page} />;
}
