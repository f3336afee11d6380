CREATE TABLE "divulgacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"titulo_texto" text NOT NULL,
	"conteudo_texto" text NOT NULL,
	"imagem_url" text,
	"inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"fim" timestamp with time zone,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "divulgacao_periodo_ck" CHECK ("divulgacao"."fim" is null or "divulgacao"."fim" > "divulgacao"."inicio")
);
--> statement-breakpoint
CREATE TABLE "divulgacao_vista" (
	"usuario_id" integer NOT NULL,
	"divulgacao_id" integer NOT NULL,
	"vista_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divulgacao_vista_usuario_id_divulgacao_id_pk" PRIMARY KEY("usuario_id","divulgacao_id")
);
--> statement-breakpoint
CREATE TABLE "email_enviado" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mensagem_suporte" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"usuario_id" integer,
	"email" text NOT NULL,
	"assunto" text NOT NULL,
	"mensagem" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_usado" (
	"assinatura" text PRIMARY KEY NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_senha" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"tentativas" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pergunta_usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"pergunta" text NOT NULL,
	"tipo_resposta" text NOT NULL,
	"raiz" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"pergunta_sim_id" integer,
	"pergunta_nao_id" integer,
	CONSTRAINT "pergunta_usuario_tipo_ck" CHECK ("pergunta_usuario"."tipo_resposta" in ('TEXTO', 'SIM_NAO'))
);
--> statement-breakpoint
CREATE TABLE "resposta_pergunta_usuario" (
	"usuario_id" integer NOT NULL,
	"pergunta_id" integer NOT NULL,
	"resposta" text NOT NULL,
	"respondida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resposta_pergunta_usuario_usuario_id_pergunta_id_pk" PRIMARY KEY("usuario_id","pergunta_id")
);
--> statement-breakpoint
CREATE TABLE "produto" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"nome_produto" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"valor_centavos" integer NOT NULL,
	"duracao_meses" integer DEFAULT 12 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "produto_valor_ck" CHECK ("produto"."valor_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "produto_comprado" (
	"id" serial PRIMARY KEY NOT NULL,
	"contratacao_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"data_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"data_validade_assinatura" timestamp with time zone NOT NULL,
	"valor_pago_centavos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "precisa_validacao_senha" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contratacao" ADD COLUMN "cancelada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "divulgacao" ADD CONSTRAINT "divulgacao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divulgacao_vista" ADD CONSTRAINT "divulgacao_vista_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divulgacao_vista" ADD CONSTRAINT "divulgacao_vista_divulgacao_id_divulgacao_id_fk" FOREIGN KEY ("divulgacao_id") REFERENCES "public"."divulgacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_enviado" ADD CONSTRAINT "email_enviado_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem_suporte" ADD CONSTRAINT "mensagem_suporte_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem_suporte" ADD CONSTRAINT "mensagem_suporte_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigo_senha" ADD CONSTRAINT "codigo_senha_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pergunta_usuario" ADD CONSTRAINT "pergunta_usuario_pergunta_sim_id_pergunta_usuario_id_fk" FOREIGN KEY ("pergunta_sim_id") REFERENCES "public"."pergunta_usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pergunta_usuario" ADD CONSTRAINT "pergunta_usuario_pergunta_nao_id_pergunta_usuario_id_fk" FOREIGN KEY ("pergunta_nao_id") REFERENCES "public"."pergunta_usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_pergunta_usuario" ADD CONSTRAINT "resposta_pergunta_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_pergunta_usuario" ADD CONSTRAINT "resposta_pergunta_usuario_pergunta_id_pergunta_usuario_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."pergunta_usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto" ADD CONSTRAINT "produto_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_comprado" ADD CONSTRAINT "produto_comprado_contratacao_id_contratacao_id_fk" FOREIGN KEY ("contratacao_id") REFERENCES "public"."contratacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_comprado" ADD CONSTRAINT "produto_comprado_produto_id_produto_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "divulgacao_tenant_idx" ON "divulgacao" USING btree ("tenant_id","inicio");--> statement-breakpoint
CREATE INDEX "email_enviado_criado_idx" ON "email_enviado" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "mensagem_suporte_usuario_idx" ON "mensagem_suporte" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "captcha_usado_expira_idx" ON "captcha_usado" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "codigo_senha_usuario_idx" ON "codigo_senha" USING btree ("usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "produto_comprado_contratacao_idx" ON "produto_comprado" USING btree ("contratacao_id");