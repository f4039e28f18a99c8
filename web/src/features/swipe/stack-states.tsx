/** What stands in for the card stack: the skeleton while cards load, the empty state when none are left. */
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { SearchIcon } from "../../components/member-icons.tsx";
import { useFocusWhenLost } from "./focus.ts";

export function EmptyState() {
  const { t } = useTranslation("swipe");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(headingRef);
  return (
    <section className="state-card" aria-labelledby="swipe-empty-title">
      <span className="state-card__icon">
        <SearchIcon size={32} />
      </span>
      <h2 id="swipe-empty-title" className="state-card__title" tabIndex={-1} ref={headingRef}>
        {t("empty.title")}
      </h2>
      <p className="state-card__text">{t("empty.text")}</p>
      <div className="state-card__actions">
        <Link to={paths.members} className="btn btn-primary">
          {t("empty.search")}
        </Link>
        <Link to={paths.matchFinder} className="btn btn-outline-primary">
          {t("empty.finder")}
        </Link>
      </div>
    </section>
  );
}

export function StackSkeleton({ label, withControls = false }: { label: string; withControls?: boolean }) {
  return (
    <div className="swipe-game" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="swipe-stack placeholder-glow" aria-hidden="true">
        <span className="swipe-card swipe-card--skeleton">
          <span className="profile-photo placeholder" />
        </span>
      </div>
      {withControls && (
        <div className="swipe-controls placeholder-glow" aria-hidden="true">
          <span className="swipe-action">
            <span className="swipe-action__icon placeholder" />
          </span>
          <span className="swipe-controls__undo" />
          <span className="swipe-action">
            <span className="swipe-action__icon placeholder" />
          </span>
        </div>
      )}
    </div>
  );
}
