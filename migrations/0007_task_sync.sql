CREATE TABLE `project_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`provider` text NOT NULL,
	`container_id` text NOT NULL,
	`container_url` text,
	`last_synced` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_links_project_provider_uq` ON `project_links` (`project_id`,`provider`);--> statement-breakpoint
CREATE TABLE `sync_locks` (
	`key` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`until` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `task_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`provider` text NOT NULL,
	`task_id` text NOT NULL,
	`external_id` text NOT NULL,
	`base` text,
	`last_synced` text NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `task_links_external_uq` ON `task_links` (`project_id`,`provider`,`external_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `task_links_task_uq` ON `task_links` (`project_id`,`provider`,`task_id`);