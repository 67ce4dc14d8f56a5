import Link from "next/link";
import { HEADER_LINKS, MOBILE_EXTRA_LINKS, SITE_NAME } from "@/lib/site";
import { Button } from "@/components/ui/button";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { LogoMark } from "@/components/marketing/logo";
import { MobileMenu } from "@/components/marketing/mobile-menu";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2 font-semibold tracking-tight"
          aria-label={`${SITE_NAME} home`}
        >
          <LogoMark />
          <span className="text-lg">{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="ghost">
              <Link href="/app/">Sign In</Link>
            </Button>
            <Button asChild>
              <Link href="/app/">Get Started</Link>
            </Button>
          </div>
          <MobileMenu links={[...HEADER_LINKS, ...MOBILE_EXTRA_LINKS]} />
        </div>
      </div>
    </header>
  );
}
