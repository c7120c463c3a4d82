CREATE TABLE `member_capacities` (
	`project_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`weekly_hours` real NOT NULL,
	`off_weekdays` text NOT NULL,
	`days_off` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`project_id`, `user_id`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `project_holidays` (
	`project_id` integer NOT NULL,
	`day` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`project_id`, `day`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
