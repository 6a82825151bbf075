/**
 * A phone number as one unbreakable left-to-right unit: in a right-to-left line a number broken
 * as "050-123-" / "4567" reads out of order, so it never wraps (a button's label wraps instead).
 * Every phone number the site shows goes through this.
 */
export function PhoneNumber({ phone, className = "" }: { phone: string; className?: string }) {
  return (
    <span dir="ltr" className={`whitespace-nowrap ${className}`} data-phone-number>
      {phone}
    </span>
  );
}
