import { Form, Link, useLocation, useNavigation } from "react-router";
import { adminHref } from "../../lib/admin-query.ts";
import { handledNoticeWords } from "../../lib/handled-notice.ts";
import { ADMIN_PAGES } from "../../lib/paths.ts";

/**
 * Once, on the leads screen: where the leads of the old "טופלו" tab went, and "הבנתי" (a plain
 * form post, kept per admin). Above the tabs; on a phone it stands above the bottom bar until put
 * away, in sight at once while moving no lead down (the dashboard leaves room for it after the list).
 */
export function HandledNoticeBanner({ count }: { count: number }) {
  const location = useLocation();
  const navigation = useNavigation();
  const dismissing = navigation.formAction === ADMIN_PAGES.dismissHandledNotice;
  return (
    <Form
      method="post"
      action={ADMIN_PAGES.dismissHandledNotice}
      preventScrollReset
      data-testid="handled-notice"
      className="mt-3 flex items-center gap-2 rounded-lg border border-sky-300 bg-sky-50 py-1 ps-3 pe-1 text-sm text-sky-950 max-sm:fixed max-sm:inset-x-2 max-sm:bottom-[calc(3.75rem+env(safe-area-inset-bottom))] max-sm:z-20 max-sm:mt-0 max-sm:shadow-lg"
    >
      <p className="min-w-0 flex-1">
        {handledNoticeWords.text(count)}{" "}
        <Link to={adminHref({ view: "all" })} className="whitespace-nowrap text-brand-800 underline underline-offset-2">
          {handledNoticeWords.link}
        </Link>
      </p>
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <button type="submit" disabled={dismissing} className="admin-control shrink-0 border border-sky-400 bg-white hover:bg-sky-100 disabled:opacity-70">
        {handledNoticeWords.dismiss}
      </button>
    </Form>
  );
}
