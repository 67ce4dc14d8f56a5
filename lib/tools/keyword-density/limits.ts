// A pasted page of about 1 MB is accepted, like a fetched one.
export const MAX_TEXT_LENGTH = 1_000_000;
export const MAX_PHRASE_LENGTH = 100;
