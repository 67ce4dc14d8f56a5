// Google's documented required and recommended properties for the rich-result types we check.
export type RuleResult = { severity: "error" | "warning" | "info"; message: string; fix: string };
type Json = Record<string, unknown>;
type Rule = (item: Json) => RuleResult[];

const ARTICLE = ["Article", "NewsArticle", "BlogPosting", "TechArticle", "ScholarlyArticle", "Report", "LiveBlogPosting"];
const PRODUCT = ["Product", "IndividualProduct", "ProductModel", "Vehicle", "Car"];
const ORGANIZATION = ["Organization", "Corporation", "NGO", "EducationalOrganization", "GovernmentOrganization", "NewsMediaOrganization", "OnlineStore", "OnlineBusiness", "MedicalOrganization", "SportsOrganization"];
const LOCAL_BUSINESS = ["LocalBusiness", "Restaurant", "CafeOrCoffeeShop", "BarOrPub", "Bakery", "FoodEstablishment", "Store", "ClothingStore", "ElectronicsStore", "HardwareStore", "GroceryStore", "Dentist", "Physician", "MedicalClinic", "Pharmacy", "Hotel", "LodgingBusiness", "AutoRepair", "AutoDealer", "HairSalon", "BeautySalon", "DaySpa", "HealthClub", "ProfessionalService", "LegalService", "Attorney", "AccountingService", "FinancialService", "RealEstateAgent", "HomeAndConstructionBusiness", "Plumber", "Electrician", "TravelAgency", "ChildCare", "VeterinaryCare"];

export function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(present);
  return true;
}

export function asObjects(value: unknown): Json[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is Json => typeof v === "object" && v !== null && !Array.isArray(v));
}

const missing = (severity: RuleResult["severity"], prop: string, why: string): RuleResult => ({
  severity,
  message: `${prop} is missing${why ? `: ${why}` : ""}.`,
  fix: `Add "${prop}" to the object.`,
});

function requireProps(item: Json, severity: RuleResult["severity"], props: string[], why = ""): RuleResult[] {
  return props.filter((p) => !present(item[p])).map((p) => missing(severity, p, why));
}

const article: Rule = (item) => {
  const results = requireProps(item, "warning", ["headline", "image", "datePublished", "author"], "Google recommends it for article results");
  const published = item.datePublished;
  if (typeof published === "string" && Number.isNaN(Date.parse(published))) {
    results.push({ severity: "warning", message: `datePublished “${published}” is not an ISO 8601 date.`, fix: "Write dates like 2025-03-14 or 2025-03-14T09:30:00+01:00." });
  }
  if (asObjects(item.author).some((a) => !present(a.name))) {
    results.push({ severity: "warning", message: "An author has no name.", fix: "Give each author a name; add url to a profile page for more trust." });
  }
  return results;
};

const product: Rule = (item) => {
  const results = requireProps(item, "error", ["name"], "required for product results");
  if (!["offers", "review", "aggregateRating"].some((p) => present(item[p]))) {
    results.push({ severity: "error", message: "A Product needs offers, review or aggregateRating to be eligible for product results.", fix: "Add offers with price, priceCurrency and availability." });
  }
  for (const offer of asObjects(item.offers)) {
    const aggregate = offer["@type"] === "AggregateOffer";
    const spec = asObjects(offer.priceSpecification)[0];
    if (!present(aggregate ? offer.lowPrice : (offer.price ?? spec?.price))) {
      results.push({ severity: "error", message: `An offer has no ${aggregate ? "lowPrice" : "price"}.`, fix: `Add "${aggregate ? "lowPrice" : "price"}" as a number, e.g. 49.99.` });
    }
    if (!present(offer.priceCurrency ?? spec?.priceCurrency)) {
      results.push({ severity: "error", message: "An offer has no priceCurrency.", fix: "Add the ISO 4217 currency, e.g. \"priceCurrency\": \"EUR\"." });
    }
    if (!present(offer.availability)) results.push(missing("warning", "offers.availability", "shown as “In stock” or “Out of stock”"));
  }
  return [...results, ...requireProps(item, "warning", ["image"], "needed for merchant listings")];
};

const organization: Rule = (item) => [...requireProps(item, "warning", ["name", "url"]), ...requireProps(item, "info", ["logo"], "used in knowledge panels")];

const localBusiness: Rule = (item) => {
  const results = requireProps(item, "error", ["name", "address"], "required for local business results");
  for (const address of asObjects(item.address)) {
    results.push(...requireProps(address, "warning", ["streetAddress", "addressLocality", "postalCode", "addressCountry"]).map((r) => ({ ...r, message: `address.${r.message}` })));
  }
  return [...results, ...requireProps(item, "warning", ["telephone"]), ...requireProps(item, "info", ["openingHoursSpecification", "geo", "url"])];
};

const breadcrumbList: Rule = (item) => {
  const elements = asObjects(item.itemListElement);
  if (elements.length === 0) return [missing("error", "itemListElement", "a BreadcrumbList needs at least one ListItem")];
  const results: RuleResult[] = [];
  elements.forEach((element, index) => {
    const label = `ListItem ${index + 1}`;
    const itemObject = asObjects(element.item)[0];
    if (!present(element.position)) results.push({ severity: "error", message: `${label} has no position.`, fix: `Add "position": ${index + 1}.` });
    if (!present(element.name) && !present(itemObject?.name)) results.push({ severity: "error", message: `${label} has no name.`, fix: "Add the breadcrumb's visible label as name." });
    if (!present(element.item) && index < elements.length - 1) results.push({ severity: "error", message: `${label} has no item URL.`, fix: "Add \"item\" with the full URL of that level (only the last crumb may omit it)." });
  });
  return results;
};

const faqPage: Rule = (item) => {
  const questions = asObjects(item.mainEntity);
  if (questions.length === 0) return [missing("error", "mainEntity", "an FAQPage needs its Question objects")];
  const results: RuleResult[] = [{ severity: "info", message: "Google shows FAQ rich results only for well-known government and health websites.", fix: "Keep the markup if it describes visible questions; do not expect FAQ snippets otherwise." }];
  questions.forEach((question, index) => {
    if (!present(question.name)) results.push({ severity: "error", message: `Question ${index + 1} has no name (the question text).`, fix: "Add the question as \"name\"." });
    if (!asObjects(question.acceptedAnswer).some((a) => present(a.text))) results.push({ severity: "error", message: `Question ${index + 1} has no acceptedAnswer with text.`, fix: "Add \"acceptedAnswer\": { \"@type\": \"Answer\", \"text\": \"…\" }." });
  });
  return results;
};

const RULES: [string[], Rule][] = [[ARTICLE, article], [PRODUCT, product], [LOCAL_BUSINESS, localBusiness], [ORGANIZATION, organization], [["BreadcrumbList"], breadcrumbList], [["FAQPage"], faqPage]];

/** Checks for the first of `types` that has rules; null when none of them is a type we check. */
export function checkType(item: Json, types: string[]): RuleResult[] | null {
  for (const [names, rule] of RULES) if (types.some((t) => names.includes(t))) return rule(item);
  return null;
}
