CREATE TABLE "resposta_suporte" (
	"id" serial PRIMARY KEY NOT NULL,
	"mensagem_id" integer NOT NULL,
	"autor_id" integer,
	"autor_nome" text NOT NULL,
	"texto" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mensagem_suporte" ADD COLUMN "encerrada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mensagem_suporte" ADD COLUMN "encerrada_por_id" integer;--> statement-breakpoint
ALTER TABLE "resposta_suporte" ADD CONSTRAINT "resposta_suporte_mensagem_id_mensagem_suporte_id_fk" FOREIGN KEY ("mensagem_id") REFERENCES "public"."mensagem_suporte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_suporte" ADD CONSTRAINT "resposta_suporte_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resposta_suporte_mensagem_idx" ON "resposta_suporte" USING btree ("mensagem_id");--> statement-breakpoint
ALTER TABLE "mensagem_suporte" ADD CONSTRAINT "mensagem_suporte_encerrada_por_id_usuario_id_fk" FOREIGN KEY ("encerrada_por_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mensagem_suporte_caixa_idx" ON "mensagem_suporte" USING btree ("tenant_id","criado_em");--> statement-breakpoint
CREATE INDEX "resposta_questao_dia_idx" ON "resposta_questao" USING btree ("respondida_em","plataforma_id","correta");