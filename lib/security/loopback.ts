import ipaddr from "ipaddr.js";

// Whether a request comes from this machine. Pure, so the proxy, the emulator and the launcher share it.

/** 127.0.0.0/8, ::1 and ::ffff:127.x.y.z, with or without brackets. */
export function isLoopbackAddress(address: string): boolean {
  const literal = address.trim().replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(literal)) return false;
  const ip = ipaddr.process(literal); // an IPv4-mapped IPv6 address becomes its IPv4 address
  return ip.range() === "loopback";
}

/** A host name or address that always means this machine: localhost, *.localhost or a loopback address. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.trim().toLowerCase().replace(/\.+$/, "");
  return name === "localhost" || name.endsWith(".localhost") || isLoopbackAddress(name);
}

/** The host name of a Host header (`[::1]:3000` → `::1`, `localhost:3000` → `localhost`). */
export function hostnameOfHost(host: string): string {
  const value = host.trim();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(value);
  if (bracketed) return bracketed[1] ?? "";
  // A bare IPv6 address has several colons and no port.
  if (value.split(":").length > 2) return value;
  return value.replace(/:\d*$/, "");
}

/**
 * Whether a request was made on this machine, from its headers: the Host must name loopback (a
 * browser elsewhere cannot send that, which also defeats DNS rebinding) and every address in
 * X-Forwarded-For must be loopback. Next.js gives handlers no socket address; `next start` fills
 * X-Forwarded-For from the socket only when the client sent none, so a crafted header can pass
 * this check: the real boundary is the loopback bind (`npm run dev`/`npm start`), this is the
 * second line.
 */
export function isLocalRequest(headers: Headers): boolean {
  const host = headers.get("host");
  if (!host || !isLoopbackHostname(hostnameOfHost(host))) return false;
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded === null) return true;
  return forwarded.split(",").every((hop) => isLoopbackAddress(hop));
}
