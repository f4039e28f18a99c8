/** Route "/": the visitor home page. */
import { HomePage } from "../features/home/home-page.tsx";

export function Component() {
  return <HomePage />;
}
