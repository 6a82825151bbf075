import { describe, expect, it } from "vitest";
import { cities, cityById, NOT_LISTED_CITY_ID } from "../content/cities.ts";
import { packageSizes } from "../content/package-sizes.ts";
import {
  calculatorSetupFrom,
  calculatorSetupOf,
  estimate,
  estimateByDistance,
  estimateByTable,
  fixedPairPrice,
  greatCircleKm,
  roundWhole,
} from "./delivery-estimate.ts";
import { calculatorRatesOf, PER_AIR_KM, ROAD_FACTOR, startingPrices } from "./price-inputs.ts";

/** The installation's rates: the figures of the spec (docs/decisions/036). */
const rates = calculatorRatesOf(startingPrices);
const { small, medium, large } = rates.multipliers;
const c = cityById;
const table = (from: string, to: string, multiplier = small) => estimateByTable(rates, c(from), c(to), multiplier);
const distance = (from: string, to: string, multiplier = small) => estimateByDistance(rates, c(from), c(to), multiplier);

describe("the starting rates", () => {
  it("are the spec's: 40 within a city, at least 50, 1 shekel per road km, bands x1 / x1.3 / x1.6", () => {
    expect(rates.sameCity).toBe(40);
    expect(rates.minimum).toBe(50);
    expect(rates.perRoadKm).toBe(1);
    expect(rates.multipliers).toEqual({ small: 1, medium: 1.3, large: 1.6 });
    expect(ROAD_FACTOR).toBe(1.25);
    expect(PER_AIR_KM).toBe(3.45);
  });
});

describe("great-circle distance (haversine)", () => {
  it("is zero for the same point and symmetric", () => {
    expect(greatCircleKm(c("haifa"), c("haifa"))).toBe(0);
    expect(greatCircleKm(c("haifa"), c("eilat"))).toBeCloseTo(greatCircleKm(c("eilat"), c("haifa")), 9);
  });

  it("matches known distances between city centres", () => {
    expect(greatCircleKm(c("tel-aviv"), c("jerusalem"))).toBeGreaterThan(52);
    expect(greatCircleKm(c("tel-aviv"), c("jerusalem"))).toBeLessThan(56);
    expect(greatCircleKm(c("tel-aviv"), c("eilat"))).toBeGreaterThan(275);
    expect(greatCircleKm(c("tel-aviv"), c("eilat"))).toBeLessThan(290);
    // One degree of latitude is about 111.2 km on a 6371 km sphere.
    expect(greatCircleKm({ lat: 31, lng: 35 }, { lat: 32, lng: 35 })).toBeCloseTo(111.19, 1);
  });
});

describe("the table model (the default)", () => {
  it("prices Tel Aviv-Jerusalem 66 / 86 / 106 for small / medium / large", () => {
    expect(table("tel-aviv", "jerusalem", small)?.price).toBe(66);
    expect(table("tel-aviv", "jerusalem", medium)?.price).toBe(86); // 85.8
    expect(table("tel-aviv", "jerusalem", large)?.price).toBe(106); // 105.6
  });

  it("gives the same price for the pair reversed", () => {
    for (const size of packageSizes) {
      expect(table("jerusalem", "tel-aviv", rates.multipliers[size.id])?.price).toBe(table("tel-aviv", "jerusalem", rates.multipliers[size.id])?.price);
    }
    expect(table("haifa", "tel-aviv")?.price).toBe(95);
    expect(table("eilat", "tel-aviv")?.price).toBe(355);
  });

  it("prices Tel Aviv-Haifa 95, Tel Aviv-Beersheba 115, Tel Aviv-Eilat 355 (small)", () => {
    expect(table("tel-aviv", "haifa")?.price).toBe(95);
    expect(table("tel-aviv", "beer-sheva")?.price).toBe(115);
    expect(table("tel-aviv", "eilat")?.price).toBe(355);
  });

  it("prices the same city 40 x multiplier, with no distance", () => {
    expect(table("haifa", "haifa", small)).toEqual({ distanceKm: 0, price: 40 });
    expect(table("haifa", "haifa", medium)).toEqual({ distanceKm: 0, price: 52 });
    expect(table("haifa", "haifa", large)).toEqual({ distanceKm: 0, price: 64 });
  });

  it("prices a pair outside the table by road km (great-circle x 1.25) x 1 shekel, at least 50, x multiplier", () => {
    expect(fixedPairPrice(rates, "haifa", "jerusalem")).toBeUndefined();
    const roadKm = Math.round(greatCircleKm(c("haifa"), c("jerusalem")) * 1.25);
    expect(roadKm).toBe(145);
    expect(table("haifa", "jerusalem", small)).toEqual({ distanceKm: 145, price: 145 });
    expect(table("haifa", "jerusalem", medium)?.price).toBe(189); // 188.5
    expect(table("haifa", "jerusalem", large)?.price).toBe(232);
  });

  it("reads the rates it is given: the fixed pairs, the same-city price, the minimum, the per-km price", () => {
    const other = calculatorRatesOf({
      ...startingPrices,
      regularWithinCity: 45,
      regularBetweenCities: { low: 60, high: 310 },
      perRoadKm: 1.2,
      pairJerusalem: 70,
    });
    expect(fixedPairPrice(other, "jerusalem", "tel-aviv")).toBe(70);
    expect(estimateByTable(other, c("tel-aviv"), c("jerusalem"), 1)?.price).toBe(70);
    expect(estimateByTable(other, c("haifa"), c("haifa"), 1)?.price).toBe(45);
    expect(estimateByTable(other, c("tel-aviv"), c("ramat-gan"), 1)?.price).toBe(60);
    expect(estimateByTable(other, c("haifa"), c("jerusalem"), 1)?.price).toBe(174); // 145 x 1.2
    expect(estimateByDistance(other, c("tel-aviv"), c("ramat-gan"), 1)?.price).toBe(60);
  });

  it("applies the 50 minimum before the multiplier", () => {
    const near = table("tel-aviv", "ramat-gan", small);
    expect(near?.distanceKm).toBe(6);
    expect(near?.price).toBe(50);
    expect(table("tel-aviv", "ramat-gan", medium)?.price).toBe(65);
    expect(table("tel-aviv", "ramat-gan", large)?.price).toBe(80);
  });

  it("shows the rounded road estimate for table pairs too", () => {
    expect(table("tel-aviv", "jerusalem")?.distanceKm).toBe(Math.round(greatCircleKm(c("tel-aviv"), c("jerusalem")) * 1.25));
  });

  it("gives no price when either city is not listed", () => {
    expect(table(NOT_LISTED_CITY_ID, "jerusalem")).toBeNull();
    expect(table("tel-aviv", NOT_LISTED_CITY_ID)).toBeNull();
    expect(table(NOT_LISTED_CITY_ID, NOT_LISTED_CITY_ID)).toBeNull();
  });

  it("holds only the four known table values", () => {
    expect(rates.fixedPairs).toEqual([
      ["tel-aviv", "jerusalem", 66],
      ["tel-aviv", "haifa", 95],
      ["tel-aviv", "beer-sheva", 115],
      ["tel-aviv", "eilat", 355],
    ]);
  });
});

describe("the distance model", () => {
  it("prices round(max(50, km x 3.45 x multiplier)) on the whole great-circle km", () => {
    const km = Math.round(greatCircleKm(c("tel-aviv"), c("jerusalem")));
    expect(km).toBe(54);
    expect(distance("tel-aviv", "jerusalem", small)).toEqual({ distanceKm: 54, price: 186 }); // 186.3
    expect(distance("tel-aviv", "jerusalem", medium)?.price).toBe(242); // 242.19
    expect(distance("tel-aviv", "jerusalem", large)?.price).toBe(298); // 298.08
    expect(distance("jerusalem", "tel-aviv", large)?.price).toBe(298);
    for (const size of packageSizes) {
      const kmHaifaEilat = Math.round(greatCircleKm(c("haifa"), c("eilat")));
      expect(distance("haifa", "eilat", rates.multipliers[size.id])?.price).toBe(Math.round(Math.max(50, kmHaifaEilat * 3.45 * rates.multipliers[size.id])));
    }
  });

  it("ignores the fixed table", () => {
    expect(distance("tel-aviv", "haifa")?.price).not.toBe(95);
  });

  it("applies the 50 minimum after the multiplier", () => {
    // Tel Aviv-Ramat Gan: 4 km x 3.45 = 13.8, x 1.6 = 22.08: all below 50.
    expect(distance("tel-aviv", "ramat-gan", small)).toEqual({ distanceKm: 4, price: 50 });
    expect(distance("tel-aviv", "ramat-gan", large)?.price).toBe(50);
  });

  it("gives no price for the same city or a city without coordinates", () => {
    expect(distance("haifa", "haifa")).toBeNull();
    expect(distance("tel-aviv", NOT_LISTED_CITY_ID)).toBeNull();
    expect(distance(NOT_LISTED_CITY_ID, "tel-aviv")).toBeNull();
  });
});

describe("estimate() picks the model", () => {
  it("uses the table model for 'table' and the distance model for 'distance'", () => {
    expect(estimate(rates, "table", c("tel-aviv"), c("jerusalem"), "small")?.price).toBe(66);
    expect(estimate(rates, "distance", c("tel-aviv"), c("jerusalem"), "small")?.price).toBe(186);
    expect(estimate(rates, "table", c("jerusalem"), c("jerusalem"), "small")?.price).toBe(40);
    expect(estimate(rates, "distance", c("jerusalem"), c("jerusalem"), "small")).toBeNull();
    expect(estimate(rates, "table", c("tel-aviv"), c("jerusalem"), "large")?.price).toBe(106);
    expect(estimate(rates, "distance", c("tel-aviv"), c("jerusalem"), "medium")?.price).toBe(242);
  });
});

describe("rounding", () => {
  it("rounds halves up despite floating-point noise", () => {
    expect(roundWhole(65 * 1.3)).toBe(85); // 84.5
    expect(roundWhole(95 * 1.3)).toBe(124); // 123.5
    expect(roundWhole(84.49)).toBe(84);
  });
});

describe("city data", () => {
  it("has about 35 cities with Israeli coordinates, ending with 'not listed' at 0,0", () => {
    expect(cities.length).toBeGreaterThanOrEqual(33);
    expect(cities.length).toBeLessThanOrEqual(38);
    const last = cities.at(-1)!;
    expect(last).toEqual({ id: NOT_LISTED_CITY_ID, name: "העיר שלי לא ברשימה", lat: 0, lng: 0 });
    for (const city of cities.slice(0, -1)) {
      expect(city.lat, city.id).toBeGreaterThan(29.4);
      expect(city.lat, city.id).toBeLessThan(33.4);
      expect(city.lng, city.id).toBeGreaterThan(34.2);
      expect(city.lng, city.id).toBeLessThan(35.9);
      expect(city.name, city.id).toMatch(/^[\u0590-\u05FF ]+$/);
    }
    expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length);
    expect(new Set(cities.map((city) => city.name)).size).toBe(cities.length);
  });

  it("holds the table's cities, the city-page cities and Eilat", () => {
    const ids = new Set(cities.map((city) => city.id));
    const tableCities = ["tel-aviv", "jerusalem", "haifa", "beer-sheva", "bat-yam", "migdal-haemek", "netanya", "petah-tikva", "rishon-lezion"];
    const cityPageCities = ["tel-aviv", "jerusalem", "haifa", "beer-sheva", "netanya", "ashdod", "rishon-lezion", "petah-tikva"];
    for (const id of [...tableCities, ...cityPageCities, "eilat"]) expect(ids, id).toContain(id);
    for (const [a, b] of rates.fixedPairs) {
      expect(ids).toContain(a);
      expect(ids).toContain(b);
    }
  });

  it("treats an unknown id as 'not listed'", () => {
    expect(cityById("atlantis").id).toBe(NOT_LISTED_CITY_ID);
  });
});

describe("the calculator's setup, as the home page's data carries it", () => {
  it("is the model and the nine figures in one string, and reads back to the same rates", () => {
    expect(calculatorSetupOf("table", rates)).toBe("table 40 50 1 66 95 115 355 1.3 1.6");
    expect(calculatorSetupFrom(calculatorSetupOf("table", rates))).toEqual({ model: "table", rates });
    const owners = calculatorRatesOf({ ...startingPrices, regularWithinCity: 42, pairHaifa: 99, perRoadKm: 1.2, multiplierLarge: 1.75 });
    expect(calculatorSetupFrom(calculatorSetupOf("distance", owners))).toEqual({ model: "distance", rates: owners });
    expect(estimate(calculatorSetupFrom(calculatorSetupOf("table", owners)).rates, "table", c("tel-aviv"), c("haifa"), "large")?.price).toBe(
      roundWhole(99 * 1.75),
    );
  });
});
