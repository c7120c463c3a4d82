import { z } from "zod";

// Issue 26: calendar feeds. A feed's URL carries its secret: 32 random bytes in lowercase base32
// (52 characters), followed by ".ics". Anything else names no feed.

export const FEED_SECRET_PATTERN = /^[a-z2-7]{52}$/;

/** The last segment of a feed URL, "<secret>.ics": the secret, or null when it cannot be one. */
export const feedFileName = z
  .string()
  .max(100)
  .transform((file) => {
    const secret = file.endsWith(".ics") ? file.slice(0, -4) : "";
    return FEED_SECRET_PATTERN.test(secret) ? secret : null;
  });

/** Whether a person has a feed (its secret is never shown again after it is made). */
export const calendarFeedStatusSchema = z.object({
  feed: z.object({ createdAt: z.string() }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The answer to a rotation: the new subscribe URLs, shown once. */
export const rotatedFeedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type RotatedFeed = z.infer<typeof rotatedFeedSchema>;
