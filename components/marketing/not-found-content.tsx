import Link from "next/link";
import { Button } from "@/components/ui/button";
import { LogNotFound } from "@/components/marketing/log-not-found";

export function NotFoundContent() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <LogNotFound />
      <p className="text-6xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you asked for does not exist or has moved. Check the address, or start again from
        the home page.
      </p>
      <Button asChild size="lg">
        <Link href="/">Return to Home</Link>
      </Button>
    </div>
  );
}
