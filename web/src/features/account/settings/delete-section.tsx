/**
 * Deleting the account (spec §2 delete-account flow): the password and an optional reason, a dialog that
 * first offers the company's delete_discount once (issue 17; taken, the account stays and the member gets
 * their code), then confirms; DELETE /api/account.php logs the member out and /account-deleted explains the
 * 14 days in which the e-mailed link reactivates the account (spec §4).
 */
import { REACTIVATION_DAYS } from "@amora/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { FormSection } from "../../../components/form-section.tsx";
import { TrashIcon } from "../../../components/member-icons.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { useRuleForm } from "../../../components/rule-form.ts";
import { TextAreaField } from "../../../components/text-field.tsx";
import { setSessionEnding } from "../../session/index.ts";
import { ACCOUNT_DELETED_STATE } from "../account-deleted-page.tsx";
import { accountApi } from "../api.ts";
import { DeleteOfferStep, TakenOfferPanel } from "../delete-offer-step.tsx";
import { AccountDeletionSchema } from "../form-rules.ts";
import { fieldIssues, useErrorText, useIssueText } from "../issues.ts";
import { answerDeleteOffer, useDeleteOffer } from "../privacy-api.ts";

export function DeleteSection() {
  const { t } = useTranslation("account");
  const issueText = useIssueText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  // Asked as soon as the member starts deleting, so it is there when the dialog opens.
  const offer = useDeleteOffer(isOpen);
  const answer = useMutation({ mutationFn: answerDeleteOffer });
  const isOffering = Boolean(offer.data) && !answer.isSuccess;
  const remove = useMutation({
    mutationFn: (input: { password: string; reason?: string }) => {
      setSessionEnding(true);
      return accountApi.deleteAccount(input);
    },
    // The deleted-account page forgets the member once it shows: forgetting here, while this members-only
    // page is still on screen, would send them to the login page instead.
    onSuccess: () => navigate(paths.accountDeleted, { replace: true, state: ACCOUNT_DELETED_STATE }),
    onError: () => {
      setSessionEnding(false);
      setConfirming(false);
    },
  });
  const server = fieldIssues(remove.error);
  const form = useRuleForm(AccountDeletionSchema, {
    defaultValues: { password: "", reason: "" },
    issueText,
    serverIssues: server,
    onEdit: (name) => {
      if (name === "password") remove.reset();
    },
  });

  return (
    <FormSection
      id="settings-delete"
      icon={TrashIcon}
      tone="danger"
      title={t("settings.delete.title")}
      lead={t("settings.delete.lead", { days: REACTIVATION_DAYS, count: REACTIVATION_DAYS })}
    >
      {!isOpen ? (
        <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
          {t("settings.delete.start")}
        </button>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(() => setConfirming(true))}>
          <PasswordField
            id="settings-delete-password"
            label={t("settings.delete.password")}
            showLabel={t("fields.showPassword")}
            hideLabel={t("fields.hidePassword")}
            autoComplete="current-password"
            {...form.field("password")}
          />
          <TextAreaField
            id="settings-delete-reason"
            label={t("settings.delete.reason")}
            help={t("settings.delete.reasonHelp")}
            rows={3}
            maxLength={500}
            {...form.register("reason")}
          />
          {remove.isError && Object.keys(server).length === 0 && (
            <div className="alert alert-danger" role="alert">
              {errorText(remove.error)}
            </div>
          )}
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-danger">
              {t("settings.delete.submit")}
            </button>
            <button
              type="button"
              className="btn btn-light"
              onClick={() => {
                setOpen(false);
                form.reset();
                remove.reset();
              }}
            >
              {t("settings.delete.cancel")}
            </button>
          </div>
        </form>
      )}

      <Modal
        show={isConfirming}
        onHide={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        backdrop={remove.isPending ? "static" : true}
        keyboard={!remove.isPending}
        centered
        aria-labelledby="delete-confirm-title"
      >
        <Modal.Body className="p-4 text-center">
          {answer.data ? (
            <>
              <TakenOfferPanel offer={answer.data} titleId="delete-confirm-title" />
              <button
                type="button"
                className="btn btn-light btn-lg w-100 mt-2"
                onClick={() => {
                  setConfirming(false);
                  setOpen(false);
                  form.reset();
                }}
              >
                {t("settings.delete.close")}
              </button>
            </>
          ) : isOffering && offer.data ? (
            <>
              {answer.isError && (
                <div className="alert alert-danger" role="alert">
                  {errorText(answer.error)}
                </div>
              )}
              <DeleteOfferStep
                percentage={offer.data.percentage}
                isPending={answer.isPending}
                onAnswer={(accept) => answer.mutate(accept)}
                titleId="delete-confirm-title"
              />
            </>
          ) : (
            <>
              <span className="settings-delete__icon">
                <TrashIcon size={28} />
              </span>
              <h2 id="delete-confirm-title" className="h4 mt-3">
                {t("settings.delete.confirmTitle")}
              </h2>
              <p className="text-body-secondary">
                {t("settings.delete.confirmText", { days: REACTIVATION_DAYS, count: REACTIVATION_DAYS })}
              </p>
              <div className="d-grid gap-2">
                <button
                  type="button"
                  className="btn btn-danger btn-lg"
                  disabled={remove.isPending}
                  onClick={() => {
                    const { password, reason } = form.getValues();
                    const trimmed = reason.trim();
                    remove.mutate({ password, ...(trimmed !== "" && { reason: trimmed }) });
                  }}
                >
                  {remove.isPending && (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  )}
                  {t("settings.delete.confirm")}
                </button>
                <button
                  type="button"
                  className="btn btn-light btn-lg"
                  disabled={remove.isPending}
                  onClick={() => setConfirming(false)}
                >
                  {t("settings.delete.keep")}
                </button>
              </div>
            </>
          )}
        </Modal.Body>
      </Modal>
    </FormSection>
  );
}
