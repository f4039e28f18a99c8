/** Where the journeys' servers listen: E2E_PORT and E2E_SMTP_PORT let two checkouts run journeys at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
