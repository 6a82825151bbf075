/**
 * The vehicles a courier applying on the join-team page works with (app/content/join-team.ts's
 * requirements): stored as the key, shown as the label. Small on purpose: the form, its chat
 * message and the admin read it, and the form's chunk goes to every visitor.
 */
export const vehicleLabels = {
  motorcycle: "אופנוע או קטנוע",
  car: "רכב פרטי",
  van: "רכב מסחרי",
} as const;

export type Vehicle = keyof typeof vehicleLabels;

export const VEHICLES = Object.keys(vehicleLabels) as [Vehicle, ...Vehicle[]];

/** A stored vehicle's label; a value from elsewhere (written into the database by hand) as it is. */
export const vehicleLabel = (vehicle: string): string => (Object.hasOwn(vehicleLabels, vehicle) ? vehicleLabels[vehicle as Vehicle] : vehicle);
