import Link from "next/link";
import { Loader2 } from "lucide-react";

/** Where Google's sign-in sends the popup back to; it reports the outcome to the window that opened it. */
export function AuthCallbackScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Loader2 aria-hidden className="text-primary size-8 animate-spin" />
      <h1 className="text-2xl font-semibold tracking-tight">Signing you in</h1>
      <p className="text-muted-foreground max-w-sm">
        This window closes by itself once Google has answered. If it stays open, you can close it and{" "}
        <Link href="/app/" className="text-primary underline underline-offset-4">
          return to Rankwell
        </Link>
        .
      </p>
    </main>
  );
}
