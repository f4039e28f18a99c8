/** A profile as others see it: gallery with locked photos, details, the action bar, block and report in an overflow menu. */
import type { ProfileView } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import Dropdown from "react-bootstrap/Dropdown";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { FeedbackToasts, useFeedbackToasts } from "../../components/feedback-toasts.tsx";
import { FictionalMark } from "../../components/member-card.tsx";
import { LockIcon } from "../../components/member-icons.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";
import { RealPersonButton } from "../real-person/index.ts";
import { ReportDialog } from "../reports/index.ts";
import { loginPath, useSessionUser } from "../session/index.ts";
import { regionsQuery, useLoadedSettings } from "../site/index.ts";
import { useBlockMember } from "./api.ts";
import "./members.scss";

/**
 * A profile as others see it. As a `preview` (the editor's live preview) it is a part of another page:
 * its heading is an h2 and it has no actions. The profile page passes the `actions` (profile-actions.tsx):
 * they use the likes and signup features, which read this feature's queries, so the details that
 * my-profile shows through index.ts do not import them (decision 026).
 */
export function ProfileDetails({
  profile,
  settings,
  preview = false,
  actions,
}: {
  profile: ProfileView;
  settings: Settings;
  preview?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(["members", "common"]);
  const user = useSessionUser();
  const ownProfile = preview || user?.profile.id === profile.id;
  const Heading = preview ? "h2" : "h1";
  const regionName = useRegionName(profile.country, profile.region);
  const attributes = [
    profile.hair_colour && [t("attributes.hair"), t(`values.hair.${profile.hair_colour}`)],
    profile.eye_colour && [t("attributes.eyes"), t(`values.eyes.${profile.eye_colour}`)],
    profile.body_type && [t("attributes.bodyType"), t(`values.bodyType.${profile.body_type}`)],
    profile.relationship_status && [
      t("attributes.relationshipStatus"),
      t(`values.relationshipStatus.${profile.relationship_status}`),
    ],
    profile.height_cm != null && [t("attributes.height"), t("values.height", { cm: profile.height_cm })],
  ].filter((entry): entry is [string, string] => Boolean(entry));

  return (
    <div className={preview ? "profile-page profile-page--preview" : "container py-3 py-md-4 profile-page"}>
      <div className="row g-4">
        <div className={preview ? "col-12" : "col-md-5 col-lg-4"}>
          <Gallery profile={profile} settings={settings} />
        </div>
        <div className={preview ? "col-12" : "col-md-7 col-lg-8"}>
          <div className="d-flex align-items-start justify-content-between gap-2">
            <div>
              <Heading className="h3 mb-1 d-flex align-items-center gap-2">
                {t("common:memberCard.nameAge", { name: profile.name, age: profile.age })}
                {profile.fictional && (
                  <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} spelled />
                )}
              </Heading>
              <p className="text-body-secondary mb-2">
                {[profile.city, regionName].filter(Boolean).join(", ")}
              </p>
              {!ownProfile && (
                <p className="mb-3">
                  <RealPersonButton profileId={profile.id} name={profile.name} />
                </p>
              )}
            </div>
            {user && !ownProfile && <BlockMenu profile={profile} />}
          </div>
          {profile.fictional && (
            <p className="small text-body-secondary" data-testid="fictional-warning">
              {settings.fictional_warning}
            </p>
          )}
          {profile.about && (
            <section className="mb-3">
              <h2 className="h6">{t("profile.about")}</h2>
              <p className="mb-0" style={{ whiteSpace: "pre-line" }}>
                {profile.about}
              </p>
            </section>
          )}
          {profile.interests && profile.interests.length > 0 && (
            <section className="mb-3">
              <h2 className="h6">{t("profile.interests")}</h2>
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                {profile.interests.map((interest) => (
                  <li key={interest} className="profile-chip">
                    {t(`interests.${interest}` as "interests.relationship", { defaultValue: interest })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {attributes.length > 0 && (
            <section className="mb-3">
              <h2 className="h6">{t("profile.attributes")}</h2>
              <dl className="row mb-0">
                {attributes.map(([label, value]) => (
                  <div key={label} className="col-6 col-lg-4 mb-2">
                    <dt className="small text-body-secondary fw-normal">{label}</dt>
                    <dd className="mb-0">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>
      {!ownProfile && actions}
    </div>
  );
}

/** A region's name: from the settings for their country, from the (cached) regions call for others. */
function useRegionName(country: string, code: string): string {
  const settings = useLoadedSettings();
  const fromSettings = settings.region_data.country === country ? settings.region_data : undefined;
  const all = useQuery({ ...regionsQuery, enabled: code !== "" && fromSettings === undefined });
  const regions = fromSettings ?? all.data?.[country];
  return regions?.regions.find((region) => region.code === code)?.name ?? "";
}

function Gallery({ profile, settings }: { profile: ProfileView; settings: Settings }) {
  const { t } = useTranslation(["members", "common"]);
  const [selected, setSelected] = useState(0);
  const photos = profile.photos;
  const current = photos[selected] ?? photos[0];

  return (
    <div className="profile-gallery">
      {current ? (
        <img
          src={photoUrl(settings.cdn_prefix, current.filename)}
          alt={t("common:memberCard.photoOf", { name: profile.name })}
          className="profile-gallery__main"
          width={600}
          height={750}
        />
      ) : (
        <div className="profile-gallery__main" role="img" aria-label={t("common:memberCard.noPhoto")} />
      )}
      {(photos.length > 1 || profile.locked_photos > 0) && (
        <div className="profile-gallery__thumbs">
          {photos.map((photo, index) => (
            <button
              key={photo.id}
              type="button"
              className="profile-gallery__thumb"
              aria-pressed={index === selected}
              aria-label={t("profile.showPhoto", { number: index + 1 })}
              onClick={() => setSelected(index)}
            >
              <img src={photoUrl(settings.cdn_prefix, photo.thumb_filename)} alt="" loading="lazy" />
            </button>
          ))}
          {Array.from({ length: profile.locked_photos }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: locked photos have no identity
            <LockedTile key={index} profile={profile} cdnPrefix={settings.cdn_prefix} index={index} />
          ))}
        </div>
      )}
      {profile.locked_photos > 0 && profile.photos_locked_for === "visitor" && (
        <p className="small mt-2 mb-0" data-testid="locked-reason">
          {t("prompts.photos", { name: profile.name })} <Link to={paths.login}>{t("visitor.login")}</Link>
        </p>
      )}
      {profile.locked_photos > 0 && profile.photos_locked_for === "free_member" && (
        <p className="small mt-2 mb-0" data-testid="locked-reason">
          {t("profile.lockedFree", { count: profile.locked_photos, name: profile.name })}{" "}
          <Link to={paths.premium}>{t("profile.upgrade")}</Link>
        </p>
      )}
    </div>
  );
}

/**
 * A photo the viewer may not see yet: a blurred tile (one of the photos they may see, blurred beyond
 * recognition: the locked ones are never sent) with a lock, saying why and leading to the way in: log in
 * for visitors, premium for free members.
 */
function LockedTile({
  profile,
  cdnPrefix,
  index,
}: {
  profile: ProfileView;
  cdnPrefix: string;
  index: number;
}) {
  const { t } = useTranslation("members");
  const { pathname } = useLocation();
  const backdrop = profile.photos[index % Math.max(profile.photos.length, 1)];
  const forVisitor = profile.photos_locked_for === "visitor";
  return (
    <Link
      to={forVisitor ? loginPath(pathname) : paths.premium}
      className="profile-gallery__locked"
      aria-label={forVisitor ? t("profile.lockedTile.visitor") : t("profile.lockedTile.free_member")}
      data-testid="locked-photo"
    >
      {backdrop && <img src={photoUrl(cdnPrefix, backdrop.thumb_filename)} alt="" loading="lazy" />}
      <span className="profile-gallery__lock" aria-hidden="true">
        <LockIcon size={18} />
      </span>
    </Link>
  );
}

function BlockMenu({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation("members");
  const { t: tReports } = useTranslation("reports");
  const block = useBlockMember(profile.id);
  const { toasts, notify, close } = useFeedbackToasts();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const blocking = !profile.blocked_by_me;

  const confirm = () => {
    block.mutate(blocking, {
      onSuccess: (blocked) =>
        notify(
          blocked ? t("block.blocked", { name: profile.name }) : t("block.unblocked", { name: profile.name }),
        ),
      onError: () => notify(t("block.failed"), "error"),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <>
      <Dropdown align="end">
        <Dropdown.Toggle variant="light" className="rounded-pill" aria-label={t("block.menu")}>
          ⋯
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button" onClick={() => setConfirming(true)}>
            {blocking ? t("block.block") : t("block.unblock")}
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => setReporting(true)}>
            {tReports("menu.report")}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <ReportDialog
        show={reporting}
        onHide={() => setReporting(false)}
        profile={profile}
        onReported={({ blocked }) => {
          if (blocked) block.markBlocked();
        }}
      />
      <ConfirmDialog
        show={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
        cancelLabel={t("block.cancel")}
        confirmLabel={blocking ? t("block.block") : t("block.unblock")}
        confirmClassName="btn btn-primary rounded-pill px-4"
        pending={block.isPending}
      >
        <p className="mb-0">
          {blocking
            ? t("block.confirmBlock", { name: profile.name })
            : t("block.confirmUnblock", { name: profile.name })}
        </p>
      </ConfirmDialog>
      <FeedbackToasts toasts={toasts} onClose={close} closeLabel={t("block.close")} />
    </>
  );
}
