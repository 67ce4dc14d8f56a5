import type { FeatureContent } from "./types";

export const googleBusinessProfile: FeatureContent = {
  slug: "google-business-profile",
  title: "Google Business Profile Performance by Location",
  description:
    "Calls, direction requests, website clicks and Search and Maps impressions for every Google Business Profile location you manage, with period comparisons.",
  appPath: "/app/google-business-profile/",
  lead: "Calls, direction requests, website clicks and impressions on Google Search and Maps for every location you manage, one location at a time and across all of them.",
  problem: [
    "Google shows Business Profile performance one location at a time, inside the profile editor. With ten locations, or a hundred for an agency's clients, that is a lot of clicking for one monthly number.",
    "Local results also live apart from Search Console, although the website clicks from a profile are often the first visit of a customer.",
  ],
  shows: [
    {
      title: "Actions per location",
      body: "Calls, direction requests and website clicks, plus conversations, bookings and food orders where the type of business supports them.",
    },
    {
      title: "Where people saw you",
      body: "Impressions on Google Search and on Google Maps, each split into mobile and desktop.",
    },
    {
      title: "Trends and comparison",
      body: "Every metric day by day for the last 30 days by default, or any range you pick, with the change against the previous period.",
    },
    {
      title: "Locations linked to your sites",
      body: "Rankwell matches locations to your Search Console properties by their website domain, so local and organic traffic sit in the same project.",
    },
  ],
  method: [
    {
      title: "Business Profile Performance API",
      body: "Daily metrics are read per location. Google leaves out days with a value of zero, and Rankwell fills them in as zero so the chart has no holes.",
    },
    {
      title: "Impressions are counted the way Google counts them",
      body: "Google counts impressions as unique users per day, so a 30-day total can count the same person more than once. Rankwell shows the total and the daily series and does not call it a number of people.",
    },
    {
      title: "Accounts and locations stay in sync",
      body: "A sync reads the accounts and locations you manage; the location picker in the header lists them with their address.",
    },
  ],
  steps: [
    "Open Business Profile and sync your accounts; Rankwell lists the locations it found.",
    "Connect the locations to your properties. Locations whose website matches a property's domain are connected for you.",
    "Pick a location in the header and a date range.",
    "Compare with the previous period and look at which action moved: calls, directions or website clicks.",
  ],
  limits: [
    "Google offers no read-only permission for Business Profile, so Rankwell asks for the standard one and uses it only to read accounts, locations and performance.",
    "Google opens its Business Profile APIs only to approved Google Cloud projects. If you run Rankwell with your own Google client, apply for access for that project first.",
  ],
  related: ["all-in-one", "analytics", "reports"],
};
