/**
 * The icebreaker (spec §2 modals): a few openers for the first message, built from the interests both
 * members share (mine from my profile, theirs from their profile page), or friendly generic ones when
 * they share none. Each opener goes into the chat ("Use") or to the clipboard ("Copy"), in the interface
 * language.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useId, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { profileQuery } from "../members/index.ts";
import { myProfileQuery } from "../my-profile/index.ts";
import "./likes.scss";

const SHARED_TEMPLATES = ["curious", "favourite", "story"] as const;
const GENERIC_TEMPLATES = ["smile", "lookingForward", "hardPart", "anywhere"] as const;
/** Openers about shared interests, at most; generic ones complete the list. */
const MAX_SHARED_OPENERS = 3;
const GENERIC_WITH_SHARED = 2;

/** The interests of `theirs` that are in `mine`, in their order. */
export function sharedInterests(mine: readonly string[], theirs: readonly string[]): string[] {
  const own = new Set(mine);
  return [...new Set(theirs)].filter((interest) => own.has(interest));
}

/**
 * 3–5 openers: one per shared interest (up to three, each with another template) and two generic ones;
 * four generic ones when nothing is shared.
 */
export function buildOpeners(
  t: TFunction<["likes", "members"]>,
  name: string,
  shared: readonly string[],
): string[] {
  const interestName = (interest: string) =>
    t(`members:interests.${interest}` as "members:interests.relationship", { defaultValue: interest });
  const sharedOpeners = shared.slice(0, MAX_SHARED_OPENERS).map((interest, index) =>
    t(`likes:icebreaker.shared.${SHARED_TEMPLATES[index % SHARED_TEMPLATES.length] ?? "curious"}`, {
      name,
      interest: interestName(interest),
    }),
  );
  const generic = GENERIC_TEMPLATES.slice(
    0,
    sharedOpeners.length > 0 ? GENERIC_WITH_SHARED : GENERIC_TEMPLATES.length,
  ).map((key) => t(`likes:icebreaker.generic.${key}`, { name }));
  return [...sharedOpeners, ...generic];
}

export function IcebreakerModal({
  profile,
  show,
  onClose,
}: {
  profile: ProfileCard;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("likes");
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      scrollable
      aria-labelledby="icebreaker-modal-title"
      contentClassName="icebreaker-modal"
    >
      <Modal.Header closeButton closeLabel={t("icebreaker.close")}>
        <Modal.Title as="h2" id="icebreaker-modal-title" className="h5">
          {t("icebreaker.title", { name: profile.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Openers profile={profile} onUse={onClose} />
      </Modal.Body>
    </Modal>
  );
}

/** Mounted only while the modal is open, so both profiles load only then (usually from the cache). */
function Openers({ profile, onUse }: { profile: ProfileCard; onUse: () => void }) {
  const { t, i18n } = useTranslation(["likes", "members"]);
  const mine = useQuery(myProfileQuery);
  const theirs = useQuery(profileQuery(profile.id));
  const [copied, setCopied] = useState<number | null>(null);
  const idPrefix = useId();

  if (mine.isPending || theirs.isPending) {
    return (
      <div className="placeholder-glow" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t("icebreaker.loading")}
        </span>
        {[0, 1, 2].map((key) => (
          <span key={key} className="placeholder icebreaker__placeholder" aria-hidden="true" />
        ))}
      </div>
    );
  }

  // A profile that failed to load counts as one without interests: the generic openers still help.
  const shared = sharedInterests(mine.data?.interests ?? [], theirs.data?.interests ?? []);
  const openers = buildOpeners(t, profile.name, shared);
  const listFormat = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const sharedNames = listFormat.format(
    shared
      .slice(0, MAX_SHARED_OPENERS)
      .map((interest) =>
        t(`members:interests.${interest}` as "members:interests.relationship", { defaultValue: interest }),
      ),
  );

  const copy = (text: string, index: number) => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(index),
      () => undefined,
    );
  };

  return (
    <>
      <p className="text-body-secondary">
        {shared.length > 0
          ? t("icebreaker.sharedLead", { interests: sharedNames })
          : t("icebreaker.genericLead")}
      </p>
      <ul className="icebreaker__list list-unstyled mb-0" aria-label={t("icebreaker.listLabel")}>
        {openers.map((text, index) => (
          <li key={text} className="icebreaker__item">
            <p className="icebreaker__text" id={`${idPrefix}-${index}`}>
              {text}
            </p>
            <div className="icebreaker__actions">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary rounded-pill"
                aria-label={copied === index ? t("icebreaker.copied") : t("icebreaker.copyLabel")}
                aria-describedby={`${idPrefix}-${index}`}
                onClick={() => copy(text, index)}
              >
                {copied === index ? t("icebreaker.copied") : t("icebreaker.copy")}
              </button>
              <Link
                to={{
                  pathname: paths.memberChat(profile.id),
                  search: `?${new URLSearchParams({ text })}`,
                }}
                className="btn btn-sm btn-primary rounded-pill px-3"
                aria-label={t("icebreaker.useLabel", { name: profile.name })}
                aria-describedby={`${idPrefix}-${index}`}
                onClick={onUse}
              >
                {t("icebreaker.use")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
