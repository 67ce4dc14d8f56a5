"use client";

import { useAuth } from "@/hooks/use-auth";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import { initialsOf } from "@/lib/format/initials";

// The menu's code (Radix DropdownMenu) loads on intent, not with the page.
const loadDropdown = () => import("./user-menu-dropdown");

/** The signed-in user's avatar and name, opening their email, the theme switch, Settings and Sign out. */
export function UserMenu() {
  const { user, profile, signOut } = useAuth();
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadDropdown, {
    popup: "menu",
  });
  if (!user) return null;
  const email = profile?.email ?? user.email;
  const name = profile?.full_name?.trim() || email;
  const trigger = (closed: object) => (
    <Button
      variant="ghost"
      className="h-10 gap-2 px-2"
      aria-label={`Account menu: ${name}`}
      {...closed}
    >
      <Avatar>
        {profile?.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
        <AvatarFallback>{initialsOf(name)}</AvatarFallback>
      </Avatar>
      <span className="hidden max-w-48 truncate sm:inline">{name}</span>
    </Button>
  );
  if (!loaded) return trigger(triggerProps);
  return (
    <loaded.UserMenuDropdown
      name={name}
      email={email}
      trigger={trigger({})}
      open={open}
      setOpen={setOpen}
      onSignOut={() => void signOut()}
    />
  );
}
