import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { AlertsSection } from "./_components/alerts-section";
import { AppearanceSection } from "./_components/appearance-section";
import { DeleteAccountSection } from "./_components/delete-account-section";
import { GoogleConnectionSection } from "./_components/google-connection-section";
import { ProfileSection } from "./_components/profile-section";
import { ProjectsSection } from "./_components/projects-section";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid grid-cols-1 gap-1">
        <Link
          href="/app/"
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Overview
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">
          Your profile, the Google connection, your projects, their data sources and alerts.
        </p>
      </div>
      <ProfileSection />
      <GoogleConnectionSection />
      <ProjectsSection />
      <AlertsSection />
      <AppearanceSection />
      <DeleteAccountSection />
    </div>
  );
}
