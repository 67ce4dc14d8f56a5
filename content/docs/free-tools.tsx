import Link from "next/link";
import { TOOLS } from "@/lib/site";
import type { DocSection } from "./types";

export const freeTools: DocSection = {
  id: "free-tools",
  title: "The free tools",
  body: (
    <>
      <p>
        Six tools on the public site work without an account. They fetch only public pages, never
        addresses inside private networks, and each visitor can run a limited number of checks per
        minute.
      </p>
      <ul>
        {TOOLS.map((tool) => (
          <li key={tool.slug}>
            <Link href={`/tools/${tool.slug}/`}>{tool.name}</Link>: {tool.summary}
          </li>
        ))}
      </ul>
    </>
  ),
};
