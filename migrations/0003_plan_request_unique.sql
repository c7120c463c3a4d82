-- One project per (owner, saved plan's request id). Written by hand: drizzle-kit splits the
-- json_extract expression at its comma. Duplicates made before this index (the race it closes) keep
-- the oldest project as the request's; the others only lose the request id, no project is removed.
UPDATE `projects` SET `source_data` = json_remove(`source_data`, '$.requestId')
WHERE json_extract(`source_data`, '$.requestId') IS NOT NULL
  AND `id` NOT IN (
    SELECT min(`id`) FROM `projects` WHERE json_extract(`source_data`, '$.requestId') IS NOT NULL
    GROUP BY `owner_id`, json_extract(`source_data`, '$.requestId')
  );--> statement-breakpoint
CREATE UNIQUE INDEX `projects_owner_request_uq` ON `projects` (`owner_id`, json_extract(`source_data`, '$.requestId')) WHERE json_extract(`source_data`, '$.requestId') IS NOT NULL;
