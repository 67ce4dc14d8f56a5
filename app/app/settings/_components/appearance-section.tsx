"use client";

import { useSyncExternalStore } from "react";
import { useTheme } from "next-themes";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { SettingsSection } from "./settings-section";

const noSubscription = () => () => {};

export function AppearanceSection() {
  const { resolvedTheme, setTheme } = useTheme();
  // The theme is known only in the browser; the server renders the switch off and unchanged.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const dark = inBrowser && resolvedTheme === "dark";

  return (
    <SettingsSection
      id="appearance"
      title="Appearance"
      description="Light or dark. Rankwell remembers the choice in this browser."
    >
      <div className="flex items-center gap-3">
        <Switch
          id="dark-mode"
          checked={dark}
          disabled={!inBrowser}
          onCheckedChange={(checked) => setTheme(checked ? "dark" : "light")}
        />
        <Label htmlFor="dark-mode">Dark mode</Label>
      </div>
    </SettingsSection>
  );
}
