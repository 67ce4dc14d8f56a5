import { PAGE_STYLE } from "./page-style";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function hiddenFields(fields: readonly (readonly [string, string])[]): string {
  return fields
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("");
}

// A person in a circle: the emulator shows no Google logo.
const ACCOUNT_ICON =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 14a8 8 0 0 1-6.2-2.9C7.1 15.8 9.4 15 12 15s4.9.8 6.2 2.1A8 8 0 0 1 12 20Z"/></svg>';

/**
 * A whole emulator page. Inline styles only; the policy also limits where its forms may go, which
 * browsers apply to the redirect after a form post too, hence the app's origin in form-action.
 */
export function htmlPage(status: number, title: string, main: string, appOrigin: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><header class="bar">${ACCOUNT_ICON}<span>Sign in with Google</span></header><main>${main}</main><footer><p>Rankwell's built-in Google emulator: it signs in demo and made-up accounts only. No real Google account, password or data is used.</p></footer></body></html>`;
  return new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-frame-options": "DENY",
      "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${appOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      "referrer-policy": "no-referrer",
    },
  });
}
