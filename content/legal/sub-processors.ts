/** Service providers that process personal data for the hosted Rankwell service. */
export const SUB_PROCESSORS = [
  {
    name: "Vercel Inc.",
    role: "Application hosting",
    data: "Every request to the website and app, including IP addresses and server logs.",
  },
  {
    name: "Supabase Inc.",
    role: "Database and sign-in",
    data: "Account data, encrypted Google tokens, projects, synced Google data and contact messages.",
  },
] as const;
