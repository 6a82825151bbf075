import { Fragment } from "react";

/**
 * An e-mail address as one left-to-right run that breaks only between its parts (after a dot, a
 * hyphen or an underscore, and before the @), never in the middle of a word; inside a part only
 * when the part alone is wider than its line (a very narrow screen). The whole address is its title.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=[._-])|(?=@)/);
  return (
    <span dir="ltr" title={email} className="[overflow-wrap:break-word] [word-break:normal]" data-email>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
