import "server-only";
import { runMode, siteUrl } from "@/lib/env";
import { emulatorApiRoot, type EmulatedApiHost } from "@/lib/google-emulator/paths";

/** The root URL (with trailing slash) of each Google API Rankwell calls. */
export type GoogleApiRoots = Record<
  | "searchConsole"
  | "analyticsAdmin"
  | "analyticsData"
  | "gbpAccounts"
  | "gbpInformation"
  | "gbpPerformance"
  | "pageSpeed",
  string
>;

const HOSTS: Record<keyof GoogleApiRoots, EmulatedApiHost> = {
  searchConsole: "searchconsole.googleapis.com",
  analyticsAdmin: "analyticsadmin.googleapis.com",
  analyticsData: "analyticsdata.googleapis.com",
  gbpAccounts: "mybusinessaccountmanagement.googleapis.com",
  gbpInformation: "mybusinessbusinessinformation.googleapis.com",
  gbpPerformance: "businessprofileperformance.googleapis.com",
  pageSpeed: "pagespeedonline.googleapis.com",
};

const map = (root: (host: EmulatedApiHost) => string) =>
  Object.fromEntries(
    Object.entries(HOSTS).map(([api, host]) => [api, root(host)]),
  ) as GoogleApiRoots;

/** Google's own hosts. */
export const GOOGLE_API_ROOTS: GoogleApiRoots = map((host) => `https://${host}/`);

/** The emulator served at `origin` (the app itself in embedded mode, or a test server). */
export const emulatorApiRoots = (origin: string): GoogleApiRoots =>
  map((host) => emulatorApiRoot(origin, host));

/** The only difference between production and the emulator: where each API answers. */
export function googleApiRoots(): GoogleApiRoots {
  return runMode() === "embedded" ? emulatorApiRoots(siteUrl) : GOOGLE_API_ROOTS;
}
