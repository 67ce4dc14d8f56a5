"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";
import type { NavLink } from "@/lib/site";
import { iconButtonClass, menuButtonClass } from "@/components/marketing/header-classes";

/** The header menu below the md breakpoint: a disclosure that toggles open and closed. */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  // The menu remembers the page it was opened on, so navigating elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        className={iconButtonClass}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-16 border-b bg-background shadow-lg"
        >
          <ul className="flex flex-col gap-1 p-4">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="block rounded-md px-3 py-2 font-medium hover:bg-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="mt-2 grid grid-cols-2 gap-2">
              <Link
                href="/app/"
                className={`${menuButtonClass} border bg-background hover:bg-accent`}
              >
                Sign In
              </Link>
              <Link
                href="/app/"
                className={`${menuButtonClass} bg-primary text-primary-foreground hover:bg-primary/90`}
              >
                Get Started
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
