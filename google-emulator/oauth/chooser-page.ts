import { SITE_NAME } from "@/lib/site";
import { DEMO_ACCOUNTS, initialsOf } from "../accounts";
import { colourFor } from "../avatar";
import { EMULATOR_PATHS } from "../paths";
import type { AuthorizeProblem, AuthorizeRequest } from "./authorize-request";
import { escapeHtml, hiddenFields, htmlPage } from "./html";
import { describeScopes } from "./scope-text";

export type PageContext = { base: string; appOrigin: string };

const ADD_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M15 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4Zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2Zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4Z"/></svg>';

function intro(heading: string): string {
  return `<h1>${escapeHtml(heading)}</h1><p class="sub">to continue to <span class="app">${SITE_NAME}</span></p>`;
}

function accessList(request: AuthorizeRequest, appOrigin: string): string {
  const lines = describeScopes(request.scopes).map((line) => `<li>${escapeHtml(line)}</li>`);
  const legal = (slug: string, label: string) =>
    `<a href="${escapeHtml(`${appOrigin}/legal/${slug}/`)}">${label}</a>`;
  return `<section class="access" aria-labelledby="access-title"><h2 id="access-title">${SITE_NAME} will be able to</h2><ul>${lines.join("")}</ul></section><p class="fine">To continue, your name, email address and profile picture will be shared with ${SITE_NAME}. Before using this app, you can review ${SITE_NAME}'s ${legal("privacy", "privacy policy")} and ${legal("terms", "terms of service")}.</p>`;
}

/** GET o/oauth2/v2/auth: the demo accounts, "Use another account", what the app asks for, Cancel. */
export function chooserPage(request: AuthorizeRequest, { base, appOrigin }: PageContext): Response {
  const approve = escapeHtml(`${base}/${EMULATOR_PATHS.approve}`);
  const fields = hiddenFields(request.forwarded);
  const accounts = DEMO_ACCOUNTS.map(
    (account) =>
      `<li><button class="row" type="submit" name="account" value="${account.id}"><span class="avatar" style="background:${colourFor(account.id)}" aria-hidden="true">${initialsOf(account.name)}</span><span class="who"><span class="name">${escapeHtml(account.name)}</span><span class="email">${escapeHtml(account.email)}</span></span></button></li>`,
  ).join("");
  const main = [
    intro("Choose an account"),
    `<form method="post" action="${approve}">${fields}<ul class="accounts" aria-label="Accounts">${accounts}</ul></form>`,
    `<form method="get" action="${escapeHtml(`${base}/${EMULATOR_PATHS.authorize}`)}">${fields}<input type="hidden" name="flow" value="another"><button class="row" type="submit"><span class="avatar plain" aria-hidden="true">${ADD_ICON}</span><span>Use another account</span></button></form>`,
    accessList(request, appOrigin),
    `<form method="post" action="${approve}" class="actions">${fields}<button class="button text" type="submit" name="decision" value="cancel">Cancel</button></form>`,
  ].join("");
  return htmlPage(200, "Choose an account", main, appOrigin);
}

export type AnotherAccountInput = { email?: string; name?: string; error?: string };

/** "Use another account": any address and name become an account; the same address, the same id. */
export function anotherAccountPage(
  request: AuthorizeRequest,
  { base, appOrigin }: PageContext,
  input: AnotherAccountInput = {},
): Response {
  const email = input.email ?? request.loginHint ?? "";
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="form-error"' : "";
  const back = new URL(`${base}/${EMULATOR_PATHS.authorize}`);
  for (const [name, value] of request.forwarded) back.searchParams.append(name, value);
  const main = [
    intro("Use another account"),
    input.error
      ? `<p class="error" id="form-error" role="alert">${escapeHtml(input.error)}</p>`
      : "",
    `<form method="post" action="${escapeHtml(`${base}/${EMULATOR_PATHS.approve}`)}">${hiddenFields(request.forwarded)}`,
    `<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}"${invalid}></div>`,
    `<div class="field"><label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(input.name ?? "")}"></div>`,
    `<p class="fine">The emulator makes up a Google account for this address; the same address always gets the same account.</p>`,
    `<div class="actions"><a class="button text" href="${escapeHtml(back.toString())}">Back</a><button class="button primary" type="submit">Continue</button></div></form>`,
  ].join("");
  return htmlPage(input.error ? 400 : 200, "Use another account", main, appOrigin);
}

/** What Google shows instead of the chooser when the request itself is wrong. */
export function problemPage(problem: AuthorizeProblem, appOrigin: string): Response {
  const main = `<h1>${escapeHtml(problem.title)}</h1><p class="sub">${escapeHtml(problem.detail)}</p><p class="code">Error ${problem.status}: ${escapeHtml(problem.error)}</p>`;
  return htmlPage(problem.status, problem.title, main, appOrigin);
}
