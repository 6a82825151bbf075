import type { City } from "../../content/cities";
import type { PackageSize } from "../../content/package-sizes";
import { telHref, whatsappHref } from "../../lib/phone";
import { useSite } from "../site";
import { orderChatMessage } from "./chat-messages";
import { PhoneNumber } from "../phone-number";

/** Order now: a chat carrying the current choice and estimate, or a call. */
export function OrderButtons({ origin, destination, size, price }: { origin: City; destination: City; size: PackageSize; price: number | undefined }) {
  const site = useSite();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <a
        href={whatsappHref(site.whatsappNumber, orderChatMessage(origin, destination, size, price))}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-card bg-whatsapp px-6 py-3 text-center text-xl font-bold text-white hover:brightness-110"
      >
        הזמינו עכשיו בוואטסאפ
      </a>
      <a href={telHref(site.phone)} className="rounded-card bg-accent-700 px-6 py-3 text-center text-lg font-bold text-white hover:brightness-90 sm:text-xl">
        התקשרו להזמנה: <PhoneNumber phone={site.phone} />
      </a>
    </div>
  );
}
