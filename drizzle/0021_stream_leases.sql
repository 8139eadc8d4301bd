CREATE TABLE `stream_leases` (
	`id` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`instance_id` text NOT NULL,
	`opened_at` integer NOT NULL,
	`renewed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stream_leases_holder_idx` ON `stream_leases` (`holder`,`renewed_at`);--> statement-breakpoint
CREATE INDEX `stream_leases_renewed_idx` ON `stream_leases` (`renewed_at`);