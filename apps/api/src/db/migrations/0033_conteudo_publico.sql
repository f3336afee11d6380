CREATE TABLE "item_landing" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"tipo" text NOT NULL,
	"dados" jsonb NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"visivel" boolean DEFAULT true NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_landing_tipo_ck" CHECK ("item_landing"."tipo" in ('DESTAQUE', 'APROVADO', 'CONTADOR'))
);
--> statement-breakpoint
ALTER TABLE "divulgacao" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "divulgacao" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
ALTER TABLE "depoimento" ADD COLUMN "visivel" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "item_landing" ADD CONSTRAINT "item_landing_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_landing_tenant_idx" ON "item_landing" USING btree ("tenant_id","tipo","ordem");--> statement-breakpoint
ALTER TABLE "divulgacao" ADD CONSTRAINT "divulgacao_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;