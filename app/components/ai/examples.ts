// Spec §2.4: three shortcuts that fill the idea box with a realistic brief, the kind of text people paste.

export interface IdeaExample {
  label: string;
  idea: string;
}

export const IDEA_EXAMPLES: IdeaExample[] = [
  {
    label: "Website redesign",
    idea: `Redesign our company website (about 25 pages) before the spring launch.
Goals: a modern look that matches the new brand, faster pages (under 2 s on mobile) and more demo requests.
- Audit the current site: analytics, top pages, broken links
- New sitemap and wireframes for home, pricing, product and contact pages
- Visual design in Figma, reviewed with marketing
- Build on our headless CMS and migrate the blog (120 posts)
- SEO: keep URLs or add 301 redirects, meta titles and descriptions
- Accessibility check (WCAG AA) and cross-browser testing
Team: one designer, two developers, one marketer. Deadline: end of March.`,
  },
  {
    label: "Mobile app",
    idea: `Build a habit-tracking mobile app for iOS and Android (React Native).
Users sign up with email or Apple/Google, create habits with a schedule, tick them off daily and see streaks and weekly stats.
Must have: reminders (push notifications), offline mode with sync, dark mode.
Nice to have: sharing a streak with friends, a home-screen widget.
Backend: a small API with a Postgres database; analytics with privacy in mind (GDPR).
We want a closed beta with 50 testers in 8 weeks and the store release 4 weeks after that.`,
  },
  {
    label: "Marketing campaign",
    idea: `Plan a 6-week launch campaign for our new project-management add-on for small agencies.
Budget: $15,000. Goal: 500 trial sign-ups and 60 paying customers by the end of the campaign.
Channels: LinkedIn ads, a webinar with a partner agency, an email sequence to our 8,000 subscribers, two blog posts and a case study.
We need the landing page, ad creatives (3 variants per channel), UTM tracking and a weekly report on cost per sign-up.
Launch day is the first Tuesday of next month; sales should get a one-page battle card before then.`,
  },
];
