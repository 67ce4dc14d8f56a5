import { STORY_WHY } from "@/content/story";

export function WhyRankwell() {
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      {STORY_WHY.map((part) => (
        <div key={part.title}>
          <h3 className="text-lg font-semibold">{part.title}</h3>
          <div className="mt-3 space-y-4 leading-7 text-muted-foreground">
            {part.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-pretty">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
