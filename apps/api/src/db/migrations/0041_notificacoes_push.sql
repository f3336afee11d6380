CREATE TABLE "inscricao_push" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inscricao_push_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"aparelho" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_envio" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inscricao_push" ADD CONSTRAINT "inscricao_push_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inscricao_push_endpoint_uq" ON "inscricao_push" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "inscricao_push_usuario_idx" ON "inscricao_push" USING btree ("usuario_id");