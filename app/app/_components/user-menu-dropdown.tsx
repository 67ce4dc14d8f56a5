"use client";

import Link from "next/link";
import { LogOut, Moon, Settings } from "lucide-react";
import { useTheme } from "next-themes";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** The open account menu: the email, the theme switch, Settings and Sign out. */
export function UserMenuDropdown({
  name,
  email,
  trigger,
  open,
  setOpen,
  onSignOut,
}: {
  name: string;
  email: string;
  /** The account button, the same one shown before this menu's code loaded. */
  trigger: React.ReactElement;
  open: boolean;
  setOpen(open: boolean): void;
  onSignOut: () => void;
}) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    // The first press on the button loads this menu and opens it.
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
