/** Site and member data for tests: complete settings, company info and user, with overrides for the case at hand. */
import { NOTIFICATION_TYPES, type User } from "@amora/contract/accounts";
import type { ProfileCard } from "@amora/contract/profiles";
import type { CompanyInfo, Settings } from "@amora/contract/settings";

export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    name: "Amora",
    domain: "amora.test",
    domain_language: "en-GB",
    cdn_prefix: "/media/",
    niche: 1,
    niche_slug_prefix: "",
    signups: "all",
    logged_out_search: true,
    logged_out_search_trafficsource: true,
    geoip_country: "GB",
    geoip_selected_country: "GB",
    minimum_message_costs: {},
    support_phone: "+442038071234",
    support_email: "support@amora.test",
    push_public_key: null,
    fictional_icon: "✱",
    enable_site_entry_popup: "yes",
    countries: ["GB", "NL", "DE", "FR"],
    country_languages: {},
    index_title: "Amora – meet singles near you",
    description: "Flirt, chat and date with singles near you.",
    visible_profile_fields: [],
    visible_profile_notes: false,
    message_credits: 1,
    signup_credits: 0,
    photo_credits: 2,
    gift_credits: 5,
    message_length: 1000,
    search_fields: ["gender", "country", "countryregion", "min_age", "max_age"],
    fictional_warning: "Profiles marked ✱ are fictional.",
    fictional_singular: "fictional profile",
    fictional_plural: "fictional profiles",
    refund_days: 14,
    member_resell: true,
    company_id: 1,
    mail_name: "Amora",
    min_age: 18,
    show_language_dropdown: true,
    us_footer: false,
    interests: [],
    region_data: { country: "GB", label: "county", regions: [] },
    ...overrides,
  };
}

export function testCompanyInfo(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    name: "Amora Media B.V.",
    address: "Herengracht 420",
    kvk: "87654321",
    city: "Amsterdam",
    country: "NL",
    tradenames: ["Amora"],
    vat_numbers: ["NL864512379B01"],
    support_phone: "+31201234567",
    delete_discount: 50,
    added: "2024-03-15T09:00:00Z",
    terms_version: "2024-03-15T09:00:00Z",
    ...overrides,
  };
}

type UserOverrides = Partial<Omit<User, "profile">> & { profile?: Partial<User["profile"]> };

/** An active, free member with a photo and nothing unread; override what the case needs. */
export function testUser(overrides: UserOverrides = {}): User {
  const { profile, ...rest } = overrides;
  return {
    id: 1,
    email: "sam@example.test",
    status: "active",
    language: "en",
    credits: 0,
    paid_user: false,
    signup_date: "2026-01-10T12:00:00Z",
    seeking: "female",
    invisible: false,
    typing_indicators: true,
    read_receipts: true,
    notifications_disabled: [],
    email_notifications: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, true]),
    ) as User["email_notifications"],
    push_notifications: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, true]),
    ) as User["push_notifications"],
    email_digest: false,
    dismissed_alerts: {},
    fictional_icon: "✱",
    unread_messages: 0,
    new_likes: 0,
    terms_to_accept: null,
    ...rest,
    profile: {
      id: 1,
      name: "Sam",
      gender: "male",
      sexuality: "hetero",
      date_of_birth: "1990-05-17",
      country: "GB",
      region: "ENG",
      city: "London",
      status: "active",
      main_image: { filename: "u/1.webp", thumb_filename: "u/1-thumb.webp", match: "u/1-match.webp" },
      ...profile,
    },
  };
}

/** A member card as search, likes, the swipe game and the match finder list them; no photo by default. */
export function testCard(id: number, overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id,
    name: `Member ${id}`,
    gender: "female",
    age: 30,
    country: "GB",
    region: "ENG",
    city: `City ${id}`,
    main_image: null,
    fictional: false,
    cam: false,
    resell: false,
    ...overrides,
  };
}
