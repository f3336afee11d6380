CREATE TABLE "politica_aceite" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"versao_id" integer NOT NULL,
	"aceito_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "politica_aceite_usuario_versao_uq" UNIQUE("usuario_id","versao_id")
);
--> statement-breakpoint
CREATE TABLE "politica_versao" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"versao" integer NOT NULL,
	"texto" text NOT NULL,
	"resumo" text,
	"publicada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "politica_versao_tipo_versao_uq" UNIQUE("tipo","versao"),
	CONSTRAINT "politica_versao_tipo_ck" CHECK ("politica_versao"."tipo" in ('TERMO_DE_USO', 'POLITICA_PRIVACIDADE'))
);
--> statement-breakpoint
-- The texts written so far become version 1 of each (hand-written: drizzle-kit only drops the old table).
INSERT INTO "politica_versao" ("tipo", "versao", "texto", "publicada_em") SELECT "tipo", 1, "texto", "atualizado_em" FROM "politica";--> statement-breakpoint
DROP TABLE "politica" CASCADE;--> statement-breakpoint
ALTER TABLE "politica_aceite" ADD CONSTRAINT "politica_aceite_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "politica_aceite" ADD CONSTRAINT "politica_aceite_versao_id_politica_versao_id_fk" FOREIGN KEY ("versao_id") REFERENCES "public"."politica_versao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "politica_aceite_versao_idx" ON "politica_aceite" USING btree ("versao_id");