"use client";

import { useAuth } from "@/hooks/use-auth";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { initialsOf } from "@/lib/format/initials";
import { SettingsSection } from "./settings-section";

export function ProfileSection() {
  const { user, profile, loading } = useAuth();
  const email = profile?.email ?? user?.email ?? "";
  const name = profile?.full_name?.trim() || email;

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name, picture and email address were taken from your Google account when you first signed in."
    >
      {!profile && loading ? (
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <Skeleton className="h-10 w-56" />
        </div>
      ) : (
        <div className="flex items-center gap-4">
          <Avatar className="size-16">
            {profile?.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
            <AvatarFallback className="text-lg">{initialsOf(name)}</AvatarFallback>
          </Avatar>
          <dl className="grid min-w-0 grid-cols-1 gap-1">
            <div>
              <dt className="sr-only">Name</dt>
              <dd className="truncate text-base font-medium">{name}</dd>
            </div>
            <div>
              <dt className="sr-only">Email</dt>
              <dd className="truncate text-sm text-muted-foreground">{email}</dd>
            </div>
            {profile?.is_primary_account && (
              <div>
                <dt className="sr-only">Account</dt>
                <dd>
                  <Badge variant="secondary">Primary account</Badge>
                </dd>
              </div>
            )}
          </dl>
        </div>
      )}
    </SettingsSection>
  );
}
