/** The text of The Story (/about/): why Rankwell exists, what it holds to, and what comes next. */

export const STORY_LEAD =
  "Rankwell began with a simple wish: to see a site's search, analytics and local data in one place, computed correctly, without an afternoon of spreadsheets every month.";

export const STORY_WHY: { title: string; paragraphs: string[] }[] = [
  {
    title: "The data is scattered",
    paragraphs: [
      "Everything Google knows about how a site performs is split across three products. Search Console has the searches, Google Analytics has what visitors did next, Business Profile has the calls and direction requests of each location. Each has its own screens, its own date picker, its own time zone and its own export.",
      "Answering a plain question, such as why organic sign-ups fell last month, means opening all three and lining up the numbers by hand.",
    ],
  },
  {
    title: "The limits are easy to miss",
    paragraphs: [
      "Search Console's reports show 1,000 rows per table. Its API returns at most 50,000 rows per day and search type, keeps about 16 months of history, and leaves anonymized queries out of the rows while counting them in the totals. GA4 may threshold data for privacy or fold rows into (other). Business Profile counts impressions as unique users per day.",
      "None of this is wrong, but all of it changes what a number means, and most tools pass the numbers on without saying so. An average of CTRs or an unweighted average position looks precise and is not.",
    ],
  },
  {
    title: "Agencies do it all many times over",
    paragraphs: [
      "An agency repeats the same exports for every client, with properties spread across several Google accounts and locations across several Business Profile accounts. The first days of every month go to copying numbers into reports instead of reading them.",
    ],
  },
];

export const PRINCIPLES: { id: string; title: string; body: string }[] = [
  {
    id: "yours",
    title: "Your data stays yours",
    body: "Rankwell reads your Google data to show it to you, and for nothing else: no advertising, no resale. Its use of Google data follows Google's API Services User Data Policy, including the Limited Use requirements. Delete your account and Rankwell revokes its Google access and deletes your data.",
  },
  {
    id: "read-only",
    title: "Read-only by design",
    body: "Search Console and Google Analytics are connected with Google's read-only permissions. Business Profile has no read-only permission at Google, so Rankwell asks for the standard one and only reads with it. Tokens are encrypted on the server and never sent to the browser.",
  },
  {
    id: "open",
    title: "Open about the limits of Google's data",
    body: "Hidden queries are shown as a gap, incomplete days are marked, GA4's thresholding warnings are passed on, and an estimate is called an estimate. If Google does not provide a number, Rankwell does not make one up.",
  },
  {
    id: "correct",
    title: "Correct before clever",
    body: "CTR is computed from summed clicks and impressions, position is weighted by impressions, comparisons use a period of the same length. AI explanations are written from figures computed first, and they name the rows they rely on.",
  },
  {
    id: "free",
    title: "Free forever",
    body: "Rankwell is free forever, and signing up needs no credit card: a Google account is all it takes.",
  },
  {
    id: "self-host",
    title: "Yours to run",
    body: "The code that runs the service also runs on your own infrastructure, in any of the three modes below, with the same features and the same safeguards.",
  },
];

export const RUN_MODES: { title: string; body: string }[] = [
  {
    title: "Embedded",
    body: "Nothing to configure: a Postgres database runs inside the app with PGlite, and a built-in Google emulator with demo accounts and data lets you try every view.",
  },
  {
    title: "Self-hosted",
    body: "Your own Google OAuth client and your own Postgres, or the built-in database. Tokens and data stay in your own database.",
  },
  {
    title: "Supabase and Vercel",
    body: "Supabase for the database and sign-in with Google, Vercel for the app, with the same migrations and row-level security.",
  },
];

export const NEXT_STEPS: { title: string; body: string }[] = [
  {
    title: "Hourly search data",
    body: "Search Console now reports the last ten days hour by hour. That is what a launch day or a site migration needs, and it belongs in Search Performance.",
  },
  {
    title: "Inspection at scale",
    body: "URL Inspection checks one URL at a time, within Google's 2,000 inspections per property per day. Spreading that budget over the URLs of your sitemaps will keep Coverage & Issues current on large sites.",
  },
  {
    title: "Reports on a schedule",
    body: "Reports that are prepared and sent on a schedule you set, so the monthly report is ready on the first of the month.",
  },
  {
    title: "Local search terms",
    body: "Business Profile reports the search terms that showed each location, month by month. They belong next to the calls and direction requests they led to.",
  },
];
