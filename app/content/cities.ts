/**
 * The calculator's city list (docs/product.md#the-calculator): about 35 Israeli cities with the coordinates of
 * their centres (WGS84, degrees), ending with the "my city is not listed" option at 0,0.
 * It holds the nine cities of the fixed price table, the eight city-page cities and Eilat.
 */
export interface City {
  /** Stable key: the select's value and the price table's key. */
  id: string;
  /** Hebrew name, as shown. */
  name: string;
  lat: number;
  lng: number;
}

export const NOT_LISTED_CITY_ID = "not-listed";

const city = (id: string, name: string, lat: number, lng: number): City => ({ id, name, lat, lng });

export const cities: readonly City[] = [
  // The fixed price table's cities, the city pages' cities and Eilat first: the most asked-for.
  city("tel-aviv", "תל אביב", 32.0853, 34.7818),
  city("jerusalem", "ירושלים", 31.7683, 35.2137),
  city("haifa", "חיפה", 32.794, 34.9896),
  city("beer-sheva", "באר שבע", 31.2518, 34.7913),
  city("netanya", "נתניה", 32.3215, 34.8532),
  city("ashdod", "אשדוד", 31.8014, 34.6435),
  city("rishon-lezion", "ראשון לציון", 31.973, 34.7925),
  city("petah-tikva", "פתח תקווה", 32.0871, 34.8875),
  city("bat-yam", "בת ים", 32.0171, 34.7454),
  city("migdal-haemek", "מגדל העמק", 32.6757, 35.2395),
  city("eilat", "אילת", 29.5577, 34.9519),
  // Then the rest, north to south.
  city("kiryat-shmona", "קריית שמונה", 33.2073, 35.5697),
  city("nahariya", "נהריה", 33.0058, 35.0981),
  city("safed", "צפת", 32.9646, 35.496),
  city("karmiel", "כרמיאל", 32.9171, 35.305),
  city("akko", "עכו", 32.9281, 35.0818),
  city("tiberias", "טבריה", 32.7922, 35.5312),
  city("nazareth", "נצרת", 32.6996, 35.3035),
  city("afula", "עפולה", 32.6078, 35.2897),
  city("hadera", "חדרה", 32.434, 34.9196),
  city("kfar-saba", "כפר סבא", 32.1782, 34.9076),
  city("raanana", "רעננה", 32.1848, 34.8713),
  city("herzliya", "הרצליה", 32.1624, 34.8447),
  city("hod-hasharon", "הוד השרון", 32.1593, 34.8932),
  city("ramat-gan", "רמת גן", 32.0684, 34.8248),
  city("bnei-brak", "בני ברק", 32.0807, 34.8338),
  city("holon", "חולון", 32.0158, 34.7874),
  city("lod", "לוד", 31.9516, 34.8953),
  city("ramla", "רמלה", 31.9279, 34.8625),
  city("modiin", "מודיעין", 31.898, 35.0104),
  city("rehovot", "רחובות", 31.8928, 34.8113),
  city("beit-shemesh", "בית שמש", 31.747, 34.9881),
  city("ashkelon", "אשקלון", 31.6688, 34.5743),
  city("kiryat-gat", "קריית גת", 31.61, 34.7642),
  city("dimona", "דימונה", 31.0694, 35.0333),
  // Always last: no coordinates, so no price; the calculator offers a chat instead.
  city(NOT_LISTED_CITY_ID, "העיר שלי לא ברשימה", 0, 0),
];

export const DEFAULT_ORIGIN_ID = "tel-aviv";
export const DEFAULT_DESTINATION_ID = "jerusalem";

const byId = new Map(cities.map((c) => [c.id, c]));

/** The city with this id; an unknown id is treated as "not listed". */
export function cityById(id: string): City {
  return byId.get(id) ?? byId.get(NOT_LISTED_CITY_ID)!;
}
