-- A class has at most one open live table per config (lib/live/service.ts openClassTable).
-- Tables opened twice before this index existed: the earliest stays open, the others close
-- (a closed table plays out its round and frees its seats).
UPDATE `live_tables` SET `closed_at` = CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE `class_id` IS NOT NULL AND `closed_at` IS NULL AND EXISTS (
  SELECT 1 FROM `live_tables` AS `first`
  WHERE `first`.`class_id` = `live_tables`.`class_id` AND `first`.`table_id` = `live_tables`.`table_id`
    AND `first`.`closed_at` IS NULL
    AND (`first`.`created_at` < `live_tables`.`created_at`
      OR (`first`.`created_at` = `live_tables`.`created_at` AND `first`.`id` < `live_tables`.`id`))
);--> statement-breakpoint
CREATE UNIQUE INDEX `live_tables_class_open_idx` ON `live_tables` (`class_id`,`table_id`) WHERE "live_tables"."class_id" is not null and "live_tables"."closed_at" is null;
