import type { City } from "../../content/cities.ts";
import type { Estimate } from "../../lib/delivery-estimate.ts";
import { calculatorTierLabel, VAT_NOTE } from "../../content/price-book.ts";
import { whatsappHref } from "../../lib/phone.ts";
import { Bidi } from "../bidi.tsx";
import { useSite } from "../use-site.ts";
import { buttonVariants, LinkButton } from "../ui/button.tsx";
import { notListedChatMessage } from "./chat-messages.ts";

/**
 * The estimate, or the "is your city not listed?" panel when no price can be computed.
 * A polite live region: screen readers announce each new estimate.
 */
export function EstimateResult({ estimate, origin, destination }: { estimate: Estimate | null; origin: City; destination: City }) {
  return (
    <div className="flex flex-col gap-3">
      <div aria-live="polite" aria-atomic="true" className="flex-1 rounded-card border border-brand-200 bg-white p-5">
        {estimate ? (
          <EstimateFigures estimate={estimate} tier={calculatorTierLabel(origin.id, destination.id)} />
        ) : (
          <NotListedPanel origin={origin} destination={destination} />
        )}
      </div>
      <p className="text-sm text-muted">{VAT_NOTE} המחיר המוצג הוא הערכה בלבד. המחיר הסופי תלוי במרחק המדויק, בשעות, ביום בשבוע, במזג האוויר ובמצב הכבישים.</p>
    </div>
  );
}

function EstimateFigures({ estimate, tier }: { estimate: Estimate; tier: string }) {
  return (
    <dl className="grid gap-4">
      {estimate.distanceKm > 0 && (
        <div>
          <dt className="text-muted">מרחק משוער</dt>
          <dd className="text-xl font-semibold text-ink" data-testid="calculator-distance">
            {`${estimate.distanceKm} ק״מ`}
          </dd>
        </div>
      )}
      <div>
        <dt className="text-muted">מחיר משוער</dt>
        <dd className="text-4xl font-bold text-brand-800" data-testid="calculator-price">
          {`${estimate.price} ₪`}
        </dd>
        <dd className="mt-1 text-ink" data-testid="calculator-tier">
          {/* "24–48 שעות" reads 48–24 in a right-to-left line unless its run is isolated. */}
          <Bidi>{tier}</Bidi>
        </dd>
      </div>
    </dl>
  );
}

function NotListedPanel({ origin, destination }: { origin: City; destination: City }) {
  const site = useSite();
  return (
    <div data-testid="calculator-not-listed">
      <h3 className="text-xl font-bold text-brand-900">העיר שלכם לא ברשימה?</h3>
      <p className="mt-2 text-ink">כתבו לנו מאיפה ולאן, ונחזור אליכם עם הצעת מחיר מדויקת.</p>
      <LinkButton
        href={whatsappHref(site.whatsappNumber, notListedChatMessage(origin, destination))}
        target="_blank"
        rel="noopener noreferrer"
        variant={buttonVariants.chat}
        className="mt-4 inline-block rounded-card px-5 py-3 text-xl font-bold"
      >
        שלחו לנו הודעה בוואטסאפ
      </LinkButton>
    </div>
  );
}
