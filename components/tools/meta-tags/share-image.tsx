"use client";

import { useState } from "react";
import { ImageOff } from "lucide-react";
import { cn } from "@/lib/utils";

/** The page's share image as the networks crop it, or a plain box when there is none or it fails to load. */
export function ShareImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className={cn(
          "grid place-items-center gap-1 bg-muted text-xs text-muted-foreground",
          className,
        )}
      >
        <ImageOff aria-hidden className="size-5" />
        {src ? "Image could not be loaded" : "No image"}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- any host a user checks; next/image needs each host configured
    <img
      src={src}
      alt={alt}
      referrerPolicy="no-referrer"
      loading="lazy"
      onError={() => setFailed(src)}
      className={cn("bg-muted object-cover", className)}
    />
  );
}
