/**
 * Logging out from the account menu or the footer: the server ends the session, the member lands on the
 * home page, and only once that page shows is the member forgotten here. Forgetting earlier would make a
 * members-only page that is still on screen send them to the login page instead.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { logOut } from "./api.ts";
import { clearSession } from "./session.ts";

export function useLeave() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [hasLeft, setLeft] = useState(false);

  useEffect(() => {
    if (!hasLeft || pathname !== paths.home) return;
    setLeft(false);
    clearSession(queryClient);
  }, [hasLeft, pathname, queryClient]);

  return useMutation({
    mutationFn: async () => {
      try {
        await logOut();
      } finally {
        await navigate(paths.home);
        setLeft(true);
      }
    },
  });
}
