CREATE TABLE "comentario" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"questao_id" integer,
	"exercicio_id" integer,
	"tipo" text DEFAULT 'INFORMATIVO' NOT NULL,
	"texto" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comentario_alvo_ck" CHECK (("comentario"."questao_id" is null) <> ("comentario"."exercicio_id" is null)),
	CONSTRAINT "comentario_tipo_ck" CHECK ("comentario"."tipo" in ('INFORMATIVO', 'ERRO', 'SUGESTAO'))
);
--> statement-breakpoint
CREATE TABLE "comentario_resposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"comentario_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"texto" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emoji" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"simbolo" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "emoji_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "reacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"local_reacao" text NOT NULL,
	"alvo_id" integer NOT NULL,
	"emoji_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reacao_local_ck" CHECK ("reacao"."local_reacao" in ('QUESTAO', 'EXERCICIO_FIXACAO', 'COMENTARIO', 'COMENTARIO_EXERCICIO_FIXACAO'))
);
--> statement-breakpoint
CREATE TABLE "alternativa" (
	"id" serial PRIMARY KEY NOT NULL,
	"questao_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"enunciado" text NOT NULL,
	"correta" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercicio" (
	"id" serial PRIMARY KEY NOT NULL,
	"plataforma_id" integer NOT NULL,
	"numero_questao" integer NOT NULL,
	"contexto" text DEFAULT '' NOT NULL,
	"afirmativa" text NOT NULL,
	"certo" boolean NOT NULL,
	"explicacao" text DEFAULT '' NOT NULL,
	"ano_id" integer NOT NULL,
	"instituicao_id" integer NOT NULL,
	"banca_id" integer,
	"estagiario" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercicio_conteudo" (
	"conteudo_id" integer NOT NULL,
	"exercicio_id" integer NOT NULL,
	CONSTRAINT "exercicio_conteudo_conteudo_id_exercicio_id_pk" PRIMARY KEY("conteudo_id","exercicio_id")
);
--> statement-breakpoint
CREATE TABLE "exercicio_materia" (
	"materia_id" integer NOT NULL,
	"exercicio_id" integer NOT NULL,
	CONSTRAINT "exercicio_materia_materia_id_exercicio_id_pk" PRIMARY KEY("materia_id","exercicio_id")
);
--> statement-breakpoint
CREATE TABLE "exercicio_usuario" (
	"usuario_id" integer NOT NULL,
	"exercicio_id" integer NOT NULL,
	"ultima_correta" boolean NOT NULL,
	"ultima_resposta" boolean NOT NULL,
	"total_respostas" integer DEFAULT 1 NOT NULL,
	"ultima_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercicio_usuario_usuario_id_exercicio_id_pk" PRIMARY KEY("usuario_id","exercicio_id")
);
--> statement-breakpoint
CREATE TABLE "preferencia_estudo" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"questoes_aleatorias" boolean DEFAULT false NOT NULL,
	"exercicios_aleatorios" boolean DEFAULT false NOT NULL,
	"semente" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questao" (
	"id" serial PRIMARY KEY NOT NULL,
	"plataforma_id" integer NOT NULL,
	"numero_questao" integer NOT NULL,
	"enunciado" text NOT NULL,
	"ano_id" integer NOT NULL,
	"instituicao_id" integer NOT NULL,
	"banca_id" integer,
	"questao_somatoria" boolean DEFAULT false NOT NULL,
	"soma_correta" integer,
	"explicacao" text DEFAULT '' NOT NULL,
	"estagiario" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questao_soma_ck" CHECK (("questao"."questao_somatoria" and "questao"."soma_correta" > 0) or (not "questao"."questao_somatoria" and "questao"."soma_correta" is null))
);
--> statement-breakpoint
CREATE TABLE "questao_conteudo" (
	"conteudo_id" integer NOT NULL,
	"questao_id" integer NOT NULL,
	CONSTRAINT "questao_conteudo_conteudo_id_questao_id_pk" PRIMARY KEY("conteudo_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "questao_materia" (
	"materia_id" integer NOT NULL,
	"questao_id" integer NOT NULL,
	CONSTRAINT "questao_materia_materia_id_questao_id_pk" PRIMARY KEY("materia_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "questao_sub_conteudo" (
	"sub_conteudo_id" integer NOT NULL,
	"questao_id" integer NOT NULL,
	CONSTRAINT "questao_sub_conteudo_sub_conteudo_id_questao_id_pk" PRIMARY KEY("sub_conteudo_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "questao_usuario" (
	"usuario_id" integer NOT NULL,
	"questao_id" integer NOT NULL,
	"ultima_correta" boolean NOT NULL,
	"ultima_alternativa_id" integer,
	"ultima_somatoria" integer,
	"total_respostas" integer DEFAULT 1 NOT NULL,
	"ultima_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questao_usuario_usuario_id_questao_id_pk" PRIMARY KEY("usuario_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "resposta_exercicio" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"exercicio_id" integer NOT NULL,
	"resposta" boolean NOT NULL,
	"correta" boolean NOT NULL,
	"respondida_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resposta_questao" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"questao_id" integer NOT NULL,
	"alternativa_id" integer,
	"valor_somatoria" integer,
	"correta" boolean NOT NULL,
	"respondida_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comentario" ADD CONSTRAINT "comentario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario" ADD CONSTRAINT "comentario_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario" ADD CONSTRAINT "comentario_exercicio_id_exercicio_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario_resposta" ADD CONSTRAINT "comentario_resposta_comentario_id_comentario_id_fk" FOREIGN KEY ("comentario_id") REFERENCES "public"."comentario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario_resposta" ADD CONSTRAINT "comentario_resposta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reacao" ADD CONSTRAINT "reacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reacao" ADD CONSTRAINT "reacao_emoji_id_emoji_id_fk" FOREIGN KEY ("emoji_id") REFERENCES "public"."emoji"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alternativa" ADD CONSTRAINT "alternativa_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio" ADD CONSTRAINT "exercicio_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio" ADD CONSTRAINT "exercicio_ano_id_ano_id_fk" FOREIGN KEY ("ano_id") REFERENCES "public"."ano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio" ADD CONSTRAINT "exercicio_instituicao_id_instituicao_id_fk" FOREIGN KEY ("instituicao_id") REFERENCES "public"."instituicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio" ADD CONSTRAINT "exercicio_banca_id_banca_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."banca"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio_conteudo" ADD CONSTRAINT "exercicio_conteudo_conteudo_id_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."conteudo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio_conteudo" ADD CONSTRAINT "exercicio_conteudo_exercicio_id_exercicio_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio_materia" ADD CONSTRAINT "exercicio_materia_materia_id_materia_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio_materia" ADD CONSTRAINT "exercicio_materia_exercicio_id_exercicio_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ADD CONSTRAINT "exercicio_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ADD CONSTRAINT "exercicio_usuario_exercicio_id_exercicio_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencia_estudo" ADD CONSTRAINT "preferencia_estudo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao" ADD CONSTRAINT "questao_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao" ADD CONSTRAINT "questao_ano_id_ano_id_fk" FOREIGN KEY ("ano_id") REFERENCES "public"."ano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao" ADD CONSTRAINT "questao_instituicao_id_instituicao_id_fk" FOREIGN KEY ("instituicao_id") REFERENCES "public"."instituicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao" ADD CONSTRAINT "questao_banca_id_banca_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."banca"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_conteudo" ADD CONSTRAINT "questao_conteudo_conteudo_id_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."conteudo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_conteudo" ADD CONSTRAINT "questao_conteudo_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_materia" ADD CONSTRAINT "questao_materia_materia_id_materia_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_materia" ADD CONSTRAINT "questao_materia_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_sub_conteudo" ADD CONSTRAINT "questao_sub_conteudo_sub_conteudo_id_sub_conteudo_id_fk" FOREIGN KEY ("sub_conteudo_id") REFERENCES "public"."sub_conteudo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_sub_conteudo" ADD CONSTRAINT "questao_sub_conteudo_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_usuario" ADD CONSTRAINT "questao_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_usuario" ADD CONSTRAINT "questao_usuario_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_exercicio" ADD CONSTRAINT "resposta_exercicio_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_exercicio" ADD CONSTRAINT "resposta_exercicio_exercicio_id_exercicio_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_questao" ADD CONSTRAINT "resposta_questao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_questao" ADD CONSTRAINT "resposta_questao_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_questao" ADD CONSTRAINT "resposta_questao_alternativa_id_alternativa_id_fk" FOREIGN KEY ("alternativa_id") REFERENCES "public"."alternativa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comentario_questao_idx" ON "comentario" USING btree ("questao_id","criado_em");--> statement-breakpoint
CREATE INDEX "comentario_exercicio_idx" ON "comentario" USING btree ("exercicio_id","criado_em");--> statement-breakpoint
CREATE INDEX "comentario_resposta_comentario_idx" ON "comentario_resposta" USING btree ("comentario_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "reacao_usuario_alvo_uq" ON "reacao" USING btree ("usuario_id","local_reacao","alvo_id");--> statement-breakpoint
CREATE INDEX "reacao_alvo_idx" ON "reacao" USING btree ("local_reacao","alvo_id");--> statement-breakpoint
CREATE INDEX "alternativa_questao_idx" ON "alternativa" USING btree ("questao_id","ordem");--> statement-breakpoint
CREATE INDEX "exercicio_plataforma_ano_idx" ON "exercicio" USING btree ("plataforma_id","ano_id","id");--> statement-breakpoint
CREATE INDEX "exercicio_plataforma_id_idx" ON "exercicio" USING btree ("plataforma_id","id");--> statement-breakpoint
CREATE INDEX "exercicio_conteudo_exercicio_idx" ON "exercicio_conteudo" USING btree ("exercicio_id");--> statement-breakpoint
CREATE INDEX "exercicio_materia_exercicio_idx" ON "exercicio_materia" USING btree ("exercicio_id");--> statement-breakpoint
CREATE INDEX "questao_plataforma_ano_idx" ON "questao" USING btree ("plataforma_id","ano_id","id");--> statement-breakpoint
CREATE INDEX "questao_plataforma_id_idx" ON "questao" USING btree ("plataforma_id","id");--> statement-breakpoint
CREATE INDEX "questao_estagiario_idx" ON "questao" USING btree ("plataforma_id","id") WHERE "questao"."estagiario";--> statement-breakpoint
CREATE INDEX "questao_conteudo_questao_idx" ON "questao_conteudo" USING btree ("questao_id");--> statement-breakpoint
CREATE INDEX "questao_materia_questao_idx" ON "questao_materia" USING btree ("questao_id");--> statement-breakpoint
CREATE INDEX "questao_sub_conteudo_questao_idx" ON "questao_sub_conteudo" USING btree ("questao_id");--> statement-breakpoint
CREATE INDEX "resposta_exercicio_usuario_idx" ON "resposta_exercicio" USING btree ("usuario_id","respondida_em");--> statement-breakpoint
CREATE INDEX "resposta_exercicio_exercicio_idx" ON "resposta_exercicio" USING btree ("exercicio_id");--> statement-breakpoint
CREATE INDEX "resposta_questao_usuario_idx" ON "resposta_questao" USING btree ("usuario_id","respondida_em");--> statement-breakpoint
CREATE INDEX "resposta_questao_questao_idx" ON "resposta_questao" USING btree ("questao_id");