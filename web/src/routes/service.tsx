/** Route /service: the customer service page, and below it the contact form (a complaint of kind "question"). */
import { ComplaintForm } from "../features/complaints/index.ts";
import { InfoPageScreen, infoPageRoute } from "./info-page.tsx";

export const { handle, loader } = infoPageRoute("service");

export function Component() {
  return <InfoPageScreen page="service" after={<ComplaintForm category="question" />} />;
}
