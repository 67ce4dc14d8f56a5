import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/** Where generated secrets live: beside the embedded database's folder, else `.data/`. */
export function secretsDir(pgliteDataDir: string | undefined = env.PGLITE_DATA_DIR): string {
  return pgliteDataDir
    ? path.dirname(path.resolve(pgliteDataDir))
    : path.join(process.cwd(), ".data");
}

/**
 * Reads the secret kept in `file`, or writes `generate()` there (owner-only) on first use. The
 * exclusive create means two processes starting together still end up with one shared secret.
 */
export async function loadOrCreateSecret(file: string, generate: () => string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const fresh = generate();
  try {
    await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: "wx" });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const written = await readSecret(file);
    if (!written) throw new Error(`The secret file ${path.basename(file)} exists but is empty.`);
    return written;
  }
}

async function readSecret(file: string): Promise<string | null> {
  try {
    return (await readFile(file, "utf8")).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
