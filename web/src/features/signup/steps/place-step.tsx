/** Signup step 2: country, region and city, the country preselected from the visitor's location. */
import { LocationFields } from "../../account/index.ts";
import type { StepProps } from "./step-props.ts";

export function PlaceStep({ idPrefix, draft, update, problem, disabled }: StepProps) {
  const text = (field: "country" | "region" | "city") => {
    const value = problem(field);
    return value ? String(value) : undefined;
  };
  return (
    <LocationFields
      idPrefix={idPrefix}
      value={draft}
      onChange={update}
      errors={{ country: text("country"), region: text("region"), city: text("city") }}
      disabled={disabled}
    />
  );
}
