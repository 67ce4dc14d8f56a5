import { isLoopbackHostname } from "../lib/security/loopback";

// The host part of `npm run dev` / `npm start`: pure, so the launcher's rule is tested directly.

export const LOOPBACK_HOST = "127.0.0.1";

/** The host given to `next dev|start` (`-H x`, `--hostname x`, `--hostname=x`), if any. */
export function hostArgument(args: readonly string[]): string | undefined {
  let host: string | undefined;
  args.forEach((arg, i) => {
    if (arg === "-H" || arg === "--hostname") host = args[i + 1];
    else if (arg.startsWith("--hostname=")) host = arg.slice("--hostname=".length);
  });
  return host;
}

export type ServeArgs = { ok: true; args: string[] } | { ok: false; message: string };

/**
 * The arguments for `next dev|start`. On loopback only, the host is 127.0.0.1 unless the command
 * line names another loopback host; any other host is refused. Otherwise they are left as given.
 */
export function serveArgs(args: readonly string[], loopbackOnly: boolean): ServeArgs {
  if (!loopbackOnly) return { ok: true, args: [...args] };
  const host = hostArgument(args);
  if (host === undefined) return { ok: true, args: [...args, "-H", LOOPBACK_HOST] };
  if (isLoopbackHostname(host)) return { ok: true, args: [...args] };
  return {
    ok: false,
    message:
      `Refusing to listen on ${host}: in embedded mode anyone can sign in as any address, so the server listens only on this machine. ` +
      "Set RANKWELL_PUBLIC_DEMO=1 to serve it to others as a public demo of synthetic data, or configure Google sign-in (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET) or Supabase.",
  };
}
