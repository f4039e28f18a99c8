/** The site's logo and name, linking to the home page. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { HeartFilledIcon } from "./icons.tsx";

export function BrandLink({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className="navbar-brand brand-link" aria-label={t("homeLink", { name })}>
      <span className="brand-link__mark">
        <HeartFilledIcon size={18} />
      </span>
      <span className="brand-link__name">{name}</span>
    </Link>
  );
}
