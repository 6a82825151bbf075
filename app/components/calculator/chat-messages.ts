import { NOT_LISTED_CITY_ID, type City } from "../../content/cities.ts";
import type { PackageSize } from "../../content/package-sizes.ts";

const place = (city: City) => (city.id === NOT_LISTED_CITY_ID ? "עיר שאינה ברשימה" : city.name);

/** The prefilled chat message of the order-now button: the route, the size and the estimate shown. */
export function orderChatMessage(origin: City, destination: City, size: PackageSize, price: number | undefined): string {
  const lines = ["שלום, אשמח להזמין משלוח.", `מ: ${place(origin)}`, `אל: ${place(destination)}`, `גודל חבילה: ${size.name} (${size.description})`];
  if (price !== undefined) lines.push(`מחיר משוער במחשבון: ${price} ₪`);
  return lines.join("\n");
}

/** The prefilled chat message of the "is your city not listed?" panel. */
export function notListedChatMessage(origin: City, destination: City): string {
  return ["שלום, העיר שלי לא ברשימה במחשבון המשלוחים.", `מ: ${place(origin)}`, `אל: ${place(destination)}`, "אשמח לקבל הצעת מחיר."].join("\n");
}
