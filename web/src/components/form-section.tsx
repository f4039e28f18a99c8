/** One group of a long form (settings, the profile editor): an icon, a heading and a sentence, then its controls, in a card. */
import "./form-section.scss";
import type { ComponentType, ReactNode } from "react";
import type { IconProps } from "./icons.tsx";

type FormSectionProps = {
  id: string;
  icon: ComponentType<IconProps>;
  title: string;
  lead?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
};

export function FormSection({ id, icon: Icon, title, lead, tone = "default", children }: FormSectionProps) {
  return (
    <section id={id} className={`form-section form-section--${tone}`} aria-labelledby={`${id}-title`}>
      <header className="form-section__head">
        <span className="form-section__icon">
          <Icon size={22} />
        </span>
        <div>
          <h2 id={`${id}-title`} className="form-section__title">
            {title}
          </h2>
          {lead && <p className="form-section__lead">{lead}</p>}
        </div>
      </header>
      <div className="form-section__body">{children}</div>
    </section>
  );
}
