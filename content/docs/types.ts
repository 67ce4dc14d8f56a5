export type DocSection = {
  id: string;
  title: string;
  body: React.ReactNode;
  /** Sub-sections (h3) that the table of contents lists under this section. */
  children?: { id: string; title: string }[];
};
