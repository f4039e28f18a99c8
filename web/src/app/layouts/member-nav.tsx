/**
 * The member's part of the top navigation (spec §2): search, messages with the unread badge, likes with
 * the new-likes badge, Credits (paid members, with the low-credit badge) or Get Premium, and the account
 * menu (My profile, Settings, Logout). On phones the links become a tab bar at the bottom of the screen,
 * in thumb reach, as dating apps have it. A chunk of its own: visitors never load it.
 */
import type { ComponentType, ReactNode } from "react";
import Dropdown from "react-bootstrap/Dropdown";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { IconProps } from "../../components/icons.tsx";
import {
  CoinsIcon,
  CrownIcon,
  HeartIcon,
  LogoutIcon,
  MessagesIcon,
  SearchIcon,
  SettingsIcon,
  UserIcon,
} from "../../components/member-icons.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";
import type { SessionUser } from "../../features/session/index.ts";
import { useLeave } from "../../features/session/index.ts";
import { useLoadedSettings } from "../../features/site/index.ts";
import { isActivePath } from "../../lib/navigation.tsx";
import { paths } from "../paths.ts";
import { countBadgeText, creditBadgeTone } from "./nav-badges.ts";
import "./member-nav.scss";

interface NavItemProps {
  to: string;
  icon: ComponentType<IconProps>;
  label: ReactNode;
  badge?: { text: string; tone: string; description: string } | null;
  /** Marks the item in tests and styles. */
  name: string;
}

function NavItem({ to, icon: Icon, label, badge, name }: NavItemProps) {
  const isActive = isActivePath(useLocation().pathname, to);
  return (
    <li className="member-nav__item">
      <Link
        to={to}
        className={`member-nav__link ${isActive ? "active" : ""}`}
        aria-current={isActive ? "page" : undefined}
        data-nav={name}
      >
        <span className="member-nav__icon">
          <Icon size={22} />
          {badge && (
            <span className={`member-nav__badge badge rounded-pill text-bg-${badge.tone}`} aria-hidden="true">
              {badge.text}
            </span>
          )}
        </span>
        <span className="member-nav__label">{label}</span>
        {badge && <span className="visually-hidden">, {badge.description}</span>}
      </Link>
    </li>
  );
}

export function MemberNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const unread = countBadgeText(user.unread_messages);
  const likes = countBadgeText(user.new_likes);
  const creditTone = creditBadgeTone(user);

  return (
    <ul className="member-nav" aria-label={t("nav.memberLabel")}>
      <NavItem to={paths.members} icon={SearchIcon} label={t("nav.search")} name="search" />
      <NavItem
        to={paths.chats}
        icon={MessagesIcon}
        label={t("nav.messages")}
        name="messages"
        badge={
          unread
            ? { text: unread, tone: "unread", description: t("nav.unread", { count: user.unread_messages }) }
            : null
        }
      />
      <NavItem
        to={paths.likes()}
        icon={HeartIcon}
        label={t("nav.likes")}
        name="likes"
        badge={
          likes
            ? { text: likes, tone: "primary", description: t("nav.newLikes", { count: user.new_likes }) }
            : null
        }
      />
      {user.paid_user ? (
        <NavItem
          to={paths.credits}
          icon={CoinsIcon}
          label={t("nav.credits")}
          name="credits"
          badge={
            creditTone && {
              text: String(user.credits),
              tone: creditTone,
              description: t("nav.creditsLeft", { count: user.credits }),
            }
          }
        />
      ) : (
        <NavItem
          to={paths.premium}
          icon={CrownIcon}
          name="premium"
          label={
            <>
              <span className="member-nav__label-short" aria-hidden="true">
                {t("nav.premiumShort")}
              </span>
              <span className="member-nav__label-long">{t("nav.premium")}</span>
            </>
          }
        />
      )}
    </ul>
  );
}

function Avatar({ user }: { user: SessionUser }) {
  const settings = useLoadedSettings();
  const image = user.profile.status === "active" ? user.profile.main_image : null;
  return (
    <span className="account-menu__avatar" aria-hidden="true">
      {image ? (
        <img src={photoUrl(settings.cdn_prefix, image.thumb_filename)} alt="" width={36} height={36} />
      ) : (
        (user.profile.name.trim().charAt(0) || "?").toLocaleUpperCase()
      )}
    </span>
  );
}

export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const leave = useLeave();

  return (
    <Dropdown align="end" className="account-menu">
      <Dropdown.Toggle variant="link" className="account-menu__toggle" id="account-menu">
        <Avatar user={user} />
        <span className="visually-hidden">{t("nav.account")}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="account-menu__menu">
        {/* Bootstrap's header is a role="heading", which needs a level to be one. */}
        <Dropdown.Header className="account-menu__who" aria-level={2}>
          <span className="account-menu__name">{user.profile.name}</span>
          <span className="account-menu__email">{user.email}</span>
        </Dropdown.Header>
        <Dropdown.Item as={Link} to={paths.profile}>
          <UserIcon size={18} />
          {t("nav.profile")}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to={paths.notifications}>
          <SettingsIcon size={18} />
          {t("nav.settings")}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" type="button" disabled={leave.isPending} onClick={() => leave.mutate()}>
          <LogoutIcon size={18} />
          {t("nav.logout")}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
