/** Everything Rankwell keeps in a browser. All of it is strictly necessary or a preference the user set. */
export const COOKIES = [
  {
    name: "Session",
    cookie: undefined,
    purpose:
      "Keeps you signed in when Rankwell runs its own sign-in. Signed and HttpOnly, so scripts in the page cannot read it; it never contains a Google token.",
    duration: "Until you sign out or the session expires",
  },
  {
    name: "Supabase session",
    cookie: "sb-…-auth-token",
    purpose:
      "Keeps you signed in when the app runs on Supabase sign-in. Long sessions may be split into numbered parts (.0, .1).",
    duration: "Until you sign out or the session expires",
  },
  {
    name: "Sign-in verification",
    cookie: undefined,
    purpose:
      "Set for the few minutes of a Google sign-in, so that only the sign-in you started can complete. Protects against forged sign-ins.",
    duration: "Deleted when sign-in completes; a few minutes at most",
  },
  {
    name: "Sidebar state",
    cookie: "sidebar_state",
    purpose: "Remembers whether you collapsed the app's sidebar.",
    duration: "7 days",
  },
] as const;

export const LOCAL_STORAGE_KEYS = [
  {
    name: "rankwell_visited",
    purpose:
      "Notes that this browser has signed in before, so the sign-in page can greet you back.",
  },
  {
    name: "rankwell_user_profile",
    purpose:
      "Your email address and last sign-in time, shown on the sign-in page as “Welcome back”.",
  },
  {
    name: "rankwell_onboarding_completed",
    purpose: "Hides the setup panel once your first project has a data source.",
  },
  {
    name: "rankwell_onboarding_return",
    purpose:
      "Remembers where you were in the setup steps, so you can pick up again after connecting Google.",
  },
  {
    name: "rankwell_return_path",
    purpose: "The page you were on before signing in, so you land back there.",
  },
  { name: "theme", purpose: "Your choice of light or dark theme." },
] as const;
