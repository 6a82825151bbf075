import { useId } from "react";
import type { City } from "../../content/cities.ts";

export function CitySelect({
  label,
  name,
  cities,
  value,
  onChange,
}: {
  label: string;
  /** The field's name in the calculator's form (its WebMCP tool parameter). */
  name: string;
  cities: readonly City[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-card border border-gray-500 bg-white px-3 py-2.5 text-base text-ink focus:border-brand-600"
      >
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </select>
    </div>
  );
}
