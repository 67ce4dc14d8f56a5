"use client";

import { useId, useState } from "react";
import { usePathname } from "next/navigation";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";
import { LazyTooltip } from "@/components/ui/lazy-tooltip";
import {
  isNavGroup,
  isNavGroupActive,
  isNavLinkActive,
  isNavLinkCurrent,
  NAV_ENTRIES,
  SETTINGS_NAV_LINK,
  type NavGroup,
  type NavLink,
} from "./nav";
import { IntentLink } from "./intent-link";

type NavProps = {
  /** Icons only, each named by a tooltip and for screen readers. */
  collapsed: boolean;
  /** Called after a link is followed, so the mobile sheet can close. */
  onNavigate?: () => void;
};

const itemClass =
  "flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0";

function NavItemLink({ link, collapsed, onNavigate }: NavProps & { link: NavLink }) {
  const pathname = usePathname();
  const active = isNavLinkActive(link.href, pathname);
  const current = isNavLinkCurrent(link.href, pathname);
  const Icon = link.icon;
  const anchor = (
    <IntentLink
      href={link.href}
      onClick={onNavigate}
      aria-current={current ? "page" : active ? "true" : undefined}
      data-active={active}
      className={cn(
        itemClass,
        active && "bg-accent font-medium text-accent-foreground",
        collapsed && "justify-center px-0",
      )}
    >
      <Icon aria-hidden />
      <span className={cn("truncate", collapsed && "sr-only")}>{link.title}</span>
    </IntentLink>
  );
  if (!collapsed) return anchor;
  return (
    <LazyTooltip content={link.title} side="right" sideOffset={8}>
      {anchor}
    </LazyTooltip>
  );
}

function NavGroupItem({ group, collapsed, onNavigate }: NavProps & { group: NavGroup }) {
  const id = useId();
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(true);
  const Icon = group.icon;
  const links = group.items.map((link) => (
    <li key={link.href}>
      <NavItemLink link={link} collapsed={collapsed} onNavigate={onNavigate} />
    </li>
  ));
  // Collapsed to icons, the group's routes stand in the list like any other.
  if (collapsed) return <>{links}</>;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
        className={cn(
          itemClass,
          isNavGroupActive(group, pathname) && "font-medium text-foreground",
        )}
      >
        <Icon aria-hidden />
        <span className="truncate">{group.title}</span>
        <ChevronRight
          aria-hidden
          className={cn("ml-auto transition-transform", expanded && "rotate-90")}
        />
      </button>
      <ul id={id} hidden={!expanded} className="mt-1 ml-5 grid gap-1 border-l pl-2">
        {links}
      </ul>
    </li>
  );
}

/** The app's routes (spec §2) with Settings at the foot; the current route is highlighted. */
export function SidebarNav({ collapsed, onNavigate }: NavProps) {
  return (
    <nav aria-label="Dashboard" className="flex min-h-0 flex-1 flex-col">
      <ul className="grid flex-1 content-start gap-1 overflow-y-auto p-2">
        {NAV_ENTRIES.map((entry) =>
          isNavGroup(entry) ? (
            <NavGroupItem
              key={entry.title}
              group={entry}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.href}>
              <NavItemLink link={entry} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
      <ul className="border-t p-2">
        <li>
          <NavItemLink link={SETTINGS_NAV_LINK} collapsed={collapsed} onNavigate={onNavigate} />
        </li>
      </ul>
    </nav>
  );
}
