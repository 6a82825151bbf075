import type { City } from "../../content/cities.ts";
import type { PackageSize } from "../../content/package-sizes.ts";
import { telHref, whatsappHref } from "../../lib/phone.ts";
import { useSite } from "../use-site.ts";
import { orderChatMessage } from "./chat-messages.ts";
import { PhoneNumber } from "../phone-number.tsx";
import { buttonSizes, buttonVariants, LinkButton } from "../ui/button.tsx";

/** Order now: a chat carrying the current choice and estimate, or a call. */
export function OrderButtons({ origin, destination, size, price }: { origin: City; destination: City; size: PackageSize; price: number | undefined }) {
  const site = useSite();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <LinkButton
        href={whatsappHref(site.whatsappNumber, orderChatMessage(origin, destination, size, price))}
        target="_blank"
        rel="noopener noreferrer"
        variant={buttonVariants.chat}
        className="rounded-card px-6 py-3 text-center text-xl font-bold"
      >
        הזמינו עכשיו בוואטסאפ
      </LinkButton>
      {/* Darker on hover, like the chat button beside it. */}
      <LinkButton href={telHref(site.phone)} size={buttonSizes.lg} className="bg-accent-700 text-center text-white hover:bg-accent-800 sm:text-xl">
        התקשרו להזמנה: <PhoneNumber phone={site.phone} />
      </LinkButton>
    </div>
  );
}
