import type { DocSection } from "./types";

export const projects: DocSection = {
  id: "projects",
  title: "Projects and data sources",
  body: (
    <>
      <p>
        A <strong>project</strong> groups everything about one website, brand or client. Each
        project has <strong>data sources</strong>, and each data source points to one Google
        property:
      </p>
      <ul>
        <li>
          <strong>Search Console (gsc)</strong>: a domain or URL-prefix property.
        </li>
        <li>
          <strong>Google Analytics (ga4)</strong>: a GA4 property.
        </li>
        <li>
          <strong>Business Profile (gmb)</strong>: a business location.
        </li>
      </ul>
      <p>
        A project can hold several sources of the same type, for example the domain property and a
        URL-prefix property for a blog, or every location of a business with several branches. The
        same property can belong to more than one project. Create as many projects as you need;
        Rankwell sets no limit.
      </p>
      <p>
        Projects, data sources and everything synced from Google belong to your account alone. The
        database only returns rows that belong to the signed-in user, so another user can never see
        your projects, even by mistake.
      </p>
    </>
  ),
};
