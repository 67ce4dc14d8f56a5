import "server-only";
import { sealData, unsealData } from "iron-session";
import type { z } from "zod";
import { siteUrl } from "@/lib/env";
import { authSecret } from "./secrets";

/** Seals `data` for a cookie; the seal carries its own expiry, checked again on unseal. */
export async function seal(data: object, ttl: number, password?: string): Promise<string> {
  return sealData(data, { password: password ?? (await authSecret()), ttl });
}

/** The cookie's payload, or null when it is missing, tampered with, expired or not of this shape. */
export async function unseal<T>(
  value: string | undefined,
  ttl: number,
  schema: z.ZodType<T>,
  password?: string,
) {
  if (!value) return null;
  try {
    const data = await unsealData<unknown>(value, {
      password: password ?? (await authSecret()),
      ttl,
    });
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function cookieOptions(maxAge: number) {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: siteUrl.startsWith("https:"),
    path: "/",
    maxAge,
  } as const;
}
