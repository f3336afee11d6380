CREATE TABLE "resposta_certeza" (
	"tipo" text NOT NULL,
	"resposta_id" bigint NOT NULL,
	"usuario_id" integer NOT NULL,
	"certeza" text,
	"motivo_erro" text,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resposta_certeza_tipo_resposta_id_pk" PRIMARY KEY("tipo","resposta_id"),
	CONSTRAINT "resposta_certeza_tipo_ck" CHECK ("resposta_certeza"."tipo" in ('questao', 'exercicio', 'simulado_questao')),
	CONSTRAINT "resposta_certeza_certeza_ck" CHECK ("resposta_certeza"."certeza" in ('TENHO_CERTEZA', 'ACHO_QUE_SIM', 'CHUTEI')),
	CONSTRAINT "resposta_certeza_motivo_ck" CHECK ("resposta_certeza"."motivo_erro" in ('NAO_SABIA', 'LI_ERRADO', 'ERREI_O_RACIOCINIO', 'FALTOU_TEMPO', 'CAI_NA_PEGADINHA'))
);
--> statement-breakpoint
CREATE TABLE "revisao_cartao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revisao_cartao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"item_id" integer NOT NULL,
	"plataforma_id" integer NOT NULL,
	"devido" timestamp with time zone NOT NULL,
	"estabilidade" double precision NOT NULL,
	"dificuldade" double precision NOT NULL,
	"dias_decorridos" integer NOT NULL,
	"dias_agendados" integer NOT NULL,
	"passos_aprendizado" integer NOT NULL,
	"repeticoes" integer NOT NULL,
	"lapsos" integer NOT NULL,
	"estado" smallint NOT NULL,
	"ultima_revisao" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisao_cartao_item_uq" UNIQUE("usuario_id","tipo","item_id"),
	CONSTRAINT "revisao_cartao_tipo_ck" CHECK ("revisao_cartao"."tipo" in ('questao', 'exercicio', 'simulado_questao')),
	CONSTRAINT "revisao_cartao_estado_ck" CHECK ("revisao_cartao"."estado" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "revisao_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cartao_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"item_id" integer NOT NULL,
	"resposta_id" bigint NOT NULL,
	"correta" boolean NOT NULL,
	"avaliacao" smallint NOT NULL,
	"revisado_em" timestamp with time zone NOT NULL,
	"dias_decorridos" double precision NOT NULL,
	"estado_antes" smallint NOT NULL,
	"estado_depois" smallint NOT NULL,
	"antes" jsonb NOT NULL,
	"depois" jsonb NOT NULL,
	CONSTRAINT "revisao_log_resposta_uq" UNIQUE("tipo","resposta_id"),
	CONSTRAINT "revisao_log_tipo_ck" CHECK ("revisao_log"."tipo" in ('questao', 'exercicio', 'simulado_questao')),
	CONSTRAINT "revisao_log_avaliacao_ck" CHECK ("revisao_log"."avaliacao" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "revisao_preferencia" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"data_prova" date,
	"email_diario" boolean DEFAULT false NOT NULL,
	"hora_email" smallint DEFAULT 8 NOT NULL,
	"ultimo_email" date,
	CONSTRAINT "revisao_preferencia_hora_ck" CHECK ("revisao_preferencia"."hora_email" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "resposta_certeza" ADD CONSTRAINT "resposta_certeza_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisao_cartao" ADD CONSTRAINT "revisao_cartao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisao_log" ADD CONSTRAINT "revisao_log_cartao_id_revisao_cartao_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."revisao_cartao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisao_log" ADD CONSTRAINT "revisao_log_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisao_preferencia" ADD CONSTRAINT "revisao_preferencia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resposta_certeza_usuario_idx" ON "resposta_certeza" USING btree ("usuario_id","tipo");--> statement-breakpoint
CREATE INDEX "revisao_cartao_devido_idx" ON "revisao_cartao" USING btree ("usuario_id","plataforma_id","devido","tipo","item_id");--> statement-breakpoint
CREATE INDEX "revisao_log_cartao_idx" ON "revisao_log" USING btree ("cartao_id","revisado_em");--> statement-breakpoint
CREATE INDEX "revisao_log_usuario_idx" ON "revisao_log" USING btree ("usuario_id","revisado_em");--> statement-breakpoint
CREATE INDEX "revisao_preferencia_email_idx" ON "revisao_preferencia" USING btree ("hora_email","usuario_id") WHERE "revisao_preferencia"."email_diario";