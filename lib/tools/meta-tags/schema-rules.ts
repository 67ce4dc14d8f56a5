// Google's documented required and recommended properties for the rich-result types we check.
import {
  asObjects,
  missing,
  present,
  requireProps,
  type Json,
  type Rule,
  type RuleResult,
} from "./schema-props";
import { article, breadcrumbList, faqPage } from "./schema-rules-content";

const ARTICLE = [
  "Article",
  "NewsArticle",
  "BlogPosting",
  "TechArticle",
  "ScholarlyArticle",
  "Report",
  "LiveBlogPosting",
];
const PRODUCT = ["Product", "IndividualProduct", "ProductModel", "Vehicle", "Car"];
const ORGANIZATION = [
  "Organization",
  "Corporation",
  "NGO",
  "EducationalOrganization",
  "GovernmentOrganization",
  "NewsMediaOrganization",
  "OnlineStore",
  "OnlineBusiness",
  "MedicalOrganization",
  "SportsOrganization",
];
const LOCAL_BUSINESS = [
  "LocalBusiness",
  "Restaurant",
  "CafeOrCoffeeShop",
  "BarOrPub",
  "Bakery",
  "FoodEstablishment",
  "Store",
  "ClothingStore",
  "ElectronicsStore",
  "HardwareStore",
  "GroceryStore",
  "Dentist",
  "Physician",
  "MedicalClinic",
  "Pharmacy",
  "Hotel",
  "LodgingBusiness",
  "AutoRepair",
  "AutoDealer",
  "HairSalon",
  "BeautySalon",
  "DaySpa",
  "HealthClub",
  "ProfessionalService",
  "LegalService",
  "Attorney",
  "AccountingService",
  "FinancialService",
  "RealEstateAgent",
  "HomeAndConstructionBusiness",
  "Plumber",
  "Electrician",
  "TravelAgency",
  "ChildCare",
  "VeterinaryCare",
];

const product: Rule = (item) => {
  const results = requireProps(item, "error", ["name"], "required for product results");
  if (!["offers", "review", "aggregateRating"].some((p) => present(item[p]))) {
    results.push({
      severity: "error",
      message:
        "A Product needs offers, review or aggregateRating to be eligible for product results.",
      fix: "Add offers with price, priceCurrency and availability.",
    });
  }
  for (const offer of asObjects(item.offers)) {
    const aggregate = offer["@type"] === "AggregateOffer";
    const spec = asObjects(offer.priceSpecification)[0];
    if (!present(aggregate ? offer.lowPrice : (offer.price ?? spec?.price))) {
      results.push({
        severity: "error",
        message: `An offer has no ${aggregate ? "lowPrice" : "price"}.`,
        fix: `Add "${aggregate ? "lowPrice" : "price"}" as a number, e.g. 49.99.`,
      });
    }
    if (!present(offer.priceCurrency ?? spec?.priceCurrency)) {
      results.push({
        severity: "error",
        message: "An offer has no priceCurrency.",
        fix: 'Add the ISO 4217 currency, e.g. "priceCurrency": "EUR".',
      });
    }
    if (!present(offer.availability))
      results.push(
        missing("warning", "offers.availability", "shown as “In stock” or “Out of stock”"),
      );
  }
  return [...results, ...requireProps(item, "warning", ["image"], "needed for merchant listings")];
};

const organization: Rule = (item) => [
  ...requireProps(item, "warning", ["name", "url"]),
  ...requireProps(item, "info", ["logo"], "used in knowledge panels"),
];

const localBusiness: Rule = (item) => {
  const results = requireProps(
    item,
    "error",
    ["name", "address"],
    "required for local business results",
  );
  for (const address of asObjects(item.address)) {
    results.push(
      ...requireProps(address, "warning", [
        "streetAddress",
        "addressLocality",
        "postalCode",
        "addressCountry",
      ]).map((r) => ({ ...r, message: `address.${r.message}` })),
    );
  }
  return [
    ...results,
    ...requireProps(item, "warning", ["telephone"]),
    ...requireProps(item, "info", ["openingHoursSpecification", "geo", "url"]),
  ];
};

const RULES: [string[], Rule][] = [
  [ARTICLE, article],
  [PRODUCT, product],
  [LOCAL_BUSINESS, localBusiness],
  [ORGANIZATION, organization],
  [["BreadcrumbList"], breadcrumbList],
  [["FAQPage"], faqPage],
];

/** Checks for the first of `types` that has rules; null when none of them is a type we check. */
export function checkType(item: Json, types: string[]): RuleResult[] | null {
  for (const [names, rule] of RULES) if (types.some((t) => names.includes(t))) return rule(item);
  return null;
}
