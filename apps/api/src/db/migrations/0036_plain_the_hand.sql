CREATE TABLE "entrada_externa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"verificador" text NOT NULL,
	"nonce" text NOT NULL,
	"provedor" text NOT NULL,
	"tenant_id" text NOT NULL,
	"intencao" text NOT NULL,
	"usuario_id" integer,
	"retorno" text,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "entrada_externa_provedor_ck" CHECK ("entrada_externa"."provedor" in ('google', 'facebook')),
	CONSTRAINT "entrada_externa_intencao_ck" CHECK ("entrada_externa"."intencao" in ('entrar', 'vincular'))
);
--> statement-breakpoint
CREATE TABLE "identidade_externa" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"provedor" text NOT NULL,
	"sujeito" text NOT NULL,
	"email" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identidade_externa_provedor_ck" CHECK ("identidade_externa"."provedor" in ('google', 'facebook'))
);
--> statement-breakpoint
ALTER TABLE "entrada_externa" ADD CONSTRAINT "entrada_externa_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada_externa" ADD CONSTRAINT "entrada_externa_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identidade_externa" ADD CONSTRAINT "identidade_externa_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identidade_externa" ADD CONSTRAINT "identidade_externa_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entrada_externa_state_uq" ON "entrada_externa" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "entrada_externa_expira_idx" ON "entrada_externa" USING btree ("expira_em");--> statement-breakpoint
CREATE UNIQUE INDEX "identidade_externa_sujeito_uq" ON "identidade_externa" USING btree ("tenant_id","provedor","sujeito");--> statement-breakpoint
CREATE UNIQUE INDEX "identidade_externa_usuario_provedor_uq" ON "identidade_externa" USING btree ("usuario_id","provedor");