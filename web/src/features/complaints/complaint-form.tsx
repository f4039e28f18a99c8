/**
 * The complaint form (spec §2 /complaints; the customer-service page presets `question`): what it is about,
 * the description with a character counter, optionally the profile (a pasted link or its number) and, for a
 * member, one of their conversations; a visitor's e-mail address and name. Each problem shows under its field
 * after the first try and follows the typing; nothing typed is lost on an error. On success a card shows the
 * reference and that a receipt was mailed.
 */
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  type ComplaintCategory,
} from "@amora/contract/complaints";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ResultPanel } from "../../components/result-panel.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/text-field.tsx";
import { fieldIssues, useErrorText } from "../account/index.ts";
import { chatsQuery } from "../chat/index.ts";
import { useSessionUser } from "../session/index.ts";
import { fileComplaint } from "./api.ts";
import {
  type ComplaintDraft,
  type ComplaintField,
  type ComplaintIssue,
  characterCount,
  checkComplaint,
  PROFILE_EXAMPLE,
  serverIssue,
  toComplaintRequest,
} from "./complaint-input.ts";
import "./complaints.scss";

const DRAFT_FIELDS: Record<keyof ComplaintDraft, ComplaintField> = {
  category: "category",
  description: "description",
  profile: "profile_id",
  conversation: "conversation_id",
  email: "email",
  name: "name",
};

export function ComplaintForm({ category = "" }: { category?: ComplaintCategory | "" }) {
  const { t } = useTranslation("complaints");
  const id = useId();
  const member = useSessionUser() !== null;
  const errorText = useErrorText();
  const [draft, setDraft] = useState<ComplaintDraft>({
    category,
    description: "",
    profile: "",
    conversation: "",
    email: "",
    name: "",
  });
  const [tried, setTried] = useState(false);
  const [serverIssues, setServerIssues] = useState<Partial<Record<string, ComplaintIssue>>>({});
  const send = useMutation({
    mutationFn: fileComplaint,
    onError: (error) =>
      setServerIssues(
        Object.fromEntries(
          Object.entries(fieldIssues(error)).map(([field, code]) => [field, serverIssue(field, code)]),
        ),
      ),
  });
  const chats = useInfiniteQuery({ ...chatsQuery, enabled: member });
  const done = useRef<HTMLDivElement>(null);
  // The confirmation replaces the form: bring it into view and to screen readers' attention.
  useEffect(() => {
    if (send.isSuccess) done.current?.focus();
  }, [send.isSuccess]);

  const ownIssues = tried ? checkComplaint(draft, member) : {};
  const issue = (field: ComplaintField) => {
    const found = ownIssues[field] ?? serverIssues[field];
    // The codes are the catalogue's keys (complaint-input.ts makes them); an unknown one shows as its key.
    return found ? t(`issues.${found.code}` as "issues.category_required", found.values ?? {}) : undefined;
  };
  const update = (change: Partial<ComplaintDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    const fields = Object.keys(change).map((key) => DRAFT_FIELDS[key as keyof ComplaintDraft]);
    setServerIssues((current) =>
      Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f as ComplaintField))),
    );
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const problems = checkComplaint(draft, member);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    send.mutate(toComplaintRequest(draft, member));
  }

  if (send.isSuccess) {
    return (
      <div ref={done} tabIndex={-1} className="complaint-done">
        <ResultPanel
          tone="mail"
          level={2}
          title={t("done.title")}
          actions={
            <button
              type="button"
              className="btn btn-outline-primary rounded-pill"
              onClick={() => {
                send.reset();
                setTried(false);
                setDraft((current) => ({ ...current, description: "", profile: "", conversation: "" }));
              }}
            >
              {t("done.another")}
            </button>
          }
        >
          <p className="complaint-reference">
            <span className="complaint-reference__label">{t("done.reference")}</span>
            <strong className="complaint-reference__value">{send.data}</strong>
          </p>
          <p className="mb-0">
            {member ? t("done.textMember") : t("done.text", { email: draft.email.trim() })}
          </p>
        </ResultPanel>
      </div>
    );
  }

  const length = characterCount(draft.description);
  const otherError = send.isError && Object.keys(fieldIssues(send.error)).length === 0;
  const conversations = chats.data?.pages.flatMap((page) => page.chats) ?? [];
  return (
    <form className="complaint-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="complaint-form__title">
        {t("form.title")}
      </h2>
      {otherError && (
        <div className="alert alert-danger" role="alert">
          {errorText(send.error)}
        </div>
      )}
      <SelectField
        id={`${id}-category`}
        label={t("form.category")}
        value={draft.category}
        error={issue("category")}
        onChange={(event) => update({ category: event.target.value as ComplaintCategory })}
      >
        <option value="">{t("form.choose")}</option>
        {COMPLAINT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`form.categories.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-description`}
        label={t("form.description")}
        help={t("form.descriptionHelp", { count: COMPLAINT_DESCRIPTION_MIN })}
        rows={7}
        value={draft.description}
        error={issue("description")}
        className="mb-1"
        onChange={(event) => update({ description: event.target.value })}
      />
      <p
        className={`complaint-form__counter${length > COMPLAINT_DESCRIPTION_MAX ? " is-over" : ""}`}
        aria-live="polite"
      >
        {t("form.counter", { length, max: COMPLAINT_DESCRIPTION_MAX })}
      </p>
      <TextField
        id={`${id}-profile_id`}
        label={t("form.profile")}
        help={t("form.profileHelp", { example: PROFILE_EXAMPLE })}
        value={draft.profile}
        error={issue("profile_id")}
        inputMode="url"
        autoComplete="off"
        onChange={(event) => update({ profile: event.target.value })}
      />
      {member && (
        <SelectField
          id={`${id}-conversation_id`}
          label={t("form.conversation")}
          value={draft.conversation}
          error={issue("conversation_id")}
          onChange={(event) => update({ conversation: event.target.value })}
        >
          <option value="">{t("form.noConversation")}</option>
          {conversations.map((chat) => (
            <option key={chat.conversation} value={String(chat.conversation)}>
              {chat.member.name}
            </option>
          ))}
        </SelectField>
      )}
      {!member && (
        <div className="complaint-form__contact">
          <TextField
            id={`${id}-email`}
            label={t("form.email")}
            help={t("form.emailHelp")}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={draft.email}
            error={issue("email")}
            onChange={(event) => update({ email: event.target.value })}
          />
          <TextField
            id={`${id}-name`}
            label={t("form.name")}
            autoComplete="name"
            value={draft.name}
            error={issue("name")}
            onChange={(event) => update({ name: event.target.value })}
          />
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-lg rounded-pill w-100" disabled={send.isPending}>
        {send.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {send.isPending ? t("form.sending") : t("form.submit")}
      </button>
    </form>
  );
}
