CREATE TABLE "cartao_sandbox" (
	"id" text PRIMARY KEY NOT NULL,
	"cliente_id" text,
	"chave_idempotencia" text,
	"bandeira" text NOT NULL,
	"ultimos_digitos" text NOT NULL,
	"mes_validade" integer NOT NULL,
	"ano_validade" integer NOT NULL,
	"resultado" text NOT NULL,
	"motivo_recusa" text,
	"usado" boolean DEFAULT false NOT NULL,
	"excluido" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cartao_sandbox_chaveIdempotencia_unique" UNIQUE("chave_idempotencia"),
	CONSTRAINT "cartao_sandbox_resultado_ck" CHECK ("cartao_sandbox"."resultado" in ('approved', 'declined', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "cliente_sandbox" (
	"id" text PRIMARY KEY NOT NULL,
	"chave_idempotencia" text NOT NULL,
	"email" text NOT NULL,
	"nome" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_sandbox_chaveIdempotencia_unique" UNIQUE("chave_idempotencia")
);
--> statement-breakpoint
CREATE TABLE "pagamento_sandbox" (
	"id" text PRIMARY KEY NOT NULL,
	"chave_idempotencia" text NOT NULL,
	"metodo" text NOT NULL,
	"status" text NOT NULL,
	"motivo_recusa" text,
	"valor_centavos" integer NOT NULL,
	"reembolsado_centavos" integer DEFAULT 0 NOT NULL,
	"parcelas" integer DEFAULT 1 NOT NULL,
	"cartao_id" text,
	"cliente_id" text,
	"descricao" text NOT NULL,
	"br_code" text,
	"expira_em" timestamp with time zone,
	"liquidar_em" timestamp with time zone,
	"liquidar_para" text,
	"notificar_em" timestamp with time zone,
	"tentativas_webhook" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamento_sandbox_chaveIdempotencia_unique" UNIQUE("chave_idempotencia"),
	CONSTRAINT "pagamento_sandbox_metodo_ck" CHECK ("pagamento_sandbox"."metodo" in ('card', 'pix')),
	CONSTRAINT "pagamento_sandbox_status_ck" CHECK ("pagamento_sandbox"."status" in ('pending', 'approved', 'declined', 'expired', 'refunded', 'charged_back')),
	CONSTRAINT "pagamento_sandbox_valor_ck" CHECK ("pagamento_sandbox"."valor_centavos" > 0 and "pagamento_sandbox"."reembolsado_centavos" between 0 and "pagamento_sandbox"."valor_centavos")
);
--> statement-breakpoint
CREATE TABLE "reembolso_sandbox" (
	"chave_idempotencia" text PRIMARY KEY NOT NULL,
	"pagamento_id" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cartao_sandbox" ADD CONSTRAINT "cartao_sandbox_cliente_id_cliente_sandbox_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente_sandbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_sandbox" ADD CONSTRAINT "pagamento_sandbox_cartao_id_cartao_sandbox_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."cartao_sandbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_sandbox" ADD CONSTRAINT "pagamento_sandbox_cliente_id_cliente_sandbox_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente_sandbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolso_sandbox" ADD CONSTRAINT "reembolso_sandbox_pagamento_id_pagamento_sandbox_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento_sandbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cartao_sandbox_cliente_idx" ON "cartao_sandbox" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "pagamento_sandbox_cartao_idx" ON "pagamento_sandbox" USING btree ("cartao_id");--> statement-breakpoint
CREATE INDEX "pagamento_sandbox_cliente_idx" ON "pagamento_sandbox" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "pagamento_sandbox_liquidar_idx" ON "pagamento_sandbox" USING btree ("liquidar_em") WHERE "pagamento_sandbox"."liquidar_em" is not null;--> statement-breakpoint
CREATE INDEX "pagamento_sandbox_expira_idx" ON "pagamento_sandbox" USING btree ("expira_em") WHERE "pagamento_sandbox"."status" = 'pending' and "pagamento_sandbox"."expira_em" is not null;--> statement-breakpoint
CREATE INDEX "pagamento_sandbox_notificar_idx" ON "pagamento_sandbox" USING btree ("notificar_em") WHERE "pagamento_sandbox"."notificar_em" is not null;--> statement-breakpoint
CREATE INDEX "reembolso_sandbox_pagamento_idx" ON "reembolso_sandbox" USING btree ("pagamento_id");