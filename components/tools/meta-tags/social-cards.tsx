import type { SocialCards } from "@/lib/tools/meta-tags/social-tags";
import { ShareImage } from "./share-image";

function CardFrame({ network, children }: { network: string; children: React.ReactNode }) {
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="text-sm font-semibold">{network}</figcaption>
      <div className="overflow-hidden rounded-lg border bg-background">{children}</div>
    </figure>
  );
}

/** How Facebook, X and LinkedIn would draw a shared link, from the tags and their fallbacks. */
export function SocialCardPreviews({ cards, imageAlt }: { cards: SocialCards; imageAlt: string }) {
  const { facebook, x, linkedin } = cards;
  const largeX = x.card === "summary_large_image";
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <CardFrame network="Facebook">
        <ShareImage src={facebook.image} alt={imageAlt} className="aspect-[1.91/1] w-full" />
        <div className="grid gap-0.5 bg-muted/60 px-3 py-2">
          <span className="text-xs text-muted-foreground uppercase">{facebook.domain}</span>
          <span className="line-clamp-2 font-semibold">{facebook.title || "(no title)"}</span>
          <span className="line-clamp-1 text-sm text-muted-foreground">{facebook.description}</span>
        </div>
      </CardFrame>
      <CardFrame network={`X (${x.card})`}>
        {largeX ? (
          <div className="relative">
            <ShareImage src={x.image} alt={imageAlt} className="aspect-[1.91/1] w-full" />
            <span className="absolute bottom-2 left-2 max-w-[90%] truncate rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">
              {x.title}
            </span>
          </div>
        ) : (
          <div className="flex">
            <ShareImage src={x.image} alt={imageAlt} className="aspect-square w-24 shrink-0" />
            <div className="grid min-w-0 content-center gap-0.5 px-3 py-2 text-sm">
              <span className="text-xs text-muted-foreground">{x.domain}</span>
              <span className="truncate">{x.title || "(no title)"}</span>
              <span className="line-clamp-2 text-muted-foreground">{x.description}</span>
            </div>
          </div>
        )}
        {largeX && <p className="px-3 py-2 text-xs text-muted-foreground">From {x.domain}</p>}
      </CardFrame>
      <CardFrame network="LinkedIn">
        <ShareImage src={linkedin.image} alt={imageAlt} className="aspect-[1.91/1] w-full" />
        <div className="grid gap-0.5 px-3 py-2">
          <span className="line-clamp-2 text-sm font-semibold">
            {linkedin.title || "(no title)"}
          </span>
          <span className="text-xs text-muted-foreground">{linkedin.domain}</span>
        </div>
      </CardFrame>
    </div>
  );
}
