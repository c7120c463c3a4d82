CREATE TABLE `task_tool_analyses` (
	`task_id` text PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`task_version` integer NOT NULL,
	`provider` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
