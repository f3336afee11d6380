-- UNLOGGED (written by hand; drizzle-kit has no option for it): a count writes no WAL, so the commit of a
-- rate-limit count does not wait for a disk flush. The price: after a PostgreSQL crash the counters start
-- from zero, and standbys do not have them (the API reads them on the primary only). See docs/deploy.md.
CREATE UNLOGGED TABLE "contador_janela" (
	"chave" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contador_janela_expira_idx" ON "contador_janela" USING btree ("expira_em");
