import { whatsappHref } from "../lib/phone";
import { ChatIcon } from "./icons";
import { useSite } from "./site";

/** The floating chat button (spec 2): small screens only, bottom-left, the chat opens in a new tab. */
export function ChatButton() {
  const site = useSite();
  return (
    <a
      href={whatsappHref(site.whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="צרו קשר בוואטסאפ"
      className="fixed bottom-4 end-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:brightness-95 md:hidden"
    >
      <ChatIcon className="size-7" />
    </a>
  );
}
