ALTER TABLE `live_tables` ADD `house_seats` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A learner holding the bank at their own table becomes that table's row in its approve phase
-- (every banking table's approval time is 35 s, plus the 1 s grace); a session beside an open
-- hand of their own is not carried (the hand is played out; the bank can be taken again).
INSERT INTO `live_tables` (`id`, `table_id`, `phase`, `deadline_at`, `seq`, `bank_learner_id`, `house_seats`, `created_at`)
SELECT 'solo:' || b.`learner_id` || ':' || b.`table_id`, b.`table_id`, 'approve', b.`last_at` + 36000, 0, b.`learner_id`, b.`seats`, b.`started_at`
FROM `bank_sessions` b
WHERE b.`ended_at` IS NULL AND NOT EXISTS (
  SELECT 1 FROM `rounds` r
  WHERE r.`instance_id` = 'solo:' || b.`learner_id` || ':' || b.`table_id` AND r.`phase` <> 'settled'
);--> statement-breakpoint
INSERT INTO `live_seats` (`live_table_id`, `seat`, `learner_id`, `name`, `joined_at`)
SELECT `id`, 0, `bank_learner_id`, '', `created_at` FROM `live_tables` WHERE `id` LIKE 'solo:%';--> statement-breakpoint
DROP TABLE `bank_sessions`;
