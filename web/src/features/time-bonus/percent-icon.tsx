/** The discount's mark on the banner and the modals; decorative, like every line icon. */
import { Icon, type IconProps } from "../../components/icons.tsx";

export function PercentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 5 5 19" />
      <circle cx="6.5" cy="6.5" r="2.5" />
      <circle cx="17.5" cy="17.5" r="2.5" />
    </Icon>
  );
}
