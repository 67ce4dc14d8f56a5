import { MoreVertical } from "lucide-react";
import { formatDisplayUrl, type DisplayUrl } from "@/lib/tools/serp-preview/display-url";
import type { Device, DeviceSnippet } from "@/lib/tools/serp-preview/snippet";
import { cn } from "@/lib/utils";

// Google's own result colours and Arial, in light and dark, so the preview reads like the real page.
const SURFACE = "bg-white text-[#202124] dark:bg-[#1f1f1f] dark:text-[#e8eaed]";
const LINK = "text-[#1a0dab] dark:text-[#99c3ff]";
const MUTED = "text-[#4d5156] dark:text-[#bdc1c6]";

/** One organic Google result, as the desktop or the mobile results page draws it. */
export function GoogleResult({
  device,
  snippet,
  url,
}: {
  device: Device;
  snippet: DeviceSnippet;
  url: DisplayUrl | null;
}) {
  const siteName = url?.siteName ?? "Your site";
  const address = url ? formatDisplayUrl(url) : "https://www.example.com";
  const mobile = device === "mobile";
  return (
    <div
      data-device={device}
      style={{ fontFamily: "Arial, Helvetica, sans-serif" }}
      className={cn(
        SURFACE,
        "rounded-xl border",
        mobile ? "w-full max-w-[412px] p-4 shadow-sm" : "w-[600px] px-4 py-3",
      )}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="grid size-[26px] shrink-0 place-items-center rounded-full border border-[#dadce0] bg-[#f1f3f4] text-xs font-bold text-[#4d5156] dark:border-[#3c4043] dark:bg-[#303134] dark:text-[#bdc1c6]"
        >
          {siteName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1 leading-5">
          <div className="truncate text-sm">{siteName}</div>
          <div className={cn("truncate text-xs", MUTED, !url && "italic")}>{address}</div>
        </div>
        <MoreVertical aria-hidden className={cn("size-4 shrink-0", MUTED)} />
      </div>
      <div
        data-part="title"
        className={cn(
          LINK,
          "mt-2",
          mobile
            ? "text-base leading-6"
            : "overflow-hidden text-xl leading-[26px] whitespace-nowrap",
        )}
      >
        {snippet.title.text || (
          <span className={cn(MUTED, "italic")}>No title: Google will write one from the page</span>
        )}
      </div>
      <p data-part="description" className={cn("mt-1 text-sm leading-[22px] break-words", MUTED)}>
        {snippet.description.text || (
          <span className="italic">No description: Google will quote text from the page</span>
        )}
      </p>
    </div>
  );
}
