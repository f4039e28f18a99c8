/**
 * "Turn e-mails back on" for a member whose notification mail stopped (a bounce, a spam complaint, an
 * unsubscribe from all): it mails a link to the account's address, and only the click on it turns mail back
 * on, which proves the address receives mail again. Shown by the disabled-notifications alert and settings.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sessionUserQuery } from "../session/index.ts";
import { accountApi } from "./api.ts";
import { hasErrorCode, useErrorText } from "./issues.ts";

export function ReenableNotificationsAction({
  email,
  className,
  sentClassName = "fw-semibold",
}: {
  email: string;
  /** The button's classes. */
  className: string;
  /** The "we sent you a link" line's classes. */
  sentClassName?: string;
}) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const reenable = useMutation({
    mutationFn: accountApi.requestNotificationsReenable,
    onError: (error) => {
      // Mail is on already (turned on from another tab or device): the member's state here is old.
      if (hasErrorCode(error, "NOTIFICATIONS_NOT_DISABLED")) {
        void queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey });
      }
    },
  });
  if (reenable.isSuccess) {
    return (
      <span className={sentClassName} role="status">
        {t("notificationsReenable.sent", { email })}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={reenable.isPending}
        onClick={() => reenable.mutate()}
      >
        {t("notificationsReenable.action")}
      </button>
      {reenable.isError && (
        <span className="text-danger" role="alert">
          {errorText(reenable.error)}
        </span>
      )}
    </>
  );
}
