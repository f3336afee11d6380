CREATE TABLE "compra_pacote_simulado" (
	"usuario_id" integer NOT NULL,
	"pacote_id" integer NOT NULL,
	"comprado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compra_pacote_simulado_usuario_id_pacote_id_pk" PRIMARY KEY("usuario_id","pacote_id")
);
--> statement-breakpoint
CREATE TABLE "pacote_simulado" (
	"id" serial PRIMARY KEY NOT NULL,
	"plataforma_id" integer NOT NULL,
	"nome" text NOT NULL,
	"gratuito" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pacote_simulado_nome_uq" UNIQUE("plataforma_id","nome")
);
--> statement-breakpoint
CREATE TABLE "resposta_simulado_questao" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"simulado_questao_id" integer NOT NULL,
	"alternativa_id" integer,
	"correta" boolean NOT NULL,
	"respondida_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulado" (
	"id" serial PRIMARY KEY NOT NULL,
	"plataforma_id" integer NOT NULL,
	"pacote_id" integer,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"gratuito" boolean DEFAULT false NOT NULL,
	"data_liberacao" timestamp with time zone NOT NULL,
	"duracao_minutos" integer,
	"peso_sus" integer DEFAULT 0 NOT NULL,
	"peso_especifico" integer DEFAULT 0 NOT NULL,
	"peso_geral" integer DEFAULT 0 NOT NULL,
	"peso_portugues" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulado_nome_uq" UNIQUE("plataforma_id","nome"),
	CONSTRAINT "simulado_tipo_ck" CHECK ("simulado"."tipo" in ('ENARE', 'FUVEST')),
	CONSTRAINT "simulado_duracao_ck" CHECK ("simulado"."duracao_minutos" is null or "simulado"."duracao_minutos" > 0),
	CONSTRAINT "simulado_pesos_ck" CHECK ("simulado"."peso_sus" >= 0 and "simulado"."peso_especifico" >= 0 and "simulado"."peso_geral" >= 0 and "simulado"."peso_portugues" >= 0)
);
--> statement-breakpoint
CREATE TABLE "simulado_alternativa" (
	"id" serial PRIMARY KEY NOT NULL,
	"simulado_questao_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"enunciado" text NOT NULL,
	"correta" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulado_questao" (
	"id" serial PRIMARY KEY NOT NULL,
	"plataforma_id" integer NOT NULL,
	"numero_questao" integer NOT NULL,
	"ano_id" integer NOT NULL,
	"instituicao_id" integer NOT NULL,
	"banca_id" integer,
	"explicacao" text DEFAULT '' NOT NULL,
	"estagiario" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"simulado_id" integer NOT NULL,
	"parte" text NOT NULL,
	"enunciado" text NOT NULL,
	CONSTRAINT "simulado_questao_chaves_busca_uq" UNIQUE("id","plataforma_id","ano_id","numero_questao"),
	CONSTRAINT "simulado_questao_ordem_uq" UNIQUE("simulado_id","numero_questao"),
	CONSTRAINT "simulado_questao_parte_ck" CHECK ("simulado_questao"."parte" in ('SUS', 'ESPECIFICO', 'GERAL', 'PORTUGUES'))
);
--> statement-breakpoint
CREATE TABLE "simulado_questao_conteudo" (
	"conteudo_id" integer NOT NULL,
	"simulado_questao_id" integer NOT NULL,
	"plataforma_id" integer,
	"ano_id" integer,
	"numero_questao" integer,
	CONSTRAINT "simulado_questao_conteudo_conteudo_id_simulado_questao_id_pk" PRIMARY KEY("conteudo_id","simulado_questao_id")
);
--> statement-breakpoint
CREATE TABLE "simulado_questao_materia" (
	"materia_id" integer NOT NULL,
	"simulado_questao_id" integer NOT NULL,
	"plataforma_id" integer,
	"ano_id" integer,
	"numero_questao" integer,
	CONSTRAINT "simulado_questao_materia_materia_id_simulado_questao_id_pk" PRIMARY KEY("materia_id","simulado_questao_id")
);
--> statement-breakpoint
CREATE TABLE "simulado_questao_usuario" (
	"usuario_id" integer NOT NULL,
	"simulado_questao_id" integer NOT NULL,
	"plataforma_id" integer NOT NULL,
	"ano_id" integer NOT NULL,
	"numero_questao" integer NOT NULL,
	"ultima_correta" boolean NOT NULL,
	"ultima_alternativa_id" integer,
	"ultima_resposta_id" bigint,
	"total_respostas" integer DEFAULT 1 NOT NULL,
	"ultima_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulado_questao_usuario_usuario_id_simulado_questao_id_pk" PRIMARY KEY("usuario_id","simulado_questao_id")
);
--> statement-breakpoint
CREATE TABLE "simulado_ranking_pontuacao" (
	"simulado_id" integer NOT NULL,
	"pontuacao" integer NOT NULL,
	"participantes" integer NOT NULL,
	CONSTRAINT "simulado_ranking_pontuacao_simulado_id_pontuacao_pk" PRIMARY KEY("simulado_id","pontuacao")
);
--> statement-breakpoint
CREATE TABLE "simulado_tentativa" (
	"simulado_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"iniciado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"finalizado_em" timestamp with time zone,
	"pontuacao" integer,
	"acertos" integer,
	"resultado" jsonb,
	CONSTRAINT "simulado_tentativa_simulado_id_usuario_id_pk" PRIMARY KEY("simulado_id","usuario_id"),
	CONSTRAINT "simulado_tentativa_finalizada_ck" CHECK (("simulado_tentativa"."finalizado_em" is null) = ("simulado_tentativa"."pontuacao" is null) and ("simulado_tentativa"."finalizado_em" is null) = ("simulado_tentativa"."resultado" is null))
);
--> statement-breakpoint
ALTER TABLE "compra_pacote_simulado" ADD CONSTRAINT "compra_pacote_simulado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra_pacote_simulado" ADD CONSTRAINT "compra_pacote_simulado_pacote_id_pacote_simulado_id_fk" FOREIGN KEY ("pacote_id") REFERENCES "public"."pacote_simulado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacote_simulado" ADD CONSTRAINT "pacote_simulado_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_simulado_questao" ADD CONSTRAINT "resposta_simulado_questao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_simulado_questao" ADD CONSTRAINT "resposta_simulado_questao_simulado_questao_id_simulado_questao_id_fk" FOREIGN KEY ("simulado_questao_id") REFERENCES "public"."simulado_questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_simulado_questao" ADD CONSTRAINT "resposta_simulado_questao_alternativa_id_simulado_alternativa_id_fk" FOREIGN KEY ("alternativa_id") REFERENCES "public"."simulado_alternativa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado" ADD CONSTRAINT "simulado_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado" ADD CONSTRAINT "simulado_pacote_id_pacote_simulado_id_fk" FOREIGN KEY ("pacote_id") REFERENCES "public"."pacote_simulado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_alternativa" ADD CONSTRAINT "simulado_alternativa_simulado_questao_id_simulado_questao_id_fk" FOREIGN KEY ("simulado_questao_id") REFERENCES "public"."simulado_questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD CONSTRAINT "simulado_questao_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD CONSTRAINT "simulado_questao_ano_id_ano_id_fk" FOREIGN KEY ("ano_id") REFERENCES "public"."ano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD CONSTRAINT "simulado_questao_instituicao_id_instituicao_id_fk" FOREIGN KEY ("instituicao_id") REFERENCES "public"."instituicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD CONSTRAINT "simulado_questao_banca_id_banca_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."banca"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD CONSTRAINT "simulado_questao_simulado_id_simulado_id_fk" FOREIGN KEY ("simulado_id") REFERENCES "public"."simulado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao_conteudo" ADD CONSTRAINT "simulado_questao_conteudo_conteudo_id_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."conteudo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao_conteudo" ADD CONSTRAINT "simulado_questao_conteudo_simulado_questao_id_simulado_questao_id_fk" FOREIGN KEY ("simulado_questao_id") REFERENCES "public"."simulado_questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao_materia" ADD CONSTRAINT "simulado_questao_materia_materia_id_materia_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao_materia" ADD CONSTRAINT "simulado_questao_materia_simulado_questao_id_simulado_questao_id_fk" FOREIGN KEY ("simulado_questao_id") REFERENCES "public"."simulado_questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao_usuario" ADD CONSTRAINT "simulado_questao_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao_usuario" ADD CONSTRAINT "simulado_questao_usuario_simulado_questao_chaves_fk" FOREIGN KEY ("simulado_questao_id","plataforma_id","ano_id","numero_questao") REFERENCES "public"."simulado_questao"("id","plataforma_id","ano_id","numero_questao") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "simulado_ranking_pontuacao" ADD CONSTRAINT "simulado_ranking_pontuacao_simulado_id_simulado_id_fk" FOREIGN KEY ("simulado_id") REFERENCES "public"."simulado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_tentativa" ADD CONSTRAINT "simulado_tentativa_simulado_id_simulado_id_fk" FOREIGN KEY ("simulado_id") REFERENCES "public"."simulado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_tentativa" ADD CONSTRAINT "simulado_tentativa_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compra_pacote_simulado_pacote_idx" ON "compra_pacote_simulado" USING btree ("pacote_id");--> statement-breakpoint
CREATE INDEX "resposta_simulado_questao_usuario_idx" ON "resposta_simulado_questao" USING btree ("usuario_id","respondida_em","simulado_questao_id","correta");--> statement-breakpoint
CREATE INDEX "resposta_simulado_questao_simulado_questao_idx" ON "resposta_simulado_questao" USING btree ("simulado_questao_id");--> statement-breakpoint
CREATE INDEX "simulado_pacote_idx" ON "simulado" USING btree ("pacote_id");--> statement-breakpoint
CREATE INDEX "simulado_plataforma_idx" ON "simulado" USING btree ("plataforma_id","data_liberacao");--> statement-breakpoint
CREATE INDEX "simulado_alternativa_questao_idx" ON "simulado_alternativa" USING btree ("simulado_questao_id","ordem");--> statement-breakpoint
CREATE INDEX "simulado_questao_plataforma_ano_numero_idx" ON "simulado_questao" USING btree ("plataforma_id","ano_id","numero_questao","id");--> statement-breakpoint
CREATE INDEX "simulado_questao_plataforma_id_idx" ON "simulado_questao" USING btree ("plataforma_id","id");--> statement-breakpoint
CREATE INDEX "simulado_questao_conteudo_simulado_questao_idx" ON "simulado_questao_conteudo" USING btree ("simulado_questao_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_conteudo_busca_idx" ON "simulado_questao_conteudo" USING btree ("conteudo_id","plataforma_id","ano_id","numero_questao","simulado_questao_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_materia_simulado_questao_idx" ON "simulado_questao_materia" USING btree ("simulado_questao_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_materia_busca_idx" ON "simulado_questao_materia" USING btree ("materia_id","plataforma_id","ano_id","numero_questao","simulado_questao_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_usuario_incorretas_idx" ON "simulado_questao_usuario" USING btree ("usuario_id","simulado_questao_id") WHERE not "simulado_questao_usuario"."ultima_correta";--> statement-breakpoint
CREATE INDEX "simulado_questao_usuario_busca_idx" ON "simulado_questao_usuario" USING btree ("usuario_id","plataforma_id","ano_id","numero_questao","simulado_questao_id","ultima_correta");--> statement-breakpoint
CREATE INDEX "simulado_tentativa_usuario_idx" ON "simulado_tentativa" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "simulado_tentativa_ranking_idx" ON "simulado_tentativa" USING btree ("simulado_id","pontuacao" DESC NULLS LAST,"finalizado_em","usuario_id") WHERE "simulado_tentativa"."finalizado_em" is not null;