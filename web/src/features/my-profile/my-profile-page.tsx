/**
 * The member's own profile (/profile): photos, the details others see, location, looks and interests,
 * edited as one draft and saved together, beside a live preview of the profile page others see. On
 * phones the preview is a tab of its own.
 */
import { NAME_MAX_LENGTH } from "@amora/contract/accounts";
import { dateOfBirthIssue, localDay } from "@amora/contract/field-rules";
import type { MyProfile, ProfileUpdateRequest } from "@amora/contract/my-profile";
import type { CountryRegions } from "@amora/contract/settings";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FeedbackToasts, useFeedbackToasts } from "../../components/feedback-toasts.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { checkedSchema, useRuleForm } from "../../components/rule-form.ts";
import {
  fieldIssues,
  locationIssues,
  useCountryRegions,
  useErrorText,
  useIssueText,
} from "../account/index.ts";
import type { SessionUser } from "../session/index.ts";
import { MemberOnly } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { myProfileQuery, useSaveProfile } from "./api.ts";
import { DetailsSections } from "./details-sections.tsx";
import { PhotoManager } from "./photo-manager.tsx";
import { ProfilePreview } from "./profile-preview.tsx";
import "../../components/account-page.scss";
import "./my-profile.scss";

export function MyProfilePage() {
  return <MemberOnly>{(user) => <MyProfileLoader user={user} />}</MemberOnly>;
}

function MyProfileLoader({ user }: { user: SessionUser }) {
  const { t } = useTranslation("members");
  const profile = useQuery(myProfileQuery);
  if (profile.isError) {
    return (
      <div className="container py-4">
        <LoadFailed text={t("editor.loadFailed")} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (profile.isPending) {
    return (
      <div className="container py-4" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t("editor.loading")}
        </span>
        <div className="placeholder-glow" aria-hidden="true">
          <span className="placeholder col-4 mb-4 d-block my-profile__placeholder-title" />
          <span className="placeholder col-12 d-block my-profile__placeholder-card" />
        </div>
      </div>
    );
  }
  return <ProfileEditor profile={profile.data} user={user} />;
}

/** The editable fields of a saved profile, as the form starts. */
export function draftOf(profile: MyProfile): ProfileUpdateRequest {
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.date_of_birth,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    about: profile.about,
    interests: profile.interests as ProfileUpdateRequest["interests"],
    hair_colour: profile.hair_colour,
    eye_colour: profile.eye_colour,
    body_type: profile.body_type,
    relationship_status: profile.relationship_status,
    height_cm: profile.height_cm,
  };
}

type Tab = "edit" | "preview";

const FIELDS_WITH_RULES = ["name", "date_of_birth", "country", "region", "city"] as const;

/**
 * The contract's rules that need nothing but the draft, checked before sending: the date of birth and the
 * location. The name's rule needs the account's e-mail address and stays the server's, which answers it
 * with the others' issues in one VALIDATION_FAILED.
 */
function profileIssues(draft: ProfileUpdateRequest, minAge: number, regions: CountryRegions | undefined) {
  return {
    date_of_birth: dateOfBirthIssue(draft.date_of_birth, minAge, localDay(new Date())) ?? undefined,
    ...locationIssues(draft, regions),
  };
}

function ProfileEditor({ profile, user }: { profile: MyProfile; user: SessionUser }) {
  const { t } = useTranslation(["members", "account"]);
  const errorText = useErrorText();
  const issueText = useIssueText();
  const settings = useLoadedSettings();
  const minAge = settings.min_age ?? 18;
  const save = useSaveProfile();
  const { toasts, notify, close } = useFeedbackToasts();
  const [tab, setTab] = useState<Tab>("edit");
  const saved = draftOf(profile);
  const server = save.isError ? fieldIssues(save.error) : {};
  // The chosen country's regions load after the form is made: the check reads them when it runs.
  const regionsRef = useRef<CountryRegions | undefined>(undefined);
  const schemaRef = useRef(
    checkedSchema<ProfileUpdateRequest>((draft) => profileIssues(draft, minAge, regionsRef.current)),
  );
  const form = useRuleForm(schemaRef.current, {
    defaultValues: saved,
    issueText: (code) => issueText(code, { min_age: minAge, max: NAME_MAX_LENGTH, label: regionLabel }),
    serverIssues: server,
  });
  const draft = form.watch();
  const regions = useCountryRegions(draft.country);
  regionsRef.current = regions.data;
  const regionLabel = regions.data ? t(`account:fields.regionLabelsLower.${regions.data.label}`) : "";
  const isDirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const errors = Object.fromEntries(FIELDS_WITH_RULES.map((field) => [field, form.issue(field)]));
  // Only these fields can be refused by the rules; anything else reads as the error's own text.
  const hasFieldErrors = FIELDS_WITH_RULES.some((field) => errors[field]);

  const change = (update: Partial<ProfileUpdateRequest>) => {
    for (const [name, value] of Object.entries(update)) {
      form.setField(name as keyof ProfileUpdateRequest, value);
    }
    if (save.isError) save.reset();
  };

  const submit = form.handleSubmit((checked) =>
    save.mutate(checked, {
      onSuccess: (answer) => {
        form.reset(draftOf(answer));
        notify(t("editor.saved"));
      },
    }),
  );

  return (
    <div className="container account-page my-profile">
      <header className="account-page__head my-profile__head">
        <div>
          <h1 className="account-page__title">{t("editor.title")}</h1>
          <p className="account-page__lead">{t("editor.lead")}</p>
        </div>
        <Link to={paths.member(profile.id)} className="btn btn-outline-primary rounded-pill">
          {t("editor.viewPublic")}
        </Link>
      </header>
      {profile.status === "disabled" && (
        <div className="alert alert-warning" role="alert">
          {t("editor.disabled")}
        </div>
      )}

      <div className="my-profile__tabs d-lg-none" role="tablist" aria-label={t("editor.tabsLabel")}>
        {(["edit", "preview"] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`my-profile__tab ${tab === key ? "is-active" : ""}`}
            onClick={() => setTab(key)}
          >
            {t(`editor.tabs.${key}`)}
          </button>
        ))}
      </div>

      <div className="my-profile__layout">
        <div className={`my-profile__editor ${tab === "edit" ? "" : "d-none d-lg-block"}`}>
          <PhotoManager profile={profile} paidUser={user.paid_user} />
          <form id="profile-form" onSubmit={submit} noValidate>
            <DetailsSections draft={draft} errors={errors} onChange={change} />
            <div className="my-profile__save-bar">
              <span className="my-profile__save-state" role="status">
                {save.isError && !hasFieldErrors
                  ? errorText(save.error)
                  : hasFieldErrors
                    ? t("editor.fixErrors")
                    : isDirty
                      ? t("editor.unsaved")
                      : ""}
              </span>
              <button
                type="button"
                className="btn btn-link"
                disabled={!isDirty || save.isPending}
                onClick={() => {
                  form.reset(saved);
                  save.reset();
                }}
              >
                {t("editor.undo")}
              </button>
              <button
                type="submit"
                className="btn btn-primary rounded-pill px-4"
                disabled={!isDirty || save.isPending}
              >
                {save.isPending ? t("editor.saving") : t("editor.save")}
              </button>
            </div>
          </form>
        </div>
        <aside
          className={`my-profile__preview ${tab === "preview" ? "" : "d-none d-lg-block"}`}
          aria-label={t("editor.previewLabel")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: on wide screens the preview scrolls on its own, and a scrolling region must take focus for the keyboard to scroll it (axe scrollable-region-focusable).
          tabIndex={0}
        >
          <p className="my-profile__preview-label">{t("editor.previewLabel")}</p>
          <ProfilePreview profile={profile} draft={draft} />
        </aside>
      </div>
      <FeedbackToasts toasts={toasts} onClose={close} closeLabel={t("block.close")} />
    </div>
  );
}
