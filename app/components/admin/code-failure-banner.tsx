import { useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { CodeFailureNotice } from "../../lib/admin-page.ts";
import { adminHref } from "../../lib/admin-query.ts";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import { twoFactorMessages } from "../../lib/two-factor.ts";
import { Button } from "../ui/button.tsx";
import { adminButton, busyClass } from "./styles.ts";

/**
 * After a sign-in, when codes have failed on this account since the owner last looked: how many,
 * what it means (someone had the password), where the details are. It stays until "הבנתי".
 */
export function CodeFailureBanner({ notice }: { notice: CodeFailureNotice }) {
  const id = useId();
  const location = useLocation();
  const navigation = useNavigation();
  const dismissing = navigation.formAction === ADMIN_PAGES.dismissCodeFailures;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="code-failure-banner"
      className="mt-3 rounded-card border-2 border-amber-500 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id={`${id}-title`} className="font-bold">
        {twoFactorMessages.failuresBannerTitle}
      </h3>
      <p className="mt-1">
        {twoFactorMessages.failuresBanner(notice.count)} {twoFactorMessages.failuresBannerAdvice}
      </p>
      {notice.locked ? <p className="mt-1 font-semibold">{twoFactorMessages.failuresBannerLocked}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post" action={ADMIN_PAGES.dismissCodeFailures} preventScrollReset>
          <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
          <Button type="submit" disabled={dismissing} variant={adminButton.secondary} className={busyClass}>
            {twoFactorMessages.failuresBannerDismiss}
          </Button>
        </Form>
        <Link to={adminHref({ view: "activity" })} className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2">
          {twoFactorMessages.failuresBannerLog}
        </Link>
      </div>
    </section>
  );
}
