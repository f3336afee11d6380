CREATE TABLE "depoimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"nome" text NOT NULL,
	"cargo" text NOT NULL,
	"depoimento" text NOT NULL,
	"imagem" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "depoimento" ADD CONSTRAINT "depoimento_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "depoimento_tenant_idx" ON "depoimento" USING btree ("tenant_id","ordem");