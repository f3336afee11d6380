CREATE TABLE "cupom" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"codigo" text NOT NULL,
	"tipo" text NOT NULL,
	"valor_centavos" integer,
	"pontos_base" integer,
	"valido_de" timestamp with time zone DEFAULT now() NOT NULL,
	"valido_ate" timestamp with time zone,
	"limite_usos" integer,
	"limite_usos_por_cpf" integer,
	"ids_planos" integer[],
	CONSTRAINT "cupom_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "cupom_tipo_ck" CHECK (("cupom"."tipo" = 'VALOR_FIXO' and "cupom"."valor_centavos" > 0 and "cupom"."pontos_base" is null)
       or ("cupom"."tipo" = 'PERCENTUAL' and "cupom"."pontos_base" between 1 and 10000 and "cupom"."valor_centavos" is null)),
	CONSTRAINT "cupom_codigo_ck" CHECK (char_length("cupom"."codigo") between 1 and 25)
);
--> statement-breakpoint
CREATE TABLE "endereco_usuario" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"cep" text NOT NULL,
	"tipo_logradouro_id" integer,
	"logradouro" text NOT NULL,
	"numero_logradouro" text NOT NULL,
	"bairro" text NOT NULL,
	"complemento" text,
	"municipio" text,
	"uf" text,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lancamento_financeiro" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lancamento_pedido_tipo_uq" UNIQUE("pedido_id","tipo"),
	CONSTRAINT "lancamento_tipo_ck" CHECK ("lancamento_financeiro"."tipo" in ('COBRANCA', 'ESTORNO', 'CHARGEBACK')),
	CONSTRAINT "lancamento_sinal_ck" CHECK (("lancamento_financeiro"."tipo" = 'COBRANCA' and "lancamento_financeiro"."valor_centavos" > 0) or ("lancamento_financeiro"."tipo" <> 'COBRANCA' and "lancamento_financeiro"."valor_centavos" < 0))
);
--> statement-breakpoint
CREATE TABLE "pedido" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"plano_id" integer NOT NULL,
	"chave_idempotencia" text NOT NULL,
	"metodo_pagamento" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"motivo_recusa" text,
	"cpf" text NOT NULL,
	"valor_plano_centavos" integer NOT NULL,
	"valor_produtos_centavos" integer NOT NULL,
	"desconto_centavos" integer DEFAULT 0 NOT NULL,
	"valor_total_centavos" integer NOT NULL,
	"qtd_parcelas" integer NOT NULL,
	"cupom_id" integer,
	"produtos_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"br_code" text,
	"pix_expira_em" timestamp with time zone,
	"contratacao_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedido_chave_uq" UNIQUE("usuario_id","chave_idempotencia"),
	CONSTRAINT "pedido_metodo_ck" CHECK ("pedido"."metodo_pagamento" in ('CARTAO_CREDITO', 'PIX')),
	CONSTRAINT "pedido_status_ck" CHECK ("pedido"."status" in ('pending', 'approved', 'declined', 'expired', 'refunded', 'charged_back')),
	CONSTRAINT "pedido_valor_ck" CHECK ("pedido"."valor_total_centavos" > 0 and "pedido"."desconto_centavos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cupom" ADD CONSTRAINT "cupom_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco_usuario" ADD CONSTRAINT "endereco_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco_usuario" ADD CONSTRAINT "endereco_usuario_tipo_logradouro_id_tipo_logradouro_id_fk" FOREIGN KEY ("tipo_logradouro_id") REFERENCES "public"."tipo_logradouro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_financeiro" ADD CONSTRAINT "lancamento_financeiro_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_plano_id_plano_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_cupom_id_cupom_id_fk" FOREIGN KEY ("cupom_id") REFERENCES "public"."cupom"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_contratacao_id_contratacao_id_fk" FOREIGN KEY ("contratacao_id") REFERENCES "public"."contratacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lancamento_gateway_idx" ON "lancamento_financeiro" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_gateway_pagamento_uq" ON "pedido" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "pedido_usuario_idx" ON "pedido" USING btree ("usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "pedido_plano_idx" ON "pedido" USING btree ("plano_id");--> statement-breakpoint
CREATE INDEX "pedido_cupom_idx" ON "pedido" USING btree ("cupom_id","cpf");--> statement-breakpoint
CREATE INDEX "pedido_contratacao_idx" ON "pedido" USING btree ("contratacao_id");