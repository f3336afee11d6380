CREATE TABLE "codigo_recuperacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desafio_segundo_fator" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "segundo_fator" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"segredo_cifrado" text NOT NULL,
	"ultimo_passo" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ativado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessao_refresh" ADD COLUMN "segundo_fator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "codigo_recuperacao" ADD CONSTRAINT "codigo_recuperacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio_segundo_fator" ADD CONSTRAINT "desafio_segundo_fator_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segundo_fator" ADD CONSTRAINT "segundo_fator_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codigo_recuperacao_uq" ON "codigo_recuperacao" USING btree ("usuario_id","codigo_hash");--> statement-breakpoint
CREATE INDEX "desafio_segundo_fator_expira_idx" ON "desafio_segundo_fator" USING btree ("expira_em");