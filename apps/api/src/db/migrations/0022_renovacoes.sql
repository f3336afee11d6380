CREATE TABLE "divergencia_conciliacao" (
	"pedido_id" integer PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"status_pedido" text NOT NULL,
	"status_gateway" text NOT NULL,
	"lancado_centavos" integer NOT NULL,
	"esperado_centavos" integer NOT NULL,
	"detectada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvida_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "tipo" text DEFAULT 'COMPRA' NOT NULL;--> statement-breakpoint
ALTER TABLE "contratacao" ADD COLUMN "tentativas_renovacao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contratacao" ADD COLUMN "proxima_tentativa_renovacao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "divergencia_conciliacao" ADD CONSTRAINT "divergencia_conciliacao_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contratacao_renovacao_idx" ON "contratacao" USING btree ("data_validade_assinatura") WHERE "contratacao"."renovacao_automatica";--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_tipo_ck" CHECK ("pedido"."tipo" in ('COMPRA', 'RENOVACAO'));