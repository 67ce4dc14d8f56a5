"use client";

import { lazy, Suspense, useState } from "react";
import { useAuth } from "@/hooks/use-auth";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { initialsOf } from "@/lib/format/initials";

const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

/** The signed-in user's avatar and name, opening their email, the theme switch, Settings and Sign out. */
export function UserMenu() {
  const { user, profile, signOut } = useAuth();
  const [activated, setActivated] = useState(false);
  if (!user) return null;
  const email = profile?.email ?? user.email;
  const name = profile?.full_name?.trim() || email;

  // Radix's trigger sets its own aria-haspopup and aria-expanded once the menu has loaded.
  const closed = activated ? {} : { "aria-haspopup": "menu" as const, "aria-expanded": false };
  const trigger = (
    <Button
      variant="ghost"
      className="h-10 gap-2 px-2"
      aria-label={`Account menu: ${name}`}
      {...closed}
      // The menu's code (Radix DropdownMenu) loads on intent, not with the page.
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setActivated(true)}
    >
      <Avatar>
        {profile?.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
        <AvatarFallback>{initialsOf(name)}</AvatarFallback>
      </Avatar>
      <span className="hidden max-w-48 truncate sm:inline">{name}</span>
    </Button>
  );
  if (!activated) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown
        name={name}
        email={email}
        trigger={trigger}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );
}
