// Static class strings for the marketing header's client leaves. They mirror the ghost and outline
// buttons of components/ui/button.tsx but avoid pulling cva and tailwind-merge into every public page.
export const iconButtonClass =
  "inline-flex size-9 items-center justify-center rounded-md outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4";

export const menuButtonClass =
  "inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";
