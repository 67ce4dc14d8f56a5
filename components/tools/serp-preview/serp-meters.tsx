import {
  DESCRIPTION_FONT,
  TITLE_FONT,
  collapseWhitespace,
  measureText,
} from "@/lib/tools/serp-preview/pixel-width";
import { LIMITS } from "@/lib/tools/serp-preview/snippet";
import { LengthMeter } from "./length-meter";

function measure(text: string, font: typeof TITLE_FONT) {
  const clean = collapseWhitespace(text);
  return { chars: Array.from(clean).length, widthPx: measureText(clean, font) };
}

export function TitleMeter({ id, text }: { id: string; text: string }) {
  return (
    <LengthMeter
      id={id}
      {...measure(text, TITLE_FONT)}
      limits={[
        { device: "Desktop", px: LIMITS.desktop.titlePx },
        { device: "Mobile", px: LIMITS.mobile.titlePx },
      ]}
    />
  );
}

export function DescriptionMeter({ id, text }: { id: string; text: string }) {
  return (
    <LengthMeter
      id={id}
      {...measure(text, DESCRIPTION_FONT)}
      limits={[
        { device: "Desktop", px: LIMITS.desktop.descriptionPx },
        { device: "Mobile", px: LIMITS.mobile.descriptionPx },
      ]}
    />
  );
}
