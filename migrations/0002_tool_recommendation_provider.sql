ALTER TABLE `task_tool_recommendations` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `task_tool_recommendations` ADD `task_version` integer;