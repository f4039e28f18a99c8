/**
 * The member's own profile (/profile): photos, the details others see, location, looks and interests,
 * edited as one draft and saved together, beside a live preview of the profile page others see. On
 * phones the preview is a tab of its own.
 */
import type { MyProfile, ProfileUpdateRequest } from "@amora/contract/my-profile";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FeedbackToasts, useFeedbackToasts } from "../../components/feedback-toasts.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { fieldIssues, useErrorText } from "../account/index.ts";
import type { SessionUser } from "../session/index.ts";
import { MemberOnly } from "../session/index.ts";
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

const FIELDS_WITH_RULES = new Set(["name", "date_of_birth", "country", "region", "city"]);

function ProfileEditor({ profile, user }: { profile: MyProfile; user: SessionUser }) {
  const { t } = useTranslation("members");
  const errorText = useErrorText();
  const save = useSaveProfile();
  const { toasts, notify, close } = useFeedbackToasts();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [tab, setTab] = useState<Tab>("edit");
  const saved = draftOf(profile);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const errors = save.isError ? fieldIssues(save.error) : {};
  // Only these fields can be refused by the server's rules; anything else reads as the error's own text.
  const hasFieldErrors = Object.keys(errors).some((field) => FIELDS_WITH_RULES.has(field));

  const change = (update: Partial<ProfileUpdateRequest>) => {
    setDraft((current) => ({ ...current, ...update }));
    if (save.isError) save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(draftOf(answer));
        notify(t("editor.saved"));
      },
    });
  };

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
                  setDraft(saved);
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
