import { telHref, whatsappHref } from "../../lib/phone";
import { ChatIcon, PhoneIcon } from "../icons";
import { useSite } from "../site";
import { PhoneNumber } from "../phone-number";
import { Bidi } from "../bidi";
import { serviceHoursText } from "../../lib/site-config";

const GREETING = "שלום, אשמח לקבל פרטים על משלוח";

/** A chat button and a call button, side by side (hero, calls to action). */
export function ContactButtons({ className = "", inverted = false }: { className?: string; inverted?: boolean }) {
  const site = useSite();
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <a
        href={whatsappHref(site.whatsappNumber, GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center justify-center gap-2 rounded-card bg-whatsapp px-6 py-3 text-lg font-bold text-white hover:brightness-110"
      >
        <ChatIcon className="size-6" />
        כתבו לנו בוואטסאפ
      </a>
      <a
        href={telHref(site.phone)}
        className={`flex items-center justify-center gap-2 rounded-card px-6 py-3 text-lg font-bold ${
          inverted ? "bg-white text-brand-800 hover:bg-brand-50" : "bg-accent-700 text-white hover:bg-accent-800"
        }`}
      >
        <PhoneIcon className="size-6" />
        <span>
          התקשרו: <PhoneNumber phone={site.phone} />
        </span>
      </a>
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
        <Bidi>{`${serviceHoursText}. שליח מגיע אליכם תוך שעה.`}</Bidi>
      </p>
      <a href={telHref(site.phone)} className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 text-lg font-bold text-brand-800 hover:bg-brand-50">
        <PhoneIcon className="size-5" />
        <span className="sr-only">חייגו אלינו: </span>
        <PhoneNumber phone={site.phone} />
      </a>
    </section>
  );
}
