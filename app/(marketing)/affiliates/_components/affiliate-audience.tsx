import { BookOpen, Briefcase, Megaphone, Users } from "lucide-react";

const AUDIENCES = [
  {
    icon: Briefcase,
    title: "SEO consultants and freelancers",
    text: "You set up reporting for clients and want to point agencies and in-house teams to a tool you use yourself.",
  },
  {
    icon: BookOpen,
    title: "Educators and course authors",
    text: "You teach Search Console, GA4 or local SEO and show students how to read their own data.",
  },
  {
    icon: Megaphone,
    title: "Newsletter writers, bloggers and creators",
    text: "You review SEO tools, write tutorials or publish comparisons for a professional audience.",
  },
  {
    icon: Users,
    title: "Communities and partner agencies",
    text: "You run a community or an agency network whose members manage many sites.",
  },
];

export function AffiliateAudience() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {AUDIENCES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border bg-card p-6">
          <Icon aria-hidden className="size-6 text-primary" />
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
