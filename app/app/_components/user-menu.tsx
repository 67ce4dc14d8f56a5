"use client";

import Link from "next/link";
import { LogOut, Moon, Settings } from "lucide-react";
import { useTheme } from "next-themes";
import { useAuth } from "@/hooks/use-auth";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { initialsOf } from "./initials";

/** The signed-in user's avatar and name, opening their email, the theme switch, Settings and Sign out. */
export function UserMenu() {
  const { user, profile, signOut } = useAuth();
  const { resolvedTheme, setTheme } = useTheme();
  if (!user) return null;
  const email = profile?.email ?? user.email;
  const name = profile?.full_name?.trim() || email;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2" aria-label={`Account menu: ${name}`}>
          <Avatar>
            {profile?.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
            <AvatarFallback>{initialsOf(name)}</AvatarFallback>
          </Avatar>
          <span className="hidden max-w-48 truncate sm:inline">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem
          checked={resolvedTheme === "dark"}
          onCheckedChange={(dark) => setTheme(dark ? "dark" : "light")}
          // Keeps the menu open, so the change can be seen and undone at once.
          onSelect={(event) => event.preventDefault()}
        >
          <Moon aria-hidden />
          Dark mode
        </DropdownMenuCheckboxItem>
        <DropdownMenuItem asChild>
          <Link href="/app/settings/">
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
