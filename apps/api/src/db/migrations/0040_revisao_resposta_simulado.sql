CREATE TABLE "revisao_resposta_simulado" (
	"id" bigint PRIMARY KEY DEFAULT nextval('resposta_simulado_questao_id_seq') NOT NULL,
	"usuario_id" integer NOT NULL,
	"simulado_questao_id" integer NOT NULL,
	"alternativa_id" integer,
	"correta" boolean NOT NULL,
	"respondida_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revisao_resposta_simulado" ADD CONSTRAINT "revisao_resposta_simulado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisao_resposta_simulado" ADD CONSTRAINT "revisao_resposta_simulado_simulado_questao_id_simulado_questao_id_fk" FOREIGN KEY ("simulado_questao_id") REFERENCES "public"."simulado_questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisao_resposta_simulado" ADD CONSTRAINT "revisao_resposta_simulado_alternativa_id_simulado_alternativa_id_fk" FOREIGN KEY ("alternativa_id") REFERENCES "public"."simulado_alternativa"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisao_resposta_simulado_usuario_idx" ON "revisao_resposta_simulado" USING btree ("usuario_id","respondida_em");