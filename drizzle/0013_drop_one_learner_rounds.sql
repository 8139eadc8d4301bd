DROP TABLE `table_rounds`;--> statement-breakpoint
DROP TABLE `table_seats`;