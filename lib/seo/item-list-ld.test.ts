import { itemListLd } from "./item-list-ld";

describe("itemListLd", () => {
  it("numbers the items from 1 and makes their URLs absolute", () => {
    const ld = itemListLd("https://rankwell.app", {
      name: "Free SEO Tools",
      items: [
        {
          name: "SERP Preview",
          path: "/tools/serp-preview/",
          description: "Titles cut by pixel width.",
        },
        { name: "Page Speed", path: "/tools/page-speed/" },
      ],
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Free SEO Tools",
      numberOfItems: 2,
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          url: "https://rankwell.app/tools/serp-preview/",
          name: "SERP Preview",
          description: "Titles cut by pixel width.",
        },
        {
          "@type": "ListItem",
          position: 2,
          url: "https://rankwell.app/tools/page-speed/",
          name: "Page Speed",
        },
      ],
    });
  });
});
