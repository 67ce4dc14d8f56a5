"use client";

import { useState } from "react";
import Link from "next/link";

/**
 * A Link that prefetches its route only once the pointer or focus reaches it. The sidebar holds
 * some twenty routes; prefetching them all as they scroll into view competes with the page's
 * own data and scripts on the first load.
 */
export function IntentLink({ onMouseEnter, onFocus, ...props }: React.ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
