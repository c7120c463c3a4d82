CREATE TABLE `notification_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`email_off` text DEFAULT '[]' NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`origin` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_settings_unsubscribe_token_unique` ON `notification_settings` (`unsubscribe_token`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`project_id` integer,
	`task_id` text,
	`actor_id` integer,
	`title` text NOT NULL,
	`body` text,
	`url` text NOT NULL,
	`dedupe_key` text,
	`read_at` text,
	`emailed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`read_at`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_digest_idx` ON `notifications` (`emailed_at`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_dedupe_uq` ON `notifications` (`user_id`,`dedupe_key`) WHERE "notifications"."dedupe_key" IS NOT NULL;