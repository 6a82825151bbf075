import { useRouteLoaderData } from "react-router";

interface RootNotice {
  notice?: string;
  preview?: { exitHref: string };
}

/**
 * Above the header on every public page: the owner's notice while its dates last (holiday hours),
 * and, in a browser where the owner previews his draft, a banner that says so and leads back.
 */
export function SiteNoticeBar() {
  const data = useRouteLoaderData("root") as RootNotice | undefined;
  if (!data?.notice && !data?.preview) return null;
  return (
    <>
      {data.preview ? (
        <p role="status" className="bg-brand-900 px-3 py-2 text-center text-sm text-white">
          תצוגה מקדימה של הטיוטה: רק אתם רואים את זה.{" "}
          <a href={data.preview.exitHref} className="font-bold underline underline-offset-2">
            חזרה לעריכה
          </a>
        </p>
      ) : null}
      {data.notice ? <p className="bg-brand-50 px-3 py-2 text-center text-sm font-medium text-brand-900">{data.notice}</p> : null}
    </>
  );
}
