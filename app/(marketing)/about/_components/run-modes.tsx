import { Cloud, HardDrive, Play, type LucideIcon } from "lucide-react";
import { RUN_MODES } from "@/content/story";

const ICONS: LucideIcon[] = [Play, HardDrive, Cloud];

export function RunModes() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {RUN_MODES.map((mode, index) => {
        const Icon = ICONS[index] ?? Play;
        return (
          <li key={mode.title} className="rounded-xl border p-6">
            <Icon aria-hidden className="size-6 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{mode.title}</h3>
            <p className="mt-2 text-sm leading-6 text-pretty text-muted-foreground">{mode.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
