// Leaving the page for the return address with a full load, as Stripe's redirect does, so the return page starts as a fresh document either way.
export function leavePageFor(address: string): void {
  window.location.assign(address);
}
