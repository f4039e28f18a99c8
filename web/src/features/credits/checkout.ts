/**
 * Leaving the app for the payment provider's checkout page. A module of its own so tests can stand in for
 * the real page change, which jsdom cannot do.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
