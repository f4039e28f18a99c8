/**
 * The Mollie payment provider: PaymentProvider over @mollie/api-client. Mollie's own formats stay in this
 * module: its method ids (our "sdd" and "sct" are its "directdebit" and "banktransfer"), amounts as decimal
 * strings, locales as "nl_NL", and its payment statuses, which map onto ours.
 */
import { PAYMENT_METHODS } from "@amora/contract/payments";
import {
  createMollieClient,
  Locale,
  MandateMethod,
  MollieApiError,
  PaymentMethod as MollieMethod,
  type Payment as MolliePayment,
  PaymentStatus as MollieStatus,
  type PaymentCreateParams,
  SequenceType,
} from "@mollie/api-client";
import type {
  CreatePaymentInput,
  Money,
  PaymentMethod,
  PaymentProvider,
  ProviderPayment,
  ProviderStatus,
} from "./payment-provider.ts";

export interface MollieProviderOptions {
  apiKey: string;
  /** Mollie's API root; the default is https://api.mollie.com:443/v2/. Tests point it at a local fake. */
  apiEndpoint?: string | undefined;
}

/** A refusal or failure from Mollie, with Mollie's HTTP status and the field it blamed when it named one. */
export class MollieError extends Error {
  readonly statusCode: number | null;
  readonly field: string | null;

  constructor(message: string, statusCode: number | null, field: string | null) {
    super(message);
    this.name = "MollieError";
    this.statusCode = statusCode;
    this.field = field;
  }
}

const TO_MOLLIE_METHOD: Record<PaymentMethod, MollieMethod> = {
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  creditcard: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
  sdd: MollieMethod.directdebit,
  sct: MollieMethod.banktransfer,
  blik: MollieMethod.blik,
  eps: MollieMethod.eps,
  przelewy24: MollieMethod.przelewy24,
  trustly: MollieMethod.trustly,
  twint: MollieMethod.twint,
  mbway: MollieMethod.mbway,
  multibanco: MollieMethod.multibanco,
};

const FROM_MOLLIE_METHOD = new Map<string, PaymentMethod>(
  PAYMENT_METHODS.map((m) => [TO_MOLLIE_METHOD[m], m]),
);

/**
 * Methods Mollie accepts as the first payment of a recurring sequence (it leaves a card or SEPA direct-debit
 * mandate behind). Asking "first" of any other method is refused with a 422, so those stay one-off.
 */
const MANDATE_METHODS: ReadonlySet<PaymentMethod> = new Set([
  "creditcard",
  "ideal",
  "bancontact",
  "eps",
  "paypal",
]);

/**
 * Currencies with two decimals (ISO 4217) that Mollie takes: every currency the product sells in. Others are
 * refused rather than sent with a wrong scale (JPY has none: "100.00" would be a hundred times the price).
 */
const TWO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  "AUD",
  "CAD",
  "CHF",
  "DKK",
  "EUR",
  "GBP",
  "NOK",
  "NZD",
  "PLN",
  "SEK",
  "USD",
]);

function assertTwoDecimalCurrency(currency: string): void {
  if (!TWO_DECIMAL_CURRENCIES.has(currency)) {
    throw new Error(`Mollie amounts in ${currency} are not supported (only two-decimal currencies are)`);
  }
}

/** Cents to Mollie's `{ currency, value: "39.95" }`, by string arithmetic: no float ever touches the value. */
export function toMollieAmount({ cents, currency }: Money): { currency: string; value: string } {
  assertTwoDecimalCurrency(currency);
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not an amount in cents: ${cents}`);
  const digits = String(cents).padStart(3, "0");
  return { currency, value: `${digits.slice(0, -2)}.${digits.slice(-2)}` };
}

/** Mollie's decimal string back to cents, exactly; anything but "digits.two digits" is refused. */
export function fromMollieAmount(amount: { currency: string; value: string }): Money {
  assertTwoDecimalCurrency(amount.currency);
  const match = /^(\d+)\.(\d{2})$/.exec(amount.value);
  if (!match) {
    throw new Error(`Mollie answered an amount we cannot read: "${amount.value}" ${amount.currency}`);
  }
  const cents = BigInt(match[1]!) * 100n + BigInt(match[2]!);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Mollie answered an amount out of range`);
  return { cents: Number(cents), currency: amount.currency };
}

const MOLLIE_LOCALES: readonly Locale[] = Object.values(Locale);

/** The country of each Mollie language where it is the home language, where that is not its own code (da → DK). */
const HOME_COUNTRY: Readonly<Record<string, string>> = { en: "US", da: "DK", sv: "SE", nb: "NO", ca: "ES" };

/**
 * The checkout page's locale from the payer's language and country: "fr" in BE → fr_BE; a pair Mollie does
 * not have falls back to the language's home locale ("fr" in CH → fr_FR), a language it does not have to
 * en_US. Accepts "fr", "fr-BE" or "fr_BE" for the language.
 */
export function mollieLocale(language: string, country: string): Locale {
  const code = language.slice(0, 2).toLowerCase();
  // Mollie names Norwegian Bokmål "nb"; the product's language list says "no".
  const lang = code === "no" ? "nb" : code;
  const wanted = [`${lang}_${country.toUpperCase()}`, `${lang}_${HOME_COUNTRY[lang] ?? lang.toUpperCase()}`];
  for (const candidate of wanted) {
    const locale = MOLLIE_LOCALES.find((l) => l === candidate);
    if (locale) return locale;
  }
  return Locale.en_US;
}

/** A locale of the country, for the methods list (it only orders the list; the names are not shown). */
function countryLocale(country: string): Locale | undefined {
  const suffix = `_${country.toUpperCase()}`;
  return MOLLIE_LOCALES.find((l) => l.endsWith(suffix));
}

function toStatus(status: MollieStatus): ProviderStatus {
  switch (status) {
    case MollieStatus.open:
      return "open";
    case MollieStatus.pending:
    // Approved by the payer but not captured yet: no money until Mollie says paid.
    case MollieStatus.authorized:
      return "pending";
    case MollieStatus.paid:
      return "paid";
    case MollieStatus.failed:
      return "failed";
    case MollieStatus.canceled:
      return "canceled";
    case MollieStatus.expired:
      return "expired";
    default:
      // A status Mollie adds later: never final for us until we know what it means.
      return "pending";
  }
}

function toProviderPayment(payment: MolliePayment): ProviderPayment {
  return {
    id: payment.id,
    status: toStatus(payment.status),
    amount: fromMollieAmount(payment.amount),
    method: FROM_MOLLIE_METHOD.get(payment.method ?? "") ?? null,
    checkoutUrl: payment.getCheckoutUrl() ?? null,
    storedMethodId: payment.mandateId ?? null,
  };
}

/** Payment ids come back from webhooks (untrusted): only Mollie's shape may reach the URL path. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;

function assertPaymentId(id: string): void {
  if (!PAYMENT_ID.test(id)) {
    throw new MollieError(`Not a Mollie payment id: ${JSON.stringify(id.slice(0, 64))}`, null, null);
  }
}

/**
 * Runs one Mollie call and turns the library's ApiError into a MollieError that says what we were doing.
 * The messages are Mollie's `detail` or the network failure: neither carries the API key.
 */
async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof MollieApiError)) throw error;
    const status = error.statusCode ?? null;
    const field = error.field ?? null;
    const where = [status === null ? null : `HTTP ${status}`, field === null ? null : `field ${field}`]
      .filter(Boolean)
      .join(", ");
    throw new MollieError(
      `Mollie: ${what} failed${where ? ` (${where})` : ""}: ${error.message}`,
      status,
      field,
    );
  }
}

function createParameters(input: CreatePaymentInput): PaymentCreateParams {
  const common = {
    amount: toMollieAmount(input.amount),
    description: input.description,
    webhookUrl: input.webhookUrl,
    metadata: { reference: input.reference },
  };
  if (input.storedMethodId) {
    if (!input.customerId) {
      throw new Error("A recurring Mollie payment needs the customer its mandate belongs to");
    }
    // No payer, so no redirect or locale; no method either: the mandate decides it (an iDEAL first payment
    // leaves a direct-debit mandate behind, and naming "ideal" here would be refused).
    return {
      ...common,
      sequenceType: SequenceType.recurring,
      customerId: input.customerId,
      mandateId: input.storedMethodId,
    };
  }
  return {
    ...common,
    redirectUrl: input.redirectUrl,
    method: TO_MOLLIE_METHOD[input.method],
    locale: mollieLocale(input.locale, input.country),
    ...(input.customerId
      ? {
          customerId: input.customerId,
          // A first payment leaves a mandate on the customer, for repeat orders without the payer.
          ...(MANDATE_METHODS.has(input.method) ? { sequenceType: SequenceType.first } : {}),
        }
      : {}),
  };
}

export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });

  /**
   * A direct debit confirmed on our page (IBAN, holder, SMS code) becomes a mandate on the member's customer;
   * the payment is then a recurring one on it (Mollie takes no first direct-debit payment with a payer).
   */
  async function directDebitMandate(input: CreatePaymentInput): Promise<string> {
    const account = input.directDebit;
    if (!account || !input.customerId)
      throw new Error("A Mollie direct debit needs the account and the customer");
    const customerId = input.customerId;
    const mandate = await call("creating a direct-debit mandate", () =>
      client.customerMandates.create({
        customerId,
        method: MandateMethod.directdebit,
        consumerName: account.accountHolder,
        consumerAccount: account.iban,
        signatureDate: new Date().toISOString().slice(0, 10),
        mandateReference: input.reference,
      }),
    );
    return mandate.id;
  }

  return {
    name: "mollie",

    async methods(country, amount) {
      const locale = countryLocale(country);
      const methods = await call("listing methods", () =>
        client.methods.list({
          amount: toMollieAmount(amount),
          billingCountry: country.toUpperCase(),
          ...(locale ? { locale } : {}),
        }),
      );
      // Methods we have no id for (Apple Pay, Klarna, gift cards…) are left out.
      return methods.flatMap((m) => FROM_MOLLIE_METHOD.get(m.id) ?? []);
    },

    async createPayment(input) {
      const storedMethodId = input.directDebit ? await directDebitMandate(input) : input.storedMethodId;
      const parameters = createParameters({ ...input, storedMethodId });
      return toProviderPayment(await call("creating a payment", () => client.payments.create(parameters)));
    },

    async getPayment(id) {
      assertPaymentId(id);
      return toProviderPayment(await call(`fetching payment ${id}`, () => client.payments.get(id)));
    },

    async ensureCustomer({ email, name, memberId }) {
      const customer = await call("creating a customer", () =>
        client.customers.create({ email, ...(name ? { name } : {}), metadata: { memberId } }),
      );
      return customer.id;
    },

    async refund(id, amount, { description, idempotencyKey }) {
      assertPaymentId(id);
      const refund = await call(`refunding payment ${id}`, () =>
        client.paymentRefunds.create({
          paymentId: id,
          amount: toMollieAmount(amount),
          description,
          idempotencyKey,
        }),
      );
      return { id: refund.id, amount: fromMollieAmount(refund.amount), status: refund.status };
    },

    async chargebacks(id) {
      assertPaymentId(id);
      // A payment has a handful at most; Mollie's largest page is 250.
      const page = await call(`listing the chargebacks of payment ${id}`, () =>
        client.paymentChargebacks.page({ paymentId: id, limit: 250 }),
      );
      return [...page]
        .map((chargeback) => ({
          id: chargeback.id,
          amount: fromMollieAmount(chargeback.amount),
          createdAt: new Date(chargeback.createdAt),
          reversed: Boolean(chargeback.reversedAt),
        }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
  };
}
