/**
 * Where a mailed deletion link lands (/delete-account/confirm?token=, issue 17): the delete_discount offer
 * first when there is one to show, then the confirmation with an optional reason, then "deleted" with the
 * same reactivation window as a deletion in the settings. A used or expired link asks for a new one.
 */
import { REACTIVATION_DAYS } from "@amora/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { TextAreaField } from "../../components/text-field.tsx";
import { useSearchParam } from "../../lib/navigation.tsx";
import { DeleteOfferStep, TakenOfferPanel } from "./delete-offer-step.tsx";
import { hasErrorCode, useErrorText } from "./issues.ts";
import { RequestLinkInvalid } from "./link-invalid.tsx";
import { answerMailedDeleteOffer, deleteByMailedLink, useDeletionLink } from "./privacy-api.ts";

export function DeleteAccountConfirmPage() {
  const { t } = useTranslation("privacy");
  const { t: tAccount } = useTranslation("account");
  const errorText = useErrorText();
  const token = useSearchParam("token") ?? "";
  const link = useDeletionLink(token);
  const [reason, setReason] = useState("");
  const offer = useMutation({ mutationFn: (accept: boolean) => answerMailedDeleteOffer(token, accept) });
  const remove = useMutation({ mutationFn: deleteByMailedLink });

  if (link.isPending) {
    return (
      <PageCard>
        <p className="text-center text-body-secondary mb-0" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t("deleteConfirm.checking")}
        </p>
      </PageCard>
    );
  }
  if (hasErrorCode(link.error, "LINK_INVALID") || hasErrorCode(remove.error, "LINK_INVALID")) {
    return <RequestLinkInvalid requestPath={paths.deleteAccount} />;
  }
  if (offer.data) {
    return (
      <PageCard>
        <TakenOfferPanel offer={offer.data} titleId="delete-offer-title" level={1} />
      </PageCard>
    );
  }
  if (remove.isSuccess) {
    return (
      <PageCard>
        <ResultPanel tone="success" title={t("deleteConfirm.doneTitle")}>
          <p className="mb-0">{t("deleteConfirm.done", { count: REACTIVATION_DAYS })}</p>
        </ResultPanel>
      </PageCard>
    );
  }
  const error = link.error ?? offer.error ?? remove.error;
  const alert = error && (
    <div className="alert alert-danger" role="alert">
      {errorText(error)}
    </div>
  );
  // The offer shows until answered; a declined one (answered, null) leads on to the confirmation.
  if (link.data && !offer.isSuccess) {
    return (
      <PageCard>
        {alert}
        <DeleteOfferStep
          percentage={link.data.percentage}
          level={1}
          isPending={offer.isPending}
          onAnswer={(accept) => offer.mutate(accept)}
          titleId="delete-offer-title"
        />
      </PageCard>
    );
  }
  return (
    <PageCard title={t("deleteConfirm.title")} lead={t("deleteConfirm.lead", { count: REACTIVATION_DAYS })}>
      {alert}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          remove.mutate({ token, ...(trimmed !== "" && { reason: trimmed }) });
        }}
      >
        <TextAreaField
          id="delete-confirm-reason"
          label={tAccount("settings.delete.reason")}
          help={tAccount("settings.delete.reasonHelp")}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn-danger btn-lg w-100"
          disabled={remove.isPending || !link.isSuccess}
        >
          {remove.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t("deleteConfirm.submit")}
        </button>
      </form>
    </PageCard>
  );
}
