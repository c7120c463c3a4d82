CREATE TABLE `calendar_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`scope` text NOT NULL,
	`secret_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_secret_hash_unique` ON `calendar_feeds` (`secret_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_user_scope_uq` ON `calendar_feeds` (`user_id`,`scope`);--> statement-breakpoint
CREATE TABLE `person_time_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`reminder_lead_days` integer DEFAULT 1,
	`recurrence_mode` text DEFAULT 'completion' NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `project_time_settings` (
	`project_id` integer PRIMARY KEY NOT NULL,
	`estimate_unit` text DEFAULT 'hours' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `time_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`task_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`minutes` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `time_entries_task_idx` ON `time_entries` (`task_id`);--> statement-breakpoint
CREATE INDEX `time_entries_project_day_idx` ON `time_entries` (`project_id`,`day`);--> statement-breakpoint
CREATE INDEX `time_entries_user_idx` ON `time_entries` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `timers` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`task_id` text NOT NULL,
	`started_at` integer NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
