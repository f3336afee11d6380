CREATE TABLE "ano" (
	"id" serial PRIMARY KEY NOT NULL,
	"ano" integer NOT NULL,
	CONSTRAINT "ano_ano_unique" UNIQUE("ano")
);
--> statement-breakpoint
CREATE TABLE "banca" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "banca_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"materia_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curso" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"plataforma_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instituicao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "instituicao_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "materia" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"curso_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"conteudo_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tema_questao_aberta" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "tema_questao_aberta_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "tipo_logradouro" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessao_refresh" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" integer NOT NULL,
	"familia" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tentativa_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"chave" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"sucesso" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"nome" text NOT NULL,
	"cpf" text NOT NULL,
	"apelido" text,
	"telefone" text,
	"email" text NOT NULL,
	"senha_hash" text,
	"papel" text DEFAULT 'ALUNO' NOT NULL,
	"login_social" text,
	"plataforma_id" integer,
	"utm_params" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"excluido_em" timestamp with time zone,
	CONSTRAINT "usuario_papel_ck" CHECK ("usuario"."papel" in ('ALUNO', 'ADMIN', 'PROFESSOR')),
	CONSTRAINT "usuario_cpf_ck" CHECK ("usuario"."cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "contratacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"situacao_codigo" integer NOT NULL,
	"metodo_pagamento" text,
	"data_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"data_validade_assinatura" timestamp with time zone NOT NULL,
	"renovacao_automatica" boolean DEFAULT false NOT NULL,
	"valor_pago_centavos" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratacao_situacao_ck" CHECK ("contratacao"."situacao_codigo" between 1 and 6),
	CONSTRAINT "contratacao_metodo_ck" CHECK ("contratacao"."metodo_pagamento" is null or "contratacao"."metodo_pagamento" in ('CARTAO_CREDITO', 'PIX')),
	CONSTRAINT "contratacao_renovacao_pix_ck" CHECK (not ("contratacao"."renovacao_automatica" and "contratacao"."metodo_pagamento" = 'PIX'))
);
--> statement-breakpoint
CREATE TABLE "funcionalidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"descricao" text NOT NULL,
	"icone" text NOT NULL,
	CONSTRAINT "funcionalidade_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "plano" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"plataforma_id" integer,
	"nome_plano" text NOT NULL,
	"descricao" text NOT NULL,
	"descricao_detalhada" text DEFAULT '' NOT NULL,
	"valor_integral_centavos" integer NOT NULL,
	"valor_original_centavos" integer NOT NULL,
	"mensagem_desconto" text,
	"eh_destaque" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"tipo_plano" text DEFAULT 'N' NOT NULL,
	"acesso_completo" boolean DEFAULT true NOT NULL,
	"plano_enare" boolean DEFAULT false NOT NULL,
	"duracao_meses" integer DEFAULT 12 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plano_tipo_ck" CHECK ("plano"."tipo_plano" in ('N', 'P')),
	CONSTRAINT "plano_valor_ck" CHECK ("plano"."valor_integral_centavos" >= 0 and "plano"."valor_original_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plano_funcionalidade" (
	"plano_id" integer NOT NULL,
	"funcionalidade_id" integer NOT NULL,
	CONSTRAINT "plano_funcionalidade_plano_id_funcionalidade_id_pk" PRIMARY KEY("plano_id","funcionalidade_id")
);
--> statement-breakpoint
CREATE TABLE "plano_parcela" (
	"plano_id" integer NOT NULL,
	"qtd_parcela" integer NOT NULL,
	"valor_parcelado_centavos" integer NOT NULL,
	CONSTRAINT "plano_parcela_plano_id_qtd_parcela_pk" PRIMARY KEY("plano_id","qtd_parcela"),
	CONSTRAINT "plano_parcela_qtd_ck" CHECK ("plano_parcela"."qtd_parcela" between 1 and 24)
);
--> statement-breakpoint
CREATE TABLE "parametro" (
	"nome_parametro" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plataforma" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"tema" text NOT NULL,
	"tenant_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "politica" (
	"tipo" text PRIMARY KEY NOT NULL,
	"texto" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "politica_tipo_ck" CHECK ("politica"."tipo" in ('TERMO_DE_USO', 'POLITICA_PRIVACIDADE'))
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conteudo" ADD CONSTRAINT "conteudo_materia_id_materia_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso" ADD CONSTRAINT "curso_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materia" ADD CONSTRAINT "materia_curso_id_curso_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."curso"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_conteudo" ADD CONSTRAINT "sub_conteudo_conteudo_id_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."conteudo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao_refresh" ADD CONSTRAINT "sessao_refresh_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratacao" ADD CONSTRAINT "contratacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratacao" ADD CONSTRAINT "contratacao_plano_id_plano_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano" ADD CONSTRAINT "plano_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano" ADD CONSTRAINT "plano_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_funcionalidade" ADD CONSTRAINT "plano_funcionalidade_plano_id_plano_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_funcionalidade" ADD CONSTRAINT "plano_funcionalidade_funcionalidade_id_funcionalidade_id_fk" FOREIGN KEY ("funcionalidade_id") REFERENCES "public"."funcionalidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_parcela" ADD CONSTRAINT "plano_parcela_plano_id_plano_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plataforma" ADD CONSTRAINT "plataforma_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conteudo_materia_idx" ON "conteudo" USING btree ("materia_id");--> statement-breakpoint
CREATE INDEX "curso_plataforma_idx" ON "curso" USING btree ("plataforma_id");--> statement-breakpoint
CREATE INDEX "materia_curso_idx" ON "materia" USING btree ("curso_id");--> statement-breakpoint
CREATE INDEX "sub_conteudo_conteudo_idx" ON "sub_conteudo" USING btree ("conteudo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_logradouro_nome_uq" ON "tipo_logradouro" USING btree ("nome");--> statement-breakpoint
CREATE UNIQUE INDEX "sessao_refresh_token_uq" ON "sessao_refresh" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessao_refresh_familia_idx" ON "sessao_refresh" USING btree ("familia");--> statement-breakpoint
CREATE INDEX "sessao_refresh_usuario_idx" ON "sessao_refresh" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tentativa_login_chave_idx" ON "tentativa_login" USING btree ("tenant_id","chave","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_tenant_cpf_uq" ON "usuario" USING btree ("tenant_id","cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_tenant_email_uq" ON "usuario" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "contratacao_usuario_idx" ON "contratacao" USING btree ("usuario_id","data_inicio");