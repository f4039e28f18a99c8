/**
 * "Use my location": asks the browser for a position (at most an hour old), turns it into a town with
 * GET /api/geocode.php and fills the pickers. A failed lookup is kept as `false` (spec §7) and the member
 * picks by hand; the button follows the permission state (spec §4): hidden when unsupported, replaced by
 * a hint when the browser blocks it.
 */
import type { Geocode } from "@amora/contract/geocode";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MapPinIcon } from "../../components/member-icons.tsx";
import { ApiError } from "../../lib/api-errors.ts";
import { currentPosition, useGeolocationPermission } from "../../lib/geolocation.ts";
import type { Location } from "../account/index.ts";
import { geocode } from "./api.ts";

type Outcome = "found" | "denied" | "unavailable" | "notFound" | "outside" | "failed";

const POSITION_DENIED = 1;

async function locate(): Promise<Geocode | false | Outcome> {
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    return (error as GeolocationPositionError).code === POSITION_DENIED ? "denied" : "unavailable";
  }
  try {
    return await geocode(position.coords.latitude, position.coords.longitude);
  } catch (error) {
    if (error instanceof ApiError && error.code === "LOCATION_NOT_FOUND") return false;
    return "failed";
  }
}

export function UseMyLocation({
  countries,
  onFound,
}: {
  countries: readonly string[];
  onFound: (location: Location) => void;
}) {
  const { t } = useTranslation("members");
  const permission = useGeolocationPermission();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: Outcome; place?: string } | null>(null);

  if (permission === "unsupported") return null;

  const run = async () => {
    setBusy(true);
    setOutcome(null);
    const answer = await locate();
    setBusy(false);
    if (typeof answer === "string") {
      setOutcome({ kind: answer });
      return;
    }
    // The lookup's answer is the place, or false when it found none (spec §7).
    if (answer === false) setOutcome({ kind: "notFound" });
    else if (!countries.includes(answer.country)) setOutcome({ kind: "outside" });
    else {
      onFound(answer as Location);
      setOutcome({ kind: "found", place: answer.city });
    }
  };

  return (
    <div className="use-my-location mb-3">
      {permission === "denied" ? (
        <p className="use-my-location__hint mb-0">
          <MapPinIcon size={16} /> {t("editor.location.blocked")}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary rounded-pill d-inline-flex align-items-center gap-2"
          onClick={() => void run()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <MapPinIcon size={18} />
          )}
          {busy ? t("editor.location.locating") : t("editor.location.use")}
        </button>
      )}
      <p
        className={`use-my-location__status mb-0 ${outcome?.kind === "found" ? "text-success" : "text-body-secondary"}`}
        role="status"
      >
        {outcome && t(`editor.location.${outcome.kind}`, { place: outcome.place })}
      </p>
    </div>
  );
}
