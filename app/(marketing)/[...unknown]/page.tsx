import { notFound } from "next/navigation";

// Every path no route claims lands here, so the server can log it before the static 404 page
// renders; reading the path inside not-found.tsx would make every page dynamic.
export default async function UnknownRoute({ params }: { params: Promise<{ unknown: string[] }> }) {
  const { unknown } = await params;
  console.warn(`[404] no route for /${unknown.join("/")}`);
  notFound();
}
