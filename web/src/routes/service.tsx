/**
 * Route /service: the customer service page, and below it the contact form. The form (features/complaints'
 * ComplaintForm) goes in as InfoPageScreen's `after`: `<InfoPageScreen page="service" after={<ComplaintForm />} />`.
 */
import { InfoPageScreen, infoPageRoute } from "./info-page.tsx";

export const { handle, loader } = infoPageRoute("service");

export function Component() {
  return <InfoPageScreen page="service" />;
}
