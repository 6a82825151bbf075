import { useEffect, useId, useMemo, useState, useSyncExternalStore, type FormEvent } from "react";
import { cityById, cities, DEFAULT_DESTINATION_ID, DEFAULT_ORIGIN_ID } from "../../content/cities.ts";
import { DEFAULT_SIZE_ID, sizeById, type PackageSize } from "../../content/package-sizes.ts";
import { rememberQuote } from "../../lib/attribution.ts";
import { calculatorSetupFrom, estimate } from "../../lib/delivery-estimate.ts";
import { agentReply, calculatorFormTool, hasModelContext, registerTools } from "../../lib/webmcp.ts";
import { visitStorage } from "../attribution-recorder.tsx";
import { CitySelect } from "./city-select.tsx";
import { EstimateResult } from "./estimate-result.tsx";
import { OrderButtons } from "./order-buttons.tsx";
import { SizePicker } from "./size-picker.tsx";

const subscribeNothing = () => () => {};

/* Only an agent uses the price tool: it loads where the browser offers agents a model context, or on an agent's submit (issue 39). */
const loadPriceTool = () => import("../../content/webmcp-price-tool.ts");

/** False in the server HTML and during hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The delivery cost calculator (docs/product.md#the-calculator): origin, destination and size in, an
 * indicative distance and price out, recomputed on every change. The server HTML already
 * carries the default estimate (Tel Aviv-Jerusalem, small package). The rates are the published
 * price book's, from the page's data (decision 067).
 */
/** `setup` is the model and the published rates, as `calculatorSetupOf` writes them. */
export function DeliveryCalculator({ setup }: { setup: string }) {
  const { model: pricingModel, rates } = useMemo(() => calculatorSetupFrom(setup), [setup]);
  const headingId = useId();
  const [originId, setOriginId] = useState(DEFAULT_ORIGIN_ID);
  const [destinationId, setDestinationId] = useState(DEFAULT_DESTINATION_ID);
  const [sizeId, setSizeId] = useState<PackageSize["id"]>(DEFAULT_SIZE_ID);
  /** Whether the visitor (or an agent) has chosen anything: the default estimate alone is not theirs. */
  const [used, setUsed] = useState(false);
  const hydrated = useHydrated();

  const origin = cityById(originId);
  const destination = cityById(destinationId);
  const size = sizeById(sizeId);
  const result = estimate(rates, pricingModel, origin, destination, size.id);
  const price = result?.price;

  // The last estimate the visitor saw goes with their lead, if they send one (docs/decisions/020).
  useEffect(() => {
    if (used && price !== undefined) rememberQuote(visitStorage(), { from: origin.name, to: destination.name, size: sizeId, price, model: pricingModel });
  }, [used, price, origin.name, destination.name, sizeId, pricingModel]);

  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setUsed(true);
      set(value);
    };

  // Agents in the browser get the estimate as a WebMCP tool (docs/decisions/014).
  useEffect(() => {
    if (!hasModelContext()) return;
    let unregister = () => {};
    let unmounted = false;
    void loadPriceTool().then(({ priceEstimateTool }) => {
      if (!unmounted) unregister = registerTools([priceEstimateTool(pricingModel, rates)]);
    });
    return () => {
      unmounted = true;
      unregister();
    };
  }, [pricingModel, rates]);

  // The form is a declarative WebMCP tool: an agent fills the selects and submits; people never submit it.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reply = agentReply(event.nativeEvent);
    const data = new FormData(event.currentTarget);
    const input = { origin: data.get("origin"), destination: data.get("destination"), size: data.get("size") };
    const { priceForAgent } = await loadPriceTool();
    const answer = priceForAgent(pricingModel, rates, input);
    if (!("error" in answer)) {
      setOriginId(String(input.origin));
      setDestinationId(String(input.destination));
      setSizeId(sizeById(String(input.size)).id);
      setUsed(true);
    }
    reply(answer);
  }

  return (
    <section
      id="calculator"
      aria-labelledby={headingId}
      data-pricing-model={pricingModel}
      data-hydrated={hydrated ? "true" : undefined}
      className="scroll-mt-24 rounded-card border border-brand-100 bg-brand-50 p-5 shadow-sm md:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900 md:text-3xl">
        מחשבון עלות משלוח
      </h2>
      <p className="mt-2 text-muted">בחרו עיר מוצא, עיר יעד וגודל חבילה, וקבלו הערכת מחיר מיידית.</p>

      <form onSubmit={onSubmit} {...calculatorFormTool} toolautosubmit="" className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <CitySelect label="עיר מוצא" name="origin" cities={cities} value={originId} onChange={choose(setOriginId)} />
            <CitySelect label="עיר יעד" name="destination" cities={cities} value={destinationId} onChange={choose(setDestinationId)} />
          </div>
          <SizePicker value={sizeId} onChange={choose(setSizeId)} />
          <input type="hidden" name="size" value={sizeId} toolparamdescription="Package size: small (up to 5 kg), medium (5-15 kg) or large (15-30 kg)." />
        </div>

        <EstimateResult estimate={result} origin={origin} destination={destination} />
      </form>

      <OrderButtons origin={origin} destination={destination} size={size} price={result?.price} />
    </section>
  );
}
