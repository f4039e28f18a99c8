/**
 * A conversation's head: back to the list, the other member (to their profile), what the conversation has
 * cost the member (as of its last load), "is this a real person?", the live state, the fictional warning,
 * the menu to report.
 */
import type { ProfileView } from "@amora/contract/profiles";
import { useState } from "react";
import Dropdown from "react-bootstrap/Dropdown";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FictionalMark } from "../../components/member-card.tsx";
import { ArrowLeftIcon } from "../../components/member-icons.tsx";
import type { LiveState } from "../live/index.ts";
import { RealPersonButton } from "../real-person/index.ts";
import { type ReportableMessage, ReportDialog } from "../reports/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { Avatar } from "./avatar.tsx";

export function ConversationHeader({
  profile,
  profileId,
  name,
  liveState,
  creditsSpent,
  messages,
}: {
  profile: ProfileView | undefined;
  profileId: number | undefined;
  name: string;
  liveState: LiveState;
  creditsSpent: number;
  /** The conversation's stored messages, oldest first: a report may attach them. */
  messages: ReportableMessage[];
}) {
  const { t } = useTranslation("chat");
  const settings = useLoadedSettings();
  return (
    <header className="chat-pane__head">
      <Link to={paths.chats} className="chat-pane__back" aria-label={t("conversation.back")}>
        <ArrowLeftIcon size={22} />
      </Link>
      {profileId !== undefined ? (
        <Link to={paths.member(profileId)} className="chat-pane__who">
          <Avatar image={profile?.main_image} cdnPrefix={settings.cdn_prefix} size={44} />
          <span className="chat-pane__name-wrap">
            <span className="chat-pane__name">
              {/* The name is there before the profile is (from the list), so the link is never without one. */}
              <span>{name}</span>
              {profile?.fictional && (
                <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
              )}
            </span>{" "}
            {profile && (
              <span className="chat-pane__sub">
                {profile.age}
                {profile.city ? ` · ${profile.city}` : ""}
              </span>
            )}
          </span>
        </Link>
      ) : (
        <span className="chat-pane__who" />
      )}
      {creditsSpent > 0 && (
        <span className="chat-pane__cost">{t("conversation.spent", { count: creditsSpent })}</span>
      )}
      {profileId !== undefined && <RealPersonButton profileId={profileId} name={name} compact />}
      <span className={`chat-live chat-live--${liveState}`} title={t(`conversation.live.${liveState}`)}>
        <span className="visually-hidden">{t(`conversation.live.${liveState}`)}</span>
      </span>
      {profileId !== undefined && <ConversationMenu profileId={profileId} name={name} messages={messages} />}
      {profile?.fictional && (
        <p className="chat-pane__fictional" data-testid="fictional-warning">
          {settings.fictional_warning}
        </p>
      )}
    </header>
  );
}

/** The conversation's overflow menu: report the member, with the messages to attach chosen in the dialog. */
function ConversationMenu({
  profileId,
  name,
  messages,
}: {
  profileId: number;
  name: string;
  messages: ReportableMessage[];
}) {
  const { t } = useTranslation("reports");
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Dropdown align="end" className="chat-pane__menu">
        <Dropdown.Toggle variant="light" className="rounded-pill" aria-label={t("menu.more")}>
          ⋯
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button" onClick={() => setReporting(true)}>
            {t("menu.report")}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <ReportDialog
        show={reporting}
        onHide={() => setReporting(false)}
        profile={{ id: profileId, name }}
        messages={messages}
      />
    </>
  );
}
