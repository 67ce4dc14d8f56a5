// The one OAuth client the emulator knows. Fixed values: embedded mode needs no settings at all.
export const EMULATOR_CLIENT_ID = "rankwell-embedded.apps.googleusercontent.com";
export const EMULATOR_CLIENT_SECRET = "rankwell-embedded-secret";
