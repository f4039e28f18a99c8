/** One group of the settings page: an icon, a heading and a sentence, then its controls, in a card. */
import type { ComponentType, ReactNode } from "react";
import type { IconProps } from "../../../components/icons.tsx";

type SettingsSectionProps = {
  id: string;
  icon: ComponentType<IconProps>;
  title: string;
  lead?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
};

export function SettingsSection({
  id,
  icon: Icon,
  title,
  lead,
  tone = "default",
  children,
}: SettingsSectionProps) {
  return (
    <section id={id} className={`settings-section settings-section--${tone}`} aria-labelledby={`${id}-title`}>
      <header className="settings-section__head">
        <span className="settings-section__icon">
          <Icon size={22} />
        </span>
        <div>
          <h2 id={`${id}-title`} className="settings-section__title">
            {title}
          </h2>
          {lead && <p className="settings-section__lead">{lead}</p>}
        </div>
      </header>
      <div className="settings-section__body">{children}</div>
    </section>
  );
}
