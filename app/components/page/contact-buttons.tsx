import { PICKUP_PROMISE } from "../../lib/customer-facts.ts";
import { telHref, whatsappHref } from "../../lib/phone.ts";
import { ChatIcon, PhoneIcon } from "../icons.tsx";
import { buttonSizes, buttonVariants, LinkButton } from "../ui/button.tsx";
import { useSite } from "../use-site.ts";
import { PhoneNumber } from "../phone-number.tsx";
import { Bidi } from "../bidi.tsx";
import { serviceHoursText } from "../../lib/business-details.ts";

const GREETING = "שלום, אשמח לקבל פרטים על משלוח";

/** A chat button and a call button, side by side (hero, calls to action). */
export function ContactButtons({ className = "", inverted = false }: { className?: string; inverted?: boolean }) {
  const site = useSite();
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <LinkButton
        href={whatsappHref(site.whatsappNumber, GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        variant={buttonVariants.chat}
        size={buttonSizes.lg}
        className="flex items-center justify-center gap-2"
      >
        <ChatIcon className="size-6" />
        כתבו לנו בוואטסאפ
      </LinkButton>
      <LinkButton
        href={telHref(site.phone)}
        variant={inverted ? buttonVariants.light : buttonVariants.call}
        size={buttonSizes.lg}
        className="flex items-center justify-center gap-2"
      >
        <PhoneIcon className="size-6" />
        <span>
          התקשרו: <PhoneNumber phone={site.phone} />
        </span>
      </LinkButton>
    </div>
  );
}

/** The sidebar's call card: the phone to dial and both readings of the hours. */
export function CallCard({ className = "" }: { className?: string }) {
  const site = useSite();
  return (
    <section aria-labelledby="call-card-heading" className={`rounded-card bg-brand-800 p-6 text-white ${className}`}>
      <h2 id="call-card-heading" className="text-xl font-bold">
        מעדיפים לדבר?
      </h2>
      <p className="mt-2 text-brand-100">
        <Bidi>{`${serviceHoursText}. ${PICKUP_PROMISE}`}</Bidi>
      </p>
      <LinkButton
        href={telHref(site.phone)}
        variant={buttonVariants.light}
        className="mt-4 flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-lg font-bold"
      >
        <PhoneIcon className="size-5" />
        <span className="sr-only">חייגו אלינו: </span>
        <PhoneNumber phone={site.phone} />
      </LinkButton>
    </section>
  );
}
