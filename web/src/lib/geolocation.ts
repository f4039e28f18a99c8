/**
 * The browser's geolocation (spec §4, §9): the permission state — "unsupported" without the API,
 * "unknown" where the Permissions API cannot say, else the browser's own state, kept current — and one
 * position at most an hour old.
 */
import { GEOLOCATION_MAX_AGE_MS } from "@amora/contract/constants";
import { useEffect, useState } from "react";

export type GeolocationPermission = "unsupported" | "unknown" | PermissionState;

function initialPermission(): GeolocationPermission {
  return typeof navigator !== "undefined" && "geolocation" in navigator ? "unknown" : "unsupported";
}

export function useGeolocationPermission(): GeolocationPermission {
  const [permission, setPermission] = useState(initialPermission);

  useEffect(() => {
    if (initialPermission() === "unsupported" || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    const follow = () => {
      if (status) setPermission(status.state);
    };
    navigator.permissions
      .query({ name: "geolocation" })
      .then((answer) => {
        if (cancelled) return;
        status = answer;
        follow();
        status.addEventListener("change", follow);
      })
      // Some browsers refuse to say for geolocation; the state stays "unknown" and asking still works.
      .catch(() => {});
    return () => {
      cancelled = true;
      status?.removeEventListener("change", follow);
    };
  }, []);

  return permission;
}

/** One position; a fix from the last hour is good enough to find a town. */
export function currentPosition(timeoutMs = 15_000): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      maximumAge: GEOLOCATION_MAX_AGE_MS,
      timeout: timeoutMs,
      enableHighAccuracy: false,
    }),
  );
}
