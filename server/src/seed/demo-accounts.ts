/** The demo logins (README): Emma, a free member with 8 credits, and Lucas, a premium member, on the default site. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { creditLedger, payments, sites, users } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { DEMO_FREE_PROFILE_ID, DEMO_PREMIUM_PROFILE_ID } from "./demo-members.ts";

export const DEMO_PASSWORD = "amora-demo";
export const DEMO_FREE_EMAIL = "emma@amora.test";
export const DEMO_PREMIUM_EMAIL = "lucas@amora.test";
export const DEMO_FREE_CREDITS = 8;

export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  if (!site) throw new Error("the demo accounts need the default site");
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const shared = {
    siteId: site.id,
    passwordHash,
    status: "active",
    language: "en",
    signupDate: now,
  } as const;
  const created = await db
    .insert(users)
    .values([
      // Free, with a few welcome credits: a reply, a gift and a photo on the default site's prices.
      {
        ...shared,
        profileId: DEMO_FREE_PROFILE_ID,
        email: DEMO_FREE_EMAIL,
        seeking: "male",
        credits: DEMO_FREE_CREDITS,
        // Signed up with her profile, weeks ago: her welcome discount (4 hours) is long over.
        signupDate: new Date(now.getTime() - 40 * 86_400_000),
      },
      // Any purchase makes a member premium (spec §1); Lucas bought a bundle a month ago.
      {
        ...shared,
        profileId: DEMO_PREMIUM_PROFILE_ID,
        email: DEMO_PREMIUM_EMAIL,
        seeking: "female",
        paidUser: true,
        credits: 120,
        signupDate: new Date(now.getTime() - 45 * 86_400_000),
      },
    ])
    .returning({ id: users.id, credits: users.credits, paidUser: users.paidUser });
  // The demo bundle has its ledger row like any credit.
  const withCredits = created.filter((user) => user.credits > 0);
  if (withCredits.length > 0) {
    await db.insert(creditLedger).values(
      withCredits.map((user) => ({
        userId: user.id,
        delta: user.credits,
        reason: "demo" as const,
        balanceAfter: user.credits,
      })),
    );
  }
  // Premium comes from a purchase (spec §1): Lucas's is on record, in his transactions, so his next one is
  // not taken for the purchase that made him premium ("You are now premium").
  const premium = created.find((user) => user.paidUser);
  if (premium) {
    const boughtAt = new Date(now.getTime() - 30 * 86_400_000);
    await db.insert(payments).values({
      publicId: randomBytes(16).toString("base64url"),
      userId: premium.id,
      siteId: site.id,
      credits: 150,
      amountCents: 3995,
      currency: "EUR",
      method: "ideal",
      country: "FR",
      provider: "sandbox",
      providerPaymentId: `demo-${premium.id}`,
      status: "paid",
      createdAt: boughtAt,
      updatedAt: boughtAt,
      completedAt: boughtAt,
    });
  }
}
