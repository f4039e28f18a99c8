/**
 * "Is this a real person?" (issue 17, item 2): the honest answer from the profile's flags, for a profile
 * the asker may see on the site (the profile page's rules), and a line in the log for the back office.
 */
import type { RealPersonKind, RealPersonResponse } from "@amora/contract/real-person";
import type { Db } from "../../db/client.ts";
import { type ProfileFlags, type ProfileViewer, profileFlagsFor } from "../profiles/profiles.service.ts";
import { type Site, siteTexts } from "../sites/sites.service.ts";
import { hasConfirmedAccount, logRealPersonQuestion } from "./real-person.queries.ts";

/** Who asks: a member (their account and profile) or a visitor (null). */
export interface RealPersonAsker extends ProfileViewer {
  userId: number;
}

/**
 * A profile may carry several flags; the answer names the one that matters most to the asker: run by the
 * site's team (fictional) before promoting a cam show, before promoting another site (resell).
 */
export function kindOf(flags: Omit<ProfileFlags, "name">): RealPersonKind {
  if (flags.fictional) return "fictional";
  if (flags.cam) return "cam";
  if (flags.resell) return "resell";
  return "member";
}

export async function answerRealPerson(
  db: Db,
  site: Site,
  profileId: number,
  asker: RealPersonAsker | null,
  /** The asker's interface language: the warning is in it when the site has it so (decision 056). */
  language: string,
): Promise<RealPersonResponse> {
  const flags = await profileFlagsFor(db, site, profileId, asker);
  const kind = kindOf(flags);
  const member = kind === "member";
  const emailConfirmed = member && (await hasConfirmedAccount(db, profileId));
  await logRealPersonQuestion(db, { siteId: site.id, userId: asker?.userId ?? null, profileId, kind });
  return {
    kind,
    name: flags.name,
    warning: member ? null : siteTexts(site, language).fictional_warning,
    email_confirmed: emailConfirmed,
  };
}
