import type { Dataset } from "./catalog";
import { COFFEE } from "./search-topic-coffee";
import { DENTAL } from "./search-topic-dental";
import { GARDEN } from "./search-topic-garden";
import { LAW } from "./search-topic-law";
import type { Topic } from "./search-topics";

export const TOPICS: Record<Dataset["topic"], Topic> = {
  garden: GARDEN,
  dental: DENTAL,
  coffee: COFFEE,
  law: LAW,
};
