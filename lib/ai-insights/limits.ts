// AI Insights' limits, zod-free so the view's client code reads them without loading the schemas.

/** How long a question or an earlier answer may be, and how many turns a conversation sends. */
export const CHAT_LIMITS = { messageChars: 4000, questionChars: 500, messages: 20 } as const;
