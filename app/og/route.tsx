// GET /og/?title=…&section=… — the 1200×630 share image of a public page.
import { ImageResponse } from "next/og";
import { SITE_NAME, SITE_TAGLINE } from "@/lib/site";

const MAX_TITLE = 90;

export function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const title = (params.get("title") ?? SITE_TAGLINE).slice(0, MAX_TITLE);
  const section = (params.get("section") ?? "").slice(0, 40);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px",
        background: "linear-gradient(135deg, #1e2a78 0%, #3b4fd8 55%, #6d7cf0 100%)",
        color: "white",
      }}
    >
      <div
        style={{
          display: "flex",
          alignItems: "center",
          gap: "20px",
          fontSize: 40,
          fontWeight: 700,
        }}
      >
        <div
          style={{ width: 64, height: 64, borderRadius: 16, background: "white", display: "flex" }}
        />
        {SITE_NAME}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: "16px" }}>
        {section && (
          <div style={{ fontSize: 30, opacity: 0.85, textTransform: "uppercase" }}>{section}</div>
        )}
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      </div>
      <div style={{ fontSize: 28, opacity: 0.85 }}>
        Search Console · Analytics · Business Profile · Free SEO tools
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      headers: { "Cache-Control": "public, max-age=86400, s-maxage=604800, immutable" },
    },
  );
}
