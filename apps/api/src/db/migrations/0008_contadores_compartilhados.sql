CREATE TABLE "contador_janela" (
	"chave" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contador_janela_expira_idx" ON "contador_janela" USING btree ("expira_em");