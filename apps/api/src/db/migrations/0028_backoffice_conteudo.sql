CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"autor_id" integer,
	"autor_nome" text NOT NULL,
	"acao" text NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	"motivo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professor_tema" (
	"usuario_id" integer NOT NULL,
	"tema_id" integer NOT NULL,
	CONSTRAINT "professor_tema_usuario_id_tema_id_pk" PRIMARY KEY("usuario_id","tema_id")
);
--> statement-breakpoint
CREATE TABLE "alteracao_gabarito" (
	"id" serial PRIMARY KEY NOT NULL,
	"questao_id" integer,
	"exercicio_id" integer,
	"antes" text NOT NULL,
	"depois" text NOT NULL,
	"motivo" text NOT NULL,
	"autor_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alteracao_gabarito_alvo_ck" CHECK (("alteracao_gabarito"."questao_id" is null) <> ("alteracao_gabarito"."exercicio_id" is null))
);
--> statement-breakpoint
ALTER TABLE "usuario" DROP CONSTRAINT "usuario_papel_ck";--> statement-breakpoint
ALTER TABLE "comentario" ADD COLUMN "fechado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comentario" ADD COLUMN "fechado_por_id" integer;--> statement-breakpoint
ALTER TABLE "comentario" ADD COLUMN "desfecho" text;--> statement-breakpoint
ALTER TABLE "comentario_resposta" ADD COLUMN "da_plataforma" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alternativa" ADD COLUMN "explicacao" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercicio" ADD COLUMN "situacao" text DEFAULT 'PUBLICADA' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercicio" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questao" ADD COLUMN "situacao" text DEFAULT 'PUBLICADA' NOT NULL;--> statement-breakpoint
ALTER TABLE "questao" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "simulado" ADD COLUMN "situacao" text DEFAULT 'PUBLICADO' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulado_alternativa" ADD COLUMN "explicacao" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD COLUMN "situacao" text DEFAULT 'PUBLICADA' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD COLUMN "questao_origem_id" integer;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_tema" ADD CONSTRAINT "professor_tema_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_tema" ADD CONSTRAINT "professor_tema_tema_id_tema_questao_aberta_id_fk" FOREIGN KEY ("tema_id") REFERENCES "public"."tema_questao_aberta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alteracao_gabarito" ADD CONSTRAINT "alteracao_gabarito_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alteracao_gabarito" ADD CONSTRAINT "alteracao_gabarito_exercicio_id_exercicio_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alteracao_gabarito" ADD CONSTRAINT "alteracao_gabarito_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_tenant_data_idx" ON "auditoria" USING btree ("tenant_id","criado_em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","entidade_id","criado_em");--> statement-breakpoint
CREATE INDEX "auditoria_autor_idx" ON "auditoria" USING btree ("autor_id","criado_em");--> statement-breakpoint
CREATE INDEX "professor_tema_tema_idx" ON "professor_tema" USING btree ("tema_id");--> statement-breakpoint
CREATE INDEX "alteracao_gabarito_questao_idx" ON "alteracao_gabarito" USING btree ("questao_id","criado_em");--> statement-breakpoint
CREATE INDEX "alteracao_gabarito_exercicio_idx" ON "alteracao_gabarito" USING btree ("exercicio_id","criado_em");--> statement-breakpoint
ALTER TABLE "comentario" ADD CONSTRAINT "comentario_fechado_por_id_usuario_id_fk" FOREIGN KEY ("fechado_por_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD CONSTRAINT "simulado_questao_questao_origem_id_questao_id_fk" FOREIGN KEY ("questao_origem_id") REFERENCES "public"."questao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comentario_relatos_abertos_idx" ON "comentario" USING btree ("criado_em") WHERE "comentario"."tipo" = 'ERRO' and "comentario"."fechado_em" is null;--> statement-breakpoint
ALTER TABLE "comentario" ADD CONSTRAINT "comentario_desfecho_ck" CHECK ("comentario"."desfecho" is null or "comentario"."desfecho" in ('CORRIGIDO', 'MANTIDO'));--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_papel_ck" CHECK ("usuario"."papel" in ('ALUNO', 'ADMIN', 'EDITOR', 'PROFESSOR', 'FINANCEIRO'));--> statement-breakpoint
ALTER TABLE "exercicio" ADD CONSTRAINT "exercicio_situacao_ck" CHECK ("exercicio"."situacao" in ('RASCUNHO', 'PUBLICADA', 'ANULADA', 'DESATUALIZADA'));--> statement-breakpoint
ALTER TABLE "questao" ADD CONSTRAINT "questao_situacao_ck" CHECK ("questao"."situacao" in ('RASCUNHO', 'PUBLICADA', 'ANULADA', 'DESATUALIZADA'));--> statement-breakpoint
ALTER TABLE "simulado" ADD CONSTRAINT "simulado_situacao_ck" CHECK ("simulado"."situacao" in ('RASCUNHO', 'PUBLICADO'));--> statement-breakpoint
ALTER TABLE "simulado_questao" ADD CONSTRAINT "simulado_questao_situacao_ck" CHECK ("simulado_questao"."situacao" in ('RASCUNHO', 'PUBLICADA', 'ANULADA', 'DESATUALIZADA'));