/** A whole-screen message with a spinner, announced politely to screen readers. */
export function FullScreenStatus({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-terracotta-200 border-t-terracotta-600"
      />
      <p className="text-lg font-semibold text-muted-foreground">{message}</p>
    </div>
  );
}
