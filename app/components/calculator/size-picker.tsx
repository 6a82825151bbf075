import { packageSizes, type PackageSize } from "../../content/package-sizes.ts";
import { Bidi } from "../bidi.tsx";
import { Button } from "../ui/button.tsx";

/** The package sizes as toggle buttons: exactly one is pressed. */
export function SizePicker({ value, onChange }: { value: PackageSize["id"]; onChange: (id: PackageSize["id"]) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-ink">גודל החבילה</legend>
      <div className="grid grid-cols-3 gap-2">
        {packageSizes.map((size) => {
          const pressed = size.id === value;
          return (
            <Button
              key={size.id}
              aria-pressed={pressed}
              onClick={() => onChange(size.id)}
              className={`flex flex-col items-center rounded-card border-2 px-2 py-3 text-center transition-colors ${
                pressed ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink hover:border-brand-500"
              }`}
            >
              <span className="font-bold">{size.name}</span>
              <span className={`text-sm ${pressed ? "text-white" : "text-muted"}`}>
                <Bidi>{size.description}</Bidi>
              </span>
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
