import { Fragment } from "react";

/**
 * An e-mail address as one left-to-right run that breaks only between its parts (after a dot, a
 * hyphen or an underscore, and before the @), never in the middle of a word; inside a part only
 * when the part alone is wider than its line (a very narrow screen). Styled by admin.css
 * (`[data-email]`): fifty rows repeat it, so no class or title of its own (decision 065).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=[._-])|(?=@)/);
  return (
    <span dir="ltr" data-email>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
