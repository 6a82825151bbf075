import { whatsappHref } from "../lib/phone.ts";
import { ChatIcon } from "./icons.tsx";
import { LinkButton } from "./ui/button.tsx";
import { useSite } from "./use-site.ts";

/** The floating chat button: small screens only, bottom-left, the chat opens in a new tab. */
export function ChatButton() {
  const site = useSite();
  return (
    <LinkButton
      href={whatsappHref(site.whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="צרו קשר בוואטסאפ"
      className="fixed bottom-4 end-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:bg-whatsapp-dark md:hidden"
    >
      <ChatIcon className="size-7" />
    </LinkButton>
  );
}
