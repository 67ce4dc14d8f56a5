"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Whether an element has come within `margin` of the viewport (and stays true after). The tables
 * below the fold wait for it, so their code and thousands of rows do not hold up the first screen.
 */
export function useSeen<T extends Element>(margin = "300px"): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return [ref, seen];
}
