CREATE TABLE `webhook_deliveries` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`webhook_id` text NOT NULL,
	`message_id` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_attempt_at` integer,
	`response_status` integer,
	`duration_ms` integer,
	`error` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`webhook_id`) REFERENCES `webhooks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_id_unique` ON `webhook_deliveries` (`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_queue_idx` ON `webhook_deliveries` (`webhook_id`,`status`,`seq`);--> statement-breakpoint
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`created_by` integer,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`secret` text NOT NULL,
	`disabled_at` text,
	`failing_since` integer,
	`lease_until` integer,
	`wake_at` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `webhooks_project_idx` ON `webhooks` (`project_id`);