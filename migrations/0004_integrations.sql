ALTER TABLE `integrations` ADD `mode` text DEFAULT 'token' NOT NULL;--> statement-breakpoint
ALTER TABLE `integrations` ADD `account` text;--> statement-breakpoint
ALTER TABLE `integrations` ADD `connected_at` text;--> statement-breakpoint
ALTER TABLE `integrations` ADD `last_target` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `checkpoint` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `external_url` text;