import { displayUrl, parseLooseUrl, type DisplayUrl } from "./display-url";
import {
  DESCRIPTION_FONT,
  DESKTOP_DESCRIPTION_MAX_PX,
  DESKTOP_TITLE_MAX_PX,
  MOBILE_DESCRIPTION_MAX_PX,
  MOBILE_TITLE_MAX_PX,
  TITLE_FONT,
  truncateToWidth,
  type Truncation,
} from "./pixel-width";

export type Device = "desktop" | "mobile";
export type DeviceSnippet = { title: Truncation; description: Truncation };
export type Snippet = { url: DisplayUrl | null; desktop: DeviceSnippet; mobile: DeviceSnippet };

export const LIMITS: Record<Device, { titlePx: number; descriptionPx: number }> = {
  desktop: { titlePx: DESKTOP_TITLE_MAX_PX, descriptionPx: DESKTOP_DESCRIPTION_MAX_PX },
  mobile: { titlePx: MOBILE_TITLE_MAX_PX, descriptionPx: MOBILE_DESCRIPTION_MAX_PX },
};

/** What Google would show for this title, address and description on desktop and on a phone. */
export function buildSnippet(input: {
  title: string;
  description: string;
  url: string;
  siteName?: string;
}): Snippet {
  const parsed = parseLooseUrl(input.url);
  const forDevice = (device: Device): DeviceSnippet => ({
    title: truncateToWidth(input.title, LIMITS[device].titlePx, TITLE_FONT),
    description: truncateToWidth(input.description, LIMITS[device].descriptionPx, DESCRIPTION_FONT),
  });
  return {
    url: parsed ? displayUrl(parsed, input.siteName) : null,
    desktop: forDevice("desktop"),
    mobile: forDevice("mobile"),
  };
}
