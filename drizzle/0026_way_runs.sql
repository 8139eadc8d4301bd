CREATE TABLE `way_runs` (
	`way_id` text PRIMARY KEY NOT NULL,
	`requested_by` text NOT NULL,
	`status` text NOT NULL,
	`requested_at` integer NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	`lease_until` integer,
	`done` integer NOT NULL,
	`total` integer NOT NULL,
	`figures` text,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `way_runs_status_requested_idx` ON `way_runs` (`status`,`requested_at`);--> statement-breakpoint
CREATE INDEX `way_runs_requester_idx` ON `way_runs` (`requested_by`,`requested_at`);