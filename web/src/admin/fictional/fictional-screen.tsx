/**
 * Fictional profiles (admins, issue 15 item 4): the list, and the editor of one profile when the URL names
 * it (`?profile=<id>` or `?profile=new`), so back and forward move between them and a link opens an editor.
 */
import { useSearchParams } from "react-router";
import { FictionalEditor } from "./fictional-editor.tsx";
import { FictionalList } from "./fictional-list.tsx";
import "./fictional.scss";

export function FictionalProfilesScreen() {
  const [params, setParams] = useSearchParams();
  const profile = params.get("profile");
  const id = profile === "new" ? null : Number.parseInt(profile ?? "", 10);
  if (profile !== null && (id === null || id > 0)) {
    return (
      <FictionalEditor
        key={profile}
        id={id}
        onCreated={(created) => setParams({ profile: String(created) })}
      />
    );
  }
  return <FictionalList />;
}
