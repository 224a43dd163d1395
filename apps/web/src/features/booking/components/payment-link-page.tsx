// Placeholder while this page is being built (issue 16).
export function PaymentLinkPage() {
  return <h1 className="font-display text-2xl font-bold sm:text-3xl">En construcción</h1>;
}
